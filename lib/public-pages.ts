import { MAIN_LISTING_KINDS } from "@wundportal/rules";
import { KIND_INFO } from "@/lib/listing-kinds";

// The public pages, defined once: the sitemap lists them and the HTML cache (server/read-path/html-cache.ts)
// keeps them, because their HTML depends only on the URL and the CMS data.

/** The list pages of the four listing kinds, in the navigation's order. */
export const LIST_PAGES: readonly string[] = MAIN_LISTING_KINDS.map((kind) => KIND_INFO[kind].publicPath);

/** The indexable pages without an id: the start page, the lists and the information pages. */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  ...LIST_PAGES,
  "/info",
  "/abo",
  "/datenschutz",
  "/impressum",
  "/barrierefreiheit",
];

/** The detail pages' prefixes (`/veranstaltungen/12`); products have no list of their own. */
export const DETAIL_PREFIXES: readonly string[] = [...LIST_PAGES, "/produkt"];
