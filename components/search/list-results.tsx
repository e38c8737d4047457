import type { ReactNode } from "react";
import type { ListingKind } from "@wundportal/rules";
import { MERKEN_COLUMN, MerkenButton } from "@/components/merkliste/merken-button";
import { DataTable, RELEVANCE, type TableColumn } from "@/components/search/data-table";
import { imageColumn } from "@/components/search/list-helpers";
import { tableModel } from "@/components/search/table-model";
import { Link } from "@/components/ui/link";
import type { Page } from "@/lib/filters/sort-page";
import type { Media } from "@/lib/types";

interface ListItem {
  id: number;
  documentId: string;
}

/** What the results table reads of a list's query (server/lists/queries.ts). */
interface TableState {
  /** The whole collection: empty says 'Keine Daten verfügbar' rather than that the filter hid all. */
  all: readonly unknown[];
  filter: { sort: string; dir: "asc" | "desc"; size: number };
  /** A quick search without a picked sort: ordered by relevance, no column marked as sorted. */
  byRelevance: boolean;
}

/**
 * The results table of a public list page (events, speakers, products, care partners): the entry's
 * picture, its name linked to its page, the list's own columns and the Merken button, on the
 * page of matches the query's sort, order and page size give.
 */
export function ListResults<T extends ListItem>({
  kind,
  caption,
  path,
  query,
  page,
  pageSizes,
  image,
  name,
  columns,
  cells,
  noMatch = "Keine Ergebnisse gefunden",
}: {
  /** The kind the Merken button saves. */
  kind: ListingKind;
  caption: string;
  /** The detail pages' path ("/veranstaltungen" → "/veranstaltungen/<id>"). */
  path: string;
  query: TableState;
  page: Page<T>;
  pageSizes: readonly number[];
  /** The picture column: its (screen-reader) header, the entry's picture and how it is drawn. */
  image: { header: string; media: (item: T) => Media | null; className: string };
  /** The name column: its header and the entry's name (also the Merken button's name). */
  name: { header: string; of: (item: T) => string };
  /** The list's own columns, between the name and the Merken button. */
  columns: TableColumn[];
  /** The cells of the list's own columns. */
  cells: (item: T) => Record<string, ReactNode>;
  /** Shown when the filter hides every entry. */
  noMatch?: string;
}) {
  const { all, filter, byRelevance } = query;
  const sort = byRelevance ? RELEVANCE : filter.sort;
  const table = tableModel({
    columns: [
      imageColumn("bild", image.header, image.media, image.className),
      {
        key: "name",
        header: name.header,
        card: "title",
        cell: (item) => (
          <Link href={`${path}/${item.id}`} className="font-semibold text-brand-700 hover:underline">
            {name.of(item)}
          </Link>
        ),
      },
      ...columns.map((column) => ({ ...column, cell: (item: T) => cells(item)[column.key] })),
      {
        ...MERKEN_COLUMN,
        cell: (item) => <MerkenButton kind={kind} documentId={item.documentId} name={name.of(item)} />,
      },
    ],
    items: page.items,
    rowId: (item) => String(item.id),
    href: (item) => `${path}/${item.id}`,
    sort,
    dir: filter.dir,
  });
  return (
    <DataTable
      caption={caption}
      columns={table.columns}
      rows={table.rows}
      sort={sort}
      orderLabel={byRelevance ? "Relevanz" : undefined}
      dir={filter.dir}
      page={page.page}
      pageCount={page.pageCount}
      pageSize={filter.size}
      pageSizes={pageSizes}
      total={page.total}
      emptyLabel={all.length === 0 ? "Keine Daten verfügbar" : noMatch}
    />
  );
}
