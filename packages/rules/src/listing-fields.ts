// The rules a listing's fields obey, written once as zod schemas. The editor's forms are built
// from these field schemas (lib/schemas/listings*.ts), and the CMS checks every write of a listing
// with the same ones (storedListingProblems below, called by its document middleware), so a form
// and the server cannot disagree on a length, a list value, a link or a required field.
//
// Both sides speak the same shape for these fields: texts, single choices ("" for none; null too
// when stored), multi-value lists, coordinates, dates, links, counts and components. Uploads,
// picked relations and the event's times look different in a form (file objects, { id, name },
// wall-clock strings) and in the store (ids, ISO instants); each side keeps their shape, and the
// date range rule is shared as checkDateRange.
import { z } from "zod";
import type { ListingKind } from "./kinds";
import type { RefusalCode } from "./refusal-codes";
import {
  cascadeProblems,
  hasControlCharacter,
  isCoordinatePair,
  isIsoDate,
  MAX_DATES,
  unknownValues,
  wholeNumber,
} from "./listing-checks";
import { PZN_MESSAGE, isValidPzn } from "./pzn";
import { flatten, taxonomy, valuesOf, type Tree } from "./taxonomy";
import { isHttpUrl } from "./url";

export const LISTING_MESSAGES = {
  tooLong: (max: number) => `Bitte höchstens ${max} Zeichen eingeben.`,
  link: "Bitte eine Adresse mit http:// oder https:// angeben.",
  plz: "Bitte geben Sie eine fünfstellige PLZ ein.",
  emailRequired: "Email ist ein Pflichtfeld!",
  emailInvalid: "Bitte geben Sie eine gültige Email-Adresse ein.",
  invalidChoice: "Bitte wählen Sie einen Wert aus der Liste.",
  repeatedChoice: "Bitte wählen Sie jeden Wert nur einmal.",
  coordinates: "Bitte einen Ort mit gültigen Koordinaten (Breite, Länge) angeben.",
  tooManyFiles: (max: number) => `Es können höchstens ${max} Dateien hochgeladen werden.`,
  tooMany: (max: number) => `Bitte höchstens ${max} Einträge angeben.`,
  date: "Bitte ein gültiges Datum eingeben.",
  number: "Bitte eine ganze Zahl ab 0 eingeben.",
  controlCharacters: "Bitte ohne Zeilenumbrüche oder Steuerzeichen eingeben.",
  punkte: "Bitte 1 bis 10 Punkte angeben.",
  name: "Bitte einen Namen angeben.",
  eventName: "Bitte geben Sie einen Veranstaltungsnamen an.",
  manufacturerName: "Bitte geben Sie einen Herstellernamen an.",
  productName: "Bitte geben Sie einen Produktnamen an.",
  cascade: "Bitte wählen Sie die Kategorien von oben nach unten neu.",
} as const;

export const EVENT_MESSAGES = {
  badDate: "Bitte ein gültiges Datum mit Uhrzeit angeben.",
  endBeforeStart: "Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.",
  endWithoutStart: "Bitte geben Sie auch den Beginn der Veranstaltung an.",
} as const;

// ── building blocks ─────────────────────────────────────────────────────────────────────────

const CONTROL_REFUSAL = { message: LISTING_MESSAGES.controlCharacters, abort: true };
const oneLine = (value: string) => !hasControlCharacter(value);
/**
 * A one-line value: no control character anywhere (a line break, a tab, NUL, DEL, U+2028/U+2029),
 * checked before the blanks around it are trimmed, since the CMS stores what it was sent.
 */
const line = () => z.string().refine(oneLine, CONTROL_REFUSAL);
const text = (max: number) => line().trim().max(max, LISTING_MESSAGES.tooLong(max));
/** A textarea: line breaks and tabs are its content, other control characters are not. */
const multiLineText = (max: number) =>
  z
    .string()
    .refine((value) => !hasControlCharacter(value, { lineBreaks: true }), CONTROL_REFUSAL)
    .trim()
    .max(max, LISTING_MESSAGES.tooLong(max));
