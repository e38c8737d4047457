// Event list (/veranstaltungen): URL filter state, matching, sorting.
//
// | Param            | Filter                                                                          |
// |------------------|---------------------------------------------------------------------------------|
// | q                | Veranstaltungsname or Veranstaltername contains (case-insensitive)              |
// | von, bis         | YYYY-MM-DD; the event's [Startzeit, Endzeit] overlaps [von 00:00, bis 23:59:59.999] Berlin |
// | punkte_<stelle>  | minimum Fortbildungspunkte from one Vergabestelle, 0-10, e.g. punkte_icw=5,     |
// |                  | punkte_akademie_zwm=2, punkte_aerztekammer=0 (0 = any points from that body);   |
// |                  | with several bodies set, the event needs every one of them (AND)                |
// | gebuehr          | fee filter band, repeated: unter50, unter100, unter150, ueber150                |
// | teilnehmer       | ErwarteteTeilnehmerzahl band, repeated: bis20 … bis500                          |
// | thema            | Themengebiete, repeated                                                         |
// | wundexperte      | FortbildungsinhalteWundexperteICW, repeated                                     |
// | fachtherapeut    | FortbildungsinhalteFachtherapeutWundeICW, repeated                              |
// | aerztlich        | FortbildungsinhalteAerztlicherWundexperteICW, repeated                          |
// | pflegetherapeut  | FortbildungsinhaltePflegetherapeutWundeICW, repeated                            |
// | online           | ja = online events only, nein = on-site events only                             |
// | ort              | place text; geocoded by the caller, who passes the origin to filterEvents       |
// | umkreis          | radius in km around ort, 1-1000, default 100                                    |
// | sort, dir        | termin (default: upcoming and running soonest first, then past ones latest first),
// |                  | datum (by Startzeit), name, stadt, punkte, icw, dgfw; asc (default) or desc;
// |                  | entfernung (from ort; the default while ort is set; ties in the termin order)
// | page, size       | 1-based page; size 5 (default), 20, 50
//
// Time zones: von/bis are Berlin calendar days (the portal is German); Startzeit/Endzeit are instants,
// so an event at 23:30 Berlin on the 1st (22:30 UTC) belongs to the 1st whatever zone the code runs in.
import { z } from "@/lib/zod";
import { memoOn } from "@/lib/memo";
import { FEE_FILTER_BANDS } from "@wundportal/rules";
import { ERWARTETE_TEILNEHMERZAHL, THEMENGEBIETE, VERGABESTELLEN } from "@/lib/taxonomy";
import type { EventSummary as Event } from "@/lib/types";
import {
  berlinDayEnd,
  berlinDayStart,
  DEFAULT_RADIUS_KM,
  matchesBoolean,
  matchesPlace,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  type PlaceContext,
  type PlaceMatch,
} from "./matching";
import {
  booleanParam,
  dateParam,
  numberParam,
  optionalNumberParam,
  tableParams,
  textParam,
  type SortDir,
} from "./url-state";
import {
  textMatch,
  courseContentFields,
  anyOfField,
  defineFilterFields,
  feeBandsField,
  derivedMatch,
  multiParam,
  yesNoValues,
} from "./fields";
import { sortBy } from "./sort-page";
import { defaultSortFor, placeSorted, placeSortParam } from "./distance";

/** Public fee filter (public spec section 9: under 50, under 100, under 150, over 150 euro). */
export const EVENT_FEE_FILTER_BANDS = FEE_FILTER_BANDS.Teilnehmergebuehr;

export const EVENT_SORT_KEYS = ["termin", "datum", "name", "stadt", "punkte", "icw", "dgfw"] as const;
export type EventSortKey = (typeof EVENT_SORT_KEYS)[number];
export const EVENT_PAGE_SIZES = [5, 20, 50] as const;
export const MIN_POINTS = 0;
export const MAX_POINTS = 10;

/** 'Akademie ZWM' → 'akademie_zwm', 'Ärztekammer' → 'aerztekammer'. */
export function vergabestelleSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/** The URL parameter of one Vergabestelle's minimum points. */
export const pointsParam = (vergabestelle: string) => `punkte_${vergabestelleSlug(vergabestelle)}`;

/** Minimum points per Vergabestelle read from `punkte_<slug>` (the slug is matched case-insensitively, so `punkte_ICW` works too). */
function readPoints(query: Record<string, unknown>): Record<string, unknown> {
  const points: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    if (!key.toLowerCase().startsWith("punkte_")) continue;
    const stelle = VERGABESTELLEN.find(
      (name) => pointsParam(name) === `punkte_${vergabestelleSlug(key.slice(7))}`,
    );
    if (stelle && !(stelle in points)) points[stelle] = raw;
  }
  return points;
}

