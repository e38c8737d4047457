import { berlinTimeToIso } from "@/lib/berlin-time";
import {
  EMPTY_VALUES,
  LISTING_SCHEMAS,
  referentSchema,
  versorgungspartnerSchema,
} from "@/lib/schemas/listings";
import {
  EMPTY_PRODUCT,
  herstellerFormSchema,
  productSchema,
  type HerstellerFormValues,
  type ProductValues,
} from "@/lib/schemas/listings-manufacturer";
import { storedAs, type StoredFile } from "@/lib/test-factories";
import { sanitizeRichText } from "@/server/sanitize";
import type { MainListingKind } from "@wundportal/rules";
import {
  formValuesOf,
  listingPayload,
  productFormValues,
  productToCms,
  type RawOwnProduct,
} from "./listing-mapping";

describe("listingPayload", () => {
  const all = { unlocked: () => true, sanitize: (html: string) => html.replace(/<script.*?<\/script>/g, "") };
  const partner = versorgungspartnerSchema.parse({
    ...EMPTY_VALUES.Versorgungspartner,
    id: 7,
    Name: "Apotheke am Markt",
    Stadt: "Bonn",
    PLZ: "53111",
    Bundesland: "Nordrhein-Westfalen",
    Kategorie: "Apotheke",
    Fachgebiete: "Dermatologie",
    Bettenanzahl: 12,
    Logo: [{ id: 3, url: "/uploads/a.png", name: "a.png", mime: "image/png" }],
  });

  it("omits unset fields and the route id on a create, sends uploads as lists of ids", () => {
    const data = listingPayload("Versorgungspartner", partner, { ...all, update: false });
    expect(data).toEqual({
      Name: "Apotheke am Markt",
      Stadt: "Bonn",
      PLZ: "53111",
      Bundesland: "Nordrhein-Westfalen",
      Kategorie: "Apotheke",
      Logo: [3],
      Published: false,
      Fokusiere: false,
    });
  });

  it("clears emptied fields and the fields of other categories on an update", () => {
    const data = listingPayload("Versorgungspartner", partner, { ...all, update: true });
    expect(data).toMatchObject({
      Fachgebiete: null,
      Bettenanzahl: null,
      Homepage: null,
      Medien: [],
      Standort: null,
    });
    expect(data).not.toHaveProperty("id");
  });

  it("never sends a field the plan does not unlock, and sanitises rich text", () => {
    const speaker = referentSchema.parse({
      ...EMPTY_VALUES.Referent,
      Name: "Berg",
      Vorname: "Anna",
      Stadt: "Köln",
      Email: "anna@example.org",
      Bio: "<p>Hallo</p><script>alert(1)</script>",
      Seminartyp: ["Inhouse Schulungen"],
      Fokusiere: true,
    });
    const data = listingPayload("Referent", speaker, {
      ...all,
      update: true,
      unlocked: (field) => !["Seminartyp", "Fokusiere"].includes(field),
    });
    expect(data.Bio).toBe("<p>Hallo</p>");
    expect(data).not.toHaveProperty("Seminartyp");
    expect(data).not.toHaveProperty("Fokusiere");
  });

  it("drops an event's empty PLZ even on an update and reads times as Berlin time", () => {
    const data = listingPayload(
      "Veranstaltung",
      { ...EMPTY_VALUES.Veranstaltung, Startzeit: "2026-07-01T09:00", Endzeit: "2026-01-15T17:30" },
      { ...all, update: true },
    );
    expect(data).not.toHaveProperty("PLZ");
    expect(data.Startzeit).toBe("2026-07-01T07:00:00.000Z");
    expect(data.Endzeit).toBe("2026-01-15T16:30:00.000Z");
  });
});

describe("productToCms", () => {
  it("clears the fields of the other main category in the CMS payload", () => {
    const values = productSchema.parse({
      ...EMPTY_PRODUCT,
      Produktname: "Trinknahrung",
      Hauptkategorie: "Ernährung",
      Unterkategorie: "Trink- und Aufbaunahrung",
      Risikoklassifizierung: "Klasse I",
      Exsudation: ["viel"],
      Geschmacksrichtung: "Herzhaft",
    });
    const data = productToCms(values, { Published: true, Fokusiere: false }, (html) => html);
    expect(data).not.toHaveProperty("hersteller");
    expect(data).toMatchObject({
      Produktbild: [],
      Risikoklassifizierung: null,
      Exsudation: [],
      Geschmacksrichtung: "Herzhaft",
      Unterpunkt1: null,
    });
  });
});

