// schema.org JSON-LD for the start page and the detail pages; only what a visitor may see goes in.
// tests/support/schema-org.ts checks every builder against the schema.org vocabulary.
import { valueLabel } from "./labels";
import { speakerName } from "./names";
import { TEILNEHMERGEBUEHR } from "./taxonomy";
import type { CarePartner, Event, Manufacturer, Product, Speaker } from "./types";

/** The schema.org types the builders emit (a typo in a type name fails the type check). */
export type SchemaType =
  | "BreadcrumbList"
  | "EducationalOccupationalCredential"
  | "EntryPoint"
  | "Event"
  | "GeoCoordinates"
  | "Hospital"
  | "ItemPage"
  | "ListItem"
  | "MedicalBusiness"
  | "MedicalClinic"
  | "Offer"
  | "Organization"
  | "Person"
  | "Pharmacy"
  | "Physician"
  | "Place"
  | "PostalAddress"
  | "PriceSpecification"
  | "Product"
  | "ProfilePage"
  | "PropertyValue"
  | "SearchAction"
  | "VirtualLocation"
  | "WebSite";

/** One schema.org entity: its type and its properties. */
export interface JsonLdNode {
  "@type": SchemaType;
  "@id"?: string;
  [property: string]: unknown;
}

/** What one <script type="application/ld+json"> holds. */
export type JsonLd =
  | (JsonLdNode & { "@context": "https://schema.org" })
  | { "@context": "https://schema.org"; "@graph": JsonLdNode[] };

const CONTEXT = "https://schema.org" as const;

/** The portal's name, as the site shows it in its header and titles. */
export const SITE_NAME = "Wundportal";

const absolute = (site: string, path: string) => new URL(path, site).toString();

/** The entity without empty values (null, undefined, "", []), which would only be noise. */
function clean<const T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

const postalAddress = (fields: {
  addressLocality?: string | null;
  postalCode?: string | null;
  addressRegion?: string | null;
}): JsonLdNode | null =>
  fields.addressLocality || fields.postalCode
    ? clean({ "@type": "PostalAddress", ...fields, addressCountry: "DE" })
    : null;

/**
 * The offer of an event from its fee band (taxonomy Teilnehmergebuehr): a band is a range, so the
 * price is a PriceSpecification with minPrice and maxPrice; a band whose highest fee is 0 is free
 * (price 0). No band: the offer names only where to register.
 */
export function eventOffer(
  event: Pick<Event, "Teilnehmergebuehr" | "Anmeldelink">,
  url: string,
): { offer: JsonLdNode; free: boolean } {
  const band = TEILNEHMERGEBUEHR.find((b) => b.value === event.Teilnehmergebuehr);
  const free = band?.max === 0;
  const price = !band
    ? {}
    : free
      ? { price: 0, priceCurrency: "EUR" }
      : {
          priceCurrency: "EUR",
          priceSpecification: clean({
            "@type": "PriceSpecification",
            minPrice: band.min,
            maxPrice: band.max,
            priceCurrency: "EUR",
          }),
          description: `Teilnahmegebühr ${band.label}`,
        };
  return {
    offer: clean({
      "@type": "Offer",
      url: event.Anmeldelink ?? url,
      ...price,
      availability: "https://schema.org/InStock",
    }),
    free,
  };
}

/**
 * Event, for Google's event rich result. None without a start (Google requires startDate) or, on
 * site, without a town or postcode (Google requires the location's address).
 */
export function eventJsonLd(event: Event, site: string): JsonLd | null {
  const url = absolute(site, `/veranstaltungen/${event.id}`);
  const address = postalAddress({ addressLocality: event.Stadt, postalCode: event.PLZ });
  if (!event.Startzeit || (!event.isonlineveranstaltung && !address)) return null;
  const location: JsonLdNode = event.isonlineveranstaltung
    ? { "@type": "VirtualLocation", url: event.ExternerLinkOnlineVeranstaltung ?? url }
    : clean({
        "@type": "Place",
        name: event.Stadt ?? event.PLZ,
        address,
        geo: event.Veranstaltungsort
          ? {
              "@type": "GeoCoordinates",
              latitude: event.Veranstaltungsort.lat,
              longitude: event.Veranstaltungsort.lon,
            }
          : null,
      });
  const organiser = event.Veranstaltername ?? event.Veranstalter;
  const { offer, free } = eventOffer(event, url);
  return clean({
    "@context": CONTEXT,
    "@type": "Event",
    name: event.Veranstaltungsname,
    url,
    description: event.description,
    startDate: event.Startzeit,
    endDate: event.Endzeit,
    eventAttendanceMode: event.isonlineveranstaltung
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location,
    image: event.Bild ? absolute(site, event.Bild.url) : null,
    // Organisers have no page of their own on the portal: the event's homepage, else its page.
    organizer: organiser ? { "@type": "Organization", name: organiser, url: event.Homepage ?? url } : null,
    performer: [
      ...event.referents.map((r) => ({
        "@type": "Person",
        name: r.label,
        url: absolute(site, `/referenten/${r.id}`),
      })),
      ...event.ExterneReferenten.map((name) => ({ "@type": "Person", name })),
    ],
    offers: offer,
    isAccessibleForFree: free ? true : null,
  });
}

