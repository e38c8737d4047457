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
// |                  | datum (by Startzeit), name, stadt, punkte, icw, dgfw; asc (default) or desc
// | page, size       | 1-based page; size 5 (default), 20, 50
//
// Time zones: von/bis are Berlin calendar days (the portal is German); Startzeit/Endzeit are instants,
// so an event at 23:30 Berlin on the 1st (22:30 UTC) belongs to the 1st whatever zone the code runs in.
import { z } from "zod";
import { withinKm } from "@/lib/geo";
import {
  ERWARTETE_TEILNEHMERZAHL,
  FORTBILDUNGSINHALTE,
  TEILNEHMERGEBUEHR,
  THEMENGEBIETE,
  VERGABESTELLEN,
} from "@/lib/taxonomy";
import type { Event } from "@/lib/types";
import {
  berlinDayEnd,
  berlinDayStart,
  booleanParam,
  COURSE_CONTENT_KEYS,
  COURSE_CONTENT_PARAMS,
  dateParam,
  DEFAULT_RADIUS_KM,
  feeFilterBands,
  isSet,
  listParam,
  matchesAnyOf,
  matchesBoolean,
  matchesFeeBands,
  matchesText,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  numberParam,
  optionalNumberParam,
  pickParams,
  type PlaceContext,
  sortBy,
  tableParams,
  textParam,
  toQuery,
  toQueryString,
  type Query,
  type QueryEntry,
  type SortDir,
} from "./common";

/** Public fee filter (public spec section 9: under 50, under 100, under 150, over 150 euro). */
export const EVENT_FEE_FILTER_BANDS = feeFilterBands([50, 100, 150], 150, TEILNEHMERGEBUEHR);

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

const PARAMS = {
  q: "q",
  von: "von",
  bis: "bis",
  gebuehr: "gebuehr",
  teilnehmer: "teilnehmer",
  thema: "thema",
  wundexperte: "wundexperte",
  fachtherapeut: "fachtherapeut",
  aerztlich: "aerztlich",
  pflegetherapeut: "pflegetherapeut",
  online: "online",
  ort: "ort",
  umkreis: "umkreis",
  sort: "sort",
  dir: "dir",
  page: "page",
  size: "size",
} as const;