const required = (message: string, max: number) => text(max).min(1, message);
/** Rich text (HTML from the editor); the web app sanitises it before it is stored. */
const richText = z.string().max(50_000, LISTING_MESSAGES.tooLong(50_000));
/** Trimmed first, then checked; the CMS stores it trimmed too (trimmedLinks). */
const link = z
  .string()
  .trim()
  .refine(oneLine, CONTROL_REFUSAL)
  .max(500, LISTING_MESSAGES.tooLong(500))
  .refine((value) => value === "" || isHttpUrl(value), LISTING_MESSAGES.link);
const optionalPlz = line()
  .trim()
  .refine((value) => value === "" || /^\d{5}$/.test(value), LISTING_MESSAGES.plz);
const email = line()
  .trim()
  .min(1, LISTING_MESSAGES.emailRequired)
  .pipe(z.email(LISTING_MESSAGES.emailInvalid));

/** One value of a list ("" when none is chosen). */
const choice = (values: readonly string[], message: string = LISTING_MESSAGES.invalidChoice) =>
  z.string().refine((value) => value === "" || values.includes(value), message);
const requiredChoice = (values: readonly string[], message: string) =>
  z.string().refine((value) => values.includes(value), message);
const bands = (key: string) => valuesOf(key);
/** Several values of a list, each once. */
const multi = (values: readonly string[]) =>
  z
    .array(z.string(), LISTING_MESSAGES.invalidChoice)
    .refine((list) => unknownValues(list, values).length === 0, LISTING_MESSAGES.invalidChoice)
    .refine((list) => new Set(list).size === list.length, LISTING_MESSAGES.repeatedChoice);

/** [latitude, longitude], or null for no place. */
const coordinates = z
  .tuple([z.number(), z.number()], LISTING_MESSAGES.coordinates)
  .refine(isCoordinatePair, LISTING_MESSAGES.coordinates)
  .nullable();
const isoDate = z.string().refine(isIsoDate, LISTING_MESSAGES.date);

/** A whole number from a number field ("" → null); a string only as plain digits (wholeNumber). */
const count = z.preprocess(
  (value) => (value === "" || value === undefined || value === null ? null : wholeNumber(value)),
  z.number(LISTING_MESSAGES.number).int(LISTING_MESSAGES.number).min(0, LISTING_MESSAGES.number).nullable(),
);
const pzn = line()
  .trim()
  .refine((value) => value === "" || isValidPzn(value), PZN_MESSAGE);

// ── components (their fields are optional in the store unless listed as required) ───────────

interface Component {
  shape: z.ZodRawShape;
  required: readonly string[];
}

export const FORTBILDUNGSPUNKT = {
  shape: {
    Vergabestelle: requiredChoice(taxonomy.Vergabestelle, "Bitte eine Vergabestelle auswählen."),
    Punkte: z.preprocess(
      (value) => (value === "" || value === null || value === undefined ? Number.NaN : wholeNumber(value)),
      z
        .number(LISTING_MESSAGES.punkte)
        .int(LISTING_MESSAGES.punkte)
        .min(1, LISTING_MESSAGES.punkte)
        .max(10, LISTING_MESSAGES.punkte),
    ),
  },
  required: ["Vergabestelle", "Punkte"],
} satisfies Component;

export const EXTERNAL_NAME = {
  shape: { Name: required(LISTING_MESSAGES.name, 200) },
  required: ["Name"],
} satisfies Component;

export const PRODUCT_SIZE = {
  shape: {
    Breite: choice(bands("Groessenband")),
    Laenge: choice(bands("Groessenband")),
    GenaueGroesse: text(100),
    PZN: pzn,
  },
  required: [],
} satisfies Component;

/** The component lists of the kinds: their entries and how many a listing may have. */
const COMPONENT_LISTS: Record<string, { component: Component; max: number }> = {
  Fortbildungspunkte: { component: FORTBILDUNGSPUNKT, max: 20 },
  ExterneReferenten: { component: EXTERNAL_NAME, max: 100 },
  ExterneHersteller: { component: EXTERNAL_NAME, max: 100 },
  Produktgroesse: { component: PRODUCT_SIZE, max: 50 },
};

