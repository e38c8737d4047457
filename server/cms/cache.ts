import "server-only";

// In-process cache of whole mapped collections, one entry per tag. Strapi's webhook calls
// POST /api/revalidate, which drops the tag; the next read loads it once (single flight).

interface Entry<T> {
  promise: Promise<T>;
  loadedAt: number;
}

// Kept on globalThis: Next may load a route handler and a page in separately bundled module
// instances; the webhook's invalidation must reach the cache the pages read.
const store = ((globalThis as { __wundportalCmsCache?: { entries: Map<string, Entry<unknown>>; generation: Map<string, number> } })
  .__wundportalCmsCache ??= { entries: new Map(), generation: new Map() });
const { entries, generation } = store;

export async function cached<T>(tag: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(tag) as Entry<T> | undefined;
  if (hit && Date.now() - hit.loadedAt < ttlMs) return hit.promise;
  const startedIn = generation.get(tag) ?? 0;
  const promise = load();
  const entry: Entry<T> = { promise, loadedAt: Date.now() };
  entries.set(tag, entry);
  try {
    return await promise;
  } catch (error) {
    // A failed load is not remembered: the next request tries again.
    if (entries.get(tag) === entry) entries.delete(tag);
    throw error;
  } finally {
    // An invalidation that arrived while loading makes this result stale at once.
    if ((generation.get(tag) ?? 0) !== startedIn && entries.get(tag) === entry) entries.delete(tag);
  }
}

export function invalidate(tag: string): void {
  generation.set(tag, (generation.get(tag) ?? 0) + 1);
  entries.delete(tag);
}
