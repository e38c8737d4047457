import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

/** The sort state of a column header, drawn beside its name (the header's aria-sort says it in words). */
export function SortIcon({ sorted }: { sorted: false | "asc" | "desc" }) {
  const className = "h-4 w-4 shrink-0";
  if (sorted === "asc") return <ArrowUp aria-hidden="true" className={className} />;
  if (sorted === "desc") return <ArrowDown aria-hidden="true" className={className} />;
  return <ArrowUpDown aria-hidden="true" className={className} />;
}
