import { fieldLimit, LISTING_FIELDS } from "./listing-fields";

describe("fieldLimit", () => {
  it("reads a text field's limit from its rule", () => {
    expect(fieldLimit("Veranstaltung", "Veranstaltungsname")).toBe(300);
    expect(fieldLimit("Referent", "Titel")).toBe(60);
    expect(fieldLimit("Veranstaltung", "AndereThemegebiete")).toBe(1000);
    expect(fieldLimit("Veranstaltung", "ExternerLink")).toBe(500);
    expect(fieldLimit("Hersteller", "Beschreibung")).toBe(50_000);
  });

  it("is the length the rule refuses beyond", () => {
    const rule = LISTING_FIELDS.Veranstaltung.Veranstaltungsname;
    expect(rule.safeParse("x".repeat(300)).success).toBe(true);
    expect(rule.safeParse("x".repeat(301)).success).toBe(false);
  });

  it("finds the fields of component rows and of the products in the Hersteller form", () => {
    expect(fieldLimit("Veranstaltung", "ExterneReferenten.3.Name")).toBe(200);
    expect(fieldLimit("Hersteller", "Produkt.0.Produktname")).toBe(200);
    expect(fieldLimit("Hersteller", "Produkt.1.Produktgroesse.2.GenaueGroesse")).toBe(100);
  });

  it("has none for choices, numbers, unknown fields and paths", () => {
    expect(fieldLimit("Veranstaltung", "Teilnehmergebuehr")).toBeUndefined();
    expect(fieldLimit("Veranstaltung", "Fortbildungspunkte.0.Punkte")).toBeUndefined();
    expect(fieldLimit("Veranstaltung", "PLZ")).toBeUndefined();
    expect(fieldLimit("Veranstaltung", "Unbekannt")).toBeUndefined();
    expect(fieldLimit("Veranstaltung", "Veranstaltungsname.x.y")).toBeUndefined();
  });
});
