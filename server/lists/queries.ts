import "server-only";
import {
  CARE_PARTNER_FILTER_FIELDS,
  CARE_PARTNER_SORT_KEYS,
  carePartnerFilterToQuery,
  parseCarePartnerFilter,
  sortCarePartners,
  type CarePartnerFilter,
  type CarePartnerSortKey,
} from "@/lib/filters/care-partners";
import { firstParam, SORT_DIRS, toQuery, type Query, type SortDir } from "@/lib/filters/url-state";
import { paginate, type Page } from "@/lib/filters/sort-page";
import type { FieldValues, FilterCounts, FilterFields } from "@/lib/filters/fields";
import {
  parseProductFilter,
  MANUFACTURER_PAGE_SIZE,
  manufacturersWithProducts,
  parseManufacturerPage,
  PRODUCT_FILTER_FIELDS,
  PRODUCT_SORT_KEYS,
  productFilterToQuery,
  productsOf,
  sortProducts,
  type ProductFilter,
} from "@/lib/filters/products";
import {
  EVENT_FILTER_FIELDS,
  EVENT_SORT_KEYS,
  eventFilterToQuery,
  parseEventFilter,
  sortEvents,
  type EventFilter,
  type EventSortKey,
} from "@/lib/filters/events";
import {
  parseSpeakerFilter,
  SPEAKER_FILTER_FIELDS,
  SPEAKER_SORT_KEYS,
  sortSpeakers,
  speakerFilterToQuery,
  withoutPrivateFilters,
  type SpeakerFilter,
  type SpeakerSortKey,
} from "@/lib/filters/speakers";
import type { Viewer } from "@/lib/access";
import type { PlaceContext, PlaceMatch } from "@/lib/filters/matching";
import type { CarePartner, EventSummary, LatLon, Manufacturer, Product, Speaker } from "@/lib/types";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEventSummaries } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listSpeakersForViewer } from "@/server/cms/speaker-views";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { geocode } from "@/server/geo/geocode";
import type { Hit } from "@/lib/search/engine";
import { searchIds, type SearchKind } from "@/server/search/indexes";
import type { z } from "@/lib/zod";
import { idIndexOf, memoOn, memoRecent } from "@/lib/memo";
import { distancesKm, orderByDistance, PLACE_SORT, type PlaceSort } from "@/lib/filters/distance";

// One place that turns a list page's URL into its matches, shared by the page and its map's
// marker endpoint (/api/karte/...), so both always show the same entries. The matches are
// remembered per collection and normalised query (the filter written back as a query string,
// without the page), so a repeated query does not filter and sort the collection again. The
// collection is sorted before it is filtered: its sort orders are computed once per loaded
// collection (lib/memo.ts), and filtering keeps the order. Filtering asks the field table's index
// (bitsets per option value, built once per collection), which also counts the results each filter
// option would give; the quick search `q` asks the collection's search index. With a place set,
// the same pass measures each match's distance from it (shown on every row and card) and, for the
// order 'entfernung', orders the matches by it: the collection sorted in the tie-break order
// (events by date, the others by name) is filtered, then sorted by distance, stably.

type Params = Query | URLSearchParams;

const originKey = (origin: LatLon | null) => (origin ? `${origin.lat},${origin.lon}` : "");

async function originOf(ort: string): Promise<LatLon | null> {
  return ort ? geocode(ort) : null;
}

/**
 * The quick search `q` through the collection's search index (typos, word forms, synonyms): null
 * without `q`, and while the index is still being built after a start (then the list's own text
 * filter applies, a plain substring match).
 */
async function searchOf(kind: SearchKind, q: string, params: Params): Promise<TextSearch | null> {
  if (!q.trim()) return null;
  const hits = await searchIds(kind, q);
  if (!hits) return null;
  // Relevance order unless the visitor picked a column to sort by.
  const byRelevance = firstParam(toQuery(params).sort) === undefined;
  return { hits, byRelevance, key: `|suche${byRelevance ? ":relevanz" : ""}` };
}

interface TextSearch {
  hits: Hit[];
  byRelevance: boolean;
  /** Told apart in the memo from the plain filter's result of the same query. */
  key: string;
}

