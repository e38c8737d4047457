// One zod schema per listing kind, used by the editor forms and by saveListing (STYLE 8). Form
// values are JSON data (drafts are kept in localStorage): uploads as UploadedFile lists, choices
// as strings ("" for none), coordinates as [lat, lon] or null. Parsing is idempotent: the server
// parses again what the form's resolver produced.
import { z } from "@/lib/zod";
import { MAX_MEDIA_FILES } from "@/lib/entitlements";
import {
  AUFGABENGEBIETE,
  BUNDESLAENDER,
  EINSATZGEBIET,
  ERWARTETE_TEILNEHMERZAHL,
  FORTBILDUNGSINHALTE,
  GRUNDQUALIFIKATION,
  HONORAR_GANZER_TAG,
  HONORAR_HALBER_TAG,
  HONORAR_UE,
  KATEGORIEN,
  SEMINARTYP,
  SPEZIALBEHANDLUNGEN,
  TEILNEHMERGEBUEHR,
  THEMENGEBIETE,
  VERGABESTELLEN,
  ZUSATZQUALIFIKATION,
} from "@/lib/taxonomy";
import { MAX_DATES, isCoordinatePair, isHttpUrl, isIsoDate, unknownValues } from "@wundportal/rules";
import { checkEventDates } from "./listings-event";

export const LISTING_MESSAGES = {
  tooLong: (max: number) => `Bitte höchstens ${max} Zeichen eingeben.`,
  link: "Bitte eine Adresse mit http:// oder https:// angeben.",
  plz: "Bitte geben Sie eine fünfstellige PLZ ein.",
  emailRequired: "Email ist ein Pflichtfeld!",
  emailInvalid: "Bitte geben Sie eine gültige Email-Adresse ein.",
  invalidChoice: "Bitte wählen Sie einen Wert aus der Liste.",
  tooManyFiles: (max: number) => `Es können höchstens ${max} Dateien hochgeladen werden.`,
  date: "Bitte ein gültiges Datum eingeben.",
  number: "Bitte eine ganze Zahl ab 0 eingeben.",
  punkte: "Bitte 1 bis 10 Punkte angeben.",
  name: "Bitte einen Namen angeben.",
  eventName: "Bitte geben Sie einen Veranstaltungsnamen an.",
  manufacturerName: "Bitte geben Sie einen Herstellernamen an.",
} as const;

// ── building blocks ─────────────────────────────────────────────────────────────────────────

const text = (max: number) => z.string().trim().max(max, LISTING_MESSAGES.tooLong(max));
const required = (message: string, max: number) => text(max).min(1, message);
/** Rich text (HTML from the editor); sanitised on the server before it is stored. */
const richText = z.string().max(50_000, LISTING_MESSAGES.tooLong(50_000));
const link = text(500).refine((value) => value === "" || isHttpUrl(value), LISTING_MESSAGES.link);
const optionalPlz = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d{5}$/.test(value), LISTING_MESSAGES.plz);

/** One value of a list ("" when none is chosen). */
const choice = (values: readonly string[], message: string = LISTING_MESSAGES.invalidChoice) =>
  z.string().refine((value) => value === "" || values.includes(value), message);
const requiredChoice = (values: readonly string[], message: string) =>
  z.string().refine((value) => values.includes(value), message);
const bandValues = (bands: readonly { value: string }[]) => bands.map((band) => band.value);
/** Several values of a list, each once. */
const multi = (values: readonly string[]) =>
  z
    .array(z.string())
    .refine((list) => unknownValues(list, values).length === 0, LISTING_MESSAGES.invalidChoice)
    .transform((list) => [...new Set(list)]);

export const uploadedFileSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
});
const files = (max: number) => z.array(uploadedFileSchema).max(max, LISTING_MESSAGES.tooManyFiles(max));

// Coordinates, dates, list values and links are checked with the predicates the CMS checks a
// stored listing with (@wundportal/rules).
export const coordinateSchema = z.tuple([z.number(), z.number()]).refine(isCoordinatePair).nullable();

const isoDate = z.string().refine(isIsoDate, LISTING_MESSAGES.date);

/** A whole number from a number field ("" → null). */
const count = z.preprocess(
  (value) => (value === "" || value === undefined || value === null ? null : Number(value)),
  z.number(LISTING_MESSAGES.number).int(LISTING_MESSAGES.number).min(0, LISTING_MESSAGES.number).nullable(),
);

const picked = z.object({ id: z.number().int().positive(), name: z.string() });
const externalName = z.object({ Name: required(LISTING_MESSAGES.name, 200) });

/** Fields every listing kind has. `id` is the route's id: an unknown one saves as a create. */
const listingBase = {
  id: z.number().int().positive().nullable(),
  Published: z.boolean(),
  Fokusiere: z.boolean(),
};

