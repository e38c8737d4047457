import { z } from "zod";
import {
  FIELD_LABELS,
  LISTING_FIELD_DEFINITIONS,
  LISTING_FIELDS,
  REQUIRED_FIELDS,
  emptyFieldValues,
  emptyValueOf,
  fieldLabel,
} from "./listing-fields";

describe("a listing field's empty value", () => {
  it("follows from its rule", () => {
    // One field of each kind of rule (the other fields follow the same rules; a new field needs no line here).
    expect(emptyFieldValues("Versorgungspartner")).toMatchObject({
      Name: "",
      Bundesland: "",
      Homepage: "",
      Standort: null,
      Aufgabengebiete: [],
      Fachgebiete: "",
      Barrierefreiheit: false,
      Bettenanzahl: null,
    });
    expect(emptyFieldValues("Veranstaltung")).toMatchObject({
      Fortbildungspunkte: [],
      isonlineveranstaltung: false,
      Veranstaltungsort: null,
      ExterneReferenten: [],
    });
    expect(emptyFieldValues("Referent")).toMatchObject({ Email: "", Terminverfuegbarkeit: [] });
  });

  it("is one every optional field's rule accepts as unset", () => {
    for (const [kind, fields] of Object.entries(LISTING_FIELDS)) {
      const empty = emptyFieldValues(kind as keyof typeof LISTING_FIELDS) as Record<string, unknown>;
      expect(Object.keys(empty)).toEqual(Object.keys(fields));
      for (const [name, schema] of Object.entries(fields as z.ZodRawShape)) {
        const parsed = (schema as z.ZodType).safeParse(empty[name]);
        // A required field refuses its empty value, with its own German message.
        expect(parsed.success).toBe(!REQUIRED_FIELDS[kind as keyof typeof REQUIRED_FIELDS].includes(name));
      }
    }
  });

  it("names the rule it cannot read", () => {
    expect(() => emptyValueOf(z.number())).toThrow("No empty value for a number field");
  });
});

describe("a listing field's label", () => {
  it("is German text on every field", () => {
    for (const fields of Object.values(LISTING_FIELD_DEFINITIONS)) {
      for (const { label } of Object.values(fields)) expect(label).toMatch(/^\S.*\S$/);
    }
  });

  it("is the specification's wording where it names one", () => {
    expect(fieldLabel("Produkt", "Unterpunkt1")).toBe("Produktgruppe");
    expect(fieldLabel("Produkt", "Unterpunkt2")).toBe("Produktspezifikation");
    expect(FIELD_LABELS.Produkt.VerordnungsfaehigkeitOderRezeptierbarkeit).toBe(
      "Verordnungsfähig / rezeptierbar",
    );
  });
});