const pointParam = optionalNumberParam(MIN_POINTS, MAX_POINTS);

/** Keyed by Vergabestelle, in taxonomy order; bodies without a (readable) minimum are absent. */
const pointsSchema = multiParam(
  z.preprocess(
    (raw) => {
      const read = raw as Record<string, unknown>;
      const points: Record<string, number> = {};
      for (const stelle of VERGABESTELLEN) {
        const min = pointParam.parse(read[stelle]);
        if (min !== null) points[stelle] = min;
      }
      return points;
    },
    z.record(z.string(), z.number()),
  ),
  {
    read: readPoints,
    write: (points) => VERGABESTELLEN.map((stelle) => [pointsParam(stelle), points[stelle] ?? null]),
  },
);

/** The instants an event covers: [Startzeit, Endzeit], a missing Endzeit meaning a point in time. */
function eventSpan(event: Event): [number, number] | null {
  const start = Date.parse(event.Startzeit ?? event.Endzeit ?? "");
  if (Number.isNaN(start)) return null;
  const end = Date.parse(event.Endzeit ?? "");
  return [start, Number.isNaN(end) ? start : Math.max(start, end)];
}

/** An event's highest points per Vergabestelle. */
function bestPoints(event: Event): Record<string, number> {
  const best: Record<string, number> = {};
  for (const { Vergabestelle, Punkte } of event.Fortbildungspunkte) {
    best[Vergabestelle] = Math.max(best[Vergabestelle] ?? -Infinity, Punkte);
  }
  return best;
}

/** At least the minimum of every chosen Vergabestelle (an event without its points does not pass). */
function matchesPoints(best: Record<string, number>, minimums: Record<string, number>): boolean {
  for (const stelle in minimums) if (!((best[stelle] ?? -Infinity) >= minimums[stelle]!)) return false;
  return true;
}

const anyOf = anyOfField<Event>;

/** The event filters: URL parameter (the key unless named), parsing, matching; in the order written. */
export const EVENT_FILTER_FIELDS = defineFilterFields<Event, PlaceMatch>()({
  q: { schema: textParam(), ...textMatch<Event>((e) => [e.Veranstaltungsname, e.Veranstaltername]) },
  // The event's span overlaps [von 00:00, bis 23:59:59.999] Berlin: it ends on or after von…
  von: {
    schema: dateParam(),
    ...derivedMatch(eventSpan, (span, von: string) => (span?.[1] ?? -Infinity) >= berlinDayStart(von)),
  },
  // …and starts on or before bis. An event without dates matches neither.
  bis: {
    schema: dateParam(),
    ...derivedMatch(eventSpan, (span, bis: string) => (span?.[0] ?? Infinity) <= berlinDayEnd(bis)),
  },
  punkte: { schema: pointsSchema, ...derivedMatch(bestPoints, matchesPoints) },
  gebuehr: feeBandsField<Event>(EVENT_FEE_FILTER_BANDS, (e) => e.Teilnehmergebuehr),
  teilnehmer: anyOf(
    ERWARTETE_TEILNEHMERZAHL.map((b) => b.value),
    (e) => e.ErwarteteTeilnehmerzahl,
  ),
  thema: anyOf(THEMENGEBIETE, (e) => e.Themengebiete),
  ...courseContentFields<Event>(),
  online: {
    schema: booleanParam(),
    match: (e, online) => matchesBoolean(online, e.isonlineveranstaltung),
    values: (e) => yesNoValues(e.isonlineveranstaltung),
  },
  ort: { schema: textParam(), match: (e, _ort, place) => matchesPlace(place, e.Veranstaltungsort) },
  // Read by the place's matcher; the radius alone is no filter.
  umkreis: {
    schema: numberParam(MIN_RADIUS_KM, MAX_RADIUS_KM, DEFAULT_RADIUS_KM),
    default: DEFAULT_RADIUS_KM,
    counts: false,
  },
});

/** The URL parameter of each event filter (the points have one per Vergabestelle: `pointsParam`). */
export const EVENT_PARAMS = EVENT_FILTER_FIELDS.params;

export const eventFilterSchema = EVENT_FILTER_FIELDS.schema({
  ...tableParams(EVENT_SORT_KEYS, "termin", EVENT_PAGE_SIZES, 5),
  sort: placeSortParam(EVENT_SORT_KEYS),
})
  .transform(placeSorted<EventSortKey>("termin"))
  // A reversed range is read the way it was surely meant.
  .transform((f) => (f.von && f.bis && f.von > f.bis ? { ...f, von: f.bis, bis: f.von } : f));