const fortbildungsinhalte = Object.fromEntries(
  Object.entries(FORTBILDUNGSINHALTE).map(([key, values]) => [key, multi(values)]),
) as { [K in keyof typeof FORTBILDUNGSINHALTE]: ReturnType<typeof multi> };

// ── Referent ────────────────────────────────────────────────────────────────────────────────

export const referentSchema = z.object({
  ...listingBase,
  Titel: text(60),
  Vorname: required("Vorname ist ein Pflichtfeld!", 120),
  Name: required("Name ist ein Pflichtfeld!", 120),
  Bild: files(1),
  Medien: files(MAX_MEDIA_FILES),
  Stadt: required("Stadt ist ein Pflichtfeld!", 120),
  PLZ: optionalPlz,
  Einsatzort: coordinateSchema,
  Bio: richText,
  ExternerLink: link,
  Email: z
    .string()
    .trim()
    .min(1, LISTING_MESSAGES.emailRequired)
    .pipe(z.email(LISTING_MESSAGES.emailInvalid)),
  AnbieterNummer: text(100),
  Ansprechpartner: text(200),
  Teilnehmergebuehr: choice(bandValues(TEILNEHMERGEBUEHR)),
  // Premium
  Grundqualifikation: multi(GRUNDQUALIFIKATION),
  Zusatzqualifikation: multi(ZUSATZQUALIFIKATION),
  ...fortbildungsinhalte,
  AndereFortbildungsinhalte: text(1000),
  Seminartyp: multi(SEMINARTYP),
  Einsatzgebiet: choice(bandValues(EINSATZGEBIET)),
  Homepage: link,
  // Premium Plus
  HonorarvorstellungProUnterrichtseinheit: choice(bandValues(HONORAR_UE)),
  HonorarvorstellungPauschaleHalberTag: choice(bandValues(HONORAR_HALBER_TAG)),
  HonorarvorstellungPauschaleGanzerTag: choice(bandValues(HONORAR_GANZER_TAG)),
  Terminverfuegbarkeit: z.array(isoDate).max(MAX_DATES),
});
export type ReferentValues = z.infer<typeof referentSchema>;

// ── Versorgungspartner ──────────────────────────────────────────────────────────────────────

export const versorgungspartnerSchema = z.object({
  ...listingBase,
  Name: required("Bitte auswählen: Name!", 200),
  Stadt: required("Bitte auswählen: Stadt!", 120),
  PLZ: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "Bitte auswählen: PLZ!"),
  Bundesland: requiredChoice(BUNDESLAENDER, "Bundesland bitte auswählen!"),
  Kategorie: requiredChoice(KATEGORIEN, "Bitte Kategorie auswählen!"),
  Homepage: link,
  Logo: files(1),
  Medien: files(MAX_MEDIA_FILES),
  Standort: coordinateSchema,
  Aufgabengebiete: multi(AUFGABENGEBIETE),
  // By category (the taxonomy's KategorieFelder)
  Fachgebiete: text(1000),
  Barrierefreiheit: z.boolean(),
  Ausstattung: text(1000),
  Bettenanzahl: count,
  BehandelteKrankheiten: text(1000),
  Behandlungsmoeglichkeiten: text(1000),
  Spezialisierung: text(1000),
  Spezialbehandlungen: multi(SPEZIALBEHANDLUNGEN),
});
export type VersorgungspartnerValues = z.infer<typeof versorgungspartnerSchema>;

// ── Veranstaltung (only the name is required, as the CMS requires it; an empty PLZ is dropped on save) ──

export const fortbildungspunktSchema = z.object({
  Vergabestelle: requiredChoice(VERGABESTELLEN, "Bitte eine Vergabestelle auswählen."),
  Punkte: z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? Number.NaN : Number(value)),
    z
      .number(LISTING_MESSAGES.punkte)
      .int(LISTING_MESSAGES.punkte)
      .min(1, LISTING_MESSAGES.punkte)
      .max(10, LISTING_MESSAGES.punkte),
  ),
});

export const veranstaltungSchema = z
  .object({
    ...listingBase,
    Veranstaltungsname: required(LISTING_MESSAGES.eventName, 300),
    Veranstaltername: text(300),
    /** datetime-local values ("2026-05-04T09:00"), read as German time on the server. */
    Startzeit: z.string(),
    Endzeit: z.string(),
    Bild: files(1),
    Medien: files(MAX_MEDIA_FILES),
    Beschreibung: richText,
    ErwarteteTeilnehmerzahl: choice(bandValues(ERWARTETE_TEILNEHMERZAHL)),
    AnbieterNummer: text(100),
    Ansprechpartner: text(200),
    Teilnehmergebuehr: choice(bandValues(TEILNEHMERGEBUEHR)),
    Fortbildungspunkte: z.array(fortbildungspunktSchema).max(20),
    Stadt: text(120),
    PLZ: optionalPlz,
    isonlineveranstaltung: z.boolean(),
    ExternerLinkOnlineVeranstaltung: link,
    Veranstaltungsort: coordinateSchema,
    Themengebiete: multi(THEMENGEBIETE),
    ...fortbildungsinhalte,
    AndereThemegebiete: text(1000),
    referents: z.array(picked).max(100),
    ExterneReferenten: z.array(externalName).max(100),
    herstellers: z.array(picked).max(100),
    ExterneHersteller: z.array(externalName).max(100),
    ExternerLink: link,
    Anmeldelink: link,
  })
  .superRefine(checkEventDates);
