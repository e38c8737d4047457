// The chips above a list's results: one per set filter value, with its German label and the link to
// the same URL without that value (a plain link: it works without JavaScript). Derived from the
// parsed filter and the list's field table, whatever the kind of field: a list of values gives a
// chip per value, a record (the minimum points per body) a chip per entry, a single value (select,
// yes/no, number, date, place) one chip.
import { formatLongDate } from "@/lib/format";
import { optionsOf, valueLabel, type Option } from "@/lib/labels";
import { ENERGIEGEHALT, ERWARTETE_TEILNEHMERZAHL, GROESSENBAENDER } from "@/lib/taxonomy";
import { isSet } from "./matching";
import { COURSE_CONTENT_LEGENDS, type CourseContentKey } from "./fields";
import {
  DEFAULT_EVENT_FILTER,
  EVENT_FEE_FILTER_BANDS,
  eventFilterToQuery,
  parseEventFilter,
  type EventFilter,
} from "./events";
import {
  DEFAULT_SPEAKER_FILTER,
  parseSpeakerFilter,
  SPEAKER_FEE_FILTER_BANDS,
  speakerFilterToQuery,
  type SpeakerFilter,
} from "./speakers";
import {
  carePartnerFilterToQuery,
  DEFAULT_CARE_PARTNER_FILTER,
  parseCarePartnerFilter,
  type CarePartnerFilter,
} from "./care-partners";
import {
  DEFAULT_PRODUCT_FILTER,
  parseProductFilter,
  productFilterToQuery,
  type ProductFilter,
} from "./products";
import { KIND_INFO } from "@/lib/listing-kinds";
import { FIELD_LABELS } from "@wundportal/rules/listing-fields";
import type { Query } from "./url-state";

/** How one field reads as a chip. */
export interface ChipField {
  /** The field's German label, as the form names it. */
  label: string;
  /** What users read for a value (bands such as 'bis50'); other values read as `valueLabel` gives them. */
  options?: readonly Option[];
  /** A value as text (numbers, dates, yes/no); the value itself when absent. */
  text?: (value: never) => string;
  /** The whole chip, for a field that reads best as one phrase ('Umkreis 25 km um Hamburg'). */
  chip?: (value: never, filter: never) => string;
  /** Fields removed with it (the radius with its place). */
  with?: readonly string[];
}

export interface FilterChip {
  /** What the chip shows, e.g. 'Themengebiete: Dekubitus'. */
  text: string;
  /** The list's URL without this value (first page). */
  href: string;
}

export interface ListChips {
  chips: FilterChip[];
  /** The list's URL without any chip's value (the quick search's words and the table's order kept). */
  clearAll: string;
}

interface UrlState<F> {
  parse: (query: Query | URLSearchParams) => F;
  toQuery: (filter: F) => string;
  /** The filter with nothing set (the list's urlState defaults). */
  defaults: F;
}

/**
 * The chips of a filter, in the order of `fields` (the form's order). Only the fields named there
 * become chips; the quick search `q` has none (its words stand in the search field above the list).
 */
