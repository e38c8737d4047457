// The listing editor's form values ↔ what the CMS stores, both directions per kind in one place
// (round trips tested in listing-mapping.test.ts). Pure, so the rules are tested without a server.
//
// Form → CMS (`listingPayload`, `productToCms`): unset fields are omitted on a create (and cleared
// on an update), a field the plan does not unlock is never sent, relation and upload fields are
// sent as lists of ids, rich text passes the sanitiser, care-partner fields follow the category,
// an event's empty PLZ is dropped, times are read as Berlin time; a product's fields follow its
// category.
// CMS → form (`formValuesOf`, `productFormValues`): a stored listing as read for the editor
// (own-listings.ts, own-products.ts) becomes the form's values: null fields take the empty form
// value, uploads and picked listings their form shape, times Berlin wall-clock time.
import type { MainListingKind } from "@wundportal/rules";
import { KATEGORIE_FELDER, categoryHasField, type KategorieFeld } from "@wundportal/rules";
import { berlinLocalTime, berlinTimeToIso } from "@/lib/berlin-time";
import { EMPTY_VALUES, type ListingValuesByKind } from "@/lib/schemas/listings";
import {
  DEPENDENT_PRODUCT_FIELDS,
  EMPTY_PRODUCT,
  consistentCascade,
  productLayout,
  type ProductValues,
} from "@/lib/schemas/listings-manufacturer";
import type { UploadedFile } from "@/lib/uploads";
import type { RawListing, RawMedia, RawProduct } from "./raw";

/** A stored listing as the editor reads it (own-listings.ts): every field of its kind. */
export type RawOwnListing = RawListing & Record<string, unknown>;

/** A stored product as the Hersteller editor reads it (own-products.ts). */
export type RawOwnProduct = RawProduct & {
  documentId: string;
  hersteller?: { id: number; documentId: string } | null;
};

// ── form → CMS ──────────────────────────────────────────────────────────────────────────────

export interface PayloadOptions {
  /** An update clears emptied fields (null / []); a create leaves them out. */
  update: boolean;
  /** Whether the user's plan lets them fill the field (premium fields). */
  unlocked: (field: string) => boolean;
  /** The rich-text sanitiser (server/sanitize.ts). */
  sanitize: (html: string) => string;
}

const RICH_TEXT_FIELDS = new Set(["Bio", "Beschreibung"]);
/** Picked listings ({ id, name }) are stored as relations by id. */
const RELATION_FIELDS = new Set(["referents", "herstellers"]);
const DATETIME_FIELDS = new Set(["Startzeit", "Endzeit"]);
const UPLOAD_FIELDS = new Set(["Bild", "Logo", "Medien"]);

const isUpload = (value: unknown): value is { id: number } =>
  typeof value === "object" && value !== null && "id" in value && "url" in value && "mime" in value;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

function convert(field: string, value: unknown, sanitize: (html: string) => string): unknown {
  if (RICH_TEXT_FIELDS.has(field) && typeof value === "string") return sanitize(value);
  if (DATETIME_FIELDS.has(field) && typeof value === "string") return berlinTimeToIso(value);
  if (RELATION_FIELDS.has(field) && Array.isArray(value)) return value.map((item: { id: number }) => item.id);
  // Every relation and media field goes to the CMS as a plain list of ids, the one shape it takes.
  if (Array.isArray(value) && value.every(isUpload)) return value.map((file) => file.id);
  return value;
}

/** A listing's form values as the `data` of the CMS's create or update. */
export function listingPayload<K extends MainListingKind>(
  kind: K,
  values: ListingValuesByKind[K],
  { update, unlocked, sanitize }: PayloadOptions,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const record = values as unknown as Record<string, unknown>;
  for (const [field, raw] of Object.entries(record)) {
    if (field === "id" || !unlocked(field)) continue;
    let value = convert(field, raw, sanitize);
    // A field that does not belong to the chosen category is cleared, never stored.
    if (
      kind === "Versorgungspartner" &&
      (KATEGORIE_FELDER as string[]).includes(field) &&
      !categoryHasField(String(record.Kategorie ?? ""), field as KategorieFeld)
    ) {
      value = null;
    }
    if (isEmpty(value)) {
      // The specification: an event's empty PLZ is dropped before sending; other unset fields
      // are omitted on a create and cleared on an update.
      if (!update || (kind === "Veranstaltung" && field === "PLZ")) continue;
      value = Array.isArray(value) ? [] : null;
    }
    data[field] = value;
  }
  return data;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * A product's `data` in the manufacturer's one-step save. Fields the chosen category does not show
 * are cleared, so a product switched from Wunde to Ernährung keeps no wound values. The product
 * follows its manufacturer's Published and Fokusiere (the CMS drops Fokusiere for plans without
 * it); the CMS sets its `hersteller` itself. Upload fields are lists of file ids.
 */
