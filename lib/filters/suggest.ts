// Quick search by name on the list pages: the suggestion list and where picking a suggestion leads.
import { LIST_OF_KIND, SEARCH_KINDS } from "@wundportal/rules/public-lists";
import { formatLongDate } from "@/lib/format";
import { lowerDe } from "@/lib/memo";
import type { EventSummary, ListingType } from "@/lib/types";

export interface Suggestion {
  type: ListingType | (string & {});
  id: number | string;
  label: string;
  /** Shown beside the label where another suggestion has the same name (an event's date and place). */
  detail?: string;
  /** The label in runs, the part that matched the query marked (shown in bold). */
  parts?: { text: string; mark: boolean }[];
}

/** The kinds of the header's suggestions, in the order they are shown, each under its label. */
export const SUGGESTION_GROUPS: readonly { type: ListingType; label: string }[] = SEARCH_KINDS.map(
  ({ type, title }) => ({ type, label: title }),
);

/** The label cut around the first case-insensitive occurrence of `needle` (the plain quick search's match). */
export function substringParts(label: string, needle: string): NonNullable<Suggestion["parts"]> {
  const n = needle.trim().toLocaleLowerCase("de");
  const at = n ? lowerDe(label).indexOf(n) : -1;
  if (at < 0) return [{ text: label, mark: false }];
  return [
    { text: label.slice(0, at), mark: false },
    { text: label.slice(at, at + n.length), mark: true },
    { text: label.slice(at + n.length), mark: false },
  ].filter((part) => part.text);
}

/** An event's date and place, e.g. "12.03.2027, Nürnberg" or "12.03.2027, Online". */
export function eventDetail(
  event: Pick<EventSummary, "Startzeit" | "Stadt" | "isonlineveranstaltung">,
): string {
  const place = event.isonlineveranstaltung ? "Online" : event.Stadt?.trim();
  return [event.Startzeit ? formatLongDate(event.Startzeit) : null, place].filter(Boolean).join(", ");
}

/**
 * Keeps `detail` only on items whose name another item of the collection shares (the yearly
 * congress): a unique name needs no more, two of the same name cannot be told apart without it.
 */
export function detailsForSameNames<T extends Suggestion>(items: readonly T[]): T[] {
  const key = (item: T) => item.label.trim().toLocaleLowerCase("de");
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return items.map((item) => {
    if (!item.detail || (counts.get(key(item)) ?? 0) > 1) return item;
    const copy = { ...item };
    delete copy.detail;
    return copy;
  });
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
    const label = lowerDe(item.label);
    if (label.startsWith(needle)) prefix.push(item);
    else if (label.includes(needle)) inner.push(item);
  }
  return [...prefix, ...inner].slice(0, limit);
}

/** The detail page of a suggestion by its type; anything else is a product. */
export function detailPath(type: Suggestion["type"], id: number | string): string {
  const slug = encodeURIComponent(String(id));
  const list = Object.hasOwn(LIST_OF_KIND, type)
    ? LIST_OF_KIND[type as keyof typeof LIST_OF_KIND]
    : "produkt";
  return `/${list}/${slug}`;
}
