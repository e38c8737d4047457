// Values derived from an immutable object (a loaded collection array, a mapped entry), computed
// once per object and forgotten with it. The collections in server/cms are replaced, never
// mutated, when they change, so a derivation can never be stale. One mechanism: `memoOn` for what is
// asked of a collection as such, `memoRecent` on top of it for results per query (bounded, one minute).

const store = new WeakMap<object, Map<unknown, unknown>>();

/** `compute()` once per (owner, ...keys); keys compare as Map keys do (functions by identity). */
export function memoOn<R>(owner: object, keys: readonly unknown[], compute: () => R): R {
  let node = store.get(owner);
  if (!node) store.set(owner, (node = new Map()));
  // Asked per entry on hot paths: no copy of `keys`.
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    let next = node.get(key) as Map<unknown, unknown> | undefined;
    if (!next) node.set(key, (next = new Map()));
    node = next;
  }
  const last = keys[keys.length - 1];
  if (!node.has(last)) node.set(last, compute());
  return node.get(last) as R;
}

/** The owner's slot for `memoRecent` (a key no caller of memoOn can pass). */
const RECENT = Symbol("recent");

interface Slot {
  value: unknown;
  at: number;
}

/**
 * Like `memoOn` with one key, for results asked per query (a list's filtered matches, a map's
 * cluster index): at most `max` per owner, the least recently used dropped first, each for at most
 * `maxAgeMs` (the default order of events depends on the clock). A reload or an incremental update
 * hands out a new collection array, which drops them without any further invalidation.
 */
export function memoRecent<T>(
  owner: object,
  key: string,
  compute: () => T,
  { max = 300, maxAgeMs = 60_000 }: { max?: number; maxAgeMs?: number } = {},
): T {
  const slots = memoOn(owner, [RECENT], () => new Map<string, Slot>());
  const now = Date.now();
  const hit = slots.get(key);
  if (hit && now - hit.at < maxAgeMs) {
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    slots.delete(key);
    slots.set(key, hit);
    return hit.value as T;
  }
  const value = compute();
  slots.delete(key);
  slots.set(key, { value, at: now });
  if (slots.size > max) slots.delete(slots.keys().next().value as string);
  return value;
}

const lowered = new Map<string, string>();
const LOWERED_MAX = 100_000;

/** `text.toLocaleLowerCase("de")`, remembered: text search compares the same names on every request. */
export function lowerDe(text: string): string {
  let value = lowered.get(text);
  if (value === undefined) {
    if (lowered.size >= LOWERED_MAX) lowered.clear();
    value = text.toLocaleLowerCase("de");
    lowered.set(text, value);
  }
  return value;
}

/** A loaded collection's entries by id, built once per collection (look up many ids through one). */
export function idIndexOf<T extends { id: number }>(items: readonly T[]): ReadonlyMap<number, T> {
  return memoOn(items, ["by id"], () => new Map(items.map((item) => [item.id, item])));
}

/** The entry of a loaded collection with this id, through an index built once per collection. */
export function findById<T extends { id: number }>(items: readonly T[], id: number): T | undefined {
  return idIndexOf(items).get(id);
}
