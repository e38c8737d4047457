"use client";
// The manufacturer directory below the products (100 per page, the specification's only size). Its
// rows are the same on every product filter, and they were most of /hersteller's HTML: each row's
// cells went into React's payload as element trees (about 1.2 KB a row). The server sends each
// manufacturer as a few fields instead, and this component draws the cells from them, with the same
// markup as before.
import { MerkenButton } from "@/components/merkliste/merken-button";
import { DataTable, type ModelColumn } from "@/components/search/data-table";
import { Link } from "@/components/ui/link";

/** What a directory row needs: drawn into the logo, the linked name, the count and the Merken button. */
export interface DirectoryEntry {
  id: number;
  documentId: string;
  name: string;
  products: number;
  /** The logo's sources (listingImageProps); the rest of the `<img>` is the same on every row. */
  logo: { src: string; srcSet?: string; width?: number | `${number}`; height?: number | `${number}` };
}

/** The logo's class, the same in the table and the phone cards. */
const LOGO_CLASS = "h-10 w-10 rounded object-contain";

export function ManufacturerTable({
  columns,
  entries,
  page,
  pageCount,
  pageSize,
  total,
}: {
  columns: ModelColumn[];
  entries: DirectoryEntry[];
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
        // eslint-disable-next-line @next/next/no-img-element -- the props of next/image (listingImageProps)
        <img
          alt=""
          loading="lazy"
          width={logo.width}
          height={logo.height}
          decoding="async"
          className={LOGO_CLASS}
          style={{ color: "transparent" }}
          srcSet={logo.srcSet}
          src={logo.src}
        />
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
