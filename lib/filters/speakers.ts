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
// | sort, dir       | name (default: Name, then Vorname), stadt, einsatzgebiet; asc (default) or desc
// | page, size      | 1-based page; size 5 (default), 20, 50
//
// * reads `speaker.private`: a speaker whose private data the reader may not see never matches these;
//   the server clears them for such readers with `withoutPrivateFilters`.
import { z } from "zod";
import { distanceMeters, speakerRadiusKm } from "@/lib/geo";
import {
  FORTBILDUNGSINHALTE,
  GRUNDQUALIFIKATION,
  HONORAR_GANZER_TAG,
  HONORAR_HALBER_TAG,
  HONORAR_UE,
  SEMINARTYP,
  ZUSATZQUALIFIKATION,
} from "@/lib/taxonomy";
import type { Speaker } from "@/lib/types";
import {
  berlinDate,
  COURSE_CONTENT_KEYS,
  COURSE_CONTENT_PARAMS,
  dateListParam,
  feeFilterBands,
  isSet,
  listParam,
  matchesAnyOf,
  matchesFeeBands,
  matchesText,
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

/** Public fee filters (public spec section 9), mapped onto the stored bands by their min/max. */
export const SPEAKER_FEE_FILTER_BANDS = {
  honorarUe: feeFilterBands([50, 100, 150], 150, HONORAR_UE),
  honorarHalb: feeFilterBands([200, 300, 400, 500], 500, HONORAR_HALBER_TAG),
  honorarGanz: feeFilterBands([400, 500, 600, 700, 800], 800, HONORAR_GANZER_TAG),
} as const;

export const SPEAKER_SORT_KEYS = ["name", "stadt", "einsatzgebiet"] as const;
export type SpeakerSortKey = (typeof SPEAKER_SORT_KEYS)[number];
export const SPEAKER_PAGE_SIZES = [5, 20, 50] as const;

const PARAMS = {
  q: "q",
  grund: "grund",
  zusatz: "zusatz",
  seminar: "seminar",
  wundexperte: "wundexperte",
  fachtherapeut: "fachtherapeut",
  aerztlich: "aerztlich",
  pflegetherapeut: "pflegetherapeut",
  honorarUe: "honorar_ue",
  honorarHalb: "honorar_halb",
  honorarGanz: "honorar_ganz",
  termin: "termin",
  ort: "ort",
  sort: "sort",
  dir: "dir",
  page: "page",
  size: "size",
} as const;

export const speakerFilterSchema = z.preprocess(
  pickParams(PARAMS),
  z.object({
    q: textParam(),
    grund: listParam(GRUNDQUALIFIKATION),
    zusatz: listParam(ZUSATZQUALIFIKATION),
    seminar: listParam(SEMINARTYP),
    wundexperte: listParam(FORTBILDUNGSINHALTE.FortbildungsinhalteWundexperteICW),
    fachtherapeut: listParam(FORTBILDUNGSINHALTE.FortbildungsinhalteFachtherapeutWundeICW),
    aerztlich: listParam(FORTBILDUNGSINHALTE.FortbildungsinhalteAerztlicherWundexperteICW),
    pflegetherapeut: listParam(FORTBILDUNGSINHALTE.FortbildungsinhaltePflegetherapeutWundeICW),
    honorarUe: listParam(SPEAKER_FEE_FILTER_BANDS.honorarUe.map((b) => b.value)),
    honorarHalb: listParam(SPEAKER_FEE_FILTER_BANDS.honorarHalb.map((b) => b.value)),
    honorarGanz: listParam(SPEAKER_FEE_FILTER_BANDS.honorarGanz.map((b) => b.value)),
    termin: dateListParam(),
    ort: textParam(),
    ...tableParams(SPEAKER_SORT_KEYS, "name", SPEAKER_PAGE_SIZES, 5),
  }),
);

export type SpeakerFilter = z.output<typeof speakerFilterSchema>;

/** Reads Next's `searchParams` or a browser's URLSearchParams; never throws. */
export const parseSpeakerFilter = (query: Query | URLSearchParams | null | undefined): SpeakerFilter =>
  speakerFilterSchema.parse(toQuery(query));

export const DEFAULT_SPEAKER_FILTER: SpeakerFilter = parseSpeakerFilter({});

/** Filter keys that read `speaker.private` (fees and availability). */
export const SPEAKER_PRIVATE_FILTER_KEYS = [
  "honorarUe",
  "honorarHalb",
  "honorarGanz",
  "termin",
] as const satisfies readonly (keyof SpeakerFilter)[];
/** Their URL parameter names, e.g. to strip them from links. */
export const SPEAKER_PRIVATE_FILTER_PARAMS = SPEAKER_PRIVATE_FILTER_KEYS.map((key) => PARAMS[key]);

/** The filter without the parts a reader without rights to private speaker data may not use. */
export function withoutPrivateFilters(filter: SpeakerFilter): SpeakerFilter {
  return { ...filter, honorarUe: [], honorarHalb: [], honorarGanz: [], termin: [] };
}

export function speakerFilterToQuery(filter: SpeakerFilter): string {
  return toQueryString([
    [PARAMS.q, filter.q],
    [PARAMS.grund, filter.grund],
    [PARAMS.zusatz, filter.zusatz],
    [PARAMS.seminar, filter.seminar],
    ...COURSE_CONTENT_KEYS.map((key) => [PARAMS[key], filter[key]] as const),
    [PARAMS.honorarUe, filter.honorarUe],
    [PARAMS.honorarHalb, filter.honorarHalb],
    [PARAMS.honorarGanz, filter.honorarGanz],
    [PARAMS.termin, filter.termin],
    [PARAMS.ort, filter.ort],
    [PARAMS.sort, filter.sort, DEFAULT_SPEAKER_FILTER.sort],
    [PARAMS.dir, filter.dir, DEFAULT_SPEAKER_FILTER.dir],
    [PARAMS.page, filter.page, 1],
    [PARAMS.size, filter.size, DEFAULT_SPEAKER_FILTER.size],
  ]);
}

/** Whether any filter is set (shows the reset button). Table state does not count. */
export function isSpeakerFilterSet(filter: SpeakerFilter): boolean {
  return [
    filter.q,
    filter.grund,
    filter.zusatz,
    filter.seminar,
    ...COURSE_CONTENT_KEYS.map((key) => filter[key]),
    filter.honorarUe,
    filter.honorarHalb,
    filter.honorarGanz,
    filter.termin,
    filter.ort,
  ].some(isSet);
}

const fullName = (s: Speaker) => [s.Titel, s.Vorname, s.Name].filter(Boolean).join(" ");

function matchesPrivate(speaker: Speaker, filter: SpeakerFilter): boolean {
  const needsPrivate = SPEAKER_PRIVATE_FILTER_KEYS.some((key) => filter[key].length > 0);
  if (!needsPrivate) return true;
  const p = speaker.private;
  if (!p) return false;
  const bands = SPEAKER_FEE_FILTER_BANDS;
  if (!matchesFeeBands(filter.honorarUe, bands.honorarUe, p.HonorarvorstellungProUnterrichtseinheit))
    return false;
  if (!matchesFeeBands(filter.honorarHalb, bands.honorarHalb, p.HonorarvorstellungPauschaleHalberTag))
    return false;
  if (!matchesFeeBands(filter.honorarGanz, bands.honorarGanz, p.HonorarvorstellungPauschaleGanzerTag))
    return false;
  if (filter.termin.length === 0) return true;
  const available = new Set(p.Terminverfuegbarkeit.map(berlinDate));
  return filter.termin.some((day) => available.has(day));
}

/** The speaker travels to the origin: it lies within his own radius around his Einsatzort. */
function servesPlace(speaker: Speaker, origin: PlaceContext["origin"]): boolean {
  if (!origin) return true;
  const radiusKm = speakerRadiusKm(speaker.Einsatzgebiet);
  if (radiusKm === null || speaker.Einsatzort === null) return false;
  return distanceMeters(speaker.Einsatzort, origin) <= radiusKm * 1000;
}

/** Speakers matching every set filter (AND). */
export function filterSpeakers(
  speakers: readonly Speaker[],
  filter: SpeakerFilter,
  context: PlaceContext = {},
): Speaker[] {
  const origin = filter.ort.trim() ? (context.origin ?? null) : null;
  return speakers.filter(
    (speaker) =>
      matchesText(filter.q, fullName(speaker)) &&
      matchesAnyOf(filter.grund, speaker.Grundqualifikation) &&
      matchesAnyOf(filter.zusatz, speaker.Zusatzqualifikation) &&
      matchesAnyOf(filter.seminar, speaker.Seminartyp) &&
      COURSE_CONTENT_KEYS.every((key) => matchesAnyOf(filter[key], speaker[COURSE_CONTENT_PARAMS[key]])) &&
      matchesPrivate(speaker, filter) &&
      servesPlace(speaker, origin),
  );
}

const SPEAKER_SORT: Record<SpeakerSortKey, (speaker: Speaker) => string | number | null> = {
  name: (s) => `${s.Name} ${s.Vorname}`.trim(),
  stadt: (s) => s.Stadt,
  einsatzgebiet: (s) => speakerRadiusKm(s.Einsatzgebiet),
};

/** Sorted copy; speakers without a value for the column go last. */
export function sortSpeakers(speakers: readonly Speaker[], sort: SpeakerSortKey, dir: SortDir): Speaker[] {
  return sortBy(speakers, SPEAKER_SORT[sort], dir);
}
