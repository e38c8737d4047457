import "server-only";
import {
  EMPTY,
  hasValue,
  invalidated,
  loadFailed,
  loadLanded,
  loadOf,
  loadStarted,
  mayReload,
  patched,
  previewFailed,
  previewLanded,
  previewStarted,
  valueOf,
  type EntryState,
} from "./cache-entry";
import { bumpContentVersion } from "./content-version";
import { measuredLoad } from "@/server/metrics/metrics";
import { processWide } from "@/server/process-wide";

// In-process cache of whole mapped collections, one entry per tag. Strapi's webhook calls
// POST /api/revalidate, which marks the tag stale: the next read starts one reload and, while
// it runs, readers keep getting the previous value (so an edit never makes a visitor wait for
// a whole collection to load). Only the very first load of a tag is awaited. The states of an entry
// and their transitions are in cache-entry.ts, pictured in this folder's README.

/** One tag's entry: its state (cache-entry.ts) is replaced by each transition. */
interface Entry<T> {
  state: EntryState<T>;
  /** When the load that read the value began, and when the last full load did (for `catchUp`). */
  readFrom?: number;
  fullFrom?: number;
}

/**
 * Reads the changes since `since` (ms) into `value`: the safety net's round in place of a full
 * reload. Null when it cannot tell (many changes, or entries deleted): then the whole value loads.
 */
export type CatchUp<T> = (value: T, since: number) => Promise<T | null>;

/** A round of catching up reads the changes since its value's load began, less this much (clocks, transactions). */
const CATCH_UP_MARGIN_MS = 60_000;
/** At least this often the safety net loads the whole value (what catching up cannot see, such as a link removed). */
export const FULL_RELOAD_MS = 60 * 60_000;

// One per process: the webhook's invalidation must reach the cache the pages read.
const entries = processWide("cmsCache", () => new Map<string, Entry<unknown>>());

function entryOf<T>(tag: string): Entry<T> {
  let entry = entries.get(tag) as Entry<T> | undefined;
  if (!entry) {
    entry = { state: EMPTY };
    entries.set(tag, entry as Entry<unknown>);
  }
  return entry;
}

/**
 * This round's catch-up, or null for a full load: without a held value, without `catchUp`, or when
 * the last full load is FULL_RELOAD_MS ago.
 */
function catchUpRound<T>(
  catchUp: CatchUp<T> | undefined,
  held: T | undefined,
  { readFrom, fullFrom }: Entry<T>,
  now: number,
): (() => Promise<T | null>) | null {
  if (!catchUp || held === undefined || readFrom === undefined || fullFrom === undefined) return null;
  if (now - fullFrom >= FULL_RELOAD_MS) return null;
  return () => catchUp(held, readFrom - CATCH_UP_MARGIN_MS);
}

/**
 * Starts the load of `tag` unless one runs; `measured` says whether to count it as a collection load.
 * With `catchUp` (the safety net's round of a loaded value), only the changes are read, unless the
 * last full load is FULL_RELOAD_MS ago or catching up cannot tell.
 */
function startLoad<T>(
  tag: string,
  entry: Entry<T>,
  load: () => Promise<T>,
  measured = true,
  catchUp?: CatchUp<T>,
): Promise<T> {
  const running = loadOf(entry.state);
  if (running) return running.promise;
  const startedAt = Date.now();
  const held = valueOf(entry.state);
  let full = true;
  const fullLoad = () => (measured ? measuredLoad(tag, "full", load) : load());
  const catchingUp = catchUpRound(catchUp, held, entry, startedAt);
  const read = async (): Promise<T> => {
    const caughtUp = catchingUp ? await measuredLoad(tag, "changes", catchingUp) : null;
    if (caughtUp === null) return fullLoad();
    full = false;
    return caughtUp;
  };
  const loading = read().then(
    (loaded) => {
      entry.state = loadLanded(entry.state, loaded, Date.now());
      entry.readFrom = startedAt;
      if (full) entry.fullFrom = startedAt;
      // Nothing changed (the same value back): the pages rendered from it still hold.
      if (full || loaded !== held) bumpContentVersion();
      return valueOf(entry.state) as T;
    },
    (error: unknown) => {
      // Without a value the next read tries again; a held value is served a while first.
      entry.state = loadFailed(entry.state, Date.now());
      throw error;
    },
  );
  entry.state = loadStarted(entry.state, loading);
  return loading;
}

