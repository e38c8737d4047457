// Strapi 5 REST response shapes (flat documents). Only server/cms/ may use these.
import type { CmsFields } from "./generated/cms-fields";

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

/**
 * A content type's stored fields as its REST answer holds them, generated from its schema
 * (server/cms/generated/cms-fields.ts, written by `npm run gen:schemas`): a new field in a schema
 * needs no line here. Relations are typed below, as each read populates them.
 */
type Stored<T extends keyof CmsFields> = Omit<CmsFields[T], keyof RawListing>;

/** A related listing as a populated relation holds it. */
type Related<T extends keyof CmsFields, F extends keyof CmsFields[T]> = RawDocument &
  Pick<CmsFields[T], F> & { Published?: boolean | null };

export interface RawEvent extends RawListing, Stored<"api::veranstaltung.veranstaltung"> {
  referents?: Related<"api::referent.referent", "Titel" | "Vorname" | "Name" | "Bild">[] | null;
  herstellers?: Related<"api::hersteller.hersteller", "Herstellername" | "Logo">[] | null;
}

export interface RawSpeaker extends RawListing, Stored<"api::referent.referent"> {
  veranstaltungs?:
    Related<"api::veranstaltung.veranstaltung", "Veranstaltungsname" | "Startzeit" | "Bild">[] | null;
}

export interface RawProduct extends RawListing, Stored<"api::produkt.produkt"> {
  hersteller?: Related<"api::hersteller.hersteller", "Herstellername"> | null;
}

export interface RawManufacturer extends RawListing, Stored<"api::hersteller.hersteller"> {
  veranstaltungs?: Related<"api::veranstaltung.veranstaltung", "Veranstaltungsname" | "Startzeit">[] | null;
  Produkt?: RawProduct[] | null;
}

export interface RawCarePartner extends RawListing, Stored<"api::versorgungspartner.versorgungspartner"> {}

export interface RawPlan extends RawDocument, Stored<"api::plan.plan"> {}

export interface RawSubscription extends RawDocument, Stored<"api::subscription.subscription"> {
  plan?: RawPlan | null;
}

export interface RawBackgroundImage extends RawDocument, Stored<"api::background-image.background-image"> {}
