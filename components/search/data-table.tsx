"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { SortIcon } from "@/components/ui/sort-icon";
import { countLabel, countNoun, joinParts } from "@/lib/format";
import { useUrlState } from "./use-url-state";

/** Where a cell goes in the phone card layout (`.result-cards` in app/globals.css). */
export type CardPlace = "media" | "title" | "fact" | "badge" | "flag" | "wide";

/** A column as a list declares it; the table model (table-model.ts) works out its sort state. */
export interface TableColumn {
  key: string;
  header: string;
  sortable?: boolean;
  /** Hidden visually, kept for screen readers (e.g. the image column). */
  srOnlyHeader?: boolean;
  /**
   * The cell's place when the table lays out as cards on phones (below 768 px): the picture, the
   * name, a fact in the line under it, a badge labelled with the header ('12 R-Punkte'), or a
   * flag shown as its header only when ticked, or a full-width block at the end. Columns without
   * one are left out of the cards.
   */
  card?: CardPlace;
  /**
   * A badge that counts: its label in the singular and the plural ('1 Produkt', '3 Produkte'); the
   * cell holds the number. Without it a badge is labelled with the header.
   */
  noun?: readonly [one: string, many: string];
  /** Shown in the phone cards only (a fact the table's columns leave out, e.g. an event's place). */
  cardOnly?: boolean;
}

/** A column as DataTable draws it: the declared column with the sort state the table model gave it. */
export interface ModelColumn extends TableColumn {
  sortable: boolean;
  /** The direction the URL's sort gives this column, or false. */
  sorted: false | "asc" | "desc";
  /** The direction a click on the header sorts by (a sortable column's). */
  nextDir: "asc" | "desc";
}

/** A badge's label: the header, or the counted noun in the singular or plural for this row's number. */
function badgeLabel(column: TableColumn, value: ReactNode): string | undefined {
  if (column.card !== "badge" && column.card !== "flag") return undefined;
  if (!column.noun) return column.header;
  const count = Number(value);
  return Number.isFinite(count) ? countNoun(count, ...column.noun) : column.noun[1];
}

export interface TableRow {
  id: string;
  href: string;
  cells: Record<string, ReactNode>;
}

interface DataTableProps {
  caption: string;
  columns: ModelColumn[];
  rows: TableRow[];
  /** The sorted column's key; a key no column has is the list's own order (`orderLabel`). */
  sort: string;
  dir: "asc" | "desc";
  /** The name of the list's own order on phones ('Standardreihenfolge', 'Relevanz' for a search). */
  orderLabel?: string;
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  /** 'Keine Daten verfügbar' when the collection is empty, 'Keine Ergebnisse gefunden' when the filter hides all. */
  emptyLabel: string;
  /** URL parameter names, for a second table on the same page. */
  params?: { sort: string; dir: string; page: string; size: string };
}

/** The `sort` of a list in the quick search's relevance order: no column is marked as sorted. */
export const RELEVANCE = "relevanz";

const DEFAULT_PARAMS = { sort: "sort", dir: "dir", page: "page", size: "size" };

/** On phones the column headers give way to this select above the cards. */
function SortSelect({
  columns,
  sort,
  dir,
  orderLabel,
  onChange,
}: {
  columns: ModelColumn[];
  sort: string;
  dir: "asc" | "desc";
  orderLabel: string;
  onChange: (sort: string, dir: "asc" | "desc") => void;
}) {
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const current = `${sort}:${dir}`;
  // The list's default order (e.g. upcoming events first) has no column of its own.
  const byColumn = sortable.some((column) => current.startsWith(`${column.key}:`));
  return (
    <label className="mb-3 flex items-center gap-2 text-sm md:hidden">
      Sortieren nach
      <select
        value={current}
        onChange={(event) => {
          const [key, order] = event.target.value.split(":");
          if (key) onChange(key, order === "desc" ? "desc" : "asc");
        }}
        className="min-w-0 flex-1 rounded border border-gray-500 px-2 py-1"
      >
        {byColumn ? null : <option value={current}>{orderLabel}</option>}
        {sortable.flatMap((column) => [
          <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
            {`${column.header} aufsteigend`}
          </option>,
          <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
            {`${column.header} absteigend`}
          </option>,
        ])}
      </select>
    </label>
  );
}