const listOf = <T extends z.ZodType>(entry: T, max: number) =>
  z.array(entry).max(max, LISTING_MESSAGES.tooMany(max));
/** A component list as the form has it. */
const components = <S extends z.ZodRawShape>(field: string, component: { shape: S }) =>
  listOf(z.object(component.shape), COMPONENT_LISTS[field]!.max);

// ── the fields of each kind ─────────────────────────────────────────────────────────────────

/**
 * A field of a listing kind: the rule the form and the CMS check, and the German label every page
 * gives it (the editor, the filters, the detail page). Its empty value follows from the rule
 * (emptyValueOf): "" for a text or a choice, [] for a list, false for a switch, null for a place
 * or a count.
 */
export interface ListingField<S extends z.ZodType = z.ZodType> {
  schema: S;
  label: string;
  /** A choice's or a multiple choice's options, in the order the editor and the filters offer them. */
  options?: readonly FieldOption[];
}
const field = <S extends z.ZodType>(label: string, schema: S): ListingField<S> => ({ label, schema });
/** A choice as the forms offer it: a value, or a band's value with the label people read. */
export type FieldOption = string | { readonly value: string; readonly label: string };
const valuesOfOptions = (options: readonly FieldOption[]) =>
  options.map((option) => (typeof option === "string" ? option : option.value));
/** A band list of taxonomy.json ({ value, label } entries), as a field's options. */
const bandOptions = (key: string) =>
  (taxonomy as unknown as Record<string, readonly { value: string; label: string }[]>)[key]!;
/** A field of one of `options` ("" when none is chosen), which the forms offer in this order. */
const choiceField = (label: string, options: readonly FieldOption[]) => ({
  ...field(label, choice(valuesOfOptions(options))),
  options,
});
/** A field of one of `options` that must be chosen. */
const requiredChoiceField = (label: string, options: readonly FieldOption[], message: string) => ({
  ...field(label, requiredChoice(valuesOfOptions(options), message)),
  options,
});
/** A field of several of `options`, each once. */
const multiField = (label: string, options: readonly FieldOption[]) => ({
  ...field(label, multi(valuesOfOptions(options))),
  options,
});

const FORTBILDUNGSINHALTE_FIELDS = {
  FortbildungsinhalteWundexperteICW: multiField(
    "Inhalte Wundexperte ICW",
    taxonomy.FortbildungsinhalteWundexperteICW,
  ),
  FortbildungsinhalteFachtherapeutWundeICW: multiField(
    "Inhalte Fachtherapeut Wunde ICW",
    taxonomy.FortbildungsinhalteFachtherapeutWundeICW,
  ),
  FortbildungsinhalteAerztlicherWundexperteICW: multiField(
    "Inhalte Ärztlicher Wundexperte ICW",
    taxonomy.FortbildungsinhalteAerztlicherWundexperteICW,
  ),
  FortbildungsinhaltePflegetherapeutWundeICW: multiField(
    "Inhalte Pflegetherapeut Wunde ICW",
    taxonomy.FortbildungsinhaltePflegetherapeutWundeICW,
  ),
};

