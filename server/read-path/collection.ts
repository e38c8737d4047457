import "server-only";
import { connection } from "next/server";
import { isLoaded, patch, peek } from "./cache";
import {
  cachedCollection,
  cachedSummaries,
  strapiFetch,
  strapiFetchAll,
  type StrapiList,
} from "@/server/cms/client";
import type { RawDocument } from "@/server/cms/raw";
import { isEntryId, type ExportName } from "@wundportal/rules";
import type { Tag } from "./tags";

// One public collection: how it loads from Strapi (all at once, or a few entries by documentId),
// how its entries are mapped and ordered, and which entries of other models it shows (an event shows
// its speakers' names), so a change of one entry refreshes just that entry and the entries that show it.

export interface Keyed {
  id: number;
  documentId: string;
}

export interface CollectionSource<R extends RawDocument, T extends S, S extends Keyed = T> {
  tag: Tag;
  /** Strapi's singular model name (what the webhook reports as `model`). */
  model: string;
  /** The content API path (relation lookups: which entries show an entry of another model). */
  path: string;
  /** The CMS's bulk read of this collection, in the shape the CMS fixes (cms/src/listings/web-export.ts). */
  exportName: ExportName;
  map: (raw: R) => T;
  /**
   * The entries' list fields, which the CMS exports on their own (`shape=summary`, far cheaper per
   * entry): the first load after a start reads these first, so a list page does not wait for the
   * detail fields of thousands of entries.
   */
  summary?: (raw: R) => S;
  /** The collection's order (on the list fields); the same after a full load and after an entry was patched in. */
  compare: (a: S, b: S) => number;
  /**
   * Other models shown in this collection's entries: the relation field to find them by in Strapi
   * and how to tell from a cached entry that it shows the other model's entry `id`.
   */
  shows?: Record<string, { field: string; includes: (item: T, id: number) => boolean }>;
}

const PUBLISHED = { Published: { $eq: true } };
/** At most this many entries named per export call (the CMS's limit). */
const CHUNK = 100;

const exportPath = (source: { exportName: string }) => `/web-export/${source.exportName}`;

// Per module instance (Next may bundle route handlers and pages separately); each instance
// registers every source when its modules load (warm.ts imports them all).
const sources = new Map<string, CollectionSource<RawDocument, Keyed>>();

export function defineCollection<R extends RawDocument, T extends S, S extends Keyed = T>(
  source: CollectionSource<R, T, S>,
) {
  sources.set(source.tag, source as unknown as CollectionSource<RawDocument, Keyed>);
  const loadAll = async () => {
    const entries = await strapiFetchAll(exportPath(source), {}, source.map);
    return entries.sort(source.compare);
  };
  const { summary } = source;
  const loadSummaries = summary
    ? async () =>
        (await strapiFetchAll(exportPath(source), { shape: "summary" }, summary)).sort(source.compare)
    : null;
  const catchUp = (current: T[], since: number) => changedSince(source, current, since);
  const list = (): Promise<T[]> => cachedCollection(source.tag, loadAll, catchUp);
  /** The list fields of every entry (full entries once they are loaded). */
  const summaries = (): Promise<S[]> =>
    loadSummaries ? cachedSummaries<T, S>(source.tag, loadAll, loadSummaries, catchUp) : list();
  /**
   * What `pick` finds in the collection: from memory once it is loaded (fresh or stale). Before
   * that (right after a start, or while a first load takes long at large data) from the entries
   * `named` reads from the CMS alone, so a detail page neither waits for the whole collection nor
   * calls an entry missing because that load failed (at 100,000 events it answered 404 after
   * 35 s). A CMS that cannot be reached is an error here, never "not found".
   */
  const find = async <X>(named: Lookup, pick: (items: readonly T[]) => X | undefined): Promise<X | null> => {
    await connection();
    const loaded = peek<T[]>(source.tag);
    if (loaded) return pick(loaded) ?? null;
    // The pages after this one read the collection from memory: its load goes on (or starts again;
    // a failure is logged where the collection is read).
    list().catch(() => undefined);
    return pick(await fetchNamed(source, named)) ?? null;
  };
  return {
    /** The whole collection from memory (the first call loads it). */
    list,
    summaries,
    find,
    /** Loads the collection unless it is loaded (startup): the summaries first, where there are any; never throws. */
    warm: async () => {
      await summaries();
      await list();
    },
  };
}

/** Compares two strings as SQL ORDER BY does on SQLite (code units); nulls first. */
export function byText(a: string | null | undefined, b: string | null | undefined): number {
  const x = a ?? "";
  const y = b ?? "";
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Published entries with these documentIds, mapped (fewer than asked when some are gone or unpublished). */
async function fetchEntries<R extends RawDocument, T extends S, S extends Keyed>(
  source: CollectionSource<R, T, S>,
  documentIds: readonly string[],
): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < documentIds.length; i += CHUNK) {
    const chunk = documentIds.slice(i, i + CHUNK);
    const page = await strapiFetch<StrapiList<R>>(exportPath(source), {
      query: { documentIds: chunk.join(","), pagination: { page: 1, pageSize: chunk.length } },
    });
    found.push(...page.data.map(source.map));
  }
  return found;
}

