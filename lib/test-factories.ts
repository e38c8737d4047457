// Minimal domain objects for the filter tests: every field empty unless a test sets it (from the
// rules package's empty values, so a new field needs no line here); and a listing as the CMS stores
// it after a write (storedAs), for the editor's round-trip tests.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { emptyFieldValues } from "@wundportal/rules/listing-fields";
import type { ListingKind } from "@wundportal/rules";
import type {
  CarePartner,
  Event,
  ListingFieldValues,
  Manufacturer,
  Plan,
  Product,
  Speaker,
  SpeakerPrivate,
  Subscription,
} from "@/lib/types";

/**
 * Every field of a kind's rules unset, as the mapper reads an empty store: the rules package's empty
 * form value, with "" and false read as null (never stored).
 */
function unset<K extends ListingKind>(kind: K): ListingFieldValues<K> {
  return Object.fromEntries(
    Object.entries(emptyFieldValues(kind)).map(([field, empty]) => [
      field,
      empty === "" || empty === false ? null : empty,
    ]),
  ) as ListingFieldValues<K>;
}

const listing = (id: number) => ({
  id,
  documentId: `doc${id}`,
  Published: true,
  Fokusiere: false,
  createdBy: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  firstPublicAt: null,
});

let nextId = 1;
const newId = () => nextId++;

export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    ...listing(overrides.id ?? newId()),
    ...unset("Veranstaltung"),
    type: "Veranstaltung",
    Veranstaltungsname: "Veranstaltung",
    Veranstalter: null,
    Startzeit: null,
    Endzeit: null,
    isonlineveranstaltung: false,
    Bild: null,
    Medien: [],
    description: null,
    Homepage: null,
    referents: [],
    herstellers: [],
    ExterneReferenten: [],
    ExterneHersteller: [],
    ...overrides,
  };
}

export function makeSpeakerPrivate(overrides: Partial<SpeakerPrivate> = {}): SpeakerPrivate {
  return { ...speakerFields().hidden, Kontakt: null, ...overrides };
}

/** The fields of a speaker only entitled readers see (SpeakerPrivate) that its rules hold. */
const HIDDEN = new Set<string>([
  "Bio",
  "Email",
  "Homepage",
  "ExternerLink",
  "HonorarvorstellungProUnterrichtseinheit",
  "HonorarvorstellungPauschaleHalberTag",
  "HonorarvorstellungPauschaleGanzerTag",
  "Terminverfuegbarkeit",
] satisfies (keyof SpeakerPrivate)[]);

/** A speaker's unset fields: those every reader sees, and those only entitled readers see. */
function speakerFields() {
  const fields = Object.entries(unset("Referent"));
  return {
    shown: Object.fromEntries(fields.filter(([field]) => !HIDDEN.has(field))) as Omit<
      Speaker,
      | "type"
      | "Vorname"
      | "Name"
      | "Bild"
      | "Medien"
      | "veranstaltungs"
      | "private"
      | keyof ReturnType<typeof listing>
    >,
    hidden: Object.fromEntries(fields.filter(([field]) => HIDDEN.has(field))) as Omit<
      SpeakerPrivate,
      "Kontakt"
    >,
  };
}

/** A speaker whose private data is readable (an empty private block) unless `private: null` is passed. */
export function makeSpeaker(overrides: Partial<Speaker> = {}): Speaker {
  return {
    ...listing(overrides.id ?? newId()),
    ...speakerFields().shown,
    type: "Referent",
    Vorname: "Vorname",
    Name: "Name",
    Bild: null,
    Medien: [],
    veranstaltungs: [],
    private: makeSpeakerPrivate(),
    ...overrides,
  };
}

