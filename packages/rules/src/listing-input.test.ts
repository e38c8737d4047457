// What the CMS refuses in a single-line field, a number field and a link, whatever a direct API
// call sends: control characters, numbers in any notation but plain digits, links with blanks
// around them (trimmed, then checked and stored).
import { LISTING_MESSAGES, storedListingProblems, trimmedLinks } from "./listing-fields";

const problemsOf = (kind: Parameters<typeof storedListingProblems>[0], data: Record<string, unknown>) =>
  storedListingProblems(kind, data, { create: false }).map(({ field, message }) => ({ field, message }));

const CONTROL = ["\n", "\r", "\r\n", "\t", "\u0000", "\u001b", "\u007f", "\u2028", "\u2029"];

describe("single-line fields", () => {
  it("refuse every control character, also at the end where trimming would hide it", () => {
    for (const character of CONTROL) {
      for (const [kind, field, value] of [
        ["Referent", "Name", `Muster${character}Bcc: x@example.org`],
        ["Referent", "Stadt", `Köln${character}`],
        ["Referent", "PLZ", `50667${character}`],
        ["Referent", "Email", `eva@example.org${character}`],
        ["Referent", "Titel", `${character}Dr.`],
        ["Versorgungspartner", "PLZ", `50667${character}`],
        ["Veranstaltung", "Veranstaltungsname", `Kurs${character}2027`],
        ["Produkt", "PZN", `01234567${character}`],
        ["Produkt", "Kombination", `A${character}B`],
      ] as const) {
        expect(problemsOf(kind, { [field]: value })).toEqual([
          { field, message: "Bitte ohne Zeilenumbrüche oder Steuerzeichen eingeben." },
        ]);
      }
    }
  });

  it("refuse them in a component's text too", () => {
    expect(problemsOf("Veranstaltung", { ExterneReferenten: [{ Name: "Eva\nMuster" }] })).toEqual([
      { field: "ExterneReferenten", message: LISTING_MESSAGES.controlCharacters },
    ]);
  });

  it("still take ordinary text with umlauts, blanks and punctuation", () => {
    expect(problemsOf("Referent", { Name: " Müller-Lüdenscheidt ", Stadt: "Frankfurt (Oder)" })).toEqual([]);
  });
});

describe("multi-line fields", () => {
  it("keep their line breaks and tabs but refuse other control characters", () => {
    expect(problemsOf("Produkt", { Indikationen: "Zeile 1\r\nZeile 2\n\tEingerückt" })).toEqual([]);
    expect(problemsOf("Hersteller", { Addresse: "Straße 1\n50667 Köln" })).toEqual([]);
    expect(problemsOf("Produkt", { Indikationen: "Zeile\u0000" })).toEqual([
      { field: "Indikationen", message: LISTING_MESSAGES.controlCharacters },
    ]);
  });
});

describe("number fields", () => {
  it("take plain digits and numbers", () => {
    expect(problemsOf("Versorgungspartner", { Bettenanzahl: "120" })).toEqual([]);
    expect(problemsOf("Versorgungspartner", { Bettenanzahl: 120 })).toEqual([]);
    expect(problemsOf("Versorgungspartner", { Bettenanzahl: "" })).toEqual([]);
    expect(
      problemsOf("Veranstaltung", { Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: "5" }] }),
    ).toEqual([]);
  });

  it("refuse exponents, hex, separators, blanks, signs and booleans", () => {
    for (const value of [
      "5e0",
      "1e3",
      "0x10",
      "0b1",
      "0o7",
      "1_000",
      " 5",
      "5 ",
      "+5",
      "-0",
      "5.0",
      "Infinity",
      true,
    ]) {
      expect(problemsOf("Versorgungspartner", { Bettenanzahl: value })).toEqual([
        { field: "Bettenanzahl", message: LISTING_MESSAGES.number },
      ]);
      expect(
        problemsOf("Veranstaltung", { Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: value }] }),
      ).toEqual([{ field: "Fortbildungspunkte", message: LISTING_MESSAGES.punkte }]);
    }
  });
});

describe("links", () => {
  it("are checked trimmed, and trimmedLinks trims them and nothing else", () => {
    expect(problemsOf("Referent", { Homepage: "  https://example.org/  " })).toEqual([]);
    expect(problemsOf("Referent", { Homepage: "\thttps://example.org/\n" })).toEqual([]);
    expect(
      trimmedLinks("Produkt", {
        Homepage: " https://example.org ",
        ExternerLink: "\thttps://a.de",
        Produktname: " P ",
      }),
    ).toEqual({ Homepage: "https://example.org", ExternerLink: "https://a.de", Produktname: " P " });
    expect(trimmedLinks("Veranstaltung", { Anmeldelink: null })).toEqual({ Anmeldelink: null });
  });

  it("refuse a line break inside, which trimming cannot remove", () => {
    expect(problemsOf("Referent", { Homepage: "https://example.org/\nSet-Cookie: x" })).toEqual([
      { field: "Homepage", message: LISTING_MESSAGES.controlCharacters },
    ]);
  });
});