export interface ListQuery<T, F> {
  /** The whole published collection (as the viewer may see it). */
  all: T[];
  filter: F;
  /** Every match, in the table's order. */
  matching: T[];
  /** The normalised query without page, and the place it was geocoded to: the memo key. */
  key: string;
  /** Per any-of filter, per option: the results with that option alone ticked (the others as set). */
  counts: FilterCounts;
  /** Ordered by the quick search's relevance (a search without a picked sort), not by `filter.sort`. */
  byRelevance: boolean;
  /** The geocoded place (`ort`); null without one or when it was not found. */
  origin: LatLon | null;
  /** A match's plain distance from `origin` in km; null without a place or coordinates. */
  distanceKm: (item: T) => number | null;
}

/** Where a list's entries lie, and whether the query orders them by distance from the place. */
interface PlaceOrder<T> {
  origin: LatLon | null;
  locate: (item: T) => LatLon | null;
  /** The direction when ordered by distance ('entfernung'), else null. */
  dir: SortDir | null;
}

const NO_DISTANCES = new Map<never, number>();

/** The column order the collection is sorted in: for 'entfernung', its tie-break order. */
const columnOrder = <K extends string>(sort: K | PlaceSort, dir: SortDir, tieBreak: K): [K, SortDir] =>
  sort === PLACE_SORT ? [tieBreak, "asc"] : [sort, dir];

/**
 * The sorted collection's matches and the option counts, remembered per query. With a text search,
 * an entry passes `q` when the search found it or its name contains `q` as before (also a part
 * inside a compound: `kongress` in Wundkongress); by relevance, the search's hits come best first,
 * then the other name matches in the table's order.
 */
function matchesOf<T extends { id: number }, Ctx, S extends Record<string, z.ZodType>>(
  all: T[],
  key: string,
  sorted: () => readonly T[],
  fields: FilterFields<T, Ctx, S>,
  filter: FieldValues<S> & { q: string },
  ctx: Ctx,
  search: TextSearch | null,
  place?: PlaceOrder<T>,
): { matching: T[]; counts: FilterCounts; distances: ReadonlyMap<T, number> } {
  return memoRecent(all, key, () => {
    const { matching, counts } = filtered(all, sorted, fields, filter, ctx, search);
    if (!place?.origin) return { matching, counts, distances: NO_DISTANCES };
    const distances = distancesKm(matching, place.origin, place.locate);
    const byDistance = place.dir && !search?.byRelevance;
    return {
      matching: byDistance ? orderByDistance(matching, distances, place.dir!) : matching,
      counts,
      distances,
    };
  });
}

