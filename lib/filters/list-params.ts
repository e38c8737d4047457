// Which query parameters each public page reads: a list its filters and table state, every other
// public page none. The HTML cache (server/read-path/html-cache.ts) keeps only pages whose query it
// reads in full, so a tracking or made-up parameter never becomes a cache entry of its own.
import { KIND_INFO } from "@/lib/listing-kinds";
import { CARE_PARTNER_PARAM_NAMES } from "./care-partners";
import { EVENT_PARAM_NAMES } from "./events";
import { PRODUCT_PARAM_NAMES } from "./products";
import { SPEAKER_PARAM_NAMES } from "./speakers";

const LIST_PARAM_NAMES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [KIND_INFO.Veranstaltung.publicPath, EVENT_PARAM_NAMES],
  [KIND_INFO.Referent.publicPath, SPEAKER_PARAM_NAMES],
  [KIND_INFO.Hersteller.publicPath, PRODUCT_PARAM_NAMES],
  [KIND_INFO.Versorgungspartner.publicPath, CARE_PARTNER_PARAM_NAMES],
]);

/** Whether the page at `pathname` reads every parameter of `query` (true for an empty query). */
export function readsEveryParam(pathname: string, query: URLSearchParams): boolean {
  const names = LIST_PARAM_NAMES.get(pathname);
  for (const name of query.keys()) if (!names?.has(name)) return false;
  return true;
}