const REFERENT_FIELDS = {
  Titel: field("Titel", text(60)),
  Vorname: field("Vorname", required("Vorname ist ein Pflichtfeld!", 120)),
  Name: field("Name", required("Name ist ein Pflichtfeld!", 120)),
  Stadt: field("Stadt", required("Stadt ist ein Pflichtfeld!", 120)),
  PLZ: field("PLZ", optionalPlz),
  Einsatzort: field("Einsatzort", coordinates),
  Bio: field("Bio", richText),
  ExternerLink: field("Externer Link", link),
  Email: field("Email", email),
  AnbieterNummer: field("Anbieternummer", text(100)),
  Ansprechpartner: field("Ansprechpartner", text(200)),
  Teilnehmergebuehr: choiceField("Teilnahmegebühr", bandOptions("Teilnehmergebuehr")),
  // Premium
  Grundqualifikation: multiField("Grundqualifikation", taxonomy.Grundqualifikation),
  Zusatzqualifikation: multiField("Zusatzqualifikation", taxonomy.Zusatzqualifikation),
  ...FORTBILDUNGSINHALTE_FIELDS,
  AndereFortbildungsinhalte: field("Weitere Fortbildungsinhalte", multiLineText(1000)),
  Seminartyp: multiField("Seminartypen", taxonomy.Seminartyp),
  Einsatzgebiet: choiceField("Einsatzgebiet", bandOptions("Einsatzgebiet")),
  Homepage: field("Link zum ICW-Register", link),
  // Premium Plus
  HonorarvorstellungProUnterrichtseinheit: choiceField(
    "Honorar pro Unterrichtseinheit",
    bandOptions("HonorarvorstellungProUnterrichtseinheit"),
  ),
  HonorarvorstellungPauschaleHalberTag: choiceField(
    "Pauschale halber Tag",
    bandOptions("HonorarvorstellungPauschaleHalberTag"),
  ),
  HonorarvorstellungPauschaleGanzerTag: choiceField(
    "Pauschale ganzer Tag",
    bandOptions("HonorarvorstellungPauschaleGanzerTag"),
  ),
  Terminverfuegbarkeit: field(
    "Verfügbare Termine",
    z.array(isoDate).max(MAX_DATES, LISTING_MESSAGES.tooMany(MAX_DATES)),
  ),
};

const VERSORGUNGSPARTNER_FIELDS = {
  Name: field("Name", required("Bitte auswählen: Name!", 200)),
  Stadt: field("Stadt", required("Bitte auswählen: Stadt!", 120)),
  PLZ: field(
    "PLZ",
    line()
      .trim()
      .regex(/^\d{5}$/, "Bitte auswählen: PLZ!"),
  ),
  Bundesland: requiredChoiceField("Bundesland", taxonomy.Bundesland, "Bundesland bitte auswählen!"),
  Kategorie: requiredChoiceField("Kategorie", taxonomy.Kategorie, "Bitte Kategorie auswählen!"),
  Homepage: field("Homepage", link),
  Standort: field("Standort", coordinates),
  Aufgabengebiete: multiField("Aufgabengebiete", taxonomy.Aufgabengebiete),
  // By category (the taxonomy's KategorieFelder)
  Fachgebiete: field("Fachgebiete", multiLineText(1000)),
  Barrierefreiheit: field("Barrierefreiheit", z.boolean()),
  Ausstattung: field("Ausstattung", multiLineText(1000)),
  Bettenanzahl: field("Bettenanzahl", count),
  BehandelteKrankheiten: field("Behandelte Krankheiten", multiLineText(1000)),
  Behandlungsmoeglichkeiten: field("Behandlungsmöglichkeiten", multiLineText(1000)),
  Spezialisierung: field("Spezialisierung", multiLineText(1000)),
  Spezialbehandlungen: multiField("Spezialbehandlungen", taxonomy.Spezialbehandlungen),
};

const VERANSTALTUNG_FIELDS = {
  Veranstaltungsname: field("Veranstaltungsname", required(LISTING_MESSAGES.eventName, 300)),
  Veranstaltername: field("Veranstalter", text(300)),
  Beschreibung: field("Beschreibung", richText),
  ErwarteteTeilnehmerzahl: choiceField("Erwartete Teilnehmerzahl", bandOptions("ErwarteteTeilnehmerzahl")),
  AnbieterNummer: field("Anbieternummer", text(100)),
  Ansprechpartner: field("Ansprechpartner", text(200)),
  Teilnehmergebuehr: choiceField("Teilnahmegebühr", bandOptions("Teilnehmergebuehr")),
  Fortbildungspunkte: field("Fortbildungspunkte", components("Fortbildungspunkte", FORTBILDUNGSPUNKT)),
  Stadt: field("Stadt", text(120)),
  PLZ: field("PLZ", optionalPlz),
  isonlineveranstaltung: field("Online-Veranstaltung", z.boolean()),
  ExternerLinkOnlineVeranstaltung: field("Link zur Online-Veranstaltung", link),
  Veranstaltungsort: field("Veranstaltungsort", coordinates),
  Themengebiete: multiField("Themengebiete", taxonomy.Themengebiete),
  ...FORTBILDUNGSINHALTE_FIELDS,
  AndereThemegebiete: field("Weitere Themengebiete", multiLineText(1000)),
  ExterneReferenten: field("Externe Referenten", components("ExterneReferenten", EXTERNAL_NAME)),
  ExterneHersteller: field("Externe Hersteller", components("ExterneHersteller", EXTERNAL_NAME)),
  ExternerLink: field("Externer Link", link),
  Anmeldelink: field("Anmeldelink", link),
};

