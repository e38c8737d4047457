// Care partner list (/versorgungspartner): URL filter state, matching, sorting.
//
// | Param        | Filter                                                                          |
// |--------------|---------------------------------------------------------------------------------|
// | q            | Name or Stadt contains (case-insensitive)                                       |
// | bundesland   | Bundesland, repeated                                                            |
// | kategorie    | Kategorie, repeated                                                             |
// | aufgaben     | Aufgabengebiete, repeated                                                       |
// | barrierefrei | ja = Barrierefreiheit true, nein = Barrierefreiheit false (false is a set filter) |
// | betten       | Bettenanzahl at most this number (0-100000); partners without a count don't match |
// | spezial      | Spezialbehandlungen, repeated                                                   |
// | ort          | place text; geocoded by the caller, who passes the origin to filterCarePartners |
// | umkreis      | radius in km around ort, 1-1000, default 100                                    |
// | sort, dir    | name (default), kategorie, stadt, bundesland, betten; asc (default) or desc
// | page, size   | 1-based page; size 5 (default), 20, 50
import { z } from "zod";
import { withinKm } from "@/lib/geo";
import { AUFGABENGEBIETE, BUNDESLAENDER, KATEGORIEN, SPEZIALBEHANDLUNGEN } from "@/lib/taxonomy";
import type { CarePartner } from "@/lib/types";
import {
  booleanParam,
  DEFAULT_RADIUS_KM,
  isSet,
  listParam,
  matchesAnyOf,
  matchesBoolean,
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
  type SortDir,
} from "./common";

export const CARE_PARTNER_SORT_KEYS = ["name", "kategorie", "stadt", "bundesland", "betten"] as const;
export type CarePartnerSortKey = (typeof CARE_PARTNER_SORT_KEYS)[number];
export const CARE_PARTNER_PAGE_SIZES = [5, 20, 50] as const;
export const MAX_BEDS = 100_000;

const PARAMS = {
  q: "q",
  bundesland: "bundesland",
  kategorie: "kategorie",
  aufgaben: "aufgaben",
  barrierefrei: "barrierefrei",
  betten: "betten",
  spezial: "spezial",
  ort: "ort",
  umkreis: "umkreis",
  sort: "sort",
  dir: "dir",
  page: "page",
  size: "size",
} as const;

export const carePartnerFilterSchema = z.preprocess(
  pickParams(PARAMS),
  z.object({
    q: textParam(),
    bundesland: listParam(BUNDESLAENDER),
    kategorie: listParam(KATEGORIEN),
    aufgaben: listParam(AUFGABENGEBIETE),
    barrierefrei: booleanParam(),
    betten: optionalNumberParam(0, MAX_BEDS),
    spezial: listParam(SPEZIALBEHANDLUNGEN),
    ort: textParam(),
    umkreis: numberParam(MIN_RADIUS_KM, MAX_RADIUS_KM, DEFAULT_RADIUS_KM),
    ...tableParams(CARE_PARTNER_SORT_KEYS, "name", CARE_PARTNER_PAGE_SIZES, 5),
  }),
);

export type CarePartnerFilter = z.output<typeof carePartnerFilterSchema>;

/** Reads Next's `searchParams` or a browser's URLSearchParams; never throws. */
export const parseCarePartnerFilter = (
  query: Query | URLSearchParams | null | undefined,
): CarePartnerFilter => carePartnerFilterSchema.parse(toQuery(query));

export const DEFAULT_CARE_PARTNER_FILTER: CarePartnerFilter = parseCarePartnerFilter({});

export function carePartnerFilterToQuery(filter: CarePartnerFilter): string {
  return toQueryString([
    [PARAMS.q, filter.q],
    [PARAMS.bundesland, filter.bundesland],
    [PARAMS.kategorie, filter.kategorie],
    [PARAMS.aufgaben, filter.aufgaben],
    [PARAMS.barrierefrei, filter.barrierefrei],
    [PARAMS.betten, filter.betten],
    [PARAMS.spezial, filter.spezial],
    [PARAMS.ort, filter.ort],
    [PARAMS.umkreis, filter.umkreis, DEFAULT_RADIUS_KM],
    [PARAMS.sort, filter.sort, DEFAULT_CARE_PARTNER_FILTER.sort],
    [PARAMS.dir, filter.dir, DEFAULT_CARE_PARTNER_FILTER.dir],
    [PARAMS.page, filter.page, 1],
    [PARAMS.size, filter.size, DEFAULT_CARE_PARTNER_FILTER.size],
  ]);
}

/** Whether any filter is set (shows the reset button). Table state and the radius alone do not count. */
export function isCarePartnerFilterSet(filter: CarePartnerFilter): boolean {
  return [
    filter.q,
    filter.bundesland,
    filter.kategorie,
    filter.aufgaben,
    filter.barrierefrei,
    filter.betten,
    filter.spezial,
    filter.ort,
  ].some(isSet);
}

/** Care partners matching every set filter (AND). */
export function filterCarePartners(
  partners: readonly CarePartner[],
  filter: CarePartnerFilter,
  context: PlaceContext = {},
): CarePartner[] {
  const origin = filter.ort.trim() ? (context.origin ?? null) : null;
  return partners.filter(
    (partner) =>
      matchesText(filter.q, partner.Name, partner.Stadt) &&
      matchesAnyOf(filter.bundesland, partner.Bundesland) &&
      matchesAnyOf(filter.kategorie, partner.Kategorie) &&
      matchesAnyOf(filter.aufgaben, partner.Aufgabengebiete) &&
      matchesBoolean(filter.barrierefrei, partner.Barrierefreiheit) &&
      (filter.betten === null || (partner.Bettenanzahl !== null && partner.Bettenanzahl <= filter.betten)) &&
      matchesAnyOf(filter.spezial, partner.Spezialbehandlungen) &&
      (origin === null || (partner.Standort !== null && withinKm(origin, partner.Standort, filter.umkreis))),
  );
}

const CARE_PARTNER_SORT: Record<CarePartnerSortKey, (partner: CarePartner) => string | number | null> = {
  name: (p) => p.Name,
  kategorie: (p) => p.Kategorie,
  stadt: (p) => p.Stadt,
  bundesland: (p) => p.Bundesland,
  betten: (p) => p.Bettenanzahl,
};

/** Sorted copy; partners without a value for the column go last. */
export function sortCarePartners(
  partners: readonly CarePartner[],
  sort: CarePartnerSortKey,
  dir: SortDir,
): CarePartner[] {
  return sortBy(partners, CARE_PARTNER_SORT[sort], dir);
}
