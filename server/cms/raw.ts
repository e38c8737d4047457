// Strapi 5 REST response shapes (flat documents). Only server/cms/ may use these.

export interface RawMedia {
  id: number;
  url: string;
  name?: string | null;
  alternativeText?: string | null;
  mime?: string | null;
  ext?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string } | undefined> | null;
}

export interface RawDocument {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
}

export interface RawListing extends RawDocument {
  Published?: boolean | null;
  Fokusiere?: boolean | null;
  firstPublicAt?: string | null;
  createdby?: { id: number } | null;
}

export type RawJsonList = unknown;

export interface RawEvent extends RawListing {
  Veranstaltungsname: string;
  Veranstaltername?: string | null;
  Veranstalter?: string | null;
  Startzeit?: string | null;
  Endzeit?: string | null;
  Stadt?: string | null;
  PLZ?: string | null;
  Veranstaltungsort?: unknown;
  isonlineveranstaltung?: boolean | null;
  Bild?: RawMedia | null;
  Medien?: RawMedia[] | null;
  Beschreibung?: string | null;
  description?: string | null;
  Homepage?: string | null;
  Anmeldelink?: string | null;
  ExternerLinkOnlineVeranstaltung?: string | null;
  ExternerLink?: string | null;
  AnbieterNummer?: string | null;
  Ansprechpartner?: string | null;
  Teilnehmergebuehr?: string | null;
  ErwarteteTeilnehmerzahl?: string | null;
  Fortbildungspunkte?: { Vergabestelle: string; Punkte: number }[] | null;
  Themengebiete?: RawJsonList;
  AndereThemegebiete?: string | null;
  FortbildungsinhalteWundexperteICW?: RawJsonList;
  FortbildungsinhalteFachtherapeutWundeICW?: RawJsonList;
  FortbildungsinhalteAerztlicherWundexperteICW?: RawJsonList;
  FortbildungsinhaltePflegetherapeutWundeICW?: RawJsonList;
  referents?:
    | (RawDocument & {
        Titel?: string | null;
        Vorname: string;
        Name: string;
        Bild?: RawMedia | null;
        Published?: boolean | null;
      })[]
    | null;
  herstellers?:
    (RawDocument & { Herstellername: string; Logo?: RawMedia | null; Published?: boolean | null })[] | null;
  ExterneReferenten?: { Name: string }[] | null;
  ExterneHersteller?: { Name: string }[] | null;
}

export interface RawSpeaker extends RawListing {
  Titel?: string | null;
  Vorname: string;
  Name: string;
  Bio?: string | null;
  Bild?: RawMedia | null;
  Medien?: RawMedia[] | null;
  Stadt?: string | null;
  PLZ?: string | null;
  Einsatzgebiet?: string | null;
  Einsatzort?: unknown;
  Seminartyp?: RawJsonList;
  Grundqualifikation?: RawJsonList;
  Zusatzqualifikation?: RawJsonList;
  FortbildungsinhalteWundexperteICW?: RawJsonList;
  FortbildungsinhalteFachtherapeutWundeICW?: RawJsonList;
  FortbildungsinhalteAerztlicherWundexperteICW?: RawJsonList;
  FortbildungsinhaltePflegetherapeutWundeICW?: RawJsonList;
  AndereFortbildungsinhalte?: string | null;
  Kontakt?: string | null;
  Email?: string | null;
  ExternerLink?: string | null;
  Homepage?: string | null;
  HonorarvorstellungProUnterrichtseinheit?: string | null;
  HonorarvorstellungPauschaleHalberTag?: string | null;
  HonorarvorstellungPauschaleGanzerTag?: string | null;
  Terminverfuegbarkeit?: RawJsonList;
  AnbieterNummer?: string | null;
  Ansprechpartner?: string | null;
  Teilnehmergebuehr?: string | null;
  veranstaltungs?:
    | (RawDocument & {
        Veranstaltungsname: string;
        Startzeit?: string | null;
        Bild?: RawMedia | null;
        Published?: boolean | null;
      })[]
    | null;
}

export interface RawProduct extends RawListing {
  Produktname: string;
  hersteller?: (RawDocument & { Herstellername: string }) | null;
  Produktbild?: RawMedia | null;
  Medien?: RawMedia[] | null;
  Datenblaetter?: RawMedia[] | null;
  Produktbeschreibung?: string | null;
  Homepage?: string | null;
  ExternerLink?: string | null;
  PZN?: string | null;
  Hauptkategorie?: string | null;
  Unterkategorie?: string | null;
  Unterpunkt1?: string | null;
  Unterpunkt2?: string | null;
  Indikationen?: string | null;
  Kontraindikationen?: string | null;
  Anwendungshinweise?: string | null;
  Produktgroesse?:
    | { GenaueGroesse?: string | null; PZN?: string | null; Laenge?: string | null; Breite?: string | null }[]
    | null;
  VerordnungsfaehigkeitOderRezeptierbarkeit?: boolean | null;
  Risikoklassifizierung?: string | null;
  Wirkstoffhaltig?: string | null;
  Haftrand?: string | null;
  Kombination?: string | null;
  Exsudation?: RawJsonList;
  Energiegehalt?: string | null;
  Verabreichungsart?: string | null;
  Nahrungsbehaeltnis?: string | null;
  Ernaehrungspumpe?: string | null;
  IndikationOderErkrankung?: RawJsonList;
  Produktmerkmale?: RawJsonList;
  Darreichungsform?: string | null;
  Geschmacksrichtung?: string | null;
}

export interface RawManufacturer extends RawListing {
  Herstellername: string;
  Addresse?: string | null;
  Beschreibung?: string | null;
  Logo?: RawMedia | null;
  Homepage?: string | null;
  Medien?: RawMedia[] | null;
  veranstaltungs?:
    | (RawDocument & { Veranstaltungsname: string; Startzeit?: string | null; Published?: boolean | null })[]
    | null;
  Produkt?: RawProduct[] | null;
}

export interface RawCarePartner extends RawListing {
  Name: string;
  Kategorie: string;
  Stadt: string;
  PLZ: string;
  Bundesland: string;
  Standort?: unknown;
  Aufgabengebiete?: RawJsonList;
  Fachgebiete?: string | null;
  Barrierefreiheit?: boolean | null;
  Ausstattung?: string | null;
  Bettenanzahl?: number | null;
  BehandelteKrankheiten?: string | null;
  Behandlungsmoeglichkeiten?: string | null;
  Spezialisierung?: string | null;
  Spezialbehandlungen?: RawJsonList;
  Homepage?: string | null;
  Logo?: RawMedia | null;
  Medien?: RawMedia[] | null;
}

export interface RawPlan extends RawDocument {
  title: string;
  kind: string;
  tier: string;
  price: number | string;
  description?: string | null;
  stripePlanId: string;
  interval?: string | null;
  trial?: boolean | null;
  highlight?: boolean | null;
}

export interface RawSubscription extends RawDocument {
  stripeStatus: string;
  cancel_at_period_end?: boolean | null;
  cancel_at?: string | null;
  current_period_end?: string | null;
  plan?: RawPlan | null;
}

export interface RawBackgroundImage extends RawDocument {
  Bild?: RawMedia | null;
  Alternativtext?: string | null;
  Reihenfolge?: number | null;
}
