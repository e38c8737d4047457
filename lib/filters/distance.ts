// The distance from the chosen place (`ort`) to each match, and the lists' order by it
// ('Entfernung'): offered while a place is set, and then the default order.
import { distanceMeters } from "@/lib/geo";
import type { LatLon } from "@/lib/types";
import { z } from "@/lib/zod";
import { firstParam, type SortDir } from "./url-state";

/** The `sort` value of the order by distance. */
export const PLACE_SORT = "entfernung";
export type PlaceSort = typeof PLACE_SORT;

/**
 * The plain (great-circle) distance in km from the origin to each item that has coordinates; items
 * without are absent. Asked once per query for its matches (server/lists/queries.ts), not per render.
 */
export function distancesKm<T>(
  items: readonly T[],
  origin: LatLon | null,
  locate: (item: T) => LatLon | null,
): Map<T, number> {
  const distances = new Map<T, number>();
  if (!origin) return distances;
  for (const item of items) {
    const at = locate(item);
    if (at) distances.set(item, distanceMeters(origin, at) / 1000);
  }
  return distances;
}

/**
 * The items ordered by distance. Stable: equal distances keep the input order (the caller passes
 * them in the tie-break order); items without a distance go last in either direction.
 */
export function orderByDistance<T>(
  items: readonly T[],
  distances: ReadonlyMap<T, number>,
  dir: SortDir,
): T[] {
  const sign = dir === "desc" ? -1 : 1;
  const known = items.filter((item) => distances.has(item));
  const unknown = items.filter((item) => !distances.has(item));
  // Array.prototype.sort is stable.
  known.sort((a, b) => sign * (distances.get(a)! - distances.get(b)!));
  return [...known, ...unknown];
}

/**
 * A list's `sort` parameter when it may be ordered by distance: one of the column keys or
 * 'entfernung', null when absent or unknown (`placeSorted` then picks the default).
 */
export function placeSortParam<const K extends readonly [string, ...string[]]>(keys: K) {
  const allowed: readonly string[] = [...keys, PLACE_SORT];
  return z.preprocess(
    (raw) => {
      const value = firstParam(raw);
      return value !== undefined && allowed.includes(value) ? value : null;
    },
    z.enum([...keys, PLACE_SORT] as [K[number] | PlaceSort, ...(K[number] | PlaceSort)[]]).nullable(),
  );
}

/** The default order of a list: by distance while a place is set, else the list's own. */
export const defaultSortFor = <K extends string>(ort: string, listDefault: K): K | PlaceSort =>
  ort.trim() ? PLACE_SORT : listDefault;

/**
 * The parsed filter's order: the chosen one, else the default (`defaultSortFor`). A stale
 * 'entfernung' without a place falls back to the list's own default.
 */
export function placeSorted<K extends string>(listDefault: K) {
  return <F extends { ort: string; sort: K | PlaceSort | null }>(
    filter: F,
  ): Omit<F, "sort"> & { sort: K | PlaceSort } => {
    const sort = filter.sort ?? defaultSortFor(filter.ort, listDefault);
    return { ...filter, sort: sort === PLACE_SORT && !filter.ort.trim() ? listDefault : sort };
  };
}