export function productToCms(
  product: ProductValues,
  manufacturer: { Published: boolean; Fokusiere: boolean },
  /** The rich-text sanitiser (server/sanitize.ts). */
  sanitize: (html: string) => string,
): Record<string, unknown> {
  const chosen = consistentCascade(product);
  const { fields } = productLayout(chosen);
  const data: Record<string, unknown> = {
    Produktname: product.Produktname.trim(),
    PZN: orNull(product.PZN),
    Produktbild: product.Produktbild.map((file) => file.id),
    Datenblaetter: product.Datenblaetter.map((file) => file.id),
    Medien: product.Medien.map((file) => file.id),
    Hauptkategorie: chosen.Hauptkategorie || null,
    Unterkategorie: chosen.Unterkategorie || null,
    Unterpunkt1: chosen.Unterpunkt1 || null,
    Unterpunkt2: chosen.Unterpunkt2 || null,
    Produktbeschreibung: product.Produktbeschreibung.trim() ? sanitize(product.Produktbeschreibung) : null,
    Anwendungshinweise: orNull(product.Anwendungshinweise),
    Published: manufacturer.Published,
    Fokusiere: manufacturer.Fokusiere,
  };
  for (const field of DEPENDENT_PRODUCT_FIELDS) {
    const value = product[field];
    if (!fields[field]) {
      data[field] = Array.isArray(value) ? [] : null;
    } else if (field === "Produktgroesse") {
      data[field] = product.Produktgroesse.map((size) => ({
        Breite: size.Breite || null,
        Laenge: size.Laenge || null,
        GenaueGroesse: orNull(size.GenaueGroesse),
        PZN: orNull(size.PZN),
      }));
    } else if (typeof value === "string") {
      data[field] = orNull(value);
    } else {
      data[field] = value;
    }
  }
  return data;
}

// ── CMS → form ──────────────────────────────────────────────────────────────────────────────

/** A stored file as the form's upload value. */
function toFile(raw: RawMedia): UploadedFile {
  return { id: raw.id, url: raw.url, name: raw.name ?? raw.url.split("/").pop() ?? "", mime: raw.mime ?? "" };
}

/** A stored listing as the editor's form values (fields the form does not know are left out). */
export function formValuesOf<K extends MainListingKind>(kind: K, raw: RawOwnListing): ListingValuesByKind[K] {
  const empty = EMPTY_VALUES[kind] as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = { id: raw.id };
  for (const [field, fallback] of Object.entries(empty)) {
    if (field === "id") continue;
    const value = raw[field];
    values[field] = value === null || value === undefined ? fallback : toFormValue(field, value, fallback);
  }
  return values as unknown as ListingValuesByKind[K];
}

function toFormValue(field: string, value: unknown, fallback: unknown): unknown {
  // Uploads: one file or a list → a list of UploadedFile.
  if (Array.isArray(fallback) && UPLOAD_FIELDS.has(field)) {
    return [value]
      .flat()
      .filter((f): f is RawMedia => Boolean(f && typeof f === "object" && "url" in f))
      .map(toFile);
  }
  if (field === "referents" && Array.isArray(value)) {
    return value.map((r: { id: number; Titel?: string | null; Vorname?: string; Name?: string }) => ({
      id: r.id,
      name: [r.Titel, r.Vorname, r.Name].filter(Boolean).join(" "),
    }));
  }
  if (field === "herstellers" && Array.isArray(value)) {
    return value.map((h: { id: number; Herstellername?: string }) => ({
      id: h.id,
      name: h.Herstellername ?? "",
    }));
  }
  if (DATETIME_FIELDS.has(field) && typeof value === "string") return berlinLocalTime(value);
  if (Array.isArray(value) && Array.isArray(fallback)) {
    // Components (Fortbildungspunkte, external names) without Strapi's own ids.
    return value.map((item: unknown) =>
      item && typeof item === "object" && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).filter(([key]) => key !== "id" && key !== "__component"))
        : item,
    );
  }
  if (typeof fallback === "string") return typeof value === "string" ? value : String(value);
  return value;
}

const list = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((v): v is string => typeof v === "string") : [];

/** A stored product as the Hersteller form's product values. */
export function productFormValues(raw: RawOwnProduct): ProductValues {
  const values: Record<string, unknown> = { ...EMPTY_PRODUCT, documentId: raw.documentId };
  const record = raw as unknown as Record<string, unknown>;
  for (const [field, fallback] of Object.entries(EMPTY_PRODUCT)) {
    const value = record[field];
    if (field === "documentId" || value === null || value === undefined) continue;
    if (typeof fallback === "string") values[field] = typeof value === "string" ? value : String(value);
    else if (typeof fallback === "boolean") values[field] = value === true;
  }
  values.Produktbild = raw.Produktbild ? [toFile(raw.Produktbild)] : [];
  values.Datenblaetter = (raw.Datenblaetter ?? []).map(toFile);
  values.Medien = (raw.Medien ?? []).map(toFile);
  values.Exsudation = list(raw.Exsudation);
  values.IndikationOderErkrankung = list(raw.IndikationOderErkrankung);
  values.Produktmerkmale = list(raw.Produktmerkmale);
  values.Produktgroesse = (raw.Produktgroesse ?? []).map((size) => ({
    Breite: size.Breite ?? "",
    Laenge: size.Laenge ?? "",
    GenaueGroesse: size.GenaueGroesse ?? "",
    PZN: size.PZN ?? "",
  }));
  return values as ProductValues;
}