/**
 * The value of `tag`: loaded once, then from memory. Past `ttlMs` (the safety net) it is refreshed in
 * the background, by `catchUp` where given; after invalidate() by a full load.
 */
export async function cached<T>(
  tag: string,
  ttlMs: number,
  load: () => Promise<T>,
  catchUp?: CatchUp<T>,
): Promise<T> {
  const entry = entryOf<T>(tag);
  const { state } = entry;
  if (state.state === "loaded" && Date.now() - state.loadedAt < ttlMs) return state.value;
  if (!hasValue(state)) return startLoad(tag, entry, load);
  // Stale or old: serve the previous value, refresh in the background (not right after a failed refresh).
  if (mayReload(state, Date.now()))
    startLoad(tag, entry, load, true, state.state === "loaded" ? catchUp : undefined).catch(
      (error: unknown) => console.error(`[cms] ${tag} konnte nicht neu geladen werden:`, error),
    );
  return state.value;
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
  catchUp?: CatchUp<T>,
): Promise<P> {
  const entry = entryOf<T>(tag);
  const { state } = entry;
  if (hasValue(state)) return cached(tag, ttlMs, load, catchUp);
  if (state.state === "preview") return state.preview as P;
  // A full first load already under way (a full reader came first): no preview.
  if (state.state === "loading") return state.load.promise;
  if (state.state === "empty") {
    const previewLoad = measuredLoad(tag, "summary", loadPreview).then((preview) => {
      entry.state = previewLanded(entry.state, preview);
      bumpContentVersion();
    });
    // A failed preview leaves its readers to the full load.
    previewLoad.catch(() => {
      entry.state = previewFailed(entry.state);
    });
    // The full load queues behind the preview (the CMS answers one request at a time) and is the
    // entry's load from now on: patches made meanwhile reach it, and full readers wait for it.
    // Counted from when it starts, not from when it queued behind the preview.
    const full = () => measuredLoad(tag, "full", load);
    startLoad(tag, entry, () => previewLoad.then(full, full), false).catch((error: unknown) =>
      console.error(`[cms] ${tag} konnte nicht geladen werden:`, error),
    );
    entry.state = previewStarted(entry.state, previewLoad);
  }
  if (entry.state.state === "previewing") await entry.state.previewLoad.catch(() => undefined);
  const after = entry.state;
  if (hasValue(after)) return after.value;
  if (after.state === "preview") return after.preview as P;
  return cached(tag, ttlMs, load, catchUp);
}

/** Whether `tag` holds a value, or at least its preview (a failed first load leaves neither). */
export function hasLoaded(tag: string): boolean {
  const state = entries.get(tag)?.state;
  return !!state && (hasValue(state) || state.state === "preview");
}

/** Whether `tag` holds a value loaded since it was last marked stale. */
export function isFresh(tag: string): boolean {
  return entries.get(tag)?.state.state === "loaded";
}

/** Marks the tag stale; the next read triggers one reload. */
export function invalidate(tag: string): void {
  const entry = entries.get(tag);
  if (!entry) return;
  entry.state = invalidated(entry.state);
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
  entry.state = patched(entry.state, update);
  bumpContentVersion();
}

/** The cached value, if any, without loading. */
export function peek<T>(tag: string): T | undefined {
  const entry = entries.get(tag) as Entry<T> | undefined;
  return entry && valueOf(entry.state);
}

/** Whether `tag` has a value or a load in flight (a collection somebody has asked for). */
export function isLoaded(tag: string): boolean {
  const state = entries.get(tag)?.state;
  return !!state && (hasValue(state) || !!loadOf(state));
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
  const state = entries.get(tag)?.state;
  await (state && loadOf(state))?.promise.catch(() => undefined);
}
