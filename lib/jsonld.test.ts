import { makeCarePartner, makeEvent, makeManufacturer, makeProduct, makeSpeaker } from "@/lib/test-factories";
import { schemaOrgProblems } from "@/tests/support/schema-org";
import {
  breadcrumbJsonLd,
  carePartnerJsonLd,
  eventJsonLd,
  homeJsonLd,
  jsonLdScript,
  manufacturerJsonLd,
  productJsonLd,
  speakerJsonLd,
} from "./jsonld";
import { taxonomy } from "./taxonomy";

const SITE = "https://wundportal.de";

/** A realistic on-site event: speakers, points, a fee band, a registration link. */
const congress = () =>
  makeEvent({
    id: 7,
    Veranstaltungsname: "Wundkongress Nord",
    description: "Zwei Tage Wundversorgung",
    Startzeit: "2026-12-01T08:00:00.000Z",
    Endzeit: "2026-12-02T16:00:00.000Z",
    Stadt: "Hamburg",
    PLZ: "20095",
    Veranstaltungsort: { lat: 53.55, lon: 9.99 },
    Veranstaltername: "ICW e.V.",
    Homepage: "https://icw.example.org",
    Anmeldelink: "https://example.org/anmeldung",
    Teilnehmergebuehr: "bis100",
    Bild: {
      id: 5,
      url: "/uploads/kongress.jpg",
      thumbnailUrl: null,
      name: "kongress.jpg",
      alt: "",
      kind: "image",
      width: 800,
      height: 600,
    },
    referents: [{ id: 1, label: "Dr. Anna Berg", Bild: null }],
    ExterneReferenten: ["Prof. Jan Ost"],
    Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 4 }],
  });

