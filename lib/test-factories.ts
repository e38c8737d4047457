// Minimal domain objects for the filter tests: every field empty unless a test sets it.
import type {
  CarePartner,
  Event,
  Manufacturer,
  Plan,
  Product,
  Speaker,
  SpeakerPrivate,
  Subscription,
} from "@/lib/types";

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
    type: "Veranstaltung",
    Veranstaltungsname: "Veranstaltung",
    Veranstaltername: null,
    Veranstalter: null,
    Startzeit: null,
    Endzeit: null,
    Stadt: null,
    PLZ: null,
    Veranstaltungsort: null,
    isonlineveranstaltung: false,
    Bild: null,
    Medien: [],
    Beschreibung: null,
    description: null,
    Homepage: null,
    Anmeldelink: null,
    ExternerLinkOnlineVeranstaltung: null,
    ExternerLink: null,
    AnbieterNummer: null,
    Ansprechpartner: null,
    Teilnehmergebuehr: null,
    ErwarteteTeilnehmerzahl: null,
    Fortbildungspunkte: [],
    Themengebiete: [],
    AndereThemegebiete: null,
    FortbildungsinhalteWundexperteICW: [],
    FortbildungsinhalteFachtherapeutWundeICW: [],
    FortbildungsinhalteAerztlicherWundexperteICW: [],
    FortbildungsinhaltePflegetherapeutWundeICW: [],
    referents: [],
    herstellers: [],
    ExterneReferenten: [],
    ExterneHersteller: [],
    ...overrides,
  };
}

export function makeSpeakerPrivate(overrides: Partial<SpeakerPrivate> = {}): SpeakerPrivate {
  return {
    Bio: null,
    Kontakt: null,
    Email: null,
    Homepage: null,
    ExternerLink: null,
    HonorarvorstellungProUnterrichtseinheit: null,
    HonorarvorstellungPauschaleHalberTag: null,
    HonorarvorstellungPauschaleGanzerTag: null,
    Terminverfuegbarkeit: [],
    ...overrides,
  };
}

/** A speaker whose private data is readable (an empty private block) unless `private: null` is passed. */
export function makeSpeaker(overrides: Partial<Speaker> = {}): Speaker {
  return {
    ...listing(overrides.id ?? newId()),
    type: "Referent",
    Titel: null,
    Vorname: "Vorname",
    Name: "Name",
    Bild: null,
    Medien: [],
    Stadt: null,
    PLZ: null,
    Einsatzgebiet: null,
    Einsatzort: null,
    Seminartyp: [],
    Grundqualifikation: [],
    Zusatzqualifikation: [],
    FortbildungsinhalteWundexperteICW: [],
    FortbildungsinhalteFachtherapeutWundeICW: [],
    FortbildungsinhalteAerztlicherWundexperteICW: [],
    FortbildungsinhaltePflegetherapeutWundeICW: [],
    AndereFortbildungsinhalte: null,
    AnbieterNummer: null,
    Ansprechpartner: null,
    Teilnehmergebuehr: null,
    veranstaltungs: [],
    private: makeSpeakerPrivate(),
    ...overrides,
  };
}

export function makeCarePartner(overrides: Partial<CarePartner> = {}): CarePartner {
  return {
    ...listing(overrides.id ?? newId()),
    type: "Versorgungspartner",
    Name: "Partner",
    Kategorie: "Apotheke",
    Stadt: "Berlin",
    PLZ: "10115",
    Bundesland: "Berlin",
    Standort: null,
    Aufgabengebiete: [],
    Fachgebiete: null,
    Barrierefreiheit: null,
    Ausstattung: null,
    Bettenanzahl: null,
    BehandelteKrankheiten: null,
    Behandlungsmoeglichkeiten: null,
    Spezialisierung: null,
    Spezialbehandlungen: [],
    Homepage: null,
    Logo: null,
    Medien: [],
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? newId();
  return {
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
    Produktbeschreibung: null,
    Homepage: null,
    ExternerLink: null,
    PZN: null,
    Hauptkategorie: null,
    Unterkategorie: null,
    Unterpunkt1: null,
    Unterpunkt2: null,
    Indikationen: null,
    Kontraindikationen: null,
    Anwendungshinweise: null,
    Produktgroesse: [],
    VerordnungsfaehigkeitOderRezeptierbarkeit: null,
    Risikoklassifizierung: null,
    Wirkstoffhaltig: null,
    Haftrand: null,
    Kombination: null,
    Exsudation: [],
    Energiegehalt: null,
    Verabreichungsart: null,
    Nahrungsbehaeltnis: null,
    Ernaehrungspumpe: null,
    IndikationOderErkrankung: [],
    Produktmerkmale: [],
    Darreichungsform: null,
    Geschmacksrichtung: null,
    ...overrides,
  };
}

export function makeManufacturer(overrides: Partial<Manufacturer> = {}): Manufacturer {
  return {
    ...listing(overrides.id ?? newId()),
    type: "Hersteller",
    Herstellername: "Hersteller",
    Addresse: null,
    Beschreibung: null,
    Logo: null,
    Homepage: null,
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
