import "server-only";
import { bumpContentVersion } from "./content-version";
import { measuredLoad } from "@/server/metrics/metrics";
import { processWide } from "@/server/process-wide";

// In-process cache of whole mapped collections, one entry per tag. Strapi's webhook calls
// POST /api/revalidate, which marks the tag stale: the next read starts one reload and, while
// it runs, readers keep getting the previous value (so an edit never makes a visitor wait for
// a whole collection to load). Only the very first load of a tag is awaited.

interface Entry<T> {
  value?: T;
  hasValue: boolean;
  loadedAt: number;
  /** The load in flight, if any (single flight). */
  loading?: Promise<T>;
  /** Bumped by invalidate(); a load started before the bump does not count as fresh. */
  generation: number;
  loadedGeneration: number;
  /** Entry patches made while a load was in flight: re-applied to its result (it may predate them). */
  patches: ((value: T) => T)[];
  /**
   * Before the first full value: a lighter one (a collection's list fields) that summary readers get
   * meanwhile, and its load. Dropped when the full value lands.
   */
  preview?: unknown;
  previewLoading?: Promise<unknown>;
}

// One per process: the webhook's invalidation must reach the cache the pages read.
const entries = processWide("cmsCache", () => new Map<string, Entry<unknown>>());

function entryOf<T>(tag: string): Entry<T> {
  let entry = entries.get(tag) as Entry<T> | undefined;
  if (!entry) {
    entry = { hasValue: false, loadedAt: 0, generation: 0, loadedGeneration: -1, patches: [] };
    entries.set(tag, entry as Entry<unknown>);
  }
  return entry;
}

/** Starts the load of `tag` unless one runs; `measured` says whether to count it as a collection load. */
function startLoad<T>(tag: string, entry: Entry<T>, load: () => Promise<T>, measured = true): Promise<T> {
  if (entry.loading) return entry.loading;
  const generation = entry.generation;
  entry.patches = [];
  const loading = (measured ? measuredLoad(tag, "full", load) : load()).then(
    (loaded) => {
      const value = entry.patches.reduce((v, apply) => apply(v), loaded);
      entry.patches = [];
      entry.value = value;
      entry.hasValue = true;
      entry.loadedAt = Date.now();
      entry.loadedGeneration = generation;
      entry.loading = undefined;
      entry.preview = undefined;
      bumpContentVersion();
      return value;
    },
    (error: unknown) => {
      // A failed load is not remembered: the next read tries again.
      entry.loading = undefined;
      throw error;
    },
  );
  entry.loading = loading;
  return loading;
}

export async function cached<T>(tag: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const entry = entryOf<T>(tag);
  const fresh =
    entry.hasValue && entry.loadedGeneration === entry.generation && Date.now() - entry.loadedAt < ttlMs;
  if (fresh) return entry.value as T;
  if (!entry.hasValue) return startLoad(tag, entry, load);
  // Stale: serve the previous value, refresh in the background (errors are logged by the caller's next read).
  startLoad(tag, entry, load).catch((error: unknown) =>
    console.error(`[cms] ${tag} konnte nicht neu geladen werden:`, error),
  );
  return entry.value as T;
}

/**
 * For readers that need only a preview (`P`, e.g. a collection's list fields, of which the full value
 * `T` is a superset): the full value once there is one (fresh or stale, as `cached`); before that the
 * preview. The very first read loads the preview first and the full value right after it, so a
 * start-up's first list request waits for the cheap load alone. A full reader that comes first starts
 * the full load only; one that comes while the preview loads waits for the full load behind it.
 */