describe("JSON-LD builders", () => {
  it("describes an on-site event with place, dates, a priced offer and the organiser's url", () => {
    const data = eventJsonLd(congress(), SITE);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Wundkongress Nord",
      url: "https://wundportal.de/veranstaltungen/7",
      startDate: "2026-12-01T08:00:00.000Z",
      endDate: "2026-12-02T16:00:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        address: { postalCode: "20095", addressLocality: "Hamburg", addressCountry: "DE" },
        geo: { latitude: 53.55, longitude: 9.99 },
      },
      organizer: { "@type": "Organization", name: "ICW e.V.", url: "https://icw.example.org" },
      offers: {
        "@type": "Offer",
        url: "https://example.org/anmeldung",
        priceCurrency: "EUR",
        priceSpecification: {
          "@type": "PriceSpecification",
          minPrice: 51,
          maxPrice: 100,
          priceCurrency: "EUR",
        },
      },
      performer: [
        { "@type": "Person", name: "Dr. Anna Berg", url: "https://wundportal.de/referenten/1" },
        { "@type": "Person", name: "Prof. Jan Ost" },
      ],
    });
    expect(data).not.toHaveProperty("isAccessibleForFree");
  });

  it("gives the top fee band no maximum and the organiser the event's page without a homepage", () => {
    const data = eventJsonLd(
      makeEvent({
        id: 8,
        Startzeit: "2026-12-01T08:00:00.000Z",
        Stadt: "Kassel",
        Teilnehmergebuehr: "ueber150",
        Homepage: null,
        Veranstaltername: "Akademie",
      }),
      SITE,
    )!;
    expect(data).toMatchObject({
      organizer: { url: "https://wundportal.de/veranstaltungen/8" },
      offers: { priceSpecification: { minPrice: 151 } },
    });
    expect(JSON.stringify(data)).not.toContain("maxPrice");
  });

  it("gives no Event without a start, or on site without a town or postcode (Google requires both)", () => {
    expect(eventJsonLd(makeEvent({ Startzeit: null, Stadt: "Kassel" }), SITE)).toBeNull();
    expect(eventJsonLd(makeEvent({ Stadt: null, PLZ: null, isonlineveranstaltung: false }), SITE)).toBeNull();
  });

  it("uses a virtual location for online events", () => {
    const data = eventJsonLd(
      makeEvent({
        Startzeit: "2026-12-01T08:00:00.000Z",
        isonlineveranstaltung: true,
        ExternerLinkOnlineVeranstaltung: "https://meet.example.org/x",
      }),
      SITE,
    );
    expect(data).toMatchObject({
      location: { "@type": "VirtualLocation", url: "https://meet.example.org/x" },
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    });
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

  it("describes a manufacturer as Organization, without its products as offers", () => {
    const maker = makeManufacturer({
      id: 3,
      Herstellername: "Medisan GmbH",
      Homepage: "https://medisan.example",
      Addresse: "Hafenstraße 1\n20457 Hamburg",
      Produkt: [makeProduct({ Produktname: "Schaumverband Plus" })],
    });
    const data = manufacturerJsonLd(maker, SITE, "Verbandstoffe aus Hamburg");
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "Medisan GmbH",
      url: "https://medisan.example",
      description: "Verbandstoffe aus Hamburg",
      address: "Hafenstraße 1\n20457 Hamburg",
    });
    expect(JSON.stringify(data)).not.toContain('"Product"');
  });

  it("describes a product page as ItemPage about the Product, never a Product at the top", () => {
    const product = makeProduct({
      id: 9,
      Produktname: "Schaumverband Plus",
      PZN: "12345678",
      HerstellerId: 3,
      Hersteller: "Medisan GmbH",
      Hauptkategorie: "Wunde",
      Unterkategorie: "Wundauflage",
    });
    const data = productJsonLd(product, SITE, "Saugstarker Schaumverband");
    expect(data).toMatchObject({
      "@type": "ItemPage",
      url: "https://wundportal.de/produkt/9",
      about: {
        "@type": "Product",
        name: "Schaumverband Plus",
        description: "Saugstarker Schaumverband",
        identifier: { "@type": "PropertyValue", propertyID: "PZN", value: "12345678" },
        brand: { "@type": "Organization", name: "Medisan GmbH", url: "https://wundportal.de/hersteller/3" },
        category: "Wunde > Wundauflage",
      },
    });
    expect(JSON.stringify(productJsonLd(makeProduct({ PZN: null }), SITE))).not.toContain("identifier");
  });

  it("gives a care partner the schema.org type of its category and its topics as knowsAbout", () => {
    const partner = makeCarePartner({
      id: 4,
      Name: "Wundzentrum Mitte",
      Kategorie: "Wundzentrum",
      Stadt: "Leipzig",
      PLZ: "04109",
      Bundesland: "Sachsen",
      Aufgabengebiete: ["Wundversorgung", "Stomaversorgung"],
    });
    const data = carePartnerJsonLd(partner, SITE);
    expect(data).toMatchObject({
      "@type": "MedicalClinic",
      name: "Wundzentrum Mitte",
      address: {
        postalCode: "04109",
        addressLocality: "Leipzig",
        addressRegion: "Sachsen",
        addressCountry: "DE",
      },
      knowsAbout: ["Wundversorgung", "Stomaversorgung"],
    });
    expect(data).not.toHaveProperty("medicalSpecialty");
    expect(carePartnerJsonLd(makeCarePartner({ Kategorie: "Apotheke" }), SITE)["@type" as never]).toBe(
      "Pharmacy",
    );
    expect(carePartnerJsonLd(makeCarePartner({ Kategorie: "Pflegeheim" }), SITE)["@type" as never]).toBe(
      "MedicalBusiness",
    );
  });

  it("makes the visible breadcrumb a BreadcrumbList with absolute links and the page last", () => {
    expect(
      breadcrumbJsonLd(
        [
          { href: "/hersteller", label: "Hersteller/Produkte" },
          { href: "/hersteller/3", label: "Medisan GmbH" },
        ],
        "Schaumverband Plus",
        SITE,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Hersteller/Produkte",
          item: "https://wundportal.de/hersteller",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "Medisan GmbH",
          item: "https://wundportal.de/hersteller/3",
        },
        { "@type": "ListItem", position: 3, name: "Schaumverband Plus" },
      ],
    });
  });

  it("describes the start page as WebSite with its search and the Organization behind it", () => {
    expect(homeJsonLd(SITE)).toMatchObject({
      "@graph": [
        {
          "@type": "WebSite",
          name: "Wundportal",
          url: "https://wundportal.de/",
          potentialAction: {
            "@type": "SearchAction",
            target: {
              "@type": "EntryPoint",
              urlTemplate: "https://wundportal.de/suche?q={search_term_string}",
            },
            "query-input": "required name=search_term_string",
          },
        },
        { "@type": "Organization", name: "Wundportal", url: "https://wundportal.de/" },
      ],
    });
  });

  it("escapes '<' so content cannot close the script tag", () => {
    expect(
      jsonLdScript({
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "</script><script>alert(1)</script>",
      }),
    ).not.toContain("</script>");
  });
});

