// Quick search by name on the list pages: the suggestion list and where picking a suggestion leads.
import type { ListingType } from "@/lib/types";

export interface Suggestion {
  type: ListingType | (string & {});
  id: number | string;
  label: string;
}

/**
 * Up to `limit` suggestions whose label contains the query (case-insensitive); labels that start
 * with it come first, otherwise the input order is kept. An empty query suggests nothing.
 */
export function suggest<T extends Suggestion>(items: readonly T[], query: string, limit = 8): T[] {
  const needle = query.trim().toLocaleLowerCase("de");
  if (!needle || limit <= 0) return [];
  const prefix: T[] = [];
  const inner: T[] = [];
  for (const item of items) {
    const label = item.label.toLocaleLowerCase("de");
    if (label.startsWith(needle)) prefix.push(item);
    else if (label.includes(needle)) inner.push(item);
  }
  return [...prefix, ...inner].slice(0, limit);
}

/** The detail page of a suggestion by its type; anything else is a product. */
export function detailPath(type: Suggestion["type"], id: number | string): string {
  const slug = encodeURIComponent(String(id));
  switch (type) {
    case "Veranstaltung":
      return `/veranstaltungen/${slug}`;
    case "Referent":
      return `/referenten/${slug}`;
    case "Hersteller":
      return `/hersteller/${slug}`;
    case "Versorgungspartner":
      return `/versorgungspartner/${slug}`;
    default:
      return `/produkt/${slug}`;
  }
}
