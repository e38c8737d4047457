// Saved searches ("Suche speichern"): which lists an alert can watch and how a list's URL filter
// is stored. The stored query is the list's own filter, normalised by its own parse/serialise
// pair (lib/filters/*): table state (sort, direction, page, page size) is dropped, unknown and
// invalid parameters vanish, and a speaker alert never keeps filters on private speaker data.
import {
  carePartnerFilterToQuery,
  DEFAULT_CARE_PARTNER_FILTER,
  filterCarePartners,
  parseCarePartnerFilter,
} from "@/lib/filters/care-partners";
import { defaultSortFor } from "@/lib/filters/distance";
import type { PlaceContext } from "@/lib/filters/matching";
import type { Query, TableState } from "@/lib/filters/url-state";
import {
  DEFAULT_EVENT_FILTER,
  eventFilterToQuery,
  filterEvents,
  parseEventFilter,
} from "@/lib/filters/events";
import {
  DEFAULT_SPEAKER_FILTER,
  filterSpeakers,
  parseSpeakerFilter,
  speakerFilterToQuery,
  withoutPrivateFilters,
} from "@/lib/filters/speakers";
import { LIST_LABELS, type AlertList } from "@wundportal/rules/public-lists";
import { speakerName } from "@/lib/names";
import type { CarePartner, Event, Speaker } from "@/lib/types";

/** The lists an alert can watch: the public lists' table (@wundportal/rules) says which. */
export { ALERT_LISTS, isAlertList, type AlertList } from "@wundportal/rules/public-lists";

export const FREQUENCIES = ["taeglich", "woechentlich"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  taeglich: "täglich",
  woechentlich: "wöchentlich",
};

type Input = Query | URLSearchParams | string | null | undefined;
const toParams = (input: Input) =>
  typeof input === "string" ? new URLSearchParams(input.replace(/^\?/, "")) : input;

/**
 * The filter with the list's default table state: sorting and paging are no part of a search. The
 * default order depends on the place (by distance while one is set).
 */
const withoutTableState = <F extends TableState & { ort: string }>(filter: F, defaults: F): F => ({
  ...filter,
  sort: defaultSortFor(filter.ort, defaults.sort),
  dir: defaults.dir,
  page: 1,
  size: defaults.size,
});

interface ListSpec<T> {
  label: string;
  /** The filter of `input` as the stored query string (no '?'). */
  normalise: (input: Input) => string;
  /** The place text to geocode for this query, if any. */
  place: (query: string) => string;
  /** Items matching the stored query, with the same function the list page uses. */
  filter: (items: readonly T[], query: string, context: PlaceContext) => T[];
  title: (item: T) => string;
  path: (item: T) => string;
}

const events: ListSpec<Event> = {
  label: LIST_LABELS.veranstaltungen,
  normalise: (input) =>
    eventFilterToQuery(withoutTableState(parseEventFilter(toParams(input)), DEFAULT_EVENT_FILTER)),
  place: (query) => parseEventFilter(toParams(query)).ort,
  filter: (items, query, context) => filterEvents(items, parseEventFilter(toParams(query)), context),
  title: (event) => event.Veranstaltungsname,
  path: (event) => `/veranstaltungen/${event.id}`,
};

const speakers: ListSpec<Speaker> = {
  label: LIST_LABELS.referenten,
  normalise: (input) =>
    speakerFilterToQuery(
      withoutTableState(withoutPrivateFilters(parseSpeakerFilter(toParams(input))), DEFAULT_SPEAKER_FILTER),
    ),
  place: (query) => parseSpeakerFilter(toParams(query)).ort,
  filter: (items, query, context) =>
    filterSpeakers(items, withoutPrivateFilters(parseSpeakerFilter(toParams(query))), context),
  title: (speaker) => speakerName(speaker),
  path: (speaker) => `/referenten/${speaker.id}`,
};

const carePartners: ListSpec<CarePartner> = {
  label: LIST_LABELS.versorgungspartner,
  normalise: (input) =>
    carePartnerFilterToQuery(
      withoutTableState(parseCarePartnerFilter(toParams(input)), DEFAULT_CARE_PARTNER_FILTER),
    ),
  place: (query) => parseCarePartnerFilter(toParams(query)).ort,
  filter: (items, query, context) =>
    filterCarePartners(items, parseCarePartnerFilter(toParams(query)), context),
  title: (partner) => partner.Name,
  path: (partner) => `/versorgungspartner/${partner.id}`,
};

export interface AlertItemsByList {
  veranstaltungen: Event;
  referenten: Speaker;
  versorgungspartner: CarePartner;
}

export const ALERT_LIST_SPECS: { [L in AlertList]: ListSpec<AlertItemsByList[L]> } = {
  veranstaltungen: events,
  referenten: speakers,
  versorgungspartner: carePartners,
};

/** The stored form of a list's URL query (see the file comment). */
export function normaliseAlertQuery(list: AlertList, input: Input): string {
  return ALERT_LIST_SPECS[list].normalise(input);
}

/** When a listing counts as having appeared: its first publication, else (older records) its creation. */
export function appearedAt(item: { firstPublicAt: string | null; createdAt: string }): number {
  return Date.parse(item.firstPublicAt ?? item.createdAt);
}

/**
 * The listings of `items` that appeared in (since, until] and match the stored query, oldest
 * first; what one alert mail lists.
 */
export function newMatches<L extends AlertList>(
  list: L,
  items: readonly AlertItemsByList[L][],
  query: string,
  window: { since: number; until: number },
  context: PlaceContext = {},
): AlertItemsByList[L][] {
  const spec = ALERT_LIST_SPECS[list] as ListSpec<AlertItemsByList[L]>;
  const fresh = items.filter((item) => {
    const at = appearedAt(item);
    return at > window.since && at <= window.until;
  });
  return spec.filter(fresh, query, context).sort((a, b) => appearedAt(a) - appearedAt(b));
}