export function filterChips<F extends object>(
  path: string,
  filter: F,
  fields: Readonly<Partial<Record<keyof F & string, ChipField>>>,
  state: UrlState<F>,
): ListChips {
  const values = filter as Record<string, unknown>;
  /** A field's value when it is not set. */
  const empty = state.defaults as Record<string, unknown>;
  // A removed value can take others with it (a category's sub-categories): the filter is written,
  // read again (which drops them) and written once more.
  const href = (changes: Record<string, unknown>) => {
    const next = { ...values, ...changes, page: 1 } as F;
    const query = state.toQuery(state.parse(new URLSearchParams(state.toQuery(next))));
    return query ? `${path}?${query}` : path;
  };
  const chips: FilterChip[] = [];
  const cleared: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields) as [string, ChipField][]) {
    const value = values[key];
    if (!isSet(value)) continue;
    const also = Object.fromEntries((field.with ?? []).map((other) => [other, empty[other]]));
    Object.assign(cleared, { [key]: empty[key] }, also);
    const read = (v: unknown) =>
      field.text
        ? field.text(v as never)
        : (field.options?.find((option) => option.value === v)?.label ?? valueLabel(String(v)));
    if (Array.isArray(value)) {
      for (const v of value as unknown[])
        chips.push({
          text: `${field.label}: ${read(v)}`,
          href: href({ [key]: value.filter((other) => other !== v), ...also }),
        });
    } else if (typeof value === "object" && value !== null) {
      for (const [entry, v] of Object.entries(value)) {
        const rest = Object.fromEntries(Object.entries(value).filter(([other]) => other !== entry));
        chips.push({ text: `${field.label} ${entry}: ${read(v)}`, href: href({ [key]: rest, ...also }) });
      }
    } else {
      chips.push({
        text: field.chip ? field.chip(value as never, filter as never) : `${field.label}: ${read(value)}`,
        href: href({ [key]: empty[key], ...also }),
      });
    }
  }
  return { chips, clearAll: href(cleared) };
}

// ---------------------------------------------------------------------------------------------
// The lists' chip fields, in the order of their forms.

/** A field's `text` for values of a known type. */
const text = <V>(read: (value: V) => string) => read;
const day = text((ymd: string) => formatLongDate(`${ymd}T12:00:00Z`));
const yesNo = (yes: string, no: string) => text((value: boolean) => (value ? yes : no));
/** The place filter with its radius: 'Umkreis 25 km um Hamburg'. */
const placeWithRadius: ChipField = {
  label: "Umkreis",
  chip: ((ort: string, filter: { umkreis: number }) => `Umkreis ${filter.umkreis} km um ${ort}`) as never,
  with: ["umkreis"],
};

const courseContents = Object.fromEntries(
  Object.entries(COURSE_CONTENT_LEGENDS).map(([key, label]) => [key, { label }]),
) as Record<CourseContentKey, ChipField>;

const EVENT = FIELD_LABELS.Veranstaltung;

export const EVENT_CHIP_FIELDS = {
  von: { label: "Von", text: day },
  bis: { label: "Bis", text: day },
  ort: placeWithRadius,
  online: { label: EVENT.isonlineveranstaltung, text: yesNo("Nur online", "Nur vor Ort") },
  punkte: { label: EVENT.Fortbildungspunkte, text: text((min: number) => `mindestens ${min}`) },
  gebuehr: { label: EVENT.Teilnehmergebuehr, options: optionsOf(EVENT_FEE_FILTER_BANDS) },
  teilnehmer: { label: EVENT.ErwarteteTeilnehmerzahl, options: optionsOf(ERWARTETE_TEILNEHMERZAHL) },
  thema: { label: EVENT.Themengebiete },
  ...courseContents,
} satisfies Record<string, ChipField>;

const SPEAKER = FIELD_LABELS.Referent;

export const SPEAKER_CHIP_FIELDS = {
  ort: { label: "Einsatzort" },
  termin: { label: "Verfügbar am", text: day },
  grund: { label: SPEAKER.Grundqualifikation },
  zusatz: { label: SPEAKER.Zusatzqualifikation },
  seminar: { label: SPEAKER.Seminartyp },
  honorarUe: {
    label: SPEAKER.HonorarvorstellungProUnterrichtseinheit,
    options: optionsOf(SPEAKER_FEE_FILTER_BANDS.honorarUe),
  },
  honorarHalb: {
    label: SPEAKER.HonorarvorstellungPauschaleHalberTag,
    options: optionsOf(SPEAKER_FEE_FILTER_BANDS.honorarHalb),
  },
  honorarGanz: {
    label: SPEAKER.HonorarvorstellungPauschaleGanzerTag,
    options: optionsOf(SPEAKER_FEE_FILTER_BANDS.honorarGanz),
  },
  ...courseContents,
} satisfies Record<string, ChipField>;