describe("schema.org vocabulary of the JSON-LD builders", () => {
  const speaker = makeSpeaker({
    id: 2,
    Titel: "Dr.",
    Vorname: "Anna",
    Name: "Berg",
    Stadt: "Köln",
    Bild: {
      id: 1,
      url: "/uploads/anna.jpg",
      thumbnailUrl: null,
      name: "anna.jpg",
      alt: "",
      kind: "image",
      width: 1,
      height: 1,
    },
    Grundqualifikation: ["Pflegefachkraft"],
    Zusatzqualifikation: ["Wundexperte ICW"],
  });
  const product = makeProduct({
    id: 9,
    Produktname: "Schaumverband",
    HerstellerId: 3,
    Hersteller: "Medisan",
    PZN: "1234",
  });
  const cases: [string, unknown][] = [
    ["Veranstaltung vor Ort", eventJsonLd(congress(), SITE)],
    [
      "Online-Veranstaltung",
      eventJsonLd(
        makeEvent({
          Startzeit: "2026-12-01T08:00:00.000Z",
          isonlineveranstaltung: true,
          Teilnehmergebuehr: "bis50",
        }),
        SITE,
      ),
    ],
    ["Referent", speakerJsonLd(speaker, SITE)],
    [
      "Hersteller",
      manufacturerJsonLd(
        makeManufacturer({ Homepage: "https://m.example", Addresse: "Hamburg", Produkt: [product] }),
        SITE,
        "Text",
      ),
    ],
    ["Produkt", productJsonLd(product, SITE, "Text")],
    ...taxonomy.Kategorie.map((Kategorie): [string, unknown] => [
      `Versorgungspartner ${Kategorie}`,
      carePartnerJsonLd(
        makeCarePartner({
          Kategorie,
          Standort: { lat: 51.3, lon: 9.5 },
          Aufgabengebiete: ["Wundversorgung"],
        }),
        SITE,
      ),
    ]),
    ["Brotkrumen", breadcrumbJsonLd([{ href: "/referenten", label: "Referenten" }], "Anna Berg", SITE)],
    ["Startseite", homeJsonLd(SITE)],
  ];

  it.each(cases)("%s: every type and property exists in schema.org", (_, data) => {
    expect(data).not.toBeNull();
    expect(schemaOrgProblems(data)).toEqual([]);
  });
});

describe("schemaOrgProblems", () => {
  it("finds a property the type does not have: medicalSpecialty on MedicalBusiness", () => {
    expect(
      schemaOrgProblems({ "@type": "MedicalBusiness", name: "Praxis", medicalSpecialty: "Wundversorgung" }),
    ).toEqual(["MedicalBusiness > medicalSpecialty: not a property of MedicalBusiness"]);
  });

  it("accepts a property of a supertype: medicalSpecialty of MedicalOrganization on Pharmacy", () => {
    expect(
      schemaOrgProblems({
        "@type": "Pharmacy",
        medicalSpecialty: { "@type": "MedicalSpecialty", name: "x" },
      }),
    ).toEqual([]);
  });

  it("finds an unknown type, also nested and in an @graph", () => {
    expect(
      schemaOrgProblems({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "NursingHome", name: "Haus" },
          { "@type": "Event", location: { "@type": "Plaec" } },
        ],
      }),
    ).toEqual([
      "@graph[0] (NursingHome): unknown type NursingHome",
      "@graph[1] (Event) > location (Plaec): unknown type Plaec",
    ]);
  });

  it("finds a nested entity of a type the property does not take", () => {
    expect(
      schemaOrgProblems({
        "@type": "Event",
        name: "Kongress",
        location: { "@type": "Person", name: "Anna" },
      }),
    ).toEqual([
      "Event > location (Person): not a type the property takes (Place, PostalAddress, VirtualLocation)",
    ]);
    // A subtype of a type the property takes is fine: Hospital is a Place.
    expect(schemaOrgProblems({ "@type": "Event", location: { "@type": "Hospital", name: "UKE" } })).toEqual(
      [],
    );
  });

  it("finds a type named where an enumeration value belongs and an entity without a type", () => {
    expect(
      schemaOrgProblems({
        "@type": "Event",
        eventStatus: "https://schema.org/Event",
        offers: [{ "@type": "Offer", price: 0 }, { price: 1 }],
      }),
    ).toEqual([
      "Event > eventStatus: https://schema.org/Event is a type, not a value",
      "Event > offers[1]: no @type",
    ]);
  });
});
