// GET /api/suggest: an unknown scope is bad input (400), also when it names an Object.prototype member.
import { NextRequest } from "next/server";

// The cached collections are replaced, never mutated, when they change: so are these.
let events: unknown[] = [];
jest.mock("@/server/cms/events", () => ({ listEventSummaries: async () => events }));
jest.mock("@/lib/format", () => {
  const actual = jest.requireActual("@/lib/format");
  return { ...actual, formatLongDate: jest.fn(actual.formatLongDate) };
});
let partners: unknown[] = [];
jest.mock("@/server/cms/care-partners", () => ({ listCarePartners: async () => partners }));
jest.mock("@/server/cms/manufacturers", () => ({ listManufacturers: async () => [] }));
jest.mock("@/server/cms/speakers", () => ({ listPublicSpeakers: async () => [] }));
// No search index yet (just after a start) unless a test gives one.
jest.mock("@/server/search/indexes", () => ({ searchIds: jest.fn(async () => null) }));

import { formatLongDate } from "@/lib/format";
import { searchIds } from "@/server/search/indexes";
import { GET } from "./route";

const event = (id: number, name: string, start: string, city: string | null, online = false) => ({
  type: "Veranstaltung",
  id,
  Veranstaltungsname: name,
  Startzeit: start,
  Stadt: city,
  isonlineveranstaltung: online,
});

const get = (bereich: string, q = "a") =>
  GET(
    new NextRequest(
      `http://localhost/api/suggest?bereich=${encodeURIComponent(bereich)}&q=${encodeURIComponent(q)}`,
    ),
  );

const wund = (rest: string) => [
  { text: "Wund", mark: true },
  { text: rest, mark: false },
];

describe("GET /api/suggest", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "", "unbekannt"])(
    "answers 400 for bereich=%j",
    async (bereich) => {
      const response = await get(bereich);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Unbekannter Bereich" });
    },
  );

  it("answers items for a known scope", async () => {
    const response = await get("veranstaltungen");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
  });

  it("shows date and place beside events of the same name, not beside a unique one", async () => {
    events = [
      event(1, "Wundkongress", "2027-03-12T08:00:00.000Z", "Nürnberg"),
      event(2, "Wundkongress", "2028-03-10T08:00:00.000Z", null, true),
      event(3, "Wundtag Nord", "2027-05-01T08:00:00.000Z", "Kiel"),
    ];
    const response = await get("veranstaltungen", "wund");
    expect(await response.json()).toEqual({
      items: [
        {
          type: "Veranstaltung",
          id: 1,
          label: "Wundkongress",
          detail: "12.03.2027, Nürnberg",
          parts: wund("kongress"),
        },
        {
          type: "Veranstaltung",
          id: 2,
          label: "Wundkongress",
          detail: "10.03.2028, Online",
          parts: wund("kongress"),
        },
        { type: "Veranstaltung", id: 3, label: "Wundtag Nord", parts: wund("tag Nord") },
      ],
    });
    events = [];
  });

  it("derives an event collection's suggestions once per loaded collection, not on every keystroke", async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      event(i + 1, `Wundtag ${i % 500}`, "2027-05-01T08:00:00.000Z", "Kiel"),
    );
    events = many;
    jest.mocked(formatLongDate).mockClear();
    for (const q of ["w", "wu", "wun", "wund"]) expect((await get("veranstaltungen", q)).status).toBe(200);
    expect(jest.mocked(formatLongDate)).toHaveBeenCalledTimes(1000);
    // An edit replaces the collection: its suggestions are derived anew.
    events = [...many.slice(1)];
    expect(await (await get("veranstaltungen", "Wundtag 0")).json()).toEqual({
      items: [
        { type: "Veranstaltung", id: 501, label: "Wundtag 0", parts: [{ text: "Wundtag 0", mark: true }] },
      ],
    });
    expect(jest.mocked(formatLongDate)).toHaveBeenCalledTimes(1999);
    events = [];
  });

  it("suggests the index's hits best first, the matched words of each label marked", async () => {
    events = [
      event(1, "Fachtag Dekubitus", "2027-03-12T08:00:00.000Z", "Kiel"),
      event(2, "Wundtag Nord", "2027-05-01T08:00:00.000Z", "Kiel"),
      event(3, "Stomatag", "2027-05-01T08:00:00.000Z", "Kiel"),
    ];
    jest.mocked(searchIds).mockResolvedValueOnce([
      { id: 2, score: 3, terms: ["dekubitus"] },
      { id: 1, score: 9, terms: ["dekubitus"] },
      { id: 99, score: 5, terms: ["dekubitus"] },
    ]);
    expect(await (await get("veranstaltungen", "dekubitis")).json()).toEqual({
      items: [
        {
          type: "Veranstaltung",
          id: 1,
          label: "Fachtag Dekubitus",
          parts: [
            { text: "Fachtag ", mark: false },
            { text: "Dekubitus", mark: true },
          ],
        },
        {
          type: "Veranstaltung",
          id: 2,
          label: "Wundtag Nord",
          parts: [{ text: "Wundtag Nord", mark: false }],
        },
      ],
    });
    events = [];
  });

  it("for the header (bereich=alle) suggests every kind, a few of each, grouped in the kinds' order", async () => {
    partners = [
      { type: "Versorgungspartner", id: 5, Name: "Wundzentrum Kiel" },
      { type: "Versorgungspartner", id: 6, Name: "Wundambulanz Nord" },
    ];
    events = Array.from({ length: 5 }, (_, i) =>
      event(i + 1, `Wundtag ${i + 1}`, "2027-05-01T08:00:00.000Z", "Kiel"),
    );
    const response = await get("alle", "wund");
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { type: string; id: number }[] };
    expect(items.map((item) => `${item.type} ${item.id}`)).toEqual([
      "Veranstaltung 1",
      "Veranstaltung 2",
      "Veranstaltung 3",
      "Versorgungspartner 5",
      "Versorgungspartner 6",
    ]);
    events = [];
    partners = [];
  });
});