const HERSTELLER_FIELDS = {
  Herstellername: field("Herstellername", required(LISTING_MESSAGES.manufacturerName, 200)),
  Addresse: field("Adresse", multiLineText(500)),
  Beschreibung: field("Beschreibung", richText),
  Homepage: field("Homepage", link),
};

const PRODUKT_FIELDS = {
  Produktname: field("Produktname", required(LISTING_MESSAGES.productName, 200)),
  PZN: field("PZN", pzn),
  Hauptkategorie: choiceField("Hauptkategorie", taxonomy.Hauptkategorie),
  Unterkategorie: choiceField("Unterkategorie", flatten(taxonomy.Unterkategorie as Tree)),
  // The specification names the two lower levels "Unterpunkt1 (Produktgruppe)" and
  // "Unterpunkt2 (Produktspezifikation)".
  Unterpunkt1: choiceField("Produktgruppe", flatten(taxonomy.Unterpunkt1 as Tree)),
  Unterpunkt2: choiceField("Produktspezifikation", flatten(taxonomy.Unterpunkt2 as Tree)),
  Produktbeschreibung: field("Produktbeschreibung", richText),
  Anwendungshinweise: field("Anwendungshinweise", multiLineText(2000)),
  Produktgroesse: field("Produktgrößen", components("Produktgroesse", PRODUCT_SIZE)),
  VerordnungsfaehigkeitOderRezeptierbarkeit: field("Verordnungsfähig / rezeptierbar", z.boolean()),
  Risikoklassifizierung: choiceField("Risikoklassifizierung", taxonomy.Risikoklassifizierung),
  Wirkstoffhaltig: choiceField("Wirkstoffhaltig", taxonomy.Wirkstoffhaltig),
  Exsudation: multiField("Exsudation", taxonomy.Exsudation),
  Haftrand: choiceField("Haftrand", taxonomy.Haftrand),
  Kombination: field("Kombination", text(300)),
  Indikationen: field("Indikationen", multiLineText(2000)),
  Kontraindikationen: field("Kontraindikationen", multiLineText(2000)),
  IndikationOderErkrankung: multiField("Indikation oder Erkrankung", taxonomy.IndikationOderErkrankung),
  Produktmerkmale: multiField("Produktmerkmale", taxonomy.Produktmerkmale),
  Darreichungsform: choiceField("Darreichungsform", taxonomy.Darreichungsform),
  Geschmacksrichtung: choiceField("Geschmacksrichtung", taxonomy.Geschmacksrichtung),
  Energiegehalt: choiceField("Energiegehalt", bandOptions("Energiegehalt")),
  Verabreichungsart: choiceField("Verabreichungsart", taxonomy.Verabreichungsart),
  Nahrungsbehaeltnis: choiceField("Nahrungsbehältnis", taxonomy.Nahrungsbehaeltnis),
  Ernaehrungspumpe: choiceField("Ernährungspumpe", taxonomy.Ernaehrungspumpe),
};

/** Each kind's fields: rule and label. A new plain field is one line here (see the README's recipe). */
export const LISTING_FIELD_DEFINITIONS = {
  Referent: REFERENT_FIELDS,
  Versorgungspartner: VERSORGUNGSPARTNER_FIELDS,
  Veranstaltung: VERANSTALTUNG_FIELDS,
  Hersteller: HERSTELLER_FIELDS,
  Produkt: PRODUKT_FIELDS,
} as const satisfies Record<ListingKind, Record<string, ListingField>>;

