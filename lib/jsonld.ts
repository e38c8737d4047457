// schema.org JSON-LD for detail pages; only what a visitor may see goes in.
import { valueLabel } from "./labels";
import { speakerName } from "./names";
import type { CarePartner, Event, Manufacturer, Product, Speaker } from "./types";

type JsonLd = Record<string, unknown>;

const absolute = (site: string, path: string) => new URL(path, site).toString();
const clean = (value: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  );

export function eventJsonLd(event: Event, site: string, feeLabel: string | null): JsonLd {
  const url = absolute(site, `/veranstaltungen/${event.id}`);
  const place = event.isonlineveranstaltung
    ? { "@type": "VirtualLocation", url: event.ExternerLinkOnlineVeranstaltung ?? url }
    : clean({
        "@type": "Place",
        name: event.Stadt,
        address: clean({
          "@type": "PostalAddress",
          addressLocality: event.Stadt,
          postalCode: event.PLZ,
          addressCountry: "DE",
        }),
        geo: event.Veranstaltungsort
          ? {
              "@type": "GeoCoordinates",
              latitude: event.Veranstaltungsort.lat,
              longitude: event.Veranstaltungsort.lon,
            }
          : null,
      });
  return clean({
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.Veranstaltungsname,
    url,
    description: event.description,
    startDate: event.Startzeit,
    endDate: event.Endzeit ?? event.Startzeit,
    eventAttendanceMode: event.isonlineveranstaltung
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: place,
    image: event.Bild ? absolute(site, event.Bild.url) : null,
    organizer: event.Veranstaltername ? { "@type": "Organization", name: event.Veranstaltername } : null,
    performer: event.referents.map((r) => ({ "@type": "Person", name: r.label })),
    offers: clean({
      "@type": "Offer",
      url: event.Anmeldelink ?? url,
      priceCurrency: "EUR",
      description: feeLabel ? `Teilnahmegebühr ${feeLabel}` : null,
      availability: "https://schema.org/InStock",
    }),
  });
}

/** Person: public fields only; contact, fees and bio are never part of it. */
export function speakerJsonLd(speaker: Speaker, site: string): JsonLd {
  return clean({
    "@context": "https://schema.org",
    "@type": "Person",
    name: speakerName(speaker),
    givenName: speaker.Vorname,
    familyName: speaker.Name,
    honorificPrefix: speaker.Titel,
    url: absolute(site, `/referenten/${speaker.id}`),
    image: speaker.Bild?.kind === "image" ? absolute(site, speaker.Bild.url) : null,
    address: speaker.Stadt
      ? { "@type": "PostalAddress", addressLocality: speaker.Stadt, addressCountry: "DE" }
      : null,
    hasCredential: speaker.Zusatzqualifikation.map((name) => ({
      "@type": "EducationalOccupationalCredential",
      name,
    })),
    jobTitle: speaker.Grundqualifikation[0] ?? null,
  });
}

export function manufacturerJsonLd(maker: Manufacturer, site: string): JsonLd {
  return clean({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: maker.Herstellername,
    url: maker.Homepage ?? absolute(site, `/hersteller/${maker.id}`),
    logo: maker.Logo ? absolute(site, maker.Logo.url) : null,
    address: maker.Addresse,
    makesOffer: maker.Produkt.map((p) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Product", name: p.Produktname },
    })),
  });
}

export function productJsonLd(product: Product, site: string): JsonLd {
  return clean({
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.Produktname,
    url: absolute(site, `/produkt/${product.id}`),
    image: product.Produktbild ? absolute(site, product.Produktbild.url) : null,
    brand: product.Hersteller ? { "@type": "Brand", name: product.Hersteller } : null,
    manufacturer: product.Hersteller ? { "@type": "Organization", name: product.Hersteller } : null,
    category: [product.Hauptkategorie, product.Unterkategorie, valueLabel(product.Unterpunkt1)]
      .filter(Boolean)
      .join(" > "),
    identifier: product.PZN ? { "@type": "PropertyValue", propertyID: "PZN", value: product.PZN } : null,
  });
}

export function carePartnerJsonLd(partner: CarePartner, site: string): JsonLd {
  return clean({
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    name: partner.Name,
    url: partner.Homepage ?? absolute(site, `/versorgungspartner/${partner.id}`),
    logo: partner.Logo ? absolute(site, partner.Logo.url) : null,
    address: {
      "@type": "PostalAddress",
      addressLocality: partner.Stadt,
      postalCode: partner.PLZ,
      addressRegion: partner.Bundesland,
      addressCountry: "DE",
    },
    geo: partner.Standort
      ? { "@type": "GeoCoordinates", latitude: partner.Standort.lat, longitude: partner.Standort.lon }
      : null,
    medicalSpecialty: partner.Aufgabengebiete,
  });
}

/** JSON for a <script type="application/ld+json">, safe against '</script>' in content. */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
