// Sorting and paging of a filtered list.
import { memoOn } from "@/lib/memo";
import { clamp, type SortDir } from "./url-state";

export type SortValue = string | number | boolean | null | undefined;

const collator = new Intl.Collator("de");

/**
 * A sorted copy: German collation for text, numbers numerically, false before true. Missing values
 * (null, undefined, '') go last in either direction. Stable: equal keys keep their input order.
 */
export function sortBy<T>(
  items: readonly T[],
  key: (item: T) => SortValue,
  dir: SortDir = "asc",
): readonly T[] {
  // A whole collection is sorted once per key and direction (callers sort before they filter); the
  // order is kept with the collection and shared, hence frozen.
  return memoOn(items, [key, dir], () => Object.freeze(sortCopy(items, key, dir)));
}

function sortCopy<T>(items: readonly T[], key: (item: T) => SortValue, dir: SortDir): T[] {
  const sign = dir === "desc" ? -1 : 1;
  const keyed = items.map((item) => ({ item, value: key(item) }));
  keyed.sort((a, b) => {
    const aMissing = a.value === null || a.value === undefined || a.value === "";
    const bMissing = b.value === null || b.value === undefined || b.value === "";
    if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
    return sign * compareValues(a.value as string | number | boolean, b.value as string | number | boolean);
  });
  return keyed.map(({ item }) => item);
}

function compareValues(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === "string" && typeof b === "string") return collator.compare(a, b);
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export interface Page<T> {
  items: T[];
  /** The requested page clamped to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has a (blank) first page. */
  pageCount: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = clamp(Math.floor(page) || 1, 1, pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount, total };
}
