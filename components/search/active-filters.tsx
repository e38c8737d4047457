import { X } from "lucide-react";
import { Link } from "@/components/ui/link";
import type { ListChips } from "@/lib/filters/chips";

/**
 * The set filters as chips above the results, each a link to the same URL without its value (so it
 * works without JavaScript), and "Alle entfernen". Nothing when no filter is set.
 */
export function ActiveFilters({ chips, clearAll }: ListChips) {
  if (chips.length === 0) return null;
  return (
    <section aria-label="Aktive Filter" className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.href} className="min-w-0 max-w-full">
            <Link
              href={chip.href}
              scroll={false}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-100"
            >
              <span className="sr-only">Filter entfernen: </span>
              <span className="min-w-0 break-words">{chip.text}</span>
              <X aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
        <li>
          <Link
            href={clearAll}
            scroll={false}
            className="px-1 text-sm font-semibold text-brand-700 underline"
          >
            Alle entfernen
          </Link>
        </li>
      </ul>
    </section>
  );
}
