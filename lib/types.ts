// Domain objects of the portal: plain, serialisable, independent of Strapi's response shapes.

export type ListingType = "Veranstaltung" | "Referent" | "Hersteller" | "Versorgungspartner" | "Produkt";

export type MediaKind = "image" | "video" | "audio" | "pdf" | "file";

export interface Media {
  id: number;
  /** Origin-relative (`/uploads/...`, served through the web app) or absolute for external storage. */
  url: string;
  /** A smaller rendition when the CMS made one. */
  thumbnailUrl: string | null;
  name: string;
  alt: string;
  kind: MediaKind;
  width: number | null;
  height: number | null;
}

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Fortbildungspunkt {
  Vergabestelle: string;
  Punkte: number;
}

interface ListingBase {
  id: number;
  documentId: string;
  Published: boolean;
  Fokusiere: boolean;
  /** User id of the listing's creator, when known. */
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  /** When the listing first became public (null: before this was recorded, or never); saved-search alerts count from it. */
  firstPublicAt: string | null;
}

export interface Ref {
  id: number;
  label: string;
}

/**
 * What the event list, its filters, sorts, map and feeds read. The web app's first load after a start
 * reads only these (a lighter export), so code that has a summary cannot reach the detail fields.
 */
export interface EventSummary extends ListingBase {
  type: "Veranstaltung";
  Veranstaltungsname: string;
  Veranstaltername: string | null;
  Veranstalter: string | null;
  Startzeit: string | null;
  Endzeit: string | null;
  Stadt: string | null;
  PLZ: string | null;
  Veranstaltungsort: LatLon | null;
  isonlineveranstaltung: boolean;
  Bild: Media | null;
  Teilnehmergebuehr: string | null;
  ErwarteteTeilnehmerzahl: string | null;
  Fortbildungspunkte: Fortbildungspunkt[];
  Themengebiete: string[];
  FortbildungsinhalteWundexperteICW: string[];
  FortbildungsinhalteFachtherapeutWundeICW: string[];
  FortbildungsinhalteAerztlicherWundexperteICW: string[];
  FortbildungsinhaltePflegetherapeutWundeICW: string[];
}

export interface Event extends EventSummary {
  Medien: Media[];
  Beschreibung: string | null;
  description: string | null;
  Homepage: string | null;
  Anmeldelink: string | null;
  ExternerLinkOnlineVeranstaltung: string | null;
  ExternerLink: string | null;
  AnbieterNummer: string | null;
  Ansprechpartner: string | null;
  AndereThemegebiete: string | null;
  referents: (Ref & { Bild: Media | null })[];
  herstellers: (Ref & { Logo: Media | null })[];
  ExterneReferenten: string[];
  ExterneHersteller: string[];
}

export interface SpeakerPrivate {
  Bio: string | null;
  Kontakt: string | null;
  Email: string | null;
  Homepage: string | null;
  ExternerLink: string | null;
  HonorarvorstellungProUnterrichtseinheit: string | null;
  HonorarvorstellungPauschaleHalberTag: string | null;
  HonorarvorstellungPauschaleGanzerTag: string | null;
  Terminverfuegbarkeit: string[];
}

export interface Speaker extends ListingBase {
  type: "Referent";
  Titel: string | null;
  Vorname: string;
  Name: string;
  Bild: Media | null;
  Medien: Media[];
  Stadt: string | null;
  PLZ: string | null;
  Einsatzgebiet: string | null;
  Einsatzort: LatLon | null;
  Seminartyp: string[];
  Grundqualifikation: string[];
  Zusatzqualifikation: string[];
  FortbildungsinhalteWundexperteICW: string[];
  FortbildungsinhalteFachtherapeutWundeICW: string[];
  FortbildungsinhalteAerztlicherWundexperteICW: string[];
  FortbildungsinhaltePflegetherapeutWundeICW: string[];
  AndereFortbildungsinhalte: string | null;
  AnbieterNummer: string | null;
  Ansprechpartner: string | null;
  Teilnehmergebuehr: string | null;
  veranstaltungs: (Ref & { Bild: Media | null; Startzeit: string | null })[];
  /** Null when the reader may not see it; the server never sends it then. */
  private: SpeakerPrivate | null;
}

export interface ProductSize {
  GenaueGroesse: string | null;
  PZN: string | null;
  Laenge: string | null;
  Breite: string | null;
}

export interface Product {
  type: "Produkt";
  id: number;
  documentId: string;
  Published: boolean;
  Fokusiere: boolean;
  createdBy: number | null;
  /** The manufacturer's id and name, as the specification's client derived them. */
  HerstellerId: number | null;
  Hersteller: string | null;
  Produktname: string;
  Produktbild: Media | null;
  Medien: Media[];
  Datenblaetter: Media[];
  Produktbeschreibung: string | null;
  Homepage: string | null;
  ExternerLink: string | null;
  PZN: string | null;
  Hauptkategorie: string | null;
  Unterkategorie: string | null;
  Unterpunkt1: string | null;
  Unterpunkt2: string | null;
  Indikationen: string | null;
  Kontraindikationen: string | null;
  Anwendungshinweise: string | null;
  Produktgroesse: ProductSize[];
  VerordnungsfaehigkeitOderRezeptierbarkeit: boolean | null;
  Risikoklassifizierung: string | null;
  Wirkstoffhaltig: string | null;
  Haftrand: string | null;
  Kombination: string | null;
  Exsudation: string[];
  Energiegehalt: string | null;
  Verabreichungsart: string | null;
  Nahrungsbehaeltnis: string | null;
  Ernaehrungspumpe: string | null;
  IndikationOderErkrankung: string[];
  Produktmerkmale: string[];
  Darreichungsform: string | null;
  Geschmacksrichtung: string | null;
}

export interface Manufacturer extends ListingBase {
  type: "Hersteller";
  Herstellername: string;
  Addresse: string | null;
  Beschreibung: string | null;
  Logo: Media | null;
  Homepage: string | null;
  Medien: Media[];
  veranstaltungs: (Ref & { Startzeit: string | null })[];
  /** Products nested in their manufacturer, as the specification's client read them. */
  Produkt: Product[];
}

export interface CarePartner extends ListingBase {
  type: "Versorgungspartner";
  Name: string;
  Kategorie: string;
  Stadt: string;
  PLZ: string;
  Bundesland: string;
  Standort: LatLon | null;
  Aufgabengebiete: string[];
  Fachgebiete: string | null;
  Barrierefreiheit: boolean | null;
  Ausstattung: string | null;
  Bettenanzahl: number | null;
  BehandelteKrankheiten: string | null;
  Behandlungsmoeglichkeiten: string | null;
  Spezialisierung: string | null;
  Spezialbehandlungen: string[];
  Homepage: string | null;
  Logo: Media | null;
  Medien: Media[];
}

export interface Plan {
  id: number;
  documentId: string;
  /** '{Kind}: {Tier}', e.g. 'Referent: Premium Plus'. */
  title: string;
  kind: string;
  tier: string;
  /** Price in euro cents, so sums stay exact. */
  priceCents: number;
  descriptionLines: string[];
  stripePlanId: string;
  interval: "year" | "month";
  trial: boolean;
  highlight: boolean;
}

export interface Subscription {
  id: number;
  documentId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** Unix seconds, as the specification's client read them. */
  cancelAt: number | null;
  currentPeriodEnd: number | null;
  createdAt: string;
  plan: Plan | null;
}

export interface BackgroundImage {
  id: number;
  url: string;
  alt: string;
  type: MediaKind;
  width: number | null;
  height: number | null;
}
