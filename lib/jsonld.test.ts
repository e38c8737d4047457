import { makeCarePartner, makeEvent, makeManufacturer, makeProduct, makeSpeaker } from "@/lib/test-factories";
import {
  carePartnerJsonLd,
  eventJsonLd,
  jsonLdScript,
  manufacturerJsonLd,
  productJsonLd,
  speakerJsonLd,
} from "./jsonld";

const SITE = "https://wundportal.de";

describe("JSON-LD builders", () => {
  it("describes an on-site event with place, dates, offer and organizer", () => {
    const data = eventJsonLd(
      makeEvent({
        id: 7,
        Veranstaltungsname: "Wundkongress Nord",
        Startzeit: "2026-12-01T08:00:00.000Z",
        Endzeit: "2026-12-02T16:00:00.000Z",
        Stadt: "Hamburg",
        PLZ: "20095",
        Veranstaltungsort: { lat: 53.55, lon: 9.99 },
        Veranstaltername: "ICW e.V.",
        Anmeldelink: "https://example.org/anmeldung",
        referents: [{ id: 1, label: "Dr. Anna Berg", Bild: null }],
      }),
      SITE,
      "0-50 €",
    );
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Wundkongress Nord",
      url: "https://wundportal.de/veranstaltungen/7",
      startDate: "2026-12-01T08:00:00.000Z",
      endDate: "2026-12-02T16:00:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        address: { postalCode: "20095", addressLocality: "Hamburg" },
        geo: { latitude: 53.55, longitude: 9.99 },
      },
      organizer: { "@type": "Organization", name: "ICW e.V." },
      offers: {
        "@type": "Offer",
        url: "https://example.org/anmeldung",
        priceCurrency: "EUR",
        description: "Teilnahmegebühr 0-50 €",
      },
      performer: [{ "@type": "Person", name: "Dr. Anna Berg" }],
    });
  });

  it("uses a virtual location for online events", () => {
    const data = eventJsonLd(
      makeEvent({
        isonlineveranstaltung: true,
        ExternerLinkOnlineVeranstaltung: "https://meet.example.org/x",
      }),
      SITE,
      null,
    );
    expect(data.location).toEqual({ "@type": "VirtualLocation", url: "https://meet.example.org/x" });
    expect(data.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
  });

  it("never puts a speaker's private data into the Person", () => {
    const speaker = makeSpeaker({
      Titel: "Dr.",
      Vorname: "Anna",
      Name: "Berg",
      private: {
        Bio: "<p>Geheime Bio</p>",
        Kontakt: "+49 40 1",
        Email: "anna@example.org",
        Homepage: "https://anna.example.org",
        ExternerLink: null,
        HonorarvorstellungProUnterrichtseinheit: "bis100",
        HonorarvorstellungPauschaleHalberTag: null,
        HonorarvorstellungPauschaleGanzerTag: null,
        Terminverfuegbarkeit: ["2027-01-10"],
      },
    });
    const json = JSON.stringify(speakerJsonLd(speaker, SITE));
    expect(json).toContain('"name":"Dr. Anna Berg"');
    for (const secret of [
      "anna@example.org",
      "Geheime Bio",
      "+49 40 1",
      "anna.example.org",
      "bis100",
      "2027-01-10",
    ]) {
      expect(json).not.toContain(secret);
    }
  });

  it("describes a manufacturer as Organization and a product with its PZN as identifier", () => {
    const maker = makeManufacturer({
      id: 3,
      Herstellername: "Medisan GmbH",
      Homepage: "https://medisan.example",
    });
    expect(manufacturerJsonLd(maker, SITE)).toMatchObject({
      "@type": "Organization",
      name: "Medisan GmbH",
      url: "https://medisan.example",
    });
    const product = makeProduct({
      id: 9,
      Produktname: "Schaumverband Plus",
      PZN: "12345678",
      Hersteller: "Medisan GmbH",
      Hauptkategorie: "Wunde",
      Unterkategorie: "Wundauflage",
    });
    expect(productJsonLd(product, SITE)).toMatchObject({
      "@type": "Product",
      name: "Schaumverband Plus",
      url: "https://wundportal.de/produkt/9",
      identifier: { "@type": "PropertyValue", propertyID: "PZN", value: "12345678" },
      brand: { name: "Medisan GmbH" },
      category: "Wunde > Wundauflage",
    });
    expect(productJsonLd(makeProduct({ PZN: null }), SITE)).not.toHaveProperty("identifier");
  });

  it("describes a care partner as MedicalBusiness with its address", () => {
    const partner = makeCarePartner({
      id: 4,
      Name: "Wundzentrum Mitte",
      Stadt: "Leipzig",
      PLZ: "04109",
      Bundesland: "Sachsen",
    });
    expect(carePartnerJsonLd(partner, SITE)).toMatchObject({
      "@type": "MedicalBusiness",
      name: "Wundzentrum Mitte",
      address: {
        postalCode: "04109",
        addressLocality: "Leipzig",
        addressRegion: "Sachsen",
        addressCountry: "DE",
      },
    });
  });

  it("escapes '<' so content cannot close the script tag", () => {
    expect(jsonLdScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