/** Entries named by id, or the one that holds an entry of a relation (a manufacturer by its product's id). */
type Lookup = { ids: readonly number[] } | { containing: number };

/** Published entries `named` names, mapped (none when they are gone or unpublished, or cannot exist). */
async function fetchNamed<R extends RawDocument, T extends S, S extends Keyed>(
  source: CollectionSource<R, T, S>,
  named: Lookup,
): Promise<T[]> {
  const ids = "ids" in named ? named.ids.filter(isEntryId) : [named.containing].filter(isEntryId);
  if (!ids.length) return [];
  const page = await strapiFetch<StrapiList<R>>(exportPath(source), {
    query: {
      ...("ids" in named ? { ids: ids.join(",") } : { containing: String(ids[0]) }),
      pagination: { page: 1, pageSize: CHUNK },
    },
  });
  return page.data.map(source.map);
}

/** Most changes one round of the safety net reads entry by entry; more, and it loads the whole collection. */
const MAX_CHANGES = 1000;

interface Changes extends StrapiList<Keyed> {
  meta: StrapiList<Keyed>["meta"] & { published: number };
}

/**
 * The safety net's round (CMS_CACHE_TTL_SECONDS): `current` with the entries changed since `since`
 * (ms) read anew, instead of the whole collection (at 100,000 events a full reload took minutes and
 * held two copies at once). The same array when nothing changed. Null (load everything) when more
 * than MAX_CHANGES changed, or when the count of published entries differs afterwards: entries were
 * deleted, which no change names.
 */
async function changedSince<R extends RawDocument, T extends S, S extends Keyed>(
  source: CollectionSource<R, T, S>,
  current: T[],
  since: number,
): Promise<T[] | null> {
  const changes = await strapiFetch<Changes>(exportPath(source), {
    query: {
      changedSince: new Date(since).toISOString(),
      pagination: { page: 1, pageSize: MAX_CHANGES },
    },
  });
  const { total } = changes.meta.pagination ?? { total: changes.data.length };
  if (total > changes.data.length) return null;
  if (!changes.data.length) return current.length === changes.meta.published ? current : null;
  const named = changes.data.map((entry) => entry.documentId);
  const next = withEntries(source, current, named, await fetchEntries(source, named));
  return next.length === changes.meta.published ? next : null;
}

/** Replaces the named entries of a loaded collection with their current state (or drops them). */
async function refreshEntries(source: CollectionSource<RawDocument, Keyed>, documentIds: readonly string[]) {
  if (!documentIds.length || !isLoaded(source.tag)) return;
  const fresh = await fetchEntries(source, documentIds);
  patch<Keyed[]>(source.tag, (items) => withEntries(source, items, documentIds, fresh));
}

/** `items` with the named entries replaced by `fresh` (those missing there dropped), in the collection's order. */
function withEntries<T extends Keyed>(
  source: { compare: (a: T, b: T) => number },
  items: readonly T[],
  documentIds: readonly string[],
  fresh: readonly T[],
): T[] {
  const named = new Set(documentIds);
  return [...items.filter((item) => !named.has(item.documentId)), ...fresh].sort(source.compare);
}

/** documentIds of this collection's entries that show `ref` of `model`: cached ones and, per Strapi, current ones. */
async function entriesShowing(
  source: CollectionSource<RawDocument, Keyed>,
  model: string,
  ref: { id?: number; documentId: string },
): Promise<string[]> {
  const relation = source.shows?.[model];
  if (!relation) return [];
  const ids = new Set<string>();
  const current = peek<Keyed[]>(source.tag) ?? [];
  if (ref.id !== undefined)
    for (const item of current) if (relation.includes(item, ref.id)) ids.add(item.documentId);
  // Entries linked since the last load (the relation may have been set from the other side).
  const linked = await strapiFetchAll<RawDocument>(source.path, {
    filters: { ...PUBLISHED, [relation.field]: { documentId: { $eq: ref.documentId } } },
    fields: ["documentId"],
  });
  for (const item of linked) ids.add(item.documentId);
  return [...ids];
}

/** Whether the models' entries are kept per entry (else the caller reloads the tags of the model). */
export function refreshesEntries(model: string): boolean {
  return [...sources.values()].some((s) => s.model === model || (s.shows && model in s.shows));
}

/**
 * After entry `ref` of `model` changed (created, updated, deleted, published or not): refreshes it in
 * its own collection and the entries of other collections that show it. Collections nobody has
 * loaded yet are left alone (their first read loads them). Returns the tags that changed.
 */
export async function refreshEntry(model: string, ref: { id?: number; documentId: string }): Promise<Tag[]> {
  const touched: Tag[] = [];
  await Promise.all(
    [...sources.values()].map(async (source) => {
      if (!isLoaded(source.tag)) return;
      const ids = source.model === model ? [ref.documentId] : await entriesShowing(source, model, ref);
      if (!ids.length) return;
      await refreshEntries(source, ids);
      touched.push(source.tag);
    }),
  );
  return touched;
}
