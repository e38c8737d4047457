import { PZN_MESSAGE } from "@/lib/pzn";
import { EMPTY_PRODUCT, mayAddProduct, productLayout, productSchema } from "./listings-manufacturer";

const product = (values: Partial<typeof EMPTY_PRODUCT>) =>
  productSchema.safeParse({ ...EMPTY_PRODUCT, Produktname: "Schaumverband", ...values });
const errorsOf = (result: ReturnType<typeof product>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));

describe("Produkt: PZN", () => {
  it("accepts a PZN with a valid check digit and an empty one", () => {
    expect(product({ PZN: "04324188" }).success).toBe(true);
    expect(product({ PZN: "" }).success).toBe(true);
  });

  it.each(["04324187", "4324188", "0432418A"])("refuses %s in German", (pzn) => {
    expect(errorsOf(product({ PZN: pzn }))).toEqual({ PZN: PZN_MESSAGE });
  });

  it("checks the PZN of every size too", () => {
    const sizes = [{ Breite: "bis7_5", Laenge: "", GenaueGroesse: "5x5 cm", PZN: "12345670" }];
    expect(errorsOf(product({ Hauptkategorie: "Wunde", Produktgroesse: sizes }))).toEqual({
      "Produktgroesse.0.PZN": PZN_MESSAGE,
    });
  });
});

describe("Produkt: category cascade", () => {
  it("refuses a level that does not belong to its parent", () => {
    const errors = errorsOf(product({ Hauptkategorie: "Ernährung", Unterkategorie: "Wundauflage" }));
    expect(Object.keys(errors)).toEqual(["Unterkategorie"]);
  });

  it("disables each level until its parent is chosen; Unterpunkt2 only with options", () => {
    const none = productLayout({ Hauptkategorie: "", Unterkategorie: "", Unterpunkt1: "" });
    expect(none.disabled).toEqual({ Unterkategorie: true, Unterpunkt1: true });
    expect(none.showUnterpunkt2).toBe(false);
    const foam = productLayout({
      Hauptkategorie: "Wunde",
      Unterkategorie: "Wundauflage",
      Unterpunkt1: "Schaumverband",
    });
    expect(foam.disabled).toEqual({ Unterkategorie: false, Unterpunkt1: false });
    expect(foam.options.Unterpunkt2).toEqual(["Feinporig", "Grobporig", "Normal"]);
    expect(foam.showUnterpunkt2).toBe(true);
    const carbon = productLayout({
      Hauptkategorie: "Wunde",
      Unterkategorie: "Wundauflage",
      Unterpunkt1: "Aktivkohle",
    });
    expect(carbon.showUnterpunkt2).toBe(false);
  });

  it("shows the nutrition fields by Unterkategorie", () => {
    const fields = (Unterkategorie: string) =>
      productLayout({ Hauptkategorie: "Ernährung", Unterkategorie, Unterpunkt1: "" }).fields;
    expect(fields("Trink- und Aufbaunahrung")).toMatchObject({
      Darreichungsform: true,
      Geschmacksrichtung: true,
      Nahrungsbehaeltnis: false,
      Ernaehrungspumpe: false,
      Produktgroesse: false,
    });
    expect(fields("Sondennahrung")).toMatchObject({ Darreichungsform: false, Nahrungsbehaeltnis: true });
    expect(fields("Applikationstechnik")).toMatchObject({
      Ernaehrungspumpe: true,
      Nahrungsbehaeltnis: false,
    });
  });
});

describe("product limit", () => {
  it("allows the 10th product but not the 11th without Premium", () => {
    expect(mayAddProduct(9, 10)).toBe(true);
    expect(mayAddProduct(10, 10)).toBe(false);
    expect(mayAddProduct(500, null)).toBe(true);
  });
});

describe("Hersteller: name", () => {
  // The CMS requires Herstellername: the form says so next to the field instead of a refused save.
  it("asks for the manufacturer's name", async () => {
    const { EMPTY_VALUES, herstellerSchema } = await import("./listings");
    const result = herstellerSchema.safeParse({ ...EMPTY_VALUES.Hersteller, Herstellername: " " });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["Herstellername", "Bitte geben Sie einen Herstellernamen an."],
    ]);
  });
});
