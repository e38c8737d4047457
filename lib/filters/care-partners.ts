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
// | sort, dir    | name (default), kategorie, stadt, bundesland, betten; asc (default) or desc;
// |              | entfernung (from ort; the default while ort is set; ties by name)
// | page, size   | 1-based page; size 5 (default), 20, 50
import { z } from "@/lib/zod";
import { AUFGABENGEBIETE, BUNDESLAENDER, KATEGORIEN, SPEZIALBEHANDLUNGEN } from "@/lib/taxonomy";
import type { CarePartner } from "@/lib/types";
import {
  booleanParam,
  numberParam,
  optionalNumberParam,
  tableParams,
  textParam,
  type SortDir,
} from "./url-state";
import {
  DEFAULT_RADIUS_KM,
  matchesBoolean,
  matchesPlace,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  type PlaceContext,
  type PlaceMatch,
} from "./matching";
import { textMatch, anyOfField, defineFilterFields, yesNoValues } from "./fields";
import { sortBy } from "./sort-page";
import { defaultSortFor, placeSorted, placeSortParam } from "./distance";

export const CARE_PARTNER_SORT_KEYS = ["name", "kategorie", "stadt", "bundesland", "betten"] as const;
export type CarePartnerSortKey = (typeof CARE_PARTNER_SORT_KEYS)[number];
export const CARE_PARTNER_PAGE_SIZES = [5, 20, 50] as const;
export const MAX_BEDS = 100_000;

const anyOf = anyOfField<CarePartner>;

/** The care partner filters: URL parameter (the key), parsing, matching; in the order written. */
export const CARE_PARTNER_FILTER_FIELDS = defineFilterFields<CarePartner, PlaceMatch>()({
  q: { schema: textParam(), ...textMatch<CarePartner>((p) => [p.Name, p.Stadt]) },
  bundesland: anyOf(BUNDESLAENDER, (p) => p.Bundesland),
  kategorie: anyOf(KATEGORIEN, (p) => p.Kategorie),
  aufgaben: anyOf(AUFGABENGEBIETE, (p) => p.Aufgabengebiete),
  barrierefrei: {
    schema: booleanParam(),
    match: (p, chosen) => matchesBoolean(chosen, p.Barrierefreiheit),
    values: (p) => yesNoValues(p.Barrierefreiheit),
  },
  // At most this many beds; partners without a count don't match.
  betten: {
    schema: optionalNumberParam(0, MAX_BEDS),
    match: (p, max) => p.Bettenanzahl !== null && p.Bettenanzahl <= max,
  },
  spezial: anyOf(SPEZIALBEHANDLUNGEN, (p) => p.Spezialbehandlungen),
  ort: { schema: textParam(), match: (p, _ort, place) => matchesPlace(place, p.Standort) },
  // Read by the place's matcher; the radius alone is no filter.
  umkreis: {
    schema: numberParam(MIN_RADIUS_KM, MAX_RADIUS_KM, DEFAULT_RADIUS_KM),
    default: DEFAULT_RADIUS_KM,
    counts: false,
  },
});

/** The URL parameter of each care partner filter. */
export const CARE_PARTNER_PARAMS = CARE_PARTNER_FILTER_FIELDS.params;

export const carePartnerFilterSchema = CARE_PARTNER_FILTER_FIELDS.schema({
  ...tableParams(CARE_PARTNER_SORT_KEYS, "name", CARE_PARTNER_PAGE_SIZES, 5),
  sort: placeSortParam(CARE_PARTNER_SORT_KEYS),
}).transform(placeSorted<CarePartnerSortKey>("name"));

export type CarePartnerFilter = z.output<typeof carePartnerFilterSchema>;

// Table state and the radius alone do not count as a set filter.
export const {
  parse: parseCarePartnerFilter,
  paramNames: CARE_PARTNER_PARAM_NAMES,
  defaults: DEFAULT_CARE_PARTNER_FILTER,
  toQuery: carePartnerFilterToQuery,
  isSet: isCarePartnerFilterSet,
} = CARE_PARTNER_FILTER_FIELDS.urlState(carePartnerFilterSchema, {
  defaultSort: (f) => defaultSortFor(f.ort, "name"),
});

/** Care partners matching every set filter (AND). */
export function filterCarePartners(
  partners: readonly CarePartner[],
  filter: CarePartnerFilter,
  context: PlaceContext = {},
): CarePartner[] {
  return partners.filter(
    CARE_PARTNER_FILTER_FIELDS.matcher(filter, { origin: context.origin ?? null, radiusKm: filter.umkreis }),
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
): readonly CarePartner[] {
  return sortBy(partners, CARE_PARTNER_SORT[sort], dir);
}
