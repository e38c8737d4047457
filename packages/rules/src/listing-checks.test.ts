import { entitlementsOf, limitFor, mayPlace } from "./entitlements";
import { cascadeProblem, isCoordinatePair, isIsoDate } from "./listing-checks";
import { LISTING_MESSAGES, storedListingProblems } from "./listing-fields";
import { taxonomy, valuesOf } from "./taxonomy";

const tree = (name: "Unterkategorie" | "Unterpunkt1") => taxonomy[name] as Record<string, string[]>;
const main = Object.keys(tree("Unterkategorie")).find(
  (key) => tree("Unterpunkt1")[tree("Unterkategorie")[key]![0]!],
)!;
const unter = tree("Unterkategorie")[main]![0]!;
const unterpunkt1 = tree("Unterpunkt1")[unter]![0]!;

/** The first problem of an update naming only `data` (what a REST caller or the admin sends). */
const updateProblem = (
  kind: Parameters<typeof storedListingProblems>[0],
  data: Record<string, unknown>,
  existing = {},
) => storedListingProblems(kind, data, { create: false, existing })[0] ?? null;

describe("storedListingProblems: what the CMS refuses on every write, with the form's rules", () => {
  it("accepts values of the specification's lists and leaves absent fields alone", () => {
    expect(updateProblem("Referent", { Seminartyp: [valuesOf("Seminartyp")[0]] })).toBeNull();
    expect(updateProblem("Referent", { Name: "x" })).toBeNull();
    expect(updateProblem("Referent", { Seminartyp: null, Titel: null, Einsatzort: null })).toBeNull();
  });

  it("refuses unknown and repeated list values and lists that are none", () => {
    expect(updateProblem("Referent", { Seminartyp: ["Zaubern"] })).toEqual({
      field: "Seminartyp",
      code: "listing.invalidValue",
      message: LISTING_MESSAGES.invalidChoice,
    });
    const value = valuesOf("Aufgabengebiete")[0];
    expect(updateProblem("Versorgungspartner", { Aufgabengebiete: [value, value] })?.message).toBe(
      LISTING_MESSAGES.repeatedChoice,
    );
    expect(updateProblem("Produkt", { Exsudation: "stark" })?.field).toBe("Exsudation");
  });

  it("refuses links that are not absolute http(s) addresses with URL_NOT_HTTP", () => {
    expect(updateProblem("Hersteller", { Homepage: "javascript:alert(1)" })).toMatchObject({
      field: "Homepage",
      code: "URL_NOT_HTTP",
    });
    expect(updateProblem("Hersteller", { Homepage: "https://example.org" })).toBeNull();
    expect(updateProblem("Hersteller", { Homepage: "" })).toBeNull();
    // Fields no form shows are checked all the same.
    expect(updateProblem("Produkt", { ExternerLink: "data:text/html,x" })?.code).toBe("URL_NOT_HTTP");
    expect(updateProblem("Veranstaltung", { Homepage: "//angreifer.example" })?.code).toBe("URL_NOT_HTTP");
  });

  it("refuses what the form refuses: lengths, PLZ, e-mail, counts, points, external names", () => {
    expect(updateProblem("Referent", { Titel: "x".repeat(61) })?.message).toBe(LISTING_MESSAGES.tooLong(60));
    expect(updateProblem("Referent", { PLZ: "1234" })?.message).toBe(LISTING_MESSAGES.plz);
    expect(updateProblem("Referent", { Email: "kein-at" })?.message).toBe(LISTING_MESSAGES.emailInvalid);
    expect(updateProblem("Versorgungspartner", { Bettenanzahl: -1 })?.message).toBe(LISTING_MESSAGES.number);
    expect(
      updateProblem("Veranstaltung", { Fortbildungspunkte: [{ id: 4, Vergabestelle: "ICW", Punkte: 11 }] })
        ?.message,
    ).toBe(LISTING_MESSAGES.punkte);
    expect(updateProblem("Veranstaltung", { ExterneReferenten: [{ Name: " " }] })?.message).toBe(
      LISTING_MESSAGES.name,
    );
    expect(
      updateProblem("Veranstaltung", {
        Fortbildungspunkte: Array(21).fill({ Vergabestelle: "ICW", Punkte: 1 }),
      })?.message,
    ).toBe(LISTING_MESSAGES.tooMany(20));
  });

  it("requires the form's required fields on a create and never lets an update empty them", () => {
    expect(storedListingProblems("Referent", { Vorname: "Eva", Name: "Muster" }, { create: true })).toEqual([
      { field: "Stadt", code: "listing.invalidValue", message: "Stadt ist ein Pflichtfeld!" },
      { field: "Email", code: "listing.invalidValue", message: LISTING_MESSAGES.emailRequired },
    ]);
    expect(
      storedListingProblems(
        "Referent",
        { Vorname: "Eva", Name: "Muster", Stadt: "Köln", Email: "eva@example.org" },
        { create: true },
      ),
    ).toEqual([]);
    expect(updateProblem("Versorgungspartner", { Kategorie: null })?.message).toBe(
      "Bitte Kategorie auswählen!",
    );
    expect(updateProblem("Veranstaltung", { Veranstaltungsname: "" })?.message).toBe(
      LISTING_MESSAGES.eventName,
    );
  });

  it("checks coordinate pairs and availability dates", () => {
    expect(updateProblem("Veranstaltung", { Veranstaltungsort: [52.5, 13.4] })).toBeNull();
    expect(updateProblem("Veranstaltung", { Veranstaltungsort: [95, 13.4] })?.field).toBe(
      "Veranstaltungsort",
    );
    expect(updateProblem("Referent", { Terminverfuegbarkeit: ["2026-02-30x"] })?.field).toBe(
      "Terminverfuegbarkeit",
    );
    expect(updateProblem("Referent", { Terminverfuegbarkeit: ["2026-05-04"] })).toBeNull();
  });

  it("checks an event's stored date range, completed by the stored values", () => {
    const start = "2026-05-04T07:00:00.000Z";
    const earlier = "2026-05-03T07:00:00.000Z";
    expect(updateProblem("Veranstaltung", { Startzeit: start, Endzeit: earlier })?.field).toBe("Endzeit");
    expect(updateProblem("Veranstaltung", { Endzeit: earlier }, { Startzeit: start })?.field).toBe("Endzeit");
    expect(updateProblem("Veranstaltung", { Endzeit: start })?.field).toBe("Startzeit");
    expect(updateProblem("Veranstaltung", { Startzeit: earlier, Endzeit: start })).toBeNull();
  });

  it("checks a product's category path against the tree, completed by the stored values", () => {
    expect(updateProblem("Produkt", { Hauptkategorie: main, Unterkategorie: unter })).toBeNull();
    expect(updateProblem("Produkt", { Unterkategorie: unter })?.message).toBe(LISTING_MESSAGES.cascade);
    expect(updateProblem("Produkt", { Unterkategorie: unter }, { Hauptkategorie: main })).toBeNull();
    expect(updateProblem("Produkt", { Hauptkategorie: main, Unterkategorie: "Keine" })?.field).toBe(
      "Unterkategorie",
    );
    expect(
      cascadeProblem({ Hauptkategorie: main, Unterkategorie: unter, Unterpunkt1: unterpunkt1 }),
    ).toBeNull();
    expect(cascadeProblem({ Hauptkategorie: main, Unterpunkt1: unterpunkt1 })?.field).toBe("Unterpunkt1");
  });
});

