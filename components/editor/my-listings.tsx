"use client";

// 'Meine Inserate': the user's listings with picture, name, published state, the last 30 days'
// views and contact requests, view, edit and delete. TanStack Table sorts and filters the rows the
// page already has, in the browser (no round trip); below 768 px the same rows are cards.
import {
  columnFilteringFeature,
  constructSortFn,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SortIcon } from "@/components/ui/sort-icon";
import { ViewsChart } from "@/components/editor/views-chart";
import { copyPath, editorPath, publicPathOf, type OwnListingRow } from "@/lib/listing-kinds";
import { countLabel } from "@/lib/format";
import { sum, type OwnListingStats } from "@/lib/listing-stats";
import { LISTING_SAVE_MESSAGES } from "@/lib/messages";
import { deleteListing } from "@/server/actions/listings";

const collator = new Intl.Collator("de");

/** How a column's cells are drawn: the phone card's place and the cells' and header's classes. */
interface Place {
  card: "media" | "title" | "fact" | "wide";
  /** A wide cell that also takes the room below the picture (the chart). */
  full?: boolean;
  td: string;
  th: string;
  /** The header for screen readers only (picture, actions). */
  srOnly?: boolean;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    german: constructSortFn({ sort: (a, b) => collator.compare(String(a), String(b)) }),
    basic: sortFn_basic,
  },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  columnMeta: {} as Place,
});

/** A listing with its views of the last 30 days summed (the chart column sorts by them). */
type Listing = OwnListingRow & { views: number };
const helper = createColumnHelper<typeof features, Listing>();

/** The columns the text filter reads. */
const FILTERED = new Set(["name", "art", "status"]);

const statusOf = (row: OwnListingRow) => (row.published ? "Veröffentlicht" : "Nicht veröffentlicht");

function StatsCell({ row, stats }: { row: OwnListingRow; stats: OwnListingStats | null }) {
  if (!stats) return <span className="text-muted">nicht verfügbar</span>;
  const own = stats.listings.find((l) => l.kind === row.kind && l.id === row.id);
  const views = own?.views ?? stats.days.map(() => 0);
  const contacts = own?.contacts ?? stats.days.map(() => 0);
  return (
    <div data-testid={`statistik-${row.kind}-${row.id}`} className="flex flex-col gap-1 text-sm">
      <span>
        <span className="font-semibold">{countLabel(sum(views), "Aufruf", "Aufrufe")}</span> in{" "}
        {stats.days.length} Tagen
      </span>
      <span>{countLabel(sum(contacts), "Kontaktanfrage", "Kontaktanfragen")}</span>
      <ViewsChart days={stats.days} views={views} contacts={contacts} name={row.name} />
    </div>
  );
}

