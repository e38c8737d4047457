import { detailPath, detailsForSameNames, eventDetail, suggest, type Suggestion } from "./suggest";

const items: Suggestion[] = [
  { type: "Veranstaltung", id: 1, label: "Nürnberger Wundkongress" },
  { type: "Referent", id: 2, label: "Dr. Anna Wunderlich" },
  { type: "Hersteller", id: 3, label: "Wundmed GmbH" },
  { type: "Versorgungspartner", id: 4, label: "Wundzentrum Mitte" },
  { type: "Produkt", id: 5, label: "Schaumverband" },
];

describe("suggest", () => {
  it("matches case-insensitive substrings with prefix matches first", () => {
    expect(suggest(items, "WUND").map((s) => s.id)).toEqual([3, 4, 1, 2]);
  });

  it("keeps the input order within each group and respects the limit", () => {
    expect(suggest(items, "wund", 2).map((s) => s.id)).toEqual([3, 4]);
    expect(suggest(items, "e").map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("suggests at most 8 by default and nothing for an empty query", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ type: "Produkt", id: i, label: `Produkt ${i}` }));
    expect(suggest(many, "produkt")).toHaveLength(8);
    expect(suggest(items, "   ")).toEqual([]);
    expect(suggest(items, "xyz")).toEqual([]);
  });
});

describe("detailPath", () => {
  it("opens the detail page by type, anything else as a product", () => {
    expect(detailPath("Veranstaltung", 7)).toBe("/veranstaltungen/7");
    expect(detailPath("Referent", 7)).toBe("/referenten/7");
    expect(detailPath("Hersteller", 7)).toBe("/hersteller/7");
    expect(detailPath("Versorgungspartner", 7)).toBe("/versorgungspartner/7");
    expect(detailPath("Produkt", 7)).toBe("/produkt/7");
    expect(detailPath("Unbekannt", "a b")).toBe("/produkt/a%20b");
  });
});

describe("event details beside same names", () => {
  it("words an event's date and place", () => {
    expect(
      eventDetail({ Startzeit: "2027-03-12T08:00:00.000Z", Stadt: "Nürnberg", isonlineveranstaltung: false }),
    ).toBe("12.03.2027, Nürnberg");
    expect(
      eventDetail({ Startzeit: "2027-03-12T23:30:00.000Z", Stadt: null, isonlineveranstaltung: true }),
    ).toBe("13.03.2027, Online");
    expect(eventDetail({ Startzeit: null, Stadt: "Köln", isonlineveranstaltung: false })).toBe("Köln");
  });

  it("keeps the detail only where another item has the same name", () => {
    const events = [
      { type: "Veranstaltung", id: 1, label: "Wundkongress", detail: "12.03.2027, Nürnberg" },
      { type: "Veranstaltung", id: 2, label: "wundkongress ", detail: "11.03.2028, Köln" },
      { type: "Veranstaltung", id: 3, label: "Fachtag Ernährung", detail: "01.02.2027, Berlin" },
    ];
    expect(detailsForSameNames(events)).toEqual([
      { type: "Veranstaltung", id: 1, label: "Wundkongress", detail: "12.03.2027, Nürnberg" },
      { type: "Veranstaltung", id: 2, label: "wundkongress ", detail: "11.03.2028, Köln" },
      { type: "Veranstaltung", id: 3, label: "Fachtag Ernährung" },
    ]);
  });
});
