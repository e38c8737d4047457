import {
  latLon,
  mapBackgroundImage,
  mapEvent,
  mapManufacturer,
  mapPlan,
  mapSpeaker,
  mapSubscription,
  mediaKind,
  stringList,
  toCents,
} from "./mappers";
import type { RawEvent, RawManufacturer, RawSpeaker } from "./raw";

const doc = {
  documentId: "abc",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
};
const image = {
  id: 7,
  url: "/uploads/bild.jpg",
  name: "bild.jpg",
  ext: ".jpg",
  width: 800,
  height: 600,
  formats: { small: { url: "/uploads/small_bild.jpg" } },
};

describe("mediaKind", () => {
  it.each([
    ["foto.JPG", "image"],
    ["film.webm", "video"],
    ["ton.mp3", "audio"],
    ["datenblatt.pdf", "pdf"],
    ["tabelle.xlsx", "file"],
    ["/uploads/x.png?v=2", "image"],
  ])("%s → %s", (name, kind) => expect(mediaKind(name)).toBe(kind));
});

describe("list and coordinate fields", () => {
  it("keeps only strings of a JSON list and treats anything else as empty", () => {
    expect(stringList(["Dekubitus", 3, null, "Hygiene"])).toEqual(["Dekubitus", "Hygiene"]);
    expect(stringList("Dekubitus")).toEqual([]);
    expect(stringList(null)).toEqual([]);
  });

  it("reads a [lat, lon] pair and rejects malformed ones", () => {
    expect(latLon([53.55, 9.99])).toEqual({ lat: 53.55, lon: 9.99 });
    expect(latLon(["53", 9.99])).toBeNull();
    expect(latLon([53.55])).toBeNull();
    expect(latLon(null)).toBeNull();
  });
});

describe("mapEvent", () => {
  const raw: RawEvent = {
    id: 12,
    ...doc,
    Veranstaltungsname: "Wundkongress Nord",
    Published: true,
    Fokusiere: false,
    createdby: { id: 3 },
    Startzeit: "2026-12-01T08:00:00.000Z",
    Veranstaltungsort: [53.55, 9.99],
    Bild: image,
    Medien: [image, { id: 8, url: "/uploads/flyer.pdf", ext: ".pdf" }],
    Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 8 }],
    Themengebiete: ["Dekubitus"],
    referents: [{ id: 4, ...doc, Titel: "Dr.", Vorname: "Anna", Name: "Berg", Bild: null }],
    herstellers: [{ id: 5, ...doc, Herstellername: "Medisan GmbH" }],
    ExterneReferenten: [{ Name: "Prof. Gast" }],
    Homepage: "  ",
  };

  it("maps fields, media, relations and the creator", () => {
    const event = mapEvent(raw);
    expect(event).toMatchObject({
      type: "Veranstaltung",
      id: 12,
      Veranstaltungsname: "Wundkongress Nord",
      Published: true,
      createdBy: 3,
      Veranstaltungsort: { lat: 53.55, lon: 9.99 },
      Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 8 }],
      referents: [{ id: 4, label: "Dr. Anna Berg", Bild: null }],
      herstellers: [{ id: 5, label: "Medisan GmbH", Logo: null }],
      ExterneReferenten: ["Prof. Gast"],
      ExterneHersteller: [],
      FortbildungsinhalteWundexperteICW: [],
    });
    expect(event.Bild).toMatchObject({
      url: "/uploads/bild.jpg",
      thumbnailUrl: "/uploads/small_bild.jpg",
      kind: "image",
    });
    expect(event.Medien.map((m) => m.kind)).toEqual(["image", "pdf"]);
  });

  it("drops unpublished speakers and manufacturers", () => {
    const event = mapEvent({
      ...raw,
      referents: [...raw.referents!, { id: 6, ...doc, Vorname: "Geheim", Name: "Entwurf", Published: false }],
      herstellers: [...raw.herstellers!, { id: 7, ...doc, Herstellername: "Entwurf GmbH", Published: false }],
    });
    expect(event.referents.map((r) => r.id)).toEqual([4]);
    expect(event.herstellers.map((h) => h.id)).toEqual([5]);
  });

  it("keeps only http(s) links", () => {
    const event = mapEvent({
      ...raw,
      Homepage: " https://example.org ",
      Anmeldelink: "javascript:alert(1)",
      ExternerLink: "data:text/html,x",
      ExternerLinkOnlineVeranstaltung: "//evil.example",
    });
    expect(event.Homepage).toBe("https://example.org");
    expect(event.Anmeldelink).toBeNull();
    expect(event.ExternerLink).toBeNull();
    expect(event.ExternerLinkOnlineVeranstaltung).toBeNull();
  });

  it("turns blank text into null and missing booleans into false", () => {
    const event = mapEvent({ ...raw, Published: undefined, isonlineveranstaltung: null });
    expect(event.Homepage).toBeNull();
    expect(event.Published).toBe(false);
    expect(event.isonlineveranstaltung).toBe(false);
  });
});

