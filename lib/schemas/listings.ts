// One zod schema per listing kind, used by the editor forms and by saveListing. Form
// values are JSON data (drafts are kept in localStorage): uploads as UploadedFile lists, choices
// as strings ("" for none), coordinates as [lat, lon] or null. Parsing is idempotent: the server
// parses again what the form's resolver produced.
import { z } from "@/lib/zod";
import { MAX_MEDIA_FILES } from "@/lib/entitlements";
import { LISTING_FIELDS, LISTING_MESSAGES, emptyFieldValues } from "@wundportal/rules/listing-fields";
import { checkEventDates } from "./listings-event";

// The fields' own rules (lengths, required fields, lists, coordinates, dates, links, components)
// are the rules package's LISTING_FIELDS, which the CMS checks every stored write with; a form adds
// what only it has: uploads as file objects, picked relations, the event's wall-clock times.

export const uploadedFileSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
});
const files = (max: number) => z.array(uploadedFileSchema).max(max, LISTING_MESSAGES.tooManyFiles(max));

const picked = z.object({ id: z.number().int().positive(), name: z.string() });

/** Fields every listing kind has. `id` is the route's id: an unknown one saves as a create. */
const listingBase = {
  id: z.number().int().positive().nullable(),
  Published: z.boolean(),
  Fokusiere: z.boolean(),
};

// ── Referent ────────────────────────────────────────────────────────────────────────────────

export const referentSchema = z.object({
  ...listingBase,
  ...LISTING_FIELDS.Referent,
  Bild: files(1),
  Medien: files(MAX_MEDIA_FILES),
});
export type ReferentValues = z.infer<typeof referentSchema>;

// ── Versorgungspartner ──────────────────────────────────────────────────────────────────────

export const versorgungspartnerSchema = z.object({
  ...listingBase,
  ...LISTING_FIELDS.Versorgungspartner,
  Logo: files(1),
  Medien: files(MAX_MEDIA_FILES),
});
export type VersorgungspartnerValues = z.infer<typeof versorgungspartnerSchema>;

// ── Veranstaltung (only the name is required, as the CMS requires it; an empty PLZ is dropped on save) ──

export const veranstaltungSchema = z
  .object({
    ...listingBase,
    ...LISTING_FIELDS.Veranstaltung,
    /** datetime-local values ("2026-05-04T09:00"), read as German time on the server. */
    Startzeit: z.string(),
    Endzeit: z.string(),
    Bild: files(1),
    Medien: files(MAX_MEDIA_FILES),
    referents: z.array(picked).max(100),
    herstellers: z.array(picked).max(100),
  })
  .superRefine(checkEventDates);
export type VeranstaltungValues = z.infer<typeof veranstaltungSchema>;

// ── Hersteller (its products are part of the Hersteller form: listings-manufacturer.ts) ─────

export const herstellerSchema = z.object({
  ...listingBase,
  ...LISTING_FIELDS.Hersteller,
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

/**
 * The values of a new, empty form per kind (also the shape an edited listing is mapped to): the
 * rules package's empty value of each field, and the form's own fields.
 */
export const EMPTY_VALUES: { [K in keyof ListingValuesByKind]: ListingValuesByKind[K] } = {
  Referent: { ...base, ...emptyFieldValues("Referent"), Bild: [], Medien: [] },
  Versorgungspartner: { ...base, ...emptyFieldValues("Versorgungspartner"), Logo: [], Medien: [] },
  Veranstaltung: {
    ...base,
    ...emptyFieldValues("Veranstaltung"),
    Startzeit: "",
    Endzeit: "",
    Bild: [],
    Medien: [],
    referents: [],
    herstellers: [],
  },
  Hersteller: { ...base, ...emptyFieldValues("Hersteller"), Logo: [], Medien: [] },
};