export type EventFilter = z.output<typeof eventFilterSchema>;

// Table state and the radius alone do not count as a set filter.
export const {
  parse: parseEventFilter,
  paramNames: EVENT_PARAM_NAMES,
  defaults: DEFAULT_EVENT_FILTER,
  toQuery: eventFilterToQuery,
  isSet: isEventFilterSet,
} = EVENT_FILTER_FIELDS.urlState(eventFilterSchema, {
  defaultSort: (f) => defaultSortFor(f.ort, "termin"),
});

/** Events matching every set filter (AND). */
export function filterEvents<E extends Event>(
  events: readonly E[],
  filter: EventFilter,
  context: PlaceContext = {},
): E[] {
  return events.filter(
    EVENT_FILTER_FIELDS.matcher(filter, { origin: context.origin ?? null, radiusKm: filter.umkreis }),
  );
}

const pointsFrom = (event: Event, stelle: string) =>
  event.Fortbildungspunkte.some((p) => p.Vergabestelle === stelle);

const EVENT_SORT: Record<
  Exclude<EventSortKey, "termin">,
  (event: Event) => string | number | boolean | null
> = {
  datum: (e) => {
    const ms = Date.parse(e.Startzeit ?? "");
    return Number.isNaN(ms) ? null : ms;
  },
  name: (e) => e.Veranstaltungsname,
  stadt: (e) => e.Stadt,
  // The table's 'R-Punkte': all points an event awards, summed over the bodies.
  punkte: (e) =>
    e.Fortbildungspunkte.length ? e.Fortbildungspunkte.reduce((sum, p) => sum + p.Punkte, 0) : null,
  icw: (e) => pointsFrom(e, "ICW"),
  dgfw: (e) => pointsFrom(e, "DGfW"),
};

/** Sorted copy; events without a value for the column go last. */
export function sortEvents<E extends Event>(
  events: readonly E[],
  sort: EventSortKey,
  dir: SortDir,
  now = Date.now(),
): readonly E[] {
  if (sort === "termin") {
    // Once per collection and direction, until the next running event ends (then it moves to the past).
    const cached = memoOn(events, ["termin", dir], () => ({
      since: Infinity,
      until: -Infinity,
      order: [] as readonly E[],
    }));
    if (now >= cached.until || now < cached.since) {
      cached.order = Object.freeze(byDateFromNow(events, dir, now));
      cached.since = now;
      cached.until = nextEnd(events, now);
    }
    return cached.order;
  }
  return sortBy<E>(events, EVENT_SORT[sort], dir);
}

/**
 * Each event's start and end in ms (a missing end: the start; NaN: undated), parsed once per loaded
 * collection: at 10,000 events parsing the dates for every comparison was most of a first request.
 */
function instants(events: readonly Event[]): Map<Event, readonly [start: number, end: number]> {
  return memoOn(events, ["instants"], () => {
    const map = new Map<Event, readonly [number, number]>();
    for (const event of events) {
      const start = Date.parse(event.Startzeit ?? "");
      const end = Date.parse(event.Endzeit ?? "");
      map.set(event, [start, Number.isNaN(end) ? start : end]);
    }
    return map;
  });
}

/** The earliest start or end at or after `now`: the "termin" order cannot change before it has passed. */
function nextEnd(events: readonly Event[], now: number): number {
  let next = Infinity;
  for (const [start, end] of instants(events).values()) {
    for (const ms of [start, end]) {
      if (ms >= now && ms < next) next = ms;
    }
  }
  return next === Infinity ? Infinity : next + 1;
}

/**
 * The default order: a visitor first sees what they can still attend (running and upcoming
 * events, soonest first), then past ones (most recent first), then undated ones. `desc` reverses
 * the two dated groups.
 */
function byDateFromNow<E extends Event>(events: readonly E[], dir: SortDir, now: number): E[] {
  const spans = instants(events);
  const start = (e: Event) => spans.get(e)![0];
  const end = (e: Event) => spans.get(e)![1];
  const dated = events.filter((e) => !Number.isNaN(start(e)));
  const upcoming = sortBy(
    dated.filter((e) => end(e) >= now),
    start,
    "asc",
  );
  const past = sortBy(
    dated.filter((e) => end(e) < now),
    start,
    "desc",
  );
  const undated = events.filter((e) => Number.isNaN(start(e)));
  return [...(dir === "desc" ? [...past, ...upcoming] : [...upcoming, ...past]), ...undated];
}
