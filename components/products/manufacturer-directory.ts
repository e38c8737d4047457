// The manufacturer directory's server half: its columns and the few fields per row that
// ManufacturerTable (the client half) draws its cells from.
import { MERKEN_COLUMN } from "@/components/merkliste/merken-button";
import type { TableColumn } from "@/components/search/data-table";
import { LIST_IMAGE_WIDTH } from "@/components/search/list-helpers";
import { tableColumns } from "@/components/search/table-model";
import { listingImageProps } from "@/components/ui/listing-image";
import type { Manufacturer } from "@/lib/types";
import type { DirectoryEntry, DirectoryLogo } from "./manufacturer-table";

/** The directory's columns; ManufacturerTable draws their cells (logo, name, count, Merken). */
export const DIRECTORY_COLUMNS: readonly TableColumn[] = [
  { key: "logo", header: "Logo", sortable: false, srOnlyHeader: true, card: "media" },
  { key: "name", header: "Hersteller", sortable: false, card: "title" },
  { key: "produkte", header: "Produkte", sortable: false, card: "badge", noun: ["Produkt", "Produkte"] },
  MERKEN_COLUMN,
];

/** Their header model: the directory is always by name, A to Z, so it is worked out once. */
export const DIRECTORY_HEADERS = tableColumns(DIRECTORY_COLUMNS, "name", "asc");

/** How the directory draws a logo: decorative beside the linked name, at the lists' thumbnail width. */
const LOGO = { alt: "", className: "h-10 w-10 rounded object-contain", drawnWidth: LIST_IMAGE_WIDTH };

/**
 * What next/image gives every directory logo alike (alt, class, lazy loading, decoding, style):
 * sent once per page, beside the rows' own sources.
 */
export const DIRECTORY_LOGO: DirectoryLogo = (() => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the per-row part, left out
  const { src, srcSet, width, height, ...same } = listingImageProps({ media: null, ...LOGO });
  return same;
})();

/** A directory row as the client component needs it: a few fields instead of drawn cells. */
export function directoryEntry(m: Manufacturer): DirectoryEntry {
  const { src, srcSet, width, height } = listingImageProps({ media: m.Logo, ...LOGO });
  return {
    id: m.id,
    documentId: m.documentId,
    name: m.Herstellername,
    products: m.Produkt.length,
    logo: { src, srcSet, width, height },
  };
}