/** ProfilePage about a Person: public fields only; contact, fees and bio are never part of it. */
export function speakerJsonLd(speaker: Speaker, site: string): JsonLd {
  const url = absolute(site, `/referenten/${speaker.id}`);
  return {
    "@context": CONTEXT,
    "@type": "ProfilePage",
    url,
    mainEntity: clean({
      "@type": "Person",
      name: speakerName(speaker),
      givenName: speaker.Vorname,
      familyName: speaker.Name,
      honorificPrefix: speaker.Titel,
      url,
      image: speaker.Bild?.kind === "image" ? absolute(site, speaker.Bild.url) : null,
      address: postalAddress({ addressLocality: speaker.Stadt }),
      hasCredential: speaker.Zusatzqualifikation.map((name) => ({
        "@type": "EducationalOccupationalCredential",
        name,
      })),
      jobTitle: speaker.Grundqualifikation[0] ?? null,
    }),
  };
}

/**
 * Organization. Its products are not listed as `makesOffer` → Offer → `itemOffered` Product: Google
 * reads that shape as a product offer and reports each product without price as invalid (each
 * product page describes its product instead).
 */
export function manufacturerJsonLd(maker: Manufacturer, site: string, description?: string): JsonLd {
  return clean({
    "@context": CONTEXT,
    "@type": "Organization",
    name: maker.Herstellername,
    url: maker.Homepage ?? absolute(site, `/hersteller/${maker.id}`),
    description,
    logo: maker.Logo ? absolute(site, maker.Logo.url) : null,
    // Free text, as the manufacturer entered it (schema.org allows Text for address).
    address: maker.Addresse,
  });
}

/**
 * The product page as an ItemPage about the Product. The portal sells nothing and has neither prices
 * nor reviews, so the Product is not the page's top-level entity: Google's product snippet requires
 * one of offers, review or aggregateRating on a Product it takes for one.
 */
export function productJsonLd(product: Product, site: string, description?: string): JsonLd {
  const url = absolute(site, `/produkt/${product.id}`);
  const maker = product.Hersteller
    ? clean({
        "@type": "Organization" as const,
        name: product.Hersteller,
        url: product.HerstellerId ? absolute(site, `/hersteller/${product.HerstellerId}`) : null,
      })
    : null;
  return {
    "@context": CONTEXT,
    "@type": "ItemPage",
    url,
    name: product.Produktname,
    about: clean({
      "@type": "Product",
      name: product.Produktname,
      description,
      url,
      image: product.Produktbild ? absolute(site, product.Produktbild.url) : null,
      brand: maker,
      manufacturer: maker,
      category: [product.Hauptkategorie, product.Unterkategorie, valueLabel(product.Unterpunkt1)]
        .filter(Boolean)
        .join(" > "),
      identifier: product.PZN ? { "@type": "PropertyValue", propertyID: "PZN", value: product.PZN } : null,
    }),
  };
}

type CarePartnerType = Extract<
  SchemaType,
  "Hospital" | "MedicalBusiness" | "MedicalClinic" | "Pharmacy" | "Physician"
>;

/**
 * The schema.org type of each care partner category (taxonomy Kategorie). schema.org has no type
 * for care homes, nursing services, hospices or medical supply stores: they are MedicalBusiness, a
 * LocalBusiness (Google's local business result) for medical purposes.
 */
export const CARE_PARTNER_TYPES: Readonly<Record<string, CarePartnerType>> = {
  Apotheke: "Pharmacy",
  Klinik: "Hospital",
  Rehaeinrichtung: "MedicalClinic",
  Wundzentrum: "MedicalClinic",
  Facharzt: "Physician",
  "Hausarzt/MVZ": "Physician",
};

export function carePartnerJsonLd(partner: CarePartner, site: string): JsonLd {
  return clean({
    "@context": CONTEXT,
    "@type": CARE_PARTNER_TYPES[partner.Kategorie] ?? "MedicalBusiness",
    name: partner.Name,
    url: partner.Homepage ?? absolute(site, `/versorgungspartner/${partner.id}`),
    logo: partner.Logo ? absolute(site, partner.Logo.url) : null,
    address: postalAddress({
      addressLocality: partner.Stadt,
      postalCode: partner.PLZ,
      addressRegion: partner.Bundesland,
    }),
    geo: partner.Standort
      ? { "@type": "GeoCoordinates", latitude: partner.Standort.lat, longitude: partner.Standort.lon }
      : null,
    // Topics in German, not members of schema.org's MedicalSpecialty (what medicalSpecialty takes):
    // knowsAbout of Organization takes text.
    knowsAbout: partner.Aufgabengebiete,
  });
}

/**
 * The visible breadcrumb of a detail page (DetailHeader) as BreadcrumbList: the same names and
 * links, absolute; the last item, the page itself, without a link, as on the page.
 */
export function breadcrumbJsonLd(
  crumbs: readonly { href: string; label: string }[],
  name: string,
  site: string,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [
      ...crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.label,
        item: absolute(site, crumb.href),
      })),
      { "@type": "ListItem", position: crumbs.length + 1, name },
    ],
  };
}

/** The start page: the site with its search, and the organisation behind it. */
export function homeJsonLd(site: string): JsonLd {
  const home = absolute(site, "/");
  const organisation: JsonLdNode = {
    "@type": "Organization",
    "@id": `${home}#organisation`,
    name: SITE_NAME,
    url: home,
    logo: absolute(site, "/icon.svg"),
  };
  return {
    "@context": CONTEXT,
    "@graph": [
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        name: SITE_NAME,
        url: home,
        inLanguage: "de-DE",
        publisher: { "@id": organisation["@id"] },
        potentialAction: {
          "@type": "SearchAction",
          target: {
            "@type": "EntryPoint",
            urlTemplate: `${absolute(site, "/suche")}?q={search_term_string}`,
          },
          "query-input": "required name=search_term_string",
        },
      },
      organisation,
    ],
  };
}

/** JSON for a <script type="application/ld+json">, safe against '</script>' in content. */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
