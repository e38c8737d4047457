import { z } from "zod";
import {
  FIELD_LABELS,
  FIELD_OPTIONS,
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

describe("a choice field's options", () => {
  const choiceFields = Object.entries(LISTING_FIELD_DEFINITIONS).flatMap(([kind, fields]) =>
    Object.entries(fields as Record<string, { schema: z.ZodType; options?: readonly unknown[] }>)
      .filter(([, field]) => field.options)
      .map(([name, field]) => [`${kind}.${name}`, field] as const),
  );

  it("are written once, with the field, for every choice the editors and filters offer", () => {
    expect(Object.keys(FIELD_OPTIONS.Referent)).toEqual(
      expect.arrayContaining(["Seminartyp", "Einsatzgebiet", "HonorarvorstellungPauschaleGanzerTag"]),
    );
    expect(Object.keys(FIELD_OPTIONS.Versorgungspartner)).toEqual(
      expect.arrayContaining(["Bundesland", "Kategorie", "Aufgabengebiete", "Spezialbehandlungen"]),
    );
    expect(choiceFields.length).toBeGreaterThan(30);
  });

  it.each(choiceFields)("%s: the rule takes each option and refuses any other value", (_, field) => {
    const values = field.options!.map((option) =>
      typeof option === "string" ? option : (option as { value: string }).value,
    );
    const multiple = field.schema.safeParse([]).success;
    for (const value of values) expect(field.schema.safeParse(multiple ? [value] : value).success).toBe(true);
    expect(field.schema.safeParse(multiple ? ["gibt es nicht"] : "gibt es nicht").success).toBe(false);
  });

  it("give a band its label (the value is stored, the label is read)", () => {
    expect(FIELD_OPTIONS.Referent.Einsatzgebiet[0]).toEqual(
      expect.objectContaining({ value: "bis50", label: "0-50 km" }),
    );
    expect(FIELD_OPTIONS.Produkt.Energiegehalt).toContainEqual(
      expect.objectContaining({ value: "ueber2", label: "über 2 kcal" }),
    );
  });
});
