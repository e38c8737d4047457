import "server-only";

// Results computed from a cached collection (the filtered and sorted matches of a list query, a
// map's cluster index), remembered per collection *value*: the entries hang off the array the
// collection cache returns, so a reload or an incremental update (which hands out a new array)
// drops them without any further invalidation. A repeated query is then a lookup.

interface Slot {
  value: unknown;
  at: number;
}

/** Results per collection; a few hundred distinct queries each, oldest dropped first. */
const MAX_ENTRIES = 300;
/**
 * The default order depends on the clock (running and upcoming events first), so a result is
 * recomputed after a minute even if the collection did not change.
 */
const MAX_AGE_MS = 60_000;

const byCollection = new WeakMap<object, Map<string, Slot>>();

export function memoized<T>(collection: object, key: string, compute: () => T): T {
  let slots = byCollection.get(collection);
  if (!slots) {
    slots = new Map();
    byCollection.set(collection, slots);
  }
  const now = Date.now();
  const hit = slots.get(key);
  if (hit && now - hit.at < MAX_AGE_MS) {
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    slots.delete(key);
    slots.set(key, hit);
    return hit.value as T;
  }
  const value = compute();
  slots.delete(key);
  slots.set(key, { value, at: now });
  if (slots.size > MAX_ENTRIES) slots.delete(slots.keys().next().value as string);
  return value;
}