/**
 * A paged, sortable table over rows the server already sorted and paged: the headers show the sort
 * state the table model (table-model.ts, TanStack Table in the server component) gave each column,
 * and a click on one writes the model's next order into the URL. The model runs on the server only:
 * in the browser TanStack's headers cost a list page ~14 KB of gzipped JavaScript to parse and run.
 * Clicking a row opens its detail page (one listener on the table body); the first link in each row
 * does the same for keyboards. Below 768 px the same markup lays out as result cards
 * (`.result-cards` in app/globals.css): one markup keeps the list pages' HTML small.
 */
export function DataTable({
  caption,
  columns,
  rows,
  sort,
  dir,
  orderLabel = "Standardreihenfolge",
  page,
  pageCount,
  pageSize,
  pageSizes,
  total,
  emptyLabel,
  params = DEFAULT_PARAMS,
}: DataTableProps) {
  const router = useRouter();
  const { update, pending } = useUrlState();
  const sortBy = (key: string, order: "asc" | "desc") =>
    update({ [params.sort]: key, [params.dir]: order, [params.page]: null }, { keepPage: true });

  return (
    <div aria-busy={pending}>
      <SortSelect columns={columns} sort={sort} dir={dir} orderLabel={orderLabel} onChange={sortBy} />
      {/* `relative`: the cells' screen-reader-only texts are positioned inside the scroll box, not
          past the page's right edge. */}
      <div className="relative overflow-x-auto">
        <table className="result-cards w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-gray-300">
              {columns.map((column) => {
                const { sorted } = column;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    className={column.cardOnly ? "hidden" : "px-2 py-2 text-sm"}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        onClick={() => sortBy(column.key, column.nextDir)}
                        className="flex items-center gap-1 font-semibold hover:underline"
                      >
                        {column.header}
                        <SortIcon sorted={sorted} />
                      </button>
                    ) : (
                      <span className={column.srOnlyHeader ? "sr-only" : "font-semibold"}>
                        {column.header}
                      </span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {/* Row and cell styles are set once here, not repeated on every row and cell: the list
              pages' HTML grows with each attribute per cell. */}
          <tbody
            onClick={(event) => {
              // A click on a row's link or button does its own thing; elsewhere in a row it opens the row.
              const target = event.target as HTMLElement;
              if (target.closest("a, button")) return;
              const href = target.closest("tr")?.dataset.href;
              if (href) router.push(href);
            }}
            className={
              rows.length === 0
                ? undefined
                : "*:cursor-pointer *:border-b *:border-gray-200 *:hover:bg-brand-50 [&_td]:px-2 [&_td]:py-2 [&_td]:align-middle"
            }
          >
            {/* The rows are the bulk of a list page: they hydrate after the rest of it. */}
            <HydrateLater>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} data-card="empty" className="px-2 py-6 text-center">
                    {emptyLabel}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id} data-href={row.href}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        data-card={column.card}
                        data-label={badgeLabel(column, row.cells[column.key])}
                        className={column.cardOnly ? "md:hidden" : undefined}
                      >
                        {row.cells[column.key] ?? null}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </HydrateLater>
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p aria-live="polite">
          {joinParts(
            countLabel(total, "Eintrag", "Einträge"),
            `Seite ${Math.min(page, Math.max(pageCount, 1))} von ${Math.max(pageCount, 1)}`,
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <label className={`flex items-center gap-2 ${pageSizes.length < 2 ? "hidden" : ""}`}>
            Einträge pro Seite
            <select
              name={params.size}
              value={pageSize}
              onChange={(event) =>
                update({ [params.size]: event.target.value, [params.page]: null }, { keepPage: true })
              }
              className="rounded border border-gray-500 px-2 py-1"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="rounded border px-3 py-1 disabled:opacity-50"
            disabled={page <= 1}
            onClick={() => update({ [params.page]: String(page - 1) }, { keepPage: true })}
          >
            Zurück
          </button>
          <button
            type="button"
            className="rounded border px-3 py-1 disabled:opacity-50"
            disabled={page >= pageCount}
            onClick={() => update({ [params.page]: String(page + 1) }, { keepPage: true })}
          >
            Weiter
          </button>
        </div>
      </div>
    </div>
  );
}
