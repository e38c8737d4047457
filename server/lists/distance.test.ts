// The lists with a place set: each match's distance measured in the query's pass, and the order
// 'Entfernung' (the default while a place is set) with its tie-breaks.
import { makeCarePartner, makeEvent, makeSpeaker } from "@/lib/test-factories";

const HAMBURG = { lat: 53.5511, lon: 9.9937 };
const LUEBECK = { lat: 53.8655, lon: 10.6866 }; // ~57 km from Hamburg
const BREMEN = { lat: 53.0793, lon: 8.8017 }; // ~95 km
const HANNOVER = { lat: 52.3759, lon: 9.732 }; // ~132 km
const KASSEL = { lat: 51.3127, lon: 9.4797 }; // ~251 km

let events: ReturnType<typeof makeEvent>[] = [];
let speakers: ReturnType<typeof makeSpeaker>[] = [];
let partners: ReturnType<typeof makeCarePartner>[] = [];
jest.mock("@/server/cms/events", () => ({ listEventSummaries: async () => events }));
jest.mock("@/server/cms/care-partners", () => ({ listCarePartners: async () => partners }));
jest.mock("@/server/cms/manufacturers", () => ({ listManufacturers: async () => [] }));
jest.mock("@/server/cms/speaker-views", () => ({
  listSpeakersForViewer: async () => ({ speakers, viewer: { organiser: false, userId: null } }),
}));
jest.mock("@/server/cms/speakers", () => ({ listPublicSpeakers: async () => speakers }));
jest.mock("@/server/geo/geocode", () => ({
  geocode: async (place: string) => (place === "Hamburg" ? HAMBURG : null),
}));
jest.mock("@/server/search/indexes", () => ({ searchIds: async () => null }));

import { carePartnersQuery, eventsQuery, speakersQuery } from "./queries";

const DAY = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeEach(() => {
  // New collections per test: the memo of matches hangs off the arrays.
  events = [
    makeEvent({
      id: 1,
      Veranstaltungsname: "Bremen später",
      Veranstaltungsort: BREMEN,
      Startzeit: inDays(30),
    }),
    makeEvent({ id: 2, Veranstaltungsname: "Lübeck", Veranstaltungsort: LUEBECK, Startzeit: inDays(60) }),
    makeEvent({
      id: 3,
      Veranstaltungsname: "Bremen vorbei",
      Veranstaltungsort: BREMEN,
      Startzeit: inDays(-3),
    }),
    makeEvent({ id: 4, Veranstaltungsname: "Bremen bald", Veranstaltungsort: BREMEN, Startzeit: inDays(5) }),
    makeEvent({ id: 5, Veranstaltungsname: "Kassel", Veranstaltungsort: KASSEL, Startzeit: inDays(1) }),
    makeEvent({ id: 6, Veranstaltungsname: "Online", Veranstaltungsort: null, Startzeit: inDays(2) }),
  ];
  speakers = [
    // Kassel with 'über 300 km' reaches 900 km; Hannover with 'bis 50 km' does not reach Hamburg.
    makeSpeaker({ id: 1, Name: "Kasselmann", Einsatzort: KASSEL, Einsatzgebiet: "ueber300" }),
    makeSpeaker({ id: 2, Name: "Hannoveraner", Einsatzort: HANNOVER, Einsatzgebiet: "bis50" }),
    makeSpeaker({ id: 3, Name: "Zander", Einsatzort: LUEBECK, Einsatzgebiet: "bis150" }),
    makeSpeaker({ id: 4, Name: "Albers", Einsatzort: LUEBECK, Einsatzgebiet: "bis150" }),
    makeSpeaker({ id: 5, Name: "Ohneort", Einsatzort: null, Einsatzgebiet: "ueber300" }),
  ];
  partners = [
    makeCarePartner({ id: 1, Name: "Zentrum Bremen", Standort: BREMEN }),
    makeCarePartner({ id: 2, Name: "Apotheke Bremen", Standort: BREMEN }),
    makeCarePartner({ id: 3, Name: "Klinik Lübeck", Standort: LUEBECK }),
    makeCarePartner({ id: 4, Name: "Ohne Standort", Standort: null }),
  ];
});

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe("events with a place", () => {
  it("order by distance by default; equal distances in the usual date order (upcoming soonest first, then past)", async () => {
    const query = await eventsQuery({ ort: "Hamburg", umkreis: "300" });
    expect(query.filter.sort).toBe("entfernung");
    expect(ids(query.matching)).toEqual([2, 4, 1, 3, 5]);
    expect(query.distanceKm(query.matching[0]!)).toBeCloseTo(57, -1);
    expect(query.distanceKm(query.matching[4]!)).toBeGreaterThan(240);
  });

  it("descending: farthest first, the ties still in date order", async () => {
    const query = await eventsQuery({ ort: "Hamburg", umkreis: "300", sort: "entfernung", dir: "desc" });
    expect(ids(query.matching)).toEqual([5, 4, 1, 3, 2]);
  });

  it("a chosen order stays, with the distances still measured", async () => {
    const query = await eventsQuery({ ort: "Hamburg", umkreis: "300", sort: "name" });
    expect(query.matching.map((e) => e.Veranstaltungsname)).toEqual([
      "Bremen bald",
      "Bremen später",
      "Bremen vorbei",
      "Kassel",
      "Lübeck",
    ]);
    expect(query.distanceKm(query.matching[3]!)).toBeGreaterThan(240);
  });

  it("without a place (or one not found): no distances, and a stale 'entfernung' gives the usual order", async () => {
    for (const params of [{ sort: "entfernung" }, { ort: "Atlantis", sort: "entfernung" }]) {
      const query = await eventsQuery(params);
      expect(query.origin).toBeNull();
      expect(query.matching.map(query.distanceKm)).toEqual(query.matching.map(() => null));
    }
    const plain = await eventsQuery({ sort: "entfernung" });
    expect(plain.filter.sort).toBe("termin");
    expect(ids(plain.matching)).toEqual([5, 6, 4, 1, 2, 3]);
  });
});

describe("speakers with a place", () => {
  it("list who reaches the place by his own radius, nearest first, ties by name; the distance is the plain one", async () => {
    const query = await speakersQuery({ ort: "Hamburg" });
    expect(ids(query.matching)).toEqual([4, 3, 1]);
    expect(query.distanceKm(query.matching[2]!)).toBeGreaterThan(240);
  });
});

describe("care partners with a place", () => {
  it("order by distance, ties by name", async () => {
    const query = await carePartnersQuery({ ort: "Hamburg" });
    expect(ids(query.matching)).toEqual([3, 2, 1]);
  });
});