export type VeranstaltungValues = z.infer<typeof veranstaltungSchema>;

// ── Hersteller (products are saved by the Hersteller form's own product actions) ────────────

export const herstellerSchema = z.object({
  ...listingBase,
  // The CMS requires it; asking here gives the message next to the field, not a refused save.
  Herstellername: required(LISTING_MESSAGES.manufacturerName, 200),
  Addresse: text(500),
  Beschreibung: richText,
  Homepage: link,
  Logo: files(1),
  Medien: files(MAX_MEDIA_FILES),
});
export type HerstellerValues = z.infer<typeof herstellerSchema>;

// ── per kind ────────────────────────────────────────────────────────────────────────────────

export const LISTING_SCHEMAS = {
  Referent: referentSchema,
  Versorgungspartner: versorgungspartnerSchema,
  Veranstaltung: veranstaltungSchema,
  Hersteller: herstellerSchema,
} as const;

export interface ListingValuesByKind {
  Referent: ReferentValues;
  Versorgungspartner: VersorgungspartnerValues;
  Veranstaltung: VeranstaltungValues;
  Hersteller: HerstellerValues;
}

const base = { id: null, Published: false, Fokusiere: false };
const noInhalte = Object.fromEntries(Object.keys(FORTBILDUNGSINHALTE).map((key) => [key, []])) as unknown as {
  [K in keyof typeof FORTBILDUNGSINHALTE]: string[];
};

/** The values of a new, empty form per kind (also the shape an edited listing is mapped to). */
export const EMPTY_VALUES: { [K in keyof ListingValuesByKind]: ListingValuesByKind[K] } = {
  Referent: {
    ...base,
    ...noInhalte,
    Titel: "",
    Vorname: "",
    Name: "",
    Bild: [],
    Medien: [],
    Stadt: "",
    PLZ: "",
    Einsatzort: null,
    Bio: "",
    ExternerLink: "",
    Email: "",
    AnbieterNummer: "",
    Ansprechpartner: "",
    Teilnehmergebuehr: "",
    Grundqualifikation: [],
    Zusatzqualifikation: [],
    AndereFortbildungsinhalte: "",
    Seminartyp: [],
    Einsatzgebiet: "",
    Homepage: "",
    HonorarvorstellungProUnterrichtseinheit: "",
    HonorarvorstellungPauschaleHalberTag: "",
    HonorarvorstellungPauschaleGanzerTag: "",
    Terminverfuegbarkeit: [],
  },
  Versorgungspartner: {
    ...base,
    Name: "",
    Stadt: "",
    PLZ: "",
    Bundesland: "",
    Kategorie: "",
    Homepage: "",
    Logo: [],
    Medien: [],
    Standort: null,
    Aufgabengebiete: [],
    Fachgebiete: "",
    Barrierefreiheit: false,
    Ausstattung: "",
    Bettenanzahl: null,
    BehandelteKrankheiten: "",
    Behandlungsmoeglichkeiten: "",
    Spezialisierung: "",
    Spezialbehandlungen: [],
  },
  Veranstaltung: {
    ...base,
    ...noInhalte,
    Veranstaltungsname: "",
    Veranstaltername: "",
    Startzeit: "",
    Endzeit: "",
    Bild: [],
    Medien: [],
    Beschreibung: "",
    ErwarteteTeilnehmerzahl: "",
    AnbieterNummer: "",
    Ansprechpartner: "",
    Teilnehmergebuehr: "",
    Fortbildungspunkte: [],
    Stadt: "",
    PLZ: "",
    isonlineveranstaltung: false,
    ExternerLinkOnlineVeranstaltung: "",
    Veranstaltungsort: null,
    Themengebiete: [],
    AndereThemegebiete: "",
    referents: [],
    ExterneReferenten: [],
    herstellers: [],
    ExterneHersteller: [],
    ExternerLink: "",
    Anmeldelink: "",
  },
  Hersteller: {
    ...base,
    Herstellername: "",
    Addresse: "",
    Beschreibung: "",
    Homepage: "",
    Logo: [],
    Medien: [],
  },
};