export function makeCarePartner(overrides: Partial<CarePartner> = {}): CarePartner {
  return {
    ...listing(overrides.id ?? newId()),
    ...unset("Versorgungspartner"),
    type: "Versorgungspartner",
    Name: "Partner",
    Kategorie: "Apotheke",
    Stadt: "Berlin",
    PLZ: "10115",
    Bundesland: "Berlin",
    Logo: null,
    Medien: [],
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? newId();
  return {
    ...unset("Produkt"),
    type: "Produkt",
    id,
    documentId: `doc${id}`,
    Published: true,
    Fokusiere: false,
    createdBy: null,
    HerstellerId: null,
    Hersteller: null,
    Produktname: "Produkt",
    Produktbild: null,
    Medien: [],
    Datenblaetter: [],
    Homepage: null,
    ExternerLink: null,
    Produktgroesse: [],
    ...overrides,
  };
}

export function makeManufacturer(overrides: Partial<Manufacturer> = {}): Manufacturer {
  return {
    ...listing(overrides.id ?? newId()),
    ...unset("Hersteller"),
    type: "Hersteller",
    Herstellername: "Hersteller",
    Logo: null,
    Medien: [],
    veranstaltungs: [],
    Produkt: [],
    ...overrides,
  };
}

/** Ids of the items, for compact assertions. */
export const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

/** Places used across the tests. */
export const PLACES = {
  berlin: { lat: 52.52, lon: 13.405 },
  potsdam: { lat: 52.3906, lon: 13.0645 }, // ~27 km from Berlin
  hamburg: { lat: 53.5511, lon: 9.9937 }, // ~255 km from Berlin
  munich: { lat: 48.1374, lon: 11.5755 }, // ~504 km from Berlin
  cologne: { lat: 50.9375, lon: 6.9603 }, // ~477 km from Berlin
} as const;

/** A plan as the mapper returns it; the title agrees with kind and tier. */
export function makePlan(kind: string, tier: string, overrides: Partial<Plan> = {}): Plan {
  const id = newId();
  return {
    id,
    documentId: `plan${id}`,
    title: `${kind}: ${tier}`,
    kind,
    tier,
    priceCents: 9999,
    descriptionLines: [],
    stripePlanId: `price_${id}`,
    interval: "year",
    trial: false,
    highlight: false,
    ...overrides,
  };
}

export function makeSubscription(plan: Plan | null, overrides: Partial<Subscription> = {}): Subscription {
  const id = newId();
  return {
    id,
    documentId: `sub${id}`,
    status: "active",
    cancelAtPeriodEnd: false,
    cancelAt: null,
    currentPeriodEnd: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    plan,
    ...overrides,
  };
}

// ── what the CMS stores ──────────────────────────────────────────────────────────────────────

interface StrapiAttribute {
  type: string;
  multiple?: boolean;
  repeatable?: boolean;
  default?: unknown;
}

/** A file as the CMS's upload route returns it (and a populated media field). */
export interface StoredFile {
  id: number;
  url: string;
  name: string;
  mime: string;
  alternativeText?: string | null;
}

export interface StoreOptions {
  /** The record's id (documentId `doc<id>`). */
  id: number;
  /** The uploaded files the payload's media ids name. */
  files?: readonly StoredFile[];
  /** The related entries the payload's relation ids name, as the editor's populate reads them. */
  related?: readonly ({ id: number } & Record<string, unknown>)[];
  /** The stored record an update writes onto (fields the update leaves out keep their values). */
  previous?: Record<string, unknown>;
}

const attributesOf = (model: string): Record<string, StrapiAttribute> =>
  (
    JSON.parse(
      readFileSync(
        join(__dirname, "..", "cms", "src", "api", model, "content-types", model, "schema.json"),
        "utf8",
      ),
    ) as { attributes: Record<string, StrapiAttribute> }
  ).attributes;

/**
 * A listing as the CMS returns it after a create or update with `data` (a write payload), read
 * with its media, components and the written relations populated. Faithful to the content type's
 * Strapi schema (cms/src/api/<model>): an attribute never written is null or its default, media
 * ids become the stored files, relation ids the related entries, component entries get ids.
 */
export function storedAs(
  model: string,
  data: Record<string, unknown>,
  { id, files = [], related = [], previous }: StoreOptions,
): { id: number; documentId: string; createdAt: string; updatedAt: string } & Record<string, unknown> {
  const byId = <T extends { id: number }>(list: readonly T[], wanted: unknown) => {
    const found = list.find((item) => item.id === wanted);
    if (!found) throw new Error(`storedAs: no entry with id ${String(wanted)}`);
    return found;
  };
  const stored: Record<string, unknown> = {
    id,
    documentId: `doc${id}`,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
  let componentId = 1000;
  for (const [field, attribute] of Object.entries(attributesOf(model))) {
    if (!(field in data)) {
      if (previous && field in previous) stored[field] = previous[field];
      else if (attribute.type !== "relation") stored[field] = attribute.default ?? null;
      continue;
    }
    const value = data[field];
    const list = Array.isArray(value) ? value : value === null ? [] : [value];
    if (attribute.type === "media") {
      const media = list.map((fileId) => ({ alternativeText: null, ...byId(files, fileId) }));
      stored[field] = attribute.multiple ? media : (media[0] ?? null);
    } else if (attribute.type === "relation") {
      stored[field] = list.map((relatedId) => byId(related, relatedId));
    } else if (attribute.type === "component" && attribute.repeatable) {
      stored[field] = list.map((entry: Record<string, unknown>) => ({ id: componentId++, ...entry }));
    } else {
      stored[field] = value;
    }
  }
  return stored as ReturnType<typeof storedAs>;
}