/** Minimum points per Vergabestelle read from `punkte_<slug>` (the slug is matched case-insensitively, so `punkte_ICW` works too). */
function readPoints(query: unknown): Record<string, unknown> {
  const source = (query && typeof query === "object" ? query : {}) as Record<string, unknown>;
  const points: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(source)) {
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
const pointsSchema = z.preprocess(
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
);

export const eventFilterSchema = z
  .preprocess(
    (query) => ({ ...pickParams(PARAMS)(query), punkte: readPoints(query) }),
    z.object({
      q: textParam(),
      von: dateParam(),
      bis: dateParam(),
      punkte: pointsSchema,
      gebuehr: listParam(EVENT_FEE_FILTER_BANDS.map((b) => b.value)),
      teilnehmer: listParam(ERWARTETE_TEILNEHMERZAHL.map((b) => b.value)),
      thema: listParam(THEMENGEBIETE),
      wundexperte: listParam(FORTBILDUNGSINHALTE.FortbildungsinhalteWundexperteICW),
      fachtherapeut: listParam(FORTBILDUNGSINHALTE.FortbildungsinhalteFachtherapeutWundeICW),
      aerztlich: listParam(FORTBILDUNGSINHALTE.FortbildungsinhalteAerztlicherWundexperteICW),
      pflegetherapeut: listParam(FORTBILDUNGSINHALTE.FortbildungsinhaltePflegetherapeutWundeICW),
      online: booleanParam(),
      ort: textParam(),
      umkreis: numberParam(MIN_RADIUS_KM, MAX_RADIUS_KM, DEFAULT_RADIUS_KM),
      ...tableParams(EVENT_SORT_KEYS, "termin", EVENT_PAGE_SIZES, 5),
    }),
  )
  // A reversed range is read the way it was surely meant.
  .transform((f) => (f.von && f.bis && f.von > f.bis ? { ...f, von: f.bis, bis: f.von } : f));

export type EventFilter = z.output<typeof eventFilterSchema>;

/** Reads Next's `searchParams` or a browser's URLSearchParams; never throws. */
export const parseEventFilter = (query: Query | URLSearchParams | null | undefined): EventFilter =>
  eventFilterSchema.parse(toQuery(query));

/** The filter and table state with nothing set. */
export const DEFAULT_EVENT_FILTER: EventFilter = parseEventFilter({});

export function eventFilterToQuery(filter: EventFilter): string {
  const entries: QueryEntry[] = [
    [PARAMS.q, filter.q],
    [PARAMS.von, filter.von],
    [PARAMS.bis, filter.bis],
    ...VERGABESTELLEN.map((stelle): QueryEntry => [pointsParam(stelle), filter.punkte[stelle] ?? null]),
    [PARAMS.gebuehr, filter.gebuehr],
    [PARAMS.teilnehmer, filter.teilnehmer],
    [PARAMS.thema, filter.thema],
    ...COURSE_CONTENT_KEYS.map((key): QueryEntry => [PARAMS[key], filter[key]]),
    [PARAMS.online, filter.online],
    [PARAMS.ort, filter.ort],
    [PARAMS.umkreis, filter.umkreis, DEFAULT_RADIUS_KM],
    [PARAMS.sort, filter.sort, DEFAULT_EVENT_FILTER.sort],
    [PARAMS.dir, filter.dir, DEFAULT_EVENT_FILTER.dir],
    [PARAMS.page, filter.page, 1],
    [PARAMS.size, filter.size, DEFAULT_EVENT_FILTER.size],
  ];
  return toQueryString(entries);
}

/** Whether any filter is set (shows the reset button). Table state and the radius alone do not count. */
export function isEventFilterSet(filter: EventFilter): boolean {
  return [
    filter.q,
    filter.von,
    filter.bis,
    filter.punkte,
    filter.gebuehr,
    filter.teilnehmer,
    filter.thema,
    ...COURSE_CONTENT_KEYS.map((key) => filter[key]),
    filter.online,
    filter.ort,
  ].some(isSet);
}

/** The instants an event covers: [Startzeit, Endzeit], a missing Endzeit meaning a point in time. */
function eventSpan(event: Event): [number, number] | null {
  const start = Date.parse(event.Startzeit ?? event.Endzeit ?? "");
  if (Number.isNaN(start)) return null;
  const end = Date.parse(event.Endzeit ?? "");
  return [start, Number.isNaN(end) ? start : Math.max(start, end)];
}

function matchesDates(event: Event, von: string | null, bis: string | null): boolean {
  if (!von && !bis) return true;
  const span = eventSpan(event);
  if (!span) return false;
  const from = von ? berlinDayStart(von) : -Infinity;
  const to = bis ? berlinDayEnd(bis) : Infinity;
  return span[0] <= to && span[1] >= from;
}

function matchesPoints(event: Event, minimums: Record<string, number>): boolean {
  return Object.entries(minimums).every(([stelle, min]) =>
    event.Fortbildungspunkte.some((p) => p.Vergabestelle === stelle && p.Punkte >= min),
  );
}

/** Events matching every set filter (AND). */
export function filterEvents(
  events: readonly Event[],
  filter: EventFilter,
  context: PlaceContext = {},
): Event[] {
  const origin = filter.ort.trim() ? (context.origin ?? null) : null;
  return events.filter(
    (event) =>
      matchesText(filter.q, event.Veranstaltungsname, event.Veranstaltername) &&
      matchesDates(event, filter.von, filter.bis) &&
      matchesPoints(event, filter.punkte) &&
      matchesFeeBands(filter.gebuehr, EVENT_FEE_FILTER_BANDS, event.Teilnehmergebuehr) &&
      matchesAnyOf(filter.teilnehmer, event.ErwarteteTeilnehmerzahl) &&
      matchesAnyOf(filter.thema, event.Themengebiete) &&
      COURSE_CONTENT_KEYS.every((key) => matchesAnyOf(filter[key], event[COURSE_CONTENT_PARAMS[key]])) &&
      matchesBoolean(filter.online, event.isonlineveranstaltung) &&
      (origin === null ||
        (event.Veranstaltungsort !== null && withinKm(origin, event.Veranstaltungsort, filter.umkreis))),
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
export function sortEvents(
  events: readonly Event[],
  sort: EventSortKey,
  dir: SortDir,
  now = Date.now(),
): Event[] {
  if (sort === "termin") return byDateFromNow(events, dir, now);
  return sortBy(events, EVENT_SORT[sort], dir);
}

/**
 * The default order: a visitor first sees what they can still attend (running and upcoming
 * events, soonest first), then past ones (most recent first), then undated ones. `desc` reverses
 * the two dated groups.
 */
function byDateFromNow(events: readonly Event[], dir: SortDir, now: number): Event[] {
  const start = (e: Event) => Date.parse(e.Startzeit ?? "");
  const end = (e: Event) => {
    const ms = Date.parse(e.Endzeit ?? "");
    return Number.isNaN(ms) ? start(e) : ms;
  };
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