describe("mapSpeaker", () => {
  const raw: RawSpeaker = {
    id: 1,
    ...doc,
    Vorname: "Anna",
    Name: "Berg",
    Published: true,
    Seminartyp: ["Inhouse Schulungen"],
  };

  it("has no private part when the CMS did not send one", () => {
    expect(mapSpeaker(raw).private).toBeNull();
  });

  it("keeps the private part when the CMS sent it", () => {
    const speaker = mapSpeaker({
      ...raw,
      Email: "anna@example.org",
      Bio: "<p>Bio</p>",
      Terminverfuegbarkeit: ["2027-01-10"],
    });
    expect(speaker.private).toMatchObject({
      Email: "anna@example.org",
      Bio: "<p>Bio</p>",
      Terminverfuegbarkeit: ["2027-01-10"],
    });
  });

  it("drops unpublished events from the speaker's event list", () => {
    const speaker = mapSpeaker({
      ...raw,
      veranstaltungs: [
        { id: 2, ...doc, Veranstaltungsname: "Sichtbar", Published: true },
        { id: 3, ...doc, Veranstaltungsname: "Entwurf", Published: false },
      ],
    });
    expect(speaker.veranstaltungs.map((v) => v.label)).toEqual(["Sichtbar"]);
  });
});

describe("mapManufacturer", () => {
  it("nests published products with the manufacturer's id and name", () => {
    const raw: RawManufacturer = {
      id: 9,
      ...doc,
      Herstellername: "Medisan GmbH",
      Published: true,
      Produkt: [
        {
          id: 30,
          ...doc,
          Produktname: "Schaumverband Plus",
          Published: true,
          Exsudation: ["viel"],
          Produktgroesse: [
            { GenaueGroesse: "10 x 10 cm", PZN: "12345678", Laenge: "bis12_5", Breite: "bis12_5" },
          ],
        },
        { id: 31, ...doc, Produktname: "Entwurf", Published: false },
      ],
    };
    const maker = mapManufacturer(raw);
    expect(maker.Produkt).toHaveLength(1);
    expect(maker.Produkt[0]).toMatchObject({
      type: "Produkt",
      id: 30,
      HerstellerId: 9,
      Hersteller: "Medisan GmbH",
      Exsudation: ["viel"],
      Produktgroesse: [
        { GenaueGroesse: "10 x 10 cm", PZN: "12345678", Laenge: "bis12_5", Breite: "bis12_5" },
      ],
    });
  });
});

describe("plans and subscriptions", () => {
  it("converts prices to exact cents", () => {
    expect(toCents("699.90")).toBe(69990);
    expect(toCents(79.99)).toBe(7999);
    expect(toCents("199.9")).toBe(19990);
    expect(toCents(100)).toBe(10000);
  });

  it("takes kind and tier from their own fields and splits the description into lines", () => {
    const plan = mapPlan({
      id: 1,
      ...doc,
      title: "Referent: Premium Plus",
      kind: "Referent",
      tier: "Premium Plus",
      price: "99.99",
      description: "* Honorarvorstellung\n* Terminverfügbarkeit\n",
      stripePlanId: "price_referent_premium_plus",
      interval: "year",
      highlight: true,
    });
    expect(plan).toMatchObject({
      kind: "Referent",
      tier: "Premium Plus",
      priceCents: 9999,
      descriptionLines: ["Honorarvorstellung", "Terminverfügbarkeit"],
      interval: "year",
      highlight: true,
      trial: false,
    });
  });

  it("gives subscription dates in unix seconds, as the specification's client read them", () => {
    const subscription = mapSubscription({
      id: 2,
      ...doc,
      stripeStatus: "active",
      cancel_at_period_end: false,
      current_period_end: "2027-11-01T00:00:00.000Z",
      cancel_at: null,
    });
    expect(subscription).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
      cancelAt: null,
      currentPeriodEnd: Date.UTC(2027, 10, 1) / 1000,
    });
  });
});

describe("mapBackgroundImage", () => {
  it("uses the image and its German alt text, and skips entries without an image", () => {
    expect(mapBackgroundImage({ id: 1, ...doc, Bild: image, Alternativtext: "Pflegekraft" })).toMatchObject({
      url: "/uploads/bild.jpg",
      alt: "Pflegekraft",
      type: "image",
    });
    expect(mapBackgroundImage({ id: 2, ...doc, Bild: null })).toBeNull();
  });
});