export function MyListingsTable({ rows, stats }: { rows: OwnListingRow[]; stats: OwnListingStats | null }) {
  const router = useRouter();
  const filterId = useId();
  const [toDelete, setToDelete] = useState<OwnListingRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [filter, setFilter] = useState("");

  const data = useMemo<Listing[]>(
    () =>
      rows.map((row) => {
        const own = stats?.listings.find((l) => l.kind === row.kind && l.id === row.id);
        return { ...row, views: own ? sum(own.views) : 0 };
      }),
    [rows, stats],
  );
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: "bild",
          header: "Bild",
          meta: { card: "media", td: "py-3 pr-4", th: "py-2 pr-4", srOnly: true },
          cell: ({ row }) => (
            // eslint-disable-next-line @next/next/no-img-element -- CMS media served through /uploads
            <img
              src={row.original.image?.url ?? "/images/platzhalter.svg"}
              alt=""
              width={64}
              height={64}
              className="avatar h-16 w-16"
            />
          ),
        }),
        // Long names break anywhere: the chart column keeps its width from 768 px on. From 1024 px
        // the name has 11rem before it breaks, so a word like "Ärztekongress" stays whole.
        helper.accessor("name", {
          header: "Name",
          sortFn: "german",
          meta: { card: "title", td: "py-3 pr-4 font-semibold wrap-anywhere lg:min-w-44", th: "py-2 pr-4" },
        }),
        helper.accessor("kind", {
          id: "art",
          header: "Art",
          sortFn: "german",
          meta: { card: "fact", td: "py-3 pr-4", th: "py-2 pr-4" },
        }),
        helper.accessor(statusOf, {
          id: "status",
          header: "Status",
          sortFn: "german",
          // A line of its own on phone cards: as a fact beside the kind it was cut to "Nicht ver…".
          meta: { card: "wide", td: "py-3 pr-4", th: "py-2 pr-4" },
          cell: ({ row }) =>
            row.original.published ? (
              <span className="font-semibold text-green-800">Veröffentlicht</span>
            ) : (
              <span className="font-semibold text-red-700">Nicht veröffentlicht</span>
            ),
        }),
        // The chart's column takes the room the others leave (at least two fifths); on phone cards
        // it also takes the room below the picture. Sorted by views, most first.
        helper.accessor("views", {
          id: "statistik",
          header: "Letzte 30 Tage",
          sortFn: "basic",
          enableSorting: stats !== null,
          meta: { card: "wide", full: true, td: "py-3 pr-4", th: "w-2/5 py-2 pr-4" },
          cell: ({ row }) => <StatsCell row={row.original} stats={stats} />,
        }),
        helper.display({
          id: "aktionen",
          header: "Aktionen",
          meta: { card: "wide", td: "py-3", th: "py-2", srOnly: true },
          cell: ({ row: { original: row } }) => (
            <div className="flex flex-wrap gap-3">
              {row.published ? (
                <Link href={publicPathOf(row.kind, row.id)} className="underline">
                  Ansehen<span className="sr-only">: {row.name}</span>
                </Link>
              ) : null}
              <Link href={editorPath(row.kind, row.id)} className="underline">
                Bearbeiten<span className="sr-only">: {row.name}</span>
              </Link>
              <Link href={copyPath(row.kind, row.id)} className="underline">
                Als Vorlage kopieren<span className="sr-only">: {row.name}</span>
              </Link>
              <button type="button" className="text-red-700 underline" onClick={() => setToDelete(row)}>
                Löschen<span className="sr-only">: {row.name}</span>
              </button>
            </div>
          ),
        }),
      ]),
    [stats],
  );
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => `${row.kind}-${row.id}`,
    state: { globalFilter: filter },
    onGlobalFilterChange: setFilter,
    globalFilterFn: "includesString",
    getColumnCanGlobalFilter: (column) => FILTERED.has(column.id),
    enableSortingRemoval: false,
  });
  const shown = table.getRowModel().rows;

  async function confirmDelete() {
    if (!toDelete) return;
    setBusy(true);
    const result = await deleteListing({ kind: toDelete.kind, id: toDelete.id }).catch(() => ({ ok: false }));
    setBusy(false);
    setToDelete(null);
    if (result.ok) {
      toast.success(LISTING_SAVE_MESSAGES.deleted);
      router.refresh();
    } else {
      toast.error(LISTING_SAVE_MESSAGES.deleteFailed);
    }
  }

  return (
    <>
      {rows.length > 1 ? (
        <div className="mt-6 flex flex-wrap items-end gap-x-4 gap-y-2">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={filterId} className="font-semibold">
              Inserate filtern
            </label>
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Name, Art oder Status"
              className="w-72 max-w-full rounded border border-gray-500 px-2 py-1"
            />
          </div>
          <p role="status" className="text-sm">
            {filter.trim() ? `${shown.length} von ${rows.length} Inseraten` : ""}
          </p>
        </div>
      ) : null}
      {/* Below 768 px the rows lay out as cards (`.result-cards`, app/globals.css). */}
      <table className="result-cards mt-6 w-full border-collapse text-left">
        <caption className="sr-only">Ihre Inserate</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-gray-300">
              {group.headers.map(({ column }) => {
                const { th, srOnly } = column.columnDef.meta!;
                const label = String(column.columnDef.header);
                const sorted = column.getIsSorted();
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    className={th}
                  >
                    {srOnly ? (
                      <span className="sr-only">{label}</span>
                    ) : column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={column.getToggleSortingHandler()}
                        title={`Sortieren nach ${label}`}
                        className="flex items-center gap-1 text-left font-semibold hover:underline"
                      >
                        {label}
                        <SortIcon sorted={sorted} />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length} data-card="empty" className="py-6 text-center">
                Keine Inserate gefunden
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={row.id} className="border-b border-gray-200">
                {row.getAllCells().map((cell) => {
                  const { card, full, td } = cell.column.columnDef.meta!;
                  return (
                    <td key={cell.id} data-card={card} data-full={full ? "" : undefined} className={td}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setToDelete(null);
        }}
        title="Inserat löschen?"
        description={toDelete ? `„${toDelete.name}“ wird endgültig gelöscht.` : undefined}
        confirmLabel="Löschen"
        busyLabel="Wird gelöscht..."
        busy={busy}
        danger
        onConfirm={confirmDelete}
      />
    </>
  );
}