/** The filter's matches in the order of `sorted()` (or the search's relevance), and the counts. */
function filtered<T extends { id: number }, Ctx, S extends Record<string, z.ZodType>>(
  all: T[],
  sorted: () => readonly T[],
  fields: FilterFields<T, Ctx, S>,
  filter: FieldValues<S> & { q: string },
  ctx: Ctx,
  search: TextSearch | null,
): { matching: T[]; counts: FilterCounts } {
  if (!search) {
    const selection = fields.select(all, filter, ctx);
    return { matching: selection.pick(sorted()), counts: selection.counts };
  }
  const rank = new Map(search.hits.map((hit, i) => [hit.id, i]));
  // The hits' entries through one lookup (a common word matches thousands: no closure or array per hit).
  const byId = idIndexOf(all);
  const found: T[] = [];
  for (const hit of search.hits) {
    const item = byId.get(hit.id);
    if (item) found.push(item);
  }
  const selection = fields.select(all, filter, ctx, { key: "q" as keyof S & string, items: found });
  const kept = selection.pick(sorted());
  if (!search.byRelevance) return { matching: kept, counts: selection.counts };
  const last = search.hits.length;
  const matching = kept
    .map((item, i) => ({ item, order: rank.get(item.id) ?? last + i }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);
  return { matching, counts: selection.counts };
}

/**
 * Once per loaded collection (at the warm-up, else after its first query): the filter index and
 * derived values, then every sort order, computed in the background one per turn of the event loop,
 * so no visitor waits for the first sort of 10,000 entries by a column, and requests arriving
 * meanwhile run between two steps. Resolves when all are done.
 */
function prepareInBackground<T, Ctx, S extends Record<string, z.ZodType>, K extends string>(
  all: readonly T[],
  fields: FilterFields<T, Ctx, S>,
  keys: readonly K[],
  sort: (key: K, dir: SortDir) => unknown,
): Promise<void> {
  return memoOn(all, ["prepared in the background"], () => {
    const steps = [
      () => fields.prepare(all),
      ...keys.flatMap((key) => SORT_DIRS.map((dir) => () => sort(key, dir))),
    ];
    return new Promise<void>((done) => {
      const next = (i: number) => {
        if (i === steps.length) return done();
        setImmediate(() => (steps[i]!(), next(i + 1)));
      };
      next(0);
    });
  });
}

const prepareEvents = (all: readonly EventSummary[]) =>
  prepareInBackground(all, EVENT_FILTER_FIELDS, EVENT_SORT_KEYS, (sort, dir) => sortEvents(all, sort, dir));
const prepareSpeakers = (all: readonly Speaker[]) =>
  prepareInBackground(all, SPEAKER_FILTER_FIELDS, SPEAKER_SORT_KEYS, (sort, dir) =>
    sortSpeakers(all, sort, dir),
  );
const prepareCarePartners = (all: readonly CarePartner[]) =>
  prepareInBackground(all, CARE_PARTNER_FILTER_FIELDS, CARE_PARTNER_SORT_KEYS, (sort, dir) =>
    sortCarePartners(all, sort, dir),
  );
const prepareProducts = (all: readonly Product[]) =>
  prepareInBackground(all, PRODUCT_FILTER_FIELDS, PRODUCT_SORT_KEYS, (sort, dir) =>
    sortProducts(all, sort, dir),
  );

/** The warm-up's last step: every list's collection (as the public sees it) prepared for queries. */
export async function warmLists(): Promise<void> {
  await prepareEvents(await listEventSummaries());
  await prepareSpeakers(await listPublicSpeakers());
  await prepareCarePartners(await listCarePartners());
  await prepareProducts(productsOf(await listManufacturers()));
}

/** What a list with a place (events, speakers, care partners) tells `placedQuery` about itself. */
interface PlacedList<T, Ctx, S extends Record<string, z.ZodType>, K extends string> {
  fields: FilterFields<T, Ctx, S>;
  toQuery: (filter: never) => string;
  prepare: (all: readonly T[]) => Promise<void>;
  sort: (all: readonly T[], sort: K, dir: SortDir) => readonly T[];
  /** The column order with a place sort ('entfernung'): its tie-break. */
  tieBreak: K;
  locate: (item: T) => LatLon | null;
}

/**
 * A list with a place: the filter's matches over `all` (remembered per query and place), ordered by
 * distance when asked, and each match's plain distance from the place.
 */
function placedQuery<
  T extends { id: number },
  Ctx,
  S extends Record<string, z.ZodType>,
  K extends string,
  F extends FieldValues<S> & { q: string; sort: K | PlaceSort; dir: SortDir; page: number },
>(
  list: PlacedList<T, Ctx, S, K>,
  all: T[],
  filter: F,
  ctx: Ctx,
  origin: LatLon | null,
  search: TextSearch | null,
): ListQuery<T, F> {
  void list.prepare(all);
  const query = (list.toQuery as (filter: F) => string)({ ...filter, page: 1 });
  const key = `${query}|${originKey(origin)}${search?.key ?? ""}`;
  const { matching, counts, distances } = matchesOf(
    all,
    key,
    () => list.sort(all, ...columnOrder(filter.sort, filter.dir, list.tieBreak)),
    list.fields,
    filter,
    ctx,
    search,
    { origin, locate: list.locate, dir: filter.sort === PLACE_SORT ? filter.dir : null },
  );
  return {
    all,
    filter,
    matching,
    key,
    counts,
    byRelevance: search?.byRelevance ?? false,
    origin,
    distanceKm: (item) => distances.get(item) ?? null,
  };
}

const EVENTS: PlacedList<EventSummary, PlaceMatch, typeof EVENT_FILTER_FIELDS.shape, EventSortKey> = {
  fields: EVENT_FILTER_FIELDS,
  toQuery: eventFilterToQuery,
  prepare: prepareEvents,
  sort: sortEvents,
  tieBreak: "termin",
  locate: (e) => e.Veranstaltungsort,
};

export async function eventsQuery(params: Params): Promise<ListQuery<EventSummary, EventFilter>> {
  const filter = parseEventFilter(params);
  const [all, origin, search] = await Promise.all([
    listEventSummaries(),
    originOf(filter.ort),
    searchOf("veranstaltungen", filter.q, params),
  ]);
  return placedQuery(EVENTS, all, filter, { origin, radiusKm: filter.umkreis }, origin, search);
}

const SPEAKERS: PlacedList<Speaker, PlaceContext, typeof SPEAKER_FILTER_FIELDS.shape, SpeakerSortKey> = {
  fields: SPEAKER_FILTER_FIELDS,
  toQuery: speakerFilterToQuery,
  prepare: prepareSpeakers,
  sort: sortSpeakers,
  tieBreak: "name",
  locate: (s) => s.Einsatzort,
};

export async function speakersQuery(
  params: Params,
): Promise<ListQuery<Speaker, SpeakerFilter> & { viewer: Viewer }> {
  const parsed = parseSpeakerFilter(params);
  const [{ speakers: all, viewer }, origin, search] = await Promise.all([
    listSpeakersForViewer(),
    originOf(parsed.ort),
    searchOf("referenten", parsed.q, params),
  ]);
  // Filters over hidden data are ignored for readers who may not see it.
  const filter = viewer.organiser ? parsed : withoutPrivateFilters(parsed);
  // Who is within reach follows the speaker's own radius (the filter); the distance is the plain one.
  return { ...placedQuery(SPEAKERS, all, filter, { origin }, origin, search), viewer };
}

const CARE_PARTNERS: PlacedList<
  CarePartner,
  PlaceMatch,
  typeof CARE_PARTNER_FILTER_FIELDS.shape,
  CarePartnerSortKey
> = {
  fields: CARE_PARTNER_FILTER_FIELDS,
  toQuery: carePartnerFilterToQuery,
  prepare: prepareCarePartners,
  sort: sortCarePartners,
  tieBreak: "name",
  locate: (p) => p.Standort,
};

export async function carePartnersQuery(params: Params): Promise<ListQuery<CarePartner, CarePartnerFilter>> {
  const filter = parseCarePartnerFilter(params);
  const [all, origin, search] = await Promise.all([
    listCarePartners(),
    originOf(filter.ort),
    searchOf("versorgungspartner", filter.q, params),
  ]);
  return placedQuery(CARE_PARTNERS, all, filter, { origin, radiusKm: filter.umkreis }, origin, search);
}

export async function productsQuery(params: Params): Promise<
  ListQuery<Product, ProductFilter> & {
    manufacturers: Manufacturer[];
    /** The page of the manufacturer table below the products (`hseite`), alphabetically. */
    manufacturerPage: Page<Manufacturer>;
  }
> {
  const filter = parseProductFilter(params);
  const [manufacturers, search] = await Promise.all([
    listManufacturers(),
    searchOf("produkte", filter.q, params),
  ]);
  const all = productsOf(manufacturers);
  void prepareProducts(all);
  const key = `${productFilterToQuery({ ...filter, page: 1 })}${search?.key ?? ""}`;
  const { matching, counts } = matchesOf(
    all,
    key,
    () => sortProducts(all, filter.sort, filter.dir),
    PRODUCT_FILTER_FIELDS,
    filter,
    undefined,
    search,
  );
  const manufacturerPage = paginate(
    manufacturersWithProducts(manufacturers),
    parseManufacturerPage(params),
    MANUFACTURER_PAGE_SIZE,
  );
  return {
    all,
    filter,
    matching,
    key,
    counts,
    byRelevance: search?.byRelevance ?? false,
    origin: null,
    distanceKm: () => null,
    manufacturers,
    manufacturerPage,
  };
}

/**
 * A list page's focus carousel: its entries picked from the list's matches (so the carousel follows
 * the filters without a second pass over the whole collection), remembered with those matches.
 */
export function focusOf<T, F>(
  query: ListQuery<T, F>,
  pick: (matching: readonly T[]) => readonly T[],
): readonly T[] {
  return memoRecent(query.all, `${query.key}|fokus`, () => pick(query.matching));
}