// Form values → write payload → the record the CMS stores and the editor reads back → form values:
// what the lister typed comes back unchanged, on a create and on an update, whatever is empty.
describe("round trip: the editor's values survive a save and a reload", () => {
  const everything = { unlocked: () => true, sanitize: sanitizeRichText };
  const MODEL: Record<MainListingKind, string> = {
    Referent: "referent",
    Versorgungspartner: "versorgungspartner",
    Veranstaltung: "veranstaltung",
    Hersteller: "hersteller",
  };
  const file = (id: number, name: string, mime = "image/jpeg"): StoredFile => ({
    id,
    url: `/uploads/${name}`,
    name,
    mime,
  });
  const files = [
    file(1, "portrait.jpg"),
    file(2, "flyer.pdf", "application/pdf"),
    file(3, "logo.png", "image/png"),
  ];
  const related = [
    { id: 21, documentId: "doc21", Titel: "Dr.", Vorname: "Eva", Name: "Lind" },
    { id: 22, documentId: "doc22", Titel: null, Vorname: "Jan", Name: "Ost" },
    { id: 31, documentId: "doc31", Herstellername: "Verbandstoff AG" },
  ];

  /** Saves `values` as a new listing and as an update of `before`, and reads both back. */
  function reload<K extends MainListingKind>(
    kind: K,
    values: (typeof EMPTY_VALUES)[K],
    before?: typeof values,
  ) {
    const parse = (v: typeof values) => LISTING_SCHEMAS[kind].parse(v) as typeof values;
    const store = { id: 40, files, related };
    const created = storedAs(
      MODEL[kind],
      listingPayload(kind, parse(values), { ...everything, update: false }),
      store,
    );
    const previous = before
      ? storedAs(MODEL[kind], listingPayload(kind, parse(before), { ...everything, update: false }), store)
      : created;
    const updated = storedAs(
      MODEL[kind],
      listingPayload(kind, parse(values), { ...everything, update: true }),
      {
        ...store,
        previous,
      },
    );
    return { created: formValuesOf(kind, created), updated: formValuesOf(kind, updated) };
  }

  const referent: (typeof EMPTY_VALUES)["Referent"] = {
    ...EMPTY_VALUES.Referent,
    id: 40,
    Published: true,
    Fokusiere: true,
    Titel: "Dr.",
    Vorname: "Anna",
    Name: "Berg",
    Bild: [files[0]!],
    Medien: [files[1]!, files[2]!],
    Stadt: "Köln",
    PLZ: "50667",
    Einsatzort: [50.94, 6.96],
    Bio: "<p>Wundexpertin mit <strong>20 Jahren</strong> Erfahrung</p>",
    ExternerLink: "https://example.org/anna",
    Email: "anna@example.org",
    AnbieterNummer: "A-17",
    Ansprechpartner: "Büro Berg",
    Teilnehmergebuehr: "bis100",
    Grundqualifikation: ["Ärzte"],
    Zusatzqualifikation: [],
    AndereFortbildungsinhalte: "Hautpflege\nKompression",
    Seminartyp: ["Inhouse Schulungen", "Speaker bei Kongressen"],
    Homepage: "https://example.org",
    Terminverfuegbarkeit: ["2026-03-28", "2026-10-25"],
  };

  const partner: (typeof EMPTY_VALUES)["Versorgungspartner"] = {
    ...EMPTY_VALUES.Versorgungspartner,
    id: 40,
    Published: true,
    Name: "Klinik am See",
    Stadt: "Bonn",
    PLZ: "53111",
    Bundesland: "Nordrhein-Westfalen",
    Kategorie: "Klinik",
    Homepage: "https://klinik.example.org",
    Logo: [files[2]!],
    Medien: [],
    Standort: [50.73, 7.1],
    Aufgabengebiete: ["Wundversorgung", "Inkontinenz"],
    Fachgebiete: "Dermatologie",
    Barrierefreiheit: true,
    Ausstattung: "Wundambulanz",
    Bettenanzahl: 120,
    BehandelteKrankheiten: "Ulcus cruris",
  };

  const event: (typeof EMPTY_VALUES)["Veranstaltung"] = {
    ...EMPTY_VALUES.Veranstaltung,
    id: 40,
    Published: true,
    Veranstaltungsname: "Wundtag Nord",
    Veranstaltername: "Akademie Nord",
    // Berlin time on both sides of the change to summer time (2026-03-29, 02:00 CET → 03:00 CEST).
    Startzeit: "2026-03-28T09:30",
    Endzeit: "2026-03-29T17:45",
    Bild: [files[0]!],
    Medien: [files[1]!],
    Beschreibung: "<p>Programm</p><ul><li>Vorträge</li></ul>",
    ErwarteteTeilnehmerzahl: "bis100",
    Teilnehmergebuehr: "bis50",
    Fortbildungspunkte: [
      { Vergabestelle: "ICW", Punkte: 8 },
      { Vergabestelle: "DGfW", Punkte: 4 },
    ],
    Stadt: "Hamburg",
    PLZ: "20095",
    isonlineveranstaltung: true,
    ExternerLinkOnlineVeranstaltung: "https://stream.example.org",
    Veranstaltungsort: [53.55, 9.99],
    Themengebiete: ["Dekubitus", "Hygiene"],
    AndereThemegebiete: "Recht",
    referents: [
      { id: 21, name: "Dr. Eva Lind" },
      { id: 22, name: "Jan Ost" },
    ],
    ExterneReferenten: [{ Name: "Prof. Gast" }],
    herstellers: [{ id: 31, name: "Verbandstoff AG" }],
    ExterneHersteller: [],
    Anmeldelink: "https://example.org/anmeldung",
  };

  const manufacturer: (typeof EMPTY_VALUES)["Hersteller"] = {
    ...EMPTY_VALUES.Hersteller,
    id: 40,
    Published: true,
    Herstellername: "Verbandstoff AG",
    Addresse: "Hafenstraße 1\n20095 Hamburg",
    Beschreibung: "<p>Seit 1950</p>",
    Homepage: "https://verbandstoff.example.org",
    Logo: [files[2]!],
    Medien: [files[0]!, files[1]!],
  };

  it.each([
    ["Referent", referent],
    ["Versorgungspartner", partner],
    ["Veranstaltung", event],
    ["Hersteller", manufacturer],
  ] as const)("%s: every filled field comes back as typed", (kind, values) => {
    const { created, updated } = reload(kind, values);
    expect(created).toEqual(values);
    expect(updated).toEqual(values);
  });

  it.each([
    [
      "Referent",
      {
        ...EMPTY_VALUES.Referent,
        id: 40,
        Vorname: "Anna",
        Name: "Berg",
        Stadt: "Köln",
        Email: "a@example.org",
      },
      referent,
    ],
    [
      "Versorgungspartner",
      {
        ...EMPTY_VALUES.Versorgungspartner,
        id: 40,
        Name: "Apotheke",
        Stadt: "Bonn",
        PLZ: "53111",
        Bundesland: "Nordrhein-Westfalen",
        Kategorie: "Apotheke",
      },
      partner,
    ],
    ["Hersteller", { ...EMPTY_VALUES.Hersteller, id: 40, Herstellername: "Verbandstoff AG" }, manufacturer],
  ] as const)(
    "%s: empty optional fields stay empty, also where a field was emptied",
    (kind, values, before) => {
      const { created, updated } = reload(kind, values, before);
      expect(created).toEqual(values);
      expect(updated).toEqual(values);
    },
  );

  it("Veranstaltung: empty optional fields stay empty; an emptied PLZ keeps the stored one", () => {
    const values = { ...EMPTY_VALUES.Veranstaltung, id: 40, Veranstaltungsname: "Wundtag Nord" };
    const { created, updated } = reload("Veranstaltung", values, event);
    expect(created).toEqual(values);
    // The specification drops an event's empty PLZ before sending, so an update leaves it stored.
    expect(updated).toEqual({ ...values, PLZ: event.PLZ });
  });

  it.each([
    // Winter (CET, UTC+1) and summer (CEST, UTC+2) time, the hours around both changes of 2026
    // (29 March 02:00 → 03:00, 25 October 03:00 → 02:00), and midnight across a date.
    ["2026-01-15T17:30", "2026-01-15T16:30:00.000Z"],
    ["2026-07-01T09:00", "2026-07-01T07:00:00.000Z"],
    ["2026-03-29T01:59", "2026-03-29T00:59:00.000Z"],
    ["2026-03-29T03:00", "2026-03-29T01:00:00.000Z"],
    ["2026-10-25T01:59", "2026-10-24T23:59:00.000Z"],
    ["2026-10-25T02:30", "2026-10-25T01:30:00.000Z"],
    ["2026-10-25T03:00", "2026-10-25T02:00:00.000Z"],
    ["2026-12-31T00:15", "2026-12-30T23:15:00.000Z"],
  ])("Veranstaltung: %s Berlin time is stored as %s and read back", (local, iso) => {
    const values = { ...event, Startzeit: local, Endzeit: "2027-01-01T00:00" };
    expect(berlinTimeToIso(local)).toBe(iso);
    const { created, updated } = reload("Veranstaltung", values);
    expect(created.Startzeit).toBe(local);
    expect(updated).toEqual(values);
  });

  it("Veranstaltung: a time the change to summer time skips is stored an hour later", () => {
    expect(berlinTimeToIso("2026-03-29T02:30")).toBe("2026-03-29T01:30:00.000Z");
    const { created } = reload("Veranstaltung", { ...event, Startzeit: "2026-03-29T02:30" });
    expect(created.Startzeit).toBe("2026-03-29T03:30");
  });

  describe("Hersteller with its products", () => {
    const wound: ProductValues = {
      ...EMPTY_PRODUCT,
      documentId: "doc51",
      Produktname: "Schaumverband Plus",
      PZN: "04324188",
      Produktbild: [files[0]!],
      Datenblaetter: [files[1]!],
      Medien: [],
      Hauptkategorie: "Wunde",
      Unterkategorie: "Wundauflage",
      Unterpunkt1: "Schaumverband",
      Unterpunkt2: "Feinporig",
      Produktbeschreibung: "<p>Saugstark</p>",
      Anwendungshinweise: "Alle 3 Tage wechseln",
      Produktgroesse: [
        { Breite: "bis7_5", Laenge: "bis12_5", GenaueGroesse: "7 x 10 cm", PZN: "04324188" },
        { Breite: "bis12_5", Laenge: "", GenaueGroesse: "", PZN: "" },
      ],
      VerordnungsfaehigkeitOderRezeptierbarkeit: true,
      Risikoklassifizierung: "Klasse IIa",
      Wirkstoffhaltig: "Silber",
      Exsudation: ["mittel", "viel"],
      Haftrand: "Mit Rand",
      Kombination: "Mit Silikon",
      Indikationen: "Chronische Wunden",
    };
    const nutrition: ProductValues = {
      ...EMPTY_PRODUCT,
      documentId: "doc52",
      Produktname: "Trinknahrung",
      Hauptkategorie: "Ernährung",
      Unterkategorie: "Trink- und Aufbaunahrung",
      Produktmerkmale: [],
      Geschmacksrichtung: "Herzhaft",
    };
    const empty: ProductValues = { ...EMPTY_PRODUCT, documentId: "doc53", Produktname: "Neu" };

    it.each([
      ["a wound product", wound],
      ["a nutrition product", nutrition],
      ["a product with every optional field empty", empty],
    ])("%s comes back as typed", (_name, product) => {
      const form: HerstellerFormValues = { ...manufacturer, Produkt: [product] };
      const { Produkt, ...listing } = herstellerFormSchema.parse(form);
      const [parsed] = Produkt;
      const data = productToCms(productSchema.parse(parsed), listing, sanitizeRichText);
      const id = Number(product.documentId.slice(3));
      const stored = storedAs("produkt", data, { id, files }) as unknown as RawOwnProduct;
      expect(productFormValues(stored)).toEqual(product);
    });
  });
});
