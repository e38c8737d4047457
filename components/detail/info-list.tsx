import type { ReactNode } from "react";

export interface InfoRow {
  label: string;
  value: ReactNode | string[] | null | undefined;
}

const isEmpty = (value: InfoRow["value"]) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** A definition list that shows only the attributes that are present. */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  const present = rows.filter((row) => !isEmpty(row.value));
  if (present.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {present.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd>{Array.isArray(row.value) ? (row.value as string[]).join(", ") : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
