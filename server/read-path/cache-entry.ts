// The states of one entry of the collection cache (cache.ts) and the transitions between them, as
// pure functions: cache.ts holds one state per tag and replaces it with what a transition returns.
// The picture is in this folder's README ("Zustände eines Cache-Eintrags").

/** Changes one entry of a value in place of a reload (collection.ts: one listing refreshed, added or removed). */
type Patch<T> = (value: T) => T;

/** The load of the full value in flight (one at a time per tag). */
interface Load<T> {
  promise: Promise<T>;
  /** Patches made while it runs: re-applied to its result, which may have been read before them. */
  patches: readonly Patch<T>[];
  /** invalidate() came while it ran: it may have read the CMS before the change, so its result is stale. */
  invalidated: boolean;
}

export type EntryState<T> =
  /** Nothing to serve and nothing loading: never read, or every load so far failed (a failure is not remembered). */
  | { state: "empty" }
  /** The first full load runs; its readers wait for it. */
  | { state: "loading"; load: Load<T> }
  /** A preview reader came first: the preview loads, and the full load waits behind it. */
  | { state: "previewing"; previewLoad: Promise<void>; load: Load<T> }
  /** The preview is served to preview readers while the full load runs (or failed: the next full read starts another). */
  | { state: "preview"; preview: unknown; load?: Load<T> }
  /**
   * A value loaded since the last invalidate(): fresh until it is older than the reader's TTL, then
   * reloaded in the background. `failedAt`: when the last such reload failed (the next waits a while).
   */
  | { state: "loaded"; value: T; loadedAt: number; load?: Load<T>; failedAt?: number }
  /** A value invalidate() marked: still served while a reload runs, never counted as fresh. */
  | { state: "stale"; value: T; loadedAt: number; load?: Load<T>; failedAt?: number };

/**
 * After a failed background reload, the held value is served this long before the next attempt:
 * a CMS that is down or overloaded is not asked for a whole collection on every request.
 */
export const RETRY_AFTER_FAILURE_MS = 10_000;

export const EMPTY = { state: "empty" } as const satisfies EntryState<never>;

/** The load in flight, if any. */
export function loadOf<T>(entry: EntryState<T>): Load<T> | undefined {
  return entry.state === "empty" ? undefined : entry.load;
}

/** The full value, if the entry holds one (fresh or stale). */
export function valueOf<T>(entry: EntryState<T>): T | undefined {
  return entry.state === "loaded" || entry.state === "stale" ? entry.value : undefined;
}

/** Whether the entry holds a full value (fresh or stale). */
export const hasValue = <T>(
  entry: EntryState<T>,
): entry is Extract<EntryState<T>, { state: "loaded" | "stale" }> =>
  entry.state === "loaded" || entry.state === "stale";

/** A full load started (only when none runs: single flight). */
export function loadStarted<T>(entry: EntryState<T>, promise: Promise<T>): EntryState<T> {
  if (loadOf(entry)) throw new Error(`Ein Ladevorgang läuft bereits (${entry.state})`);
  const load: Load<T> = { promise, patches: [], invalidated: false };
  return entry.state === "empty" ? { state: "loading", load } : { ...entry, load };
}

/** The first read is a preview reader's: the full load just started queues behind the preview's. */
export function previewStarted<T>(entry: EntryState<T>, previewLoad: Promise<void>): EntryState<T> {
  if (entry.state !== "loading") throw new Error(`Vorschau ohne ersten Ladevorgang (${entry.state})`);
  return { state: "previewing", previewLoad, load: entry.load };
}

/** The preview arrived (patches made since its load began applied, as for the full value). */
export function previewLanded<T>(entry: EntryState<T>, preview: unknown): EntryState<T> {
  if (entry.state !== "previewing") return entry;
  return { state: "preview", preview: applied(entry.load.patches, preview as T), load: entry.load };
}

/** The preview failed: its readers wait for the full load. */
export function previewFailed<T>(entry: EntryState<T>): EntryState<T> {
  return entry.state === "previewing" ? { state: "loading", load: entry.load } : entry;
}

/**
 * The full load succeeded: its result, with the patches made meanwhile, is the value (a preview is
 * dropped); fresh unless invalidate() came while it ran.
 */
export function loadLanded<T>(entry: EntryState<T>, loaded: T, now: number): EntryState<T> {
  const load = loadOf(entry);
  return {
    state: load?.invalidated ? "stale" : "loaded",
    value: applied(load?.patches ?? [], loaded),
    loadedAt: now,
  };
}

/**
 * The full load failed: the entry keeps what it had. Without a value the next read tries again (its
 * readers have nothing else); with one, the next try waits RETRY_AFTER_FAILURE_MS (`mayReload`).
 */
export function loadFailed<T>(entry: EntryState<T>, now: number): EntryState<T> {
  switch (entry.state) {
    case "empty":
      return entry;
    case "loading":
    case "previewing":
      return EMPTY;
    case "preview":
      return { ...entry, load: undefined };
    default:
      return { ...entry, load: undefined, failedAt: now };
  }
}

/** Whether a held value may be reloaded in the background now (not right after a failed reload). */
export function mayReload<T>(entry: EntryState<T>, now: number): boolean {
  const failedAt = hasValue(entry) ? entry.failedAt : undefined;
  return failedAt === undefined || now - failedAt >= RETRY_AFTER_FAILURE_MS;
}

/**
 * invalidate(): a held value turns stale, and so does the result of a load in flight. A change is
 * news: the next read reloads even right after a failed reload.
 */
export function invalidated<T>(entry: EntryState<T>): EntryState<T> {
  const marked = withLoad(entry, (load) => ({ ...load, invalidated: true }));
  return hasValue(marked) ? { ...marked, state: "stale", failedAt: undefined } : marked;
}

/**
 * patch(): the value and the preview change in place; a load in flight gets the patch too, to
 * re-apply to its result. An empty entry stays empty: its first read loads everything fresh.
 */
export function patched<T>(entry: EntryState<T>, update: Patch<T>): EntryState<T> {
  const noted = withLoad(entry, (load) => ({ ...load, patches: [...load.patches, update] }));
  switch (noted.state) {
    case "loaded":
    case "stale":
      return { ...noted, value: update(noted.value) };
    case "preview":
      // A collection patch replaces whole entries by documentId, so it suits the preview too.
      return { ...noted, preview: update(noted.preview as T) };
    default:
      return noted;
  }
}

/** The entry with its load in flight, if any, replaced by `change(load)`. */
function withLoad<T>(entry: EntryState<T>, change: (load: Load<T>) => Load<T>): EntryState<T> {
  return entry.state !== "empty" && entry.load ? { ...entry, load: change(entry.load) } : entry;
}

const applied = <T>(patches: readonly Patch<T>[], value: T): T =>
  patches.reduce((v, apply) => apply(v), value);
