// The list pages' quick search through the search index: relevance order unless a sort is picked,
// name matches as before after the index's hits, and the plain filter while there is no index.
import { makeEvent, makeManufacturer, makeProduct } from "@/lib/test-factories";
import type { Hit } from "@/lib/search/engine";

let events: ReturnType<typeof makeEvent>[] = [];
let hits: Hit[] | null = null;
jest.mock("@/server/cms/events", () => ({ listEventSummaries: async () => events }));
jest.mock("@/server/cms/care-partners", () => ({ listCarePartners: async () => [] }));
let manufacturers: ReturnType<typeof makeManufacturer>[] = [];
jest.mock("@/server/cms/manufacturers", () => ({ listManufacturers: async () => manufacturers }));
jest.mock("@/server/cms/speaker-views", () => ({
  listSpeakersForViewer: async () => ({ speakers: [], viewer: {} }),
}));
jest.mock("@/server/cms/speakers", () => ({ listPublicSpeakers: async () => [] }));
jest.mock("@/server/geo/geocode", () => ({ geocode: async () => null }));
jest.mock("@/server/search/indexes", () => ({ searchIds: async () => hits }));

import { eventsQuery, productsQuery, warmLists } from "./queries";

const names = async (query: Record<string, string>) =>
  (await eventsQuery(query)).matching.map((e) => e.Veranstaltungsname);

beforeEach(() => {
  // A new collection per test: the memo of matches hangs off the array.
  events = [
    makeEvent({ id: 1, Veranstaltungsname: "Alpha Wundkongress", Startzeit: "2030-01-01T08:00:00.000Z" }),
    makeEvent({ id: 2, Veranstaltungsname: "Beta Fachtag Dekubitus", Startzeit: "2030-02-01T08:00:00.000Z" }),
    makeEvent({ id: 3, Veranstaltungsname: "Gamma Druckentlastung", Startzeit: "2030-03-01T08:00:00.000Z" }),
  ];
});

it("orders the index's hits by relevance, then names containing the text", async () => {
  hits = [
    { id: 3, score: 9, terms: ["dekubitus"] },
    { id: 2, score: 5, terms: ["dekubitus"] },
  ];
  expect(await names({ q: "dekub" })).toEqual(["Gamma Druckentlastung", "Beta Fachtag Dekubitus"]);
  hits = [{ id: 3, score: 9, terms: ["kongress"] }];
  // "kongress" inside the compound Wundkongress: found by name as before, after the hit.
  expect(await names({ q: "kongress" })).toEqual(["Gamma Druckentlastung", "Alpha Wundkongress"]);
});

it("keeps the picked sort", async () => {
  hits = [
    { id: 3, score: 9, terms: ["dekubitus"] },
    { id: 2, score: 5, terms: ["dekubitus"] },
  ];
  expect(await names({ q: "dekub", sort: "name" })).toEqual([
    "Beta Fachtag Dekubitus",
    "Gamma Druckentlastung",
  ]);
  // The table marks the picked column; without a pick it shows the relevance order.
  expect((await eventsQuery({ q: "dekub", sort: "name" })).byRelevance).toBe(false);
  expect((await eventsQuery({ q: "dekub" })).byRelevance).toBe(true);
  expect((await eventsQuery({})).byRelevance).toBe(false);
});

it("filters by name alone while the index is being built", async () => {
  hits = null;
  expect(await names({ q: "dekub" })).toEqual(["Beta Fachtag Dekubitus"]);
});

/** The events, counting the reads of their names (a sort by name reads every name once). */
function countingNameReads() {
  const counter = { reads: 0 };
  events = events.map((event) => {
    const name = event.Veranstaltungsname;
    return Object.defineProperty({ ...event }, "Veranstaltungsname", {
      get: () => (counter.reads++, name),
      enumerable: true,
    });
  });
  return counter;
}

it("sorts the collection by every column in the background after its first query", async () => {
  const counter = countingNameReads();
  hits = null;
  await eventsQuery({});
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setImmediate(resolve));
  const afterBackground = counter.reads;
  expect(afterBackground).toBeGreaterThanOrEqual(events.length);
  // A visitor's first sort by name finds the order ready: no name is read again to sort.
  expect((await eventsQuery({ sort: "name", dir: "desc" })).matching.map((e) => e.id)).toEqual([3, 2, 1]);
  expect(counter.reads).toBe(afterBackground);
});

it("has every list prepared by the warm-up, before the first visitor", async () => {
  const counter = countingNameReads();
  await warmLists();
  const afterWarmUp = counter.reads;
  expect(afterWarmUp).toBeGreaterThanOrEqual(events.length);
  expect((await eventsQuery({ sort: "name", dir: "asc" })).matching.map((e) => e.id)).toEqual([1, 2, 3]);
  expect(counter.reads).toBe(afterWarmUp);
});

it("pages the manufacturer table by `hseite`, 100 a page, alphabetically, only those with products", async () => {
  manufacturers = [
    ...Array.from({ length: 150 }, (_, i) =>
      makeManufacturer({
        id: i + 1,
        Herstellername: `Hersteller ${String(i + 1).padStart(3, "0")}`,
        Produkt: [makeProduct({ id: 1000 + i })],
      }),
    ),
    makeManufacturer({ id: 999, Herstellername: "Aaa ohne Produkte", Produkt: [] }),
  ];
  const second = (await productsQuery({ hseite: "2" })).manufacturerPage;
  expect([second.page, second.pageCount, second.total, second.items.length]).toEqual([2, 2, 150, 50]);
  expect(second.items[0]?.Herstellername).toBe("Hersteller 101");
  // Unreadable or out of range: the nearest page there is.
  expect((await productsQuery({ hseite: "abc" })).manufacturerPage.page).toBe(1);
  expect((await productsQuery({ hseite: "9" })).manufacturerPage.page).toBe(2);
  expect((await productsQuery({})).manufacturerPage.items[0]?.Herstellername).toBe("Hersteller 001");
});
