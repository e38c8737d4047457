"use client";
// The manufacturer directory below the products (100 per page, the specification's only size). Its
// rows are the same on every product filter, and they were most of /hersteller's HTML: each row's
// cells went into React's payload as element trees (about 1.2 KB a row). The server sends each
// manufacturer as a few fields instead, and this component draws the cells from them, with the same
// markup as before.
import type { ComponentProps } from "react";
import { MerkenButton } from "@/components/merkliste/merken-button";
import { DataTable, type ModelColumn } from "@/components/search/data-table";
import { Link } from "@/components/ui/link";

type ImgProps = ComponentProps<"img">;
type LogoSources = Pick<ImgProps, "src" | "srcSet" | "width" | "height">;
/** The rest of a logo's `<img>` props, alike on every row: sent once per page (DIRECTORY_LOGO). */
export type DirectoryLogo = Omit<ImgProps, keyof LogoSources>;

/** What a directory row needs: drawn into the logo, the linked name, the count and the Merken button. */
export interface DirectoryEntry {
  id: number;
  documentId: string;
  name: string;
  products: number;
  /** The logo's sources (listingImageProps); the rest of its `<img>` is `logoProps`, alike on every row. */
  logo: LogoSources;
}

export function ManufacturerTable({
  columns,
  entries,
  logoProps,
  page,
  pageCount,
  pageSize,
  total,
}: {
  columns: ModelColumn[];
  entries: DirectoryEntry[];
  logoProps: DirectoryLogo;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
}) {
  const rows = entries.map(({ id, documentId, name, products, logo }) => ({
    id: String(id),
    href: `/hersteller/${id}`,
    cells: {
      logo: (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's props, alt included
        <img {...logoProps} {...logo} />
      ),
      name: (
        <Link href={`/hersteller/${id}`} className="font-semibold text-brand-700 hover:underline">
          {name}
        </Link>
      ),
      produkte: String(products),
      merken: <MerkenButton kind="Hersteller" documentId={documentId} name={name} />,
    },
  }));
  return (
    <DataTable
      caption="Hersteller von A bis Z"
      params={{ sort: "hsort", dir: "hdir", page: "hseite", size: "hgroesse" }}
      columns={columns}
      rows={rows}
      sort="name"
      dir="asc"
      page={page}
      pageCount={pageCount}
      pageSize={pageSize}
      pageSizes={[pageSize]}
      total={total}
      emptyLabel="Keine Daten verfügbar"
    />
  );
}