export async function cachedPreview<T extends P, P>(
  tag: string,
  ttlMs: number,
  load: () => Promise<T>,
  loadPreview: () => Promise<P>,
): Promise<P> {
  const entry = entryOf<T>(tag);
  if (entry.hasValue) return cached(tag, ttlMs, load);
  if (entry.preview !== undefined) return entry.preview as P;
  if (!entry.previewLoading) {
    // A full first load already under way (a full reader came first): no preview.
    if (entry.loading) return entry.loading;
    const previewLoading = measuredLoad(tag, "summary", loadPreview).then((preview) => {
      // Patches made since the load began (it may predate them), as for the full value.
      if (!entry.hasValue)
        entry.preview = entry.patches.reduce((v, apply) => apply(v), preview as unknown as T);
      bumpContentVersion();
    });
    entry.previewLoading = previewLoading;
    const settle = () => {
      if (entry.previewLoading === previewLoading) entry.previewLoading = undefined;
    };
    previewLoading.then(settle, settle);
    // The full load queues behind the preview (the CMS answers one request at a time) and is the
    // entry's load from now on: patches made meanwhile reach it, and full readers wait for it.
    // Counted from when it starts, not from when it queued behind the preview.
    const full = () => measuredLoad(tag, "full", load);
    startLoad(tag, entry, () => previewLoading.then(full, full), false).catch((error: unknown) =>
      console.error(`[cms] ${tag} konnte nicht geladen werden:`, error),
    );
  }
  // A failed preview leaves the reader to the full load.
  await entry.previewLoading?.catch(() => undefined);
  if (entry.hasValue) return entry.value as T;
  if (entry.preview !== undefined) return entry.preview as P;
  return cached(tag, ttlMs, load);
}

/** Whether `tag` holds a value, or at least its preview (a failed first load leaves neither). */
export function hasLoaded(tag: string): boolean {
  const entry = entries.get(tag);
  return !!entry && (entry.hasValue || entry.preview !== undefined);
}

/** Whether `tag` holds a value loaded since it was last marked stale. */
export function isFresh(tag: string): boolean {
  const entry = entries.get(tag);
  return !!entry && entry.hasValue && entry.loadedGeneration === entry.generation;
}

/** Marks the tag stale; the next read triggers one reload. */
export function invalidate(tag: string): void {
  const entry = entries.get(tag);
  if (!entry) return;
  entry.generation += 1;
  bumpContentVersion();
}

/**
 * Changes the cached value in place of a reload (one entry refreshed, added or removed). Without a
 * value nothing happens: the first read loads everything fresh. A load in flight may have read the
 * CMS before the change, so the patch is applied to its result too.
 */
export function patch<T>(tag: string, update: (value: T) => T): void {
  const entry = entries.get(tag) as Entry<T> | undefined;
  if (!entry) return;
  if (entry.hasValue) entry.value = update(entry.value as T);
  // A preview is patched like the value (a collection patch replaces whole entries by documentId).
  if (entry.preview !== undefined) entry.preview = update(entry.preview as T);
  if (entry.loading) entry.patches.push(update);
  bumpContentVersion();
}

/** The cached value, if any, without loading. */
export function peek<T>(tag: string): T | undefined {
  const entry = entries.get(tag) as Entry<T> | undefined;
  return entry?.hasValue ? entry.value : undefined;
}

/** Whether `tag` has a value or a load in flight (a collection somebody has asked for). */
export function isLoaded(tag: string): boolean {
  const entry = entries.get(tag);
  return !!entry && (entry.hasValue || !!entry.loading);
}

/**
 * The value as the source holds it now, not as the cache last saw it: marks `tag` stale and reads it
 * anew through `load` (a reader of this cache, e.g. a collection's list function). A load already in
 * flight before the mark does not count; a second round is then fresh. Fails when no load after the
 * mark succeeded, instead of answering with the old value.
 */
export async function reloaded<T>(tag: string, load: () => Promise<T>): Promise<T> {
  invalidate(tag);
  for (let round = 0; round < 2 && !isFresh(tag); round += 1) {
    void load().catch(() => undefined);
    await settled(tag);
  }
  if (!isFresh(tag)) throw new Error(`${tag} konnte nicht neu geladen werden`);
  return load();
}

/** Resolves when no reload of `tag` is in flight (lets tests wait for a background reload). */
export async function settled(tag: string): Promise<void> {
  await entries.get(tag)?.loading?.catch(() => undefined);
}
