// The column and sorting model of the public tables, run in the server component with TanStack
// Table's core: DataTable (a client component) receives headers and cells already drawn, so no
// table code reaches the visitor's browser. `server-only` makes an import from a client component
// fail the build.
import "server-only";
import {
  constructTable,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type RowData,
} from "@tanstack/table-core";
import { flexRender } from "@tanstack/table-core/flex-render";
import { storeReactivityBindings } from "@tanstack/table-core/store-reactivity-bindings";
import type { ReactNode } from "react";
import type { ModelColumn, TableColumn, TableRow } from "./data-table";

/** A column of a public table: how DataTable draws it, and its cell for an entry. */
export interface ColumnSpec<T> extends TableColumn {
  cell: (item: T) => ReactNode;
}

/**
 * The headers and rows of one page of a public table. The list's query has already filtered,
 * sorted and paged `items` (manual sorting: TanStack reorders nothing); the model says which
 * column the URL's `sort` and `dir` mark, which columns can sort and in which direction a click
 * sorts next (a new column ascending first, the sorted one turned round).
 */
export function tableModel<T extends RowData>({
  columns,
  items,
  rowId,
  href,
  sort,
  dir,
}: {
  columns: ColumnSpec<T>[];
  items: readonly T[];
  rowId: (item: T) => string;
  href: (item: T) => string;
  sort: string;
  dir: "asc" | "desc";
}): { columns: ModelColumn[]; rows: TableRow[] } {
  const features = tableFeatures({
    coreReactivityFeature: storeReactivityBindings(),
    rowSortingFeature,
    columnMeta: {} as TableColumn,
  });
  const helper = createColumnHelper<typeof features, T>();
  const table = constructTable({
    features,
    columns: helper.columns(
      columns.map(({ cell, ...column }) =>
        // Every entry sorts on the server; the accessor only makes the column one TanStack can sort.
        helper.accessor((item) => item, {
          id: column.key,
          header: column.header,
          enableSorting: column.sortable !== false && !column.cardOnly,
          cell: ({ row }) => cell(row.original),
          meta: column,
        }),
      ),
    ),
    data: items as T[],
    getRowId: rowId,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting: [{ id: sort, desc: dir === "desc" }] },
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return {
    columns: headers.map(({ column }) => ({
      ...column.columnDef.meta!,
      sortable: column.getCanSort(),
      sorted: column.getIsSorted(),
      nextDir: column.getNextSortingOrder() || "asc",
    })),
    rows: table.getRowModel().rows.map((row) => ({
      id: row.id,
      href: href(row.original),
      cells: Object.fromEntries(
        row
          .getAllCells()
          .map((cell) => [
            cell.column.id,
            flexRender(cell.column.columnDef.cell, cell.getContext()) as ReactNode,
          ]),
      ),
    })),
  };
}

/**
 * The headers alone, for a table whose client component draws its rows from compact data (the
 * manufacturer directory): the same sort state as tableModel gives them.
 */
export function tableColumns(
  columns: readonly TableColumn[],
  sort: string,
  dir: "asc" | "desc",
): ModelColumn[] {
  return tableModel<never>({
    columns: columns.map((column) => ({ ...column, cell: () => null })),
    items: [],
    rowId: () => "",
    href: () => "",
    sort,
    dir,
  }).columns;
}
