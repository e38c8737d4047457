import { entitlementsOf, limitFor, mayPlace } from "./entitlements";
import { cascadeProblem, isCoordinatePair, isIsoDate, listingProblem } from "./listing-checks";
import { taxonomy, valuesOf } from "./taxonomy";

const tree = (name: "Unterkategorie" | "Unterpunkt1") => taxonomy[name] as Record<string, string[]>;
const main = Object.keys(tree("Unterkategorie")).find(
  (key) => tree("Unterpunkt1")[tree("Unterkategorie")[key]![0]!],
)!;
const unter = tree("Unterkategorie")[main]![0]!;
const unterpunkt1 = tree("Unterpunkt1")[unter]![0]!;

describe("listingProblem: what the CMS refuses on every write", () => {
  it("accepts values of the specification's lists and leaves absent fields alone", () => {
    expect(listingProblem("Referent", { Seminartyp: [valuesOf("Seminartyp")[0]] })).toBeNull();
    expect(listingProblem("Referent", { Name: "x" })).toBeNull();
    expect(listingProblem("Referent", { Seminartyp: null })).toBeNull();
  });

  it("refuses unknown and repeated list values and lists that are none", () => {
    expect(listingProblem("Referent", { Seminartyp: ["Zaubern"] })).toMatchObject({
      field: "Seminartyp",
      code: "listing.invalidValue",
    });
    const value = valuesOf("Aufgabengebiete")[0];
    expect(listingProblem("Versorgungspartner", { Aufgabengebiete: [value, value] })?.message).toContain(
      "doppelte",
    );
    expect(listingProblem("Produkt", { Exsudation: "stark" })?.field).toBe("Exsudation");
  });

  it("refuses links that are not absolute http(s) addresses with URL_NOT_HTTP", () => {
    expect(listingProblem("Hersteller", { Homepage: "javascript:alert(1)" })).toMatchObject({
      field: "Homepage",
      code: "URL_NOT_HTTP",
    });
    expect(listingProblem("Hersteller", { Homepage: "https://example.org" })).toBeNull();
    expect(listingProblem("Hersteller", { Homepage: "" })).toBeNull();
  });

  it("checks coordinate pairs and availability dates", () => {
    expect(listingProblem("Veranstaltung", { Veranstaltungsort: [52.5, 13.4] })).toBeNull();
    expect(listingProblem("Veranstaltung", { Veranstaltungsort: [95, 13.4] })?.field).toBe(
      "Veranstaltungsort",
    );
    expect(listingProblem("Referent", { Terminverfuegbarkeit: ["2026-02-30x"] })?.field).toBe(
      "Terminverfuegbarkeit",
    );
    expect(listingProblem("Referent", { Terminverfuegbarkeit: ["2026-05-04"] })).toBeNull();
  });

  it("checks a product's category path against the tree, completed by the stored values", () => {
    expect(listingProblem("Produkt", { Hauptkategorie: main, Unterkategorie: unter })).toBeNull();
    expect(listingProblem("Produkt", { Unterkategorie: unter })?.message).toContain("übergeordnete");
    expect(listingProblem("Produkt", { Unterkategorie: unter }, { Hauptkategorie: main })).toBeNull();
    expect(listingProblem("Produkt", { Hauptkategorie: main, Unterkategorie: "Keine" })?.field).toBe(
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
