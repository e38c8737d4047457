// Speaker list (/referenten): URL filter state, matching, sorting.
//
// | Param           | Filter                                                                            |
// |-----------------|-----------------------------------------------------------------------------------|
// | q               | Titel + Vorname + Name contains (case-insensitive), e.g. 'anna muster'            |
// | grund           | Grundqualifikation, repeated                                                      |
// | zusatz          | Zusatzqualifikation, repeated                                                     |
// | seminar         | Seminartyp, repeated                                                              |
// | wundexperte     | FortbildungsinhalteWundexperteICW, repeated                                       |
// | fachtherapeut   | FortbildungsinhalteFachtherapeutWundeICW, repeated                                |
// | aerztlich       | FortbildungsinhalteAerztlicherWundexperteICW, repeated                            |
// | pflegetherapeut | FortbildungsinhaltePflegetherapeutWundeICW, repeated                              |
// | honorar_ue      | * fee per teaching unit, repeated: unter50, unter100, unter150, ueber150          |
// | honorar_halb    | * half-day fee, repeated: unter200, unter300, unter400, unter500, ueber500        |
// | honorar_ganz    | * full-day fee, repeated: unter400, unter500, unter600, unter700, unter800, ueber800 |
// | termin          | * YYYY-MM-DD, repeated: available on at least one of these days                   |
// | ort             | place text; matches when the geocoded place lies within the speaker's own radius  |
// |                 | (speakerRadiusKm of Einsatzgebiet) around his Einsatzort. No `umkreis` here.     |
// | sort, dir       | name (default: Name, then Vorname), stadt, einsatzgebiet; asc (default) or desc;
// |                 | entfernung (plain distance from ort; the default while ort is set; ties by name)
// | page, size      | 1-based page; size 5 (default), 20, 50
//
// * reads `speaker.private`: a speaker whose private data the reader may not see never matches these;
//   the server clears them for such readers with `withoutPrivateFilters`.
import { FEE_FILTER_BANDS } from "@wundportal/rules";
import { z } from "@/lib/zod";
import { distanceMeters, speakerRadiusKm } from "@/lib/geo";
import { GRUNDQUALIFIKATION, SEMINARTYP, ZUSATZQUALIFIKATION } from "@/lib/taxonomy";
import type { Speaker } from "@/lib/types";
import { berlinDate, type PlaceContext } from "./matching";
import { defaultSortFor, placeSorted, placeSortParam } from "./distance";
import { textMatch, courseContentFields, anyOfField, defineFilterFields, feeBandsField } from "./fields";
import { dateListParam, tableParams, textParam, type SortDir } from "./url-state";
import { sortBy } from "./sort-page";

/** Public fee filters (public spec section 9), mapped onto the stored bands by their min/max. */
export const SPEAKER_FEE_FILTER_BANDS = {
  honorarUe: FEE_FILTER_BANDS.HonorarvorstellungProUnterrichtseinheit,
  honorarHalb: FEE_FILTER_BANDS.HonorarvorstellungPauschaleHalberTag,
  honorarGanz: FEE_FILTER_BANDS.HonorarvorstellungPauschaleGanzerTag,
} as const;

export const SPEAKER_SORT_KEYS = ["name", "stadt", "einsatzgebiet"] as const;
export type SpeakerSortKey = (typeof SPEAKER_SORT_KEYS)[number];
export const SPEAKER_PAGE_SIZES = [5, 20, 50] as const;

const fullName = (s: Speaker) => [s.Titel, s.Vorname, s.Name].filter(Boolean).join(" ");

/** The speaker travels to the origin: it lies within his own radius around his Einsatzort. */
function servesPlace(speaker: Speaker, origin: PlaceContext["origin"]): boolean {
  if (!origin) return true;
  const radiusKm = speakerRadiusKm(speaker.Einsatzgebiet);
  if (radiusKm === null || speaker.Einsatzort === null) return false;
  return distanceMeters(speaker.Einsatzort, origin) <= radiusKm * 1000;
}

const fee = feeBandsField<Speaker>;
const BANDS = SPEAKER_FEE_FILTER_BANDS;

const anyOf = anyOfField<Speaker>;

/**
 * The speaker filters: URL parameter (the key unless named), parsing, matching; in the order written.
 * The fee and availability filters read `speaker.private`: a speaker without it never matches them.
 */
