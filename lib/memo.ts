// Values derived from an immutable object (a loaded collection array, a mapped entry), computed
// once per object and forgotten with it. The collections in server/cms are replaced, never
// mutated, when they change, so a derivation can never be stale.

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

/** The entry of a loaded collection with this id, through an index built once per collection. */
export function findById<T extends { id: number }>(items: readonly T[], id: number): T | undefined {
  return memoOn(
    items,
    ["by id"],
    () => new Map(items.map((item) => [item.id, item])) as ReadonlyMap<number, T>,
  ).get(id);
}