type Definitions = typeof LISTING_FIELD_DEFINITIONS;
type ShapeOf<D> = { [F in keyof D]: D[F] extends ListingField<infer S> ? S : never };

const shapeOf = <D extends Record<string, ListingField>>(fields: D) =>
  Object.fromEntries(Object.entries(fields).map(([name, { schema }]) => [name, schema])) as ShapeOf<D>;

/** The fields of each kind whose rules the form and the CMS share (zod shapes, to spread into a form's schema). */
export const LISTING_FIELDS = {
  Referent: shapeOf(REFERENT_FIELDS),
  Versorgungspartner: shapeOf(VERSORGUNGSPARTNER_FIELDS),
  Veranstaltung: shapeOf(VERANSTALTUNG_FIELDS),
  Hersteller: shapeOf(HERSTELLER_FIELDS),
  Produkt: shapeOf(PRODUKT_FIELDS),
} as const satisfies Record<ListingKind, z.ZodRawShape>;

/** A field's German label, as the editor, the filters and the detail page show it. */
export function fieldLabel<K extends ListingKind>(kind: K, name: keyof Definitions[K] & string): string {
  return (LISTING_FIELD_DEFINITIONS[kind] as Record<string, ListingField>)[name]!.label;
}

/** The labels of a kind's fields, by field name. */
export type FieldLabels<K extends ListingKind> = { readonly [F in keyof Definitions[K]]: string };

export const FIELD_LABELS = Object.fromEntries(
  Object.entries(LISTING_FIELD_DEFINITIONS).map(([kind, fields]) => [
    kind,
    Object.fromEntries(Object.entries(fields).map(([name, { label }]) => [name, label])),
  ]),
) as { readonly [K in ListingKind]: FieldLabels<K> };

/** The names of a kind's fields that are a choice or a multiple choice. */
type ChoiceFieldOf<D> = {
  [F in keyof D]: D[F] extends { options: readonly FieldOption[] } ? F : never;
}[keyof D];
/** A kind's choice fields' values, by field name. */
export type FieldOptions<K extends ListingKind> = {
  readonly [F in ChoiceFieldOf<Definitions[K]>]: readonly FieldOption[];
};

/**
 * The values of every choice field, in the order the editor and the filters offer them: the same
 * list the field's rule accepts (choiceField, multiField), written once.
 */
export const FIELD_OPTIONS = Object.fromEntries(
  Object.entries(LISTING_FIELD_DEFINITIONS).map(([kind, fields]) => [
    kind,
    Object.fromEntries(
      Object.entries(fields as Record<string, ListingField>).flatMap(([name, { options }]) =>
        options ? [[name, options]] : [],
      ),
    ),
  ]),
) as { readonly [K in ListingKind]: FieldOptions<K> };

// ── the values of an empty form ────────────────────────────────────────────────────────────

/**
 * What a form holds for a field nobody filled in, read from the field's rule: a text or a choice
 * "", a list [], a switch false, a place or a count null.
 */
export function emptyValueOf(schema: z.ZodType): unknown {
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  switch (def.type) {
    case "string":
      return "";
    case "boolean":
      return false;
    case "array":
      return [];
    case "nullable":
      return null;
    case "pipe":
      // z.preprocess(fn, rule) is a pipe from a transform: the rule decides; a string piped into a
      // format check (the email) is still a string.
      return emptyValueOf((def.in?._zod.def.type === "transform" ? def.out : def.in) as z.ZodType);
    default:
      throw new Error(`No empty value for a ${def.type} field`);
  }
}
interface ZodDef {
  type: string;
  in?: { _zod: { def: ZodDef } };
  out?: { _zod: { def: ZodDef } };
}

type EmptyValues<S> = { -readonly [F in keyof S]: S[F] extends z.ZodType ? z.infer<S[F]> : never };