export const SPEAKER_FILTER_FIELDS = defineFilterFields<Speaker, PlaceContext>()({
  q: { schema: textParam(), ...textMatch<Speaker>((s) => [fullName(s)]) },
  grund: anyOf(GRUNDQUALIFIKATION, (s) => s.Grundqualifikation),
  zusatz: anyOf(ZUSATZQUALIFIKATION, (s) => s.Zusatzqualifikation),
  seminar: anyOf(SEMINARTYP, (s) => s.Seminartyp),
  ...courseContentFields<Speaker>(),
  honorarUe: {
    param: "honorar_ue",
    ...fee(BANDS.honorarUe, (s) => s.private?.HonorarvorstellungProUnterrichtseinheit),
  },
  honorarHalb: {
    param: "honorar_halb",
    ...fee(BANDS.honorarHalb, (s) => s.private?.HonorarvorstellungPauschaleHalberTag),
  },
  honorarGanz: {
    param: "honorar_ganz",
    ...fee(BANDS.honorarGanz, (s) => s.private?.HonorarvorstellungPauschaleGanzerTag),
  },
  // Available on at least one of the days.
  termin: {
    schema: dateListParam(),
    match: (s, days) => {
      const available = new Set(s.private?.Terminverfuegbarkeit.map(berlinDate));
      return days.some((day) => available.has(day));
    },
  },
  ort: { schema: textParam(), match: (s, _ort, { origin }) => servesPlace(s, origin) },
});

/** The URL parameter of each speaker filter. */
export const SPEAKER_PARAMS = SPEAKER_FILTER_FIELDS.params;

export const speakerFilterSchema = SPEAKER_FILTER_FIELDS.schema({
  ...tableParams(SPEAKER_SORT_KEYS, "name", SPEAKER_PAGE_SIZES, 5),
  sort: placeSortParam(SPEAKER_SORT_KEYS),
}).transform(placeSorted<SpeakerSortKey>("name"));

export type SpeakerFilter = z.output<typeof speakerFilterSchema>;

export const {
  parse: parseSpeakerFilter,
  paramNames: SPEAKER_PARAM_NAMES,
  defaults: DEFAULT_SPEAKER_FILTER,
  toQuery: speakerFilterToQuery,
  isSet: isSpeakerFilterSet,
} = SPEAKER_FILTER_FIELDS.urlState(speakerFilterSchema, {
  defaultSort: (f) => defaultSortFor(f.ort, "name"),
});

/** Filter keys that read `speaker.private` (fees and availability). */
export const SPEAKER_PRIVATE_FILTER_KEYS = [
  "honorarUe",
  "honorarHalb",
  "honorarGanz",
  "termin",
] as const satisfies readonly (keyof SpeakerFilter)[];
/** Their URL parameter names, e.g. to strip them from links. */
export const SPEAKER_PRIVATE_FILTER_PARAMS = SPEAKER_PRIVATE_FILTER_KEYS.map((key) => SPEAKER_PARAMS[key]);

/** The filter without the parts a reader without rights to private speaker data may not use. */
export function withoutPrivateFilters(filter: SpeakerFilter): SpeakerFilter {
  return SPEAKER_FILTER_FIELDS.cleared(filter, SPEAKER_PRIVATE_FILTER_KEYS);
}

/** Speakers matching every set filter (AND). */
export function filterSpeakers(
  speakers: readonly Speaker[],
  filter: SpeakerFilter,
  context: PlaceContext = {},
): Speaker[] {
  return speakers.filter(SPEAKER_FILTER_FIELDS.matcher(filter, { origin: context.origin ?? null }));
}

const SPEAKER_SORT: Record<SpeakerSortKey, (speaker: Speaker) => string | number | null> = {
  name: (s) => `${s.Name} ${s.Vorname}`.trim(),
  stadt: (s) => s.Stadt,
  einsatzgebiet: (s) => speakerRadiusKm(s.Einsatzgebiet),
};

/** Sorted copy; speakers without a value for the column go last. */
export function sortSpeakers(
  speakers: readonly Speaker[],
  sort: SpeakerSortKey,
  dir: SortDir,
): readonly Speaker[] {
  return sortBy(speakers, SPEAKER_SORT[sort], dir);
}