describe("the predicates the editor's schemas share", () => {
  it("reads coordinates and dates as the CMS does", () => {
    expect(isCoordinatePair([0, 180])).toBe(true);
    expect(isCoordinatePair([0, Number.NaN])).toBe(false);
    expect(isCoordinatePair([1])).toBe(false);
    expect(isIsoDate("2026-05-04")).toBe(true);
    expect(isIsoDate("04.05.2026")).toBe(false);
  });
});

describe("placing listings", () => {
  const plan = (kind: string, tier: string) => entitlementsOf({ status: "active", plan: { kind, tier } })!;

  it("lets a plan place its own kind, and products only with Hersteller plans", () => {
    expect(mayPlace(plan("Veranstalter", "Classic"), "Veranstaltung")).toBe(true);
    expect(mayPlace(plan("Veranstalter", "Classic"), "Referent")).toBe(false);
    expect(mayPlace(plan("Hersteller", "Classic"), "Produkt")).toBe(true);
    expect(mayPlace(plan("Referent", "Premium"), "Produkt")).toBe(false);
  });

  it("states the plan limits of the specification", () => {
    expect(limitFor(plan("Veranstalter", "Classic"), "Veranstaltung")).toBe(3);
    expect(limitFor(plan("Veranstalter", "Premium"), "Veranstaltung")).toBeNull();
    expect(limitFor(plan("Hersteller", "Classic"), "Produkt")).toBe(10);
    expect(limitFor(plan("Referent", "Classic"), "Referent")).toBe(1);
  });
});
