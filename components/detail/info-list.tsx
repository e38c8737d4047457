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

/**
 * 'Alle Informationen auf einen Blick' and the like: a framed section with its heading, or nothing at
 * all when no row has a value (a heading over an empty box told visitors nothing).
 */
export function InfoSection({ id, title, rows }: { id: string; title: string; rows: InfoRow[] }) {
  if (rows.every((row) => isEmpty(row.value))) return null;
  return (
    <section aria-labelledby={id} className="mt-8 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      <InfoList rows={rows} />
    </section>
  );
}
