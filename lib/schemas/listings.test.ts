import { fieldErrorsOf } from "@/lib/action-result";
import { EMPTY_VALUES, referentSchema, versorgungspartnerSchema } from "./listings";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);

describe("referentSchema", () => {
  it("names every missing required field with the specification's message", () => {
    const errors = errorsOf(referentSchema.safeParse(EMPTY_VALUES.Referent));
    expect(errors).toEqual({
      Name: "Name ist ein Pflichtfeld!",
      Vorname: "Vorname ist ein Pflichtfeld!",
      Stadt: "Stadt ist ein Pflichtfeld!",
      Email: "Email ist ein Pflichtfeld!",
    });
  });

  it("accepts a filled form with optional Titel and PLZ empty, and parses its own output again", () => {
    const values = {
      ...EMPTY_VALUES.Referent,
      Name: "Berg",
      Vorname: "Anna",
      Stadt: "Köln",
      Email: "anna@example.org",
    };
    const first = referentSchema.parse(values);
    expect(referentSchema.parse(first)).toEqual(first);
  });

  it("refuses an invalid e-mail, a PLZ that is not five digits, a javascript: link and unknown choices", () => {
    const errors = errorsOf(
      referentSchema.safeParse({
        ...EMPTY_VALUES.Referent,
        Name: "Berg",
        Vorname: "Anna",
        Stadt: "Köln",
        Email: "keine-adresse",
        PLZ: "123",
        ExternerLink: "javascript:alert(1)",
        Seminartyp: ["Erfunden"],
        Einsatzgebiet: "bis9999",
      }),
    );
    expect(errors).toEqual({
      Email: "Bitte geben Sie eine gültige Email-Adresse ein.",
      PLZ: "Bitte geben Sie eine fünfstellige PLZ ein.",
      ExternerLink: "Bitte eine Adresse mit http:// oder https:// angeben.",
      Seminartyp: "Bitte wählen Sie einen Wert aus der Liste.",
      Einsatzgebiet: "Bitte wählen Sie einen Wert aus der Liste.",
    });
  });

  it("allows at most 8 media files", () => {
    const file = (id: number) => ({ id, url: `/uploads/${id}.png`, name: `${id}.png`, mime: "image/png" });
    const base = { ...EMPTY_VALUES.Referent, Name: "B", Vorname: "A", Stadt: "K", Email: "a@example.org" };
    expect(referentSchema.safeParse({ ...base, Medien: [1, 2, 3, 4, 5, 6, 7, 8].map(file) }).success).toBe(
      true,
    );
    expect(
      errorsOf(referentSchema.safeParse({ ...base, Medien: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(file) })),
    ).toEqual({
      Medien: "Es können höchstens 8 Dateien hochgeladen werden.",
    });
  });
});

describe("versorgungspartnerSchema", () => {
  it("names every missing required field with the specification's message", () => {
    expect(errorsOf(versorgungspartnerSchema.safeParse(EMPTY_VALUES.Versorgungspartner))).toEqual({
      Name: "Bitte auswählen: Name!",
      Stadt: "Bitte auswählen: Stadt!",
      PLZ: "Bitte auswählen: PLZ!",
      Bundesland: "Bundesland bitte auswählen!",
      Kategorie: "Bitte Kategorie auswählen!",
    });
  });

  it("wants a numeric PLZ and reads the bed count from the number field", () => {
    const values = {
      ...EMPTY_VALUES.Versorgungspartner,
      Name: "Klinik am See",
      Stadt: "Bonn",
      PLZ: "53A11",
      Bundesland: "Nordrhein-Westfalen",
      Kategorie: "Klinik",
      Bettenanzahl: "120",
    };
    expect(errorsOf(versorgungspartnerSchema.safeParse(values))).toEqual({ PLZ: "Bitte auswählen: PLZ!" });
    const parsed = versorgungspartnerSchema.parse({ ...values, PLZ: "53111" });
    expect(parsed.Bettenanzahl).toBe(120);
    expect(versorgungspartnerSchema.parse({ ...parsed, Bettenanzahl: "" }).Bettenanzahl).toBeNull();
  });
});
