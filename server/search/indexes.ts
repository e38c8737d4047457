import "server-only";
import { carePartnerDoc, eventDoc, manufacturerDoc, productDoc, speakerDoc } from "@/lib/search/documents";
import {
  addDocs,
  buildIndexAsync,
  removeDocs,
  search,
  type Hit,
  type SearchDoc,
  type SearchIndex,
} from "@/lib/search/engine";
import { productsOf } from "@/lib/filters/products";
import type { HitKind } from "@/lib/search/hit-cards";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEventSummaries } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { processWide } from "@/server/process-wide";

// One search index per collection, derived from the collection the read cache holds. The cache
// replaces a collection's array (and the entries that changed) on every change, from the webhook
// or the Redis bus alike; the index follows the array it was built from:
// - a few entries changed (same array otherwise): they are replaced in the index at once;
// - many changed (a reload, the full events after their summaries): a new index is built in
//   chunks in the background while the previous one keeps answering;
// - no index yet (just after a start): searches answer null and the list pages fall back to their
//   plain text filter, so building never delays a page.
// Results are ids: callers look them up in their own copy (a speaker list as the viewer may see it).

/** The kinds the site search groups its hits by (the cards know them too). */
export type SearchKind = HitKind;

export interface Source<T extends { id: number }> {
  load: () => Promise<readonly T[]>;
  doc: (item: T) => SearchDoc;
}

/** Each kind's collection (as the public may see it) and what the index reads of an entry. */
export const SOURCES: { [K in SearchKind]: Source<{ id: number }> } = {
  veranstaltungen: source(listEventSummaries, eventDoc),
  // The public projection (private part null): nothing private can reach the index.
  referenten: source(listPublicSpeakers, speakerDoc),
  hersteller: source(listManufacturers, manufacturerDoc),
  produkte: source(async () => productsOf(await listManufacturers()), productDoc),
  versorgungspartner: source(listCarePartners, carePartnerDoc),
};

function source<T extends { id: number }>(load: () => Promise<readonly T[]>, doc: (item: T) => SearchDoc) {
  return { load, doc } as unknown as Source<{ id: number }>;
}

/** Queries remembered per index (least recently asked dropped first). */
const ANSWERS_MAX = 300;

/** Above this many changed entries the index is rebuilt in the background instead of patched. */
const PATCH_MAX = 200;

interface State {
  /** The index and the collection array it reflects. */
  built?: { items: readonly object[]; index: SearchIndex };
  /** Recent answers of the built index by query; emptied whenever the index changes. */
  answers: Map<string, Hit[]>;
  /** A background build and the array it is for. */
  building?: { items: readonly object[]; done: Promise<void> };
}

// One per process, like the collection cache: a route handler and a page may be bundled apart.
const states = processWide("searchIndexes", () => new Map<SearchKind, State>());

function stateOf(kind: SearchKind): State {
  let state = states.get(kind);
  if (!state) states.set(kind, (state = { answers: new Map() }));
  return state;
}

/** Brings the index up to `items`: patched at once, or rebuilt in the background. */
function follow(kind: SearchKind, items: readonly { id: number }[]): void {
  const state = stateOf(kind);
  const { built } = state;
  if (built?.items === items || state.building?.items === items) return;
  const { doc } = SOURCES[kind];
  if (built) {
    const before = new Set(built.items);
    const changed = items.filter((item) => !before.has(item));
    if (changed.length <= PATCH_MAX) {
      const now = new Set(items.map((item) => item.id));
      const gone = (built.items as { id: number }[])
        .filter((item) => !now.has(item.id))
        .map((item) => item.id);
      removeDocs(built.index, gone);
      addDocs(built.index, changed.map(doc));
      state.built = { items, index: built.index };
      state.answers.clear();
      return;
    }
  }
  const done = buildIndexAsync(items.map(doc)).then(
    (index) => {
      // A newer build may have started meanwhile; the newest array wins.
      if (state.building?.items === items) {
        state.built = { items, index };
        state.building = undefined;
        state.answers.clear();
        // The collection may have moved on while this was built.
        void SOURCES[kind].load().then((latest) => follow(kind, latest));
      }
    },
    (error: unknown) => {
      if (state.building?.items === items) state.building = undefined;
      console.error(`[suche] Index ${kind} konnte nicht gebaut werden:`, error);
    },
  );
  state.building = { items, done };
}

/**
 * The ids matching `q` in `kind`, best first (a word the index does not know corrected first,
 * unless `exact`); null while the collection's first index is still being built (the caller falls
 * back to its plain filter). `wait` waits for that build instead.
 */
export async function searchIds(
  kind: SearchKind,
  q: string,
  { wait = false, exact = false } = {},
): Promise<Hit[] | null> {
  const index = await indexOf(kind, wait);
  if (!index) return null;
  // A list page asks again for every page, sort and map view of the same words.
  const { answers } = stateOf(kind);
  const key = `${exact ? "=" : "~"}${q.trim().toLocaleLowerCase("de")}`;
  let hits = answers.get(key);
  if (hits) {
    answers.delete(key);
  } else {
    hits = search(index, q, { exact });
    if (answers.size >= ANSWERS_MAX) answers.delete(answers.keys().next().value as string);
  }
  answers.set(key, hits);
  return hits;
}

/** The kind's index (as current as the collection, or the previous one while a rebuild runs). */
export async function indexOf(kind: SearchKind, wait = false): Promise<SearchIndex | null> {
  const items = await SOURCES[kind].load();
  follow(kind, items);
  const state = stateOf(kind);
  if (!state.built && wait) await state.building?.done;
  return state.built?.index ?? null;
}

/** After a start: the indexes are built once the collections are loaded, before anyone searches. */
export async function warmSearch(): Promise<void> {
  for (const kind of Object.keys(SOURCES) as SearchKind[]) await indexOf(kind, true);
}