/** The values of a kind's fields in a new, empty form. */
export function emptyFieldValues<K extends ListingKind>(kind: K): EmptyValues<(typeof LISTING_FIELDS)[K]> {
  return Object.fromEntries(
    Object.entries(LISTING_FIELDS[kind]).map(([name, schema]) => [name, emptyValueOf(schema as z.ZodType)]),
  ) as EmptyValues<(typeof LISTING_FIELDS)[K]>;
}

// ── the length limits the forms show ───────────────────────────────────────────────────────

const maxLengthOf = (schema: unknown): number | undefined => {
  const max = (schema as { maxLength?: number | null } | undefined)?.maxLength;
  return typeof max === "number" ? max : undefined;
};

/**
 * The most characters a text field of a form may hold: the limit its rule above checks (the CMS
 * checks the same), read from the schema so no number is written twice. `path` is the form's
 * field path: "Veranstaltungsname", "ExterneReferenten.2.Name", or a product inside the
 * Hersteller form, "Produkt.0.Produktgroesse.1.GenaueGroesse". undefined: the field has no limit.
 */
export function fieldLimit(kind: ListingKind, path: string): number | undefined {
  const segments = path.split(".").filter((segment) => !/^\d+$/.test(segment));
  if (segments[0] && segments.length > 1 && segments[0] in LISTING_FIELDS) {
    return fieldLimit(segments[0] as ListingKind, segments.slice(1).join("."));
  }
  const [field, inner, ...rest] = segments;
  const fields: z.ZodRawShape = LISTING_FIELDS[kind];
  if (!field || rest.length || !(field in fields)) return undefined;
  if (inner === undefined) return maxLengthOf(fields[field]);
  const shape: z.ZodRawShape | undefined = COMPONENT_LISTS[field]?.component.shape;
  return shape ? maxLengthOf(shape[inner]) : undefined;
}

/** Stored fields no editor form shows (the admin and the API write them): checked by the CMS alone. */
const STORED_ONLY_FIELDS: Readonly<Partial<Record<ListingKind, z.ZodRawShape>>> = {
  Veranstaltung: { Homepage: link },
  Produkt: { Homepage: link, ExternerLink: link },
};

/**
 * `data` with the blanks around its links removed: the CMS checks a link trimmed and stores it so,
 * as the form sends it (a stored " https://…" would be no link to the pages that render it).
 */
export function trimmedLinks(kind: ListingKind, data: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, z.ZodType> = { ...LISTING_FIELDS[kind], ...STORED_ONLY_FIELDS[kind] };
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => [
      field,
      fields[field] === link && typeof value === "string" ? value.trim() : value,
    ]),
  );
}

/** The fields a listing cannot be stored without: the form asks for them, the CMS refuses their absence. */
export const REQUIRED_FIELDS: Readonly<Record<ListingKind, readonly string[]>> = {
  Referent: ["Vorname", "Name", "Stadt", "Email"],
  Versorgungspartner: ["Name", "Stadt", "PLZ", "Bundesland", "Kategorie"],
  Veranstaltung: ["Veranstaltungsname"],
  Hersteller: ["Herstellername"],
  Produkt: ["Produktname"],
};

// ── the event's date range ──────────────────────────────────────────────────────────────────

/**
 * An end needs a start and may not lie before it. `time` reads a value as a comparable number
 * (null when it is no valid date-time); the form passes wall-clock strings, the CMS ISO instants.
 * Unset is "" or null.
 */
