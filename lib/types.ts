// Domain objects of the portal: plain, serialisable, independent of Strapi's response shapes. A
// listing's plain fields (texts, choices, lists, switches, counts, places) are derived from the rules
// package's fields (LISTING_FIELDS): a new plain field needs no line here, only one in its mapper.
import type { z } from "zod";
import type { LISTING_FIELDS } from "@wundportal/rules/listing-fields";

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

/**
 * A field's value in the domain, from its rule's form value: a text or a choice is null when unset
 * or blank, a switch null when never stored, a list stays a list, a place is a LatLon.
 */
type DomainValue<V> = [V] extends [string]
  ? string | null
  : [V] extends [boolean]
    ? boolean | null
    : [V] extends [[number, number] | null]
      ? LatLon | null
      : [V] extends [readonly (infer E)[]]
        ? E[]
        : [V] extends [number | null]
          ? number | null
          : never;

type Rules = typeof LISTING_FIELDS;

/** Every field of a kind's rules (packages/rules/src/listing-fields.ts) as the domain holds it. */
export type ListingFieldValues<K extends keyof Rules> = {
  [F in keyof Rules[K]]: DomainValue<z.output<Rules[K][F] & z.ZodType>>;
};

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
export interface EventSummary
  extends
    ListingBase,
    Pick<
      ListingFieldValues<"Veranstaltung">,
      | "Veranstaltername"
      | "Stadt"
      | "PLZ"
      | "Veranstaltungsort"
      | "Teilnehmergebuehr"
      | "ErwarteteTeilnehmerzahl"
      | "Fortbildungspunkte"
      | "Themengebiete"
      | "FortbildungsinhalteWundexperteICW"
      | "FortbildungsinhalteFachtherapeutWundeICW"
      | "FortbildungsinhalteAerztlicherWundexperteICW"
      | "FortbildungsinhaltePflegetherapeutWundeICW"
    > {
  type: "Veranstaltung";
  Veranstaltungsname: string;
  Veranstalter: string | null;
  Startzeit: string | null;
  Endzeit: string | null;
  isonlineveranstaltung: boolean;
  Bild: Media | null;
}

/** An event's detail fields: the summary, and every other field of its rules. */
export interface Event
  extends
    EventSummary,
    Omit<
      ListingFieldValues<"Veranstaltung">,
      keyof EventSummary | "ExterneReferenten" | "ExterneHersteller"
    > {
  Medien: Media[];
  description: string | null;
  Homepage: string | null;
  referents: (Ref & { Bild: Media | null })[];
  herstellers: (Ref & { Logo: Media | null })[];
  ExterneReferenten: string[];
  ExterneHersteller: string[];
}

/** A speaker's fields that only entitled readers see. */
type SpeakerPrivateField =
  | "Bio"
  | "Email"
  | "Homepage"
  | "ExternerLink"
  | "HonorarvorstellungProUnterrichtseinheit"
  | "HonorarvorstellungPauschaleHalberTag"
  | "HonorarvorstellungPauschaleGanzerTag"
  | "Terminverfuegbarkeit";

export interface SpeakerPrivate extends Pick<ListingFieldValues<"Referent">, SpeakerPrivateField> {
  Kontakt: string | null;
}

export interface Speaker
  extends ListingBase, Omit<ListingFieldValues<"Referent">, SpeakerPrivateField | "Vorname" | "Name"> {
  type: "Referent";
  Vorname: string;
  Name: string;
  Bild: Media | null;
  Medien: Media[];
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

export interface Product extends Omit<ListingFieldValues<"Produkt">, "Produktname" | "Produktgroesse"> {
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
  Homepage: string | null;
  ExternerLink: string | null;
  Produktgroesse: ProductSize[];
}

export interface Manufacturer extends ListingBase, Omit<ListingFieldValues<"Hersteller">, "Herstellername"> {
  type: "Hersteller";
  Herstellername: string;
  Logo: Media | null;
  Medien: Media[];
  veranstaltungs: (Ref & { Startzeit: string | null })[];
  /** Products nested in their manufacturer, as the specification's client read them. */
  Produkt: Product[];
}

/** The care partner's fields without which it is not stored. */
type CarePartnerRequired = "Name" | "Kategorie" | "Stadt" | "PLZ" | "Bundesland";

export interface CarePartner
  extends ListingBase, Omit<ListingFieldValues<"Versorgungspartner">, CarePartnerRequired> {
  type: "Versorgungspartner";
  Name: string;
  Kategorie: string;
  Stadt: string;
  PLZ: string;
  Bundesland: string;
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