const CARE_PARTNER = FIELD_LABELS.Versorgungspartner;

export const CARE_PARTNER_CHIP_FIELDS = {
  ort: placeWithRadius,
  barrierefrei: { label: CARE_PARTNER.Barrierefreiheit, text: yesNo("Ja", "Nein") },
  betten: { label: CARE_PARTNER.Bettenanzahl, text: text((max: number) => `höchstens ${max}`) },
  bundesland: { label: CARE_PARTNER.Bundesland },
  kategorie: { label: CARE_PARTNER.Kategorie },
  aufgaben: { label: CARE_PARTNER.Aufgabengebiete },
  spezial: { label: CARE_PARTNER.Spezialbehandlungen },
} satisfies Record<string, ChipField>;

const sizes = optionsOf(GROESSENBAENDER);

const PRODUCT = FIELD_LABELS.Produkt;

export const PRODUCT_CHIP_FIELDS = {
  haupt: { label: PRODUCT.Hauptkategorie },
  unter: { label: PRODUCT.Unterkategorie },
  punkt1: { label: PRODUCT.Unterpunkt1 },
  punkt2: { label: PRODUCT.Unterpunkt2 },
  rezept: { label: PRODUCT.VerordnungsfaehigkeitOderRezeptierbarkeit, text: yesNo("Ja", "Nein") },
  risiko: { label: PRODUCT.Risikoklassifizierung },
  wirkstoff: { label: PRODUCT.Wirkstoffhaltig },
  haftrand: { label: PRODUCT.Haftrand },
  exsudation: { label: PRODUCT.Exsudation },
  laenge: { label: "Länge", options: sizes },
  breite: { label: "Breite", options: sizes },
  indikation: { label: PRODUCT.IndikationOderErkrankung },
  merkmal: { label: PRODUCT.Produktmerkmale },
  darreichung: { label: PRODUCT.Darreichungsform },
  geschmack: { label: PRODUCT.Geschmacksrichtung },
  energie: { label: PRODUCT.Energiegehalt, options: optionsOf(ENERGIEGEHALT) },
  verabreichung: { label: PRODUCT.Verabreichungsart },
  behaeltnis: { label: PRODUCT.Nahrungsbehaeltnis },
  pumpe: { label: PRODUCT.Ernaehrungspumpe },
} satisfies Record<string, ChipField>;

// ---------------------------------------------------------------------------------------------
// Each list's chips.

/** A list's chips from its filter: its address, chip fields and URL state. */
const listChips =
  <F extends object>(
    path: string,
    fields: Readonly<Partial<Record<keyof F & string, ChipField>>>,
    state: UrlState<F>,
  ) =>
  (filter: F) =>
    filterChips(path, filter, fields, state);

export const eventChips = listChips<EventFilter>(KIND_INFO.Veranstaltung.publicPath, EVENT_CHIP_FIELDS, {
  parse: parseEventFilter,
  toQuery: eventFilterToQuery,
  defaults: DEFAULT_EVENT_FILTER,
});
export const speakerChips = listChips<SpeakerFilter>(KIND_INFO.Referent.publicPath, SPEAKER_CHIP_FIELDS, {
  parse: parseSpeakerFilter,
  toQuery: speakerFilterToQuery,
  defaults: DEFAULT_SPEAKER_FILTER,
});
export const carePartnerChips = listChips<CarePartnerFilter>(
  KIND_INFO.Versorgungspartner.publicPath,
  CARE_PARTNER_CHIP_FIELDS,
  { parse: parseCarePartnerFilter, toQuery: carePartnerFilterToQuery, defaults: DEFAULT_CARE_PARTNER_FILTER },
);
export const productChips = listChips<ProductFilter>(KIND_INFO.Hersteller.publicPath, PRODUCT_CHIP_FIELDS, {
  parse: parseProductFilter,
  toQuery: productFilterToQuery,
  defaults: DEFAULT_PRODUCT_FILTER,
});