export function checkDateRange(
  values: { Startzeit?: unknown; Endzeit?: unknown },
  context: z.RefinementCtx,
  time: (value: string) => number | null,
): void {
  const read = (value: unknown): { set: boolean; at: number | null } => {
    if (value === "" || value === null || value === undefined) return { set: false, at: null };
    // A script may hand the CMS a Date.
    if (value instanceof Date)
      return { set: true, at: Number.isNaN(value.getTime()) ? null : value.getTime() };
    return { set: true, at: typeof value === "string" ? time(value) : null };
  };
  const start = read(values.Startzeit);
  const end = read(values.Endzeit);
  if (start.set && start.at === null) {
    context.addIssue({ code: "custom", path: ["Startzeit"], message: EVENT_MESSAGES.badDate });
  }
  if (end.set && end.at === null) {
    context.addIssue({ code: "custom", path: ["Endzeit"], message: EVENT_MESSAGES.badDate });
  }
  if ((start.set && start.at === null) || (end.set && end.at === null)) return;
  if (end.set && !start.set) {
    context.addIssue({ code: "custom", path: ["Startzeit"], message: EVENT_MESSAGES.endWithoutStart });
  } else if (start.at !== null && end.at !== null && end.at < start.at) {
    context.addIssue({ code: "custom", path: ["Endzeit"], message: EVENT_MESSAGES.endBeforeStart });
  }
}

// ── the CMS's check of a stored write ───────────────────────────────────────────────────────

/** A broken rule: the field, a machine-readable code and the German text the form shows for it. */
export interface RuleProblem {
  field: string;
  code: Extract<RefusalCode, "listing.invalidValue" | "URL_NOT_HTTP">;
  message: string;
}

/** A field of the store: optional and nullable unless required, components alike. */
function storedShape(
  shape: z.ZodRawShape,
  requiredFields: readonly string[],
  create: boolean,
): z.ZodRawShape {
  return Object.fromEntries(
    Object.entries(shape).map(([field, schema]) => {
      const isRequired = requiredFields.includes(field);
      // A required field that is missing or null reads as empty, so its own German message names it.
      const stored = isRequired
        ? z.preprocess((value) => value ?? "", schema as z.ZodType)
        : (schema as z.ZodType).nullable();
      return [field, create && isRequired ? stored : stored.optional()];
    }),
  );
}

const storedSchemas = new Map<string, z.ZodType>();

function storedSchema(kind: ListingKind, create: boolean): z.ZodType {
  const key = `${kind}:${create}`;
  let schema = storedSchemas.get(key);
  if (!schema) {
    const shape: Record<string, z.ZodType> = { ...LISTING_FIELDS[kind], ...STORED_ONLY_FIELDS[kind] };
    for (const [field, { component, max }] of Object.entries(COMPONENT_LISTS)) {
      // A stored entry may carry Strapi's id, and its optional fields may be null.
      if (field in shape)
        shape[field] = listOf(z.object(storedShape(component.shape, component.required, true)), max);
    }
    schema = z.object(storedShape(shape, REQUIRED_FIELDS[kind], create));
    storedSchemas.set(key, schema);
  }
  return schema;
}

const isoTime = (value: string) => {
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
};

/**
 * Every broken rule of a write of `data` (Strapi's stored shape). A create must name the required
 * fields; an update checks the fields it names, and `existing` completes it for the rules that
 * span several fields (the product cascade, the event's date range).
 */
export function storedListingProblems(
  kind: ListingKind,
  data: Record<string, unknown> | null | undefined,
  { create, existing = {} }: { create: boolean; existing?: Record<string, unknown> },
): RuleProblem[] {
  const values = data ?? {};
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const parsed = storedSchema(kind, create).safeParse(values);
  if (!parsed.success) issues.push(...parsed.error.issues);
  const merged = { ...existing, ...values };
  if (kind === "Veranstaltung" && ("Startzeit" in values || "Endzeit" in values)) {
    const range = z
      .object({})
      .passthrough()
      .superRefine((event, context) => checkDateRange(event, context, isoTime));
    const checked = range.safeParse(merged);
    if (!checked.success) issues.push(...checked.error.issues);
  }
  if (kind === "Produkt") {
    for (const { field } of cascadeProblems(merged))
      issues.push({ path: [field], message: LISTING_MESSAGES.cascade });
  }
  return issues.map((issue) => {
    const field = String(issue.path[0] ?? "");
    return {
      field,
      code: issue.message === LISTING_MESSAGES.link ? "URL_NOT_HTTP" : "listing.invalidValue",
      message: issue.message,
    };
  });
}
