import { distanceMeters } from "@/lib/geo";
import { formatDistance, spokenDistance } from "@/lib/format";
import { distancesKm, orderByDistance, PLACE_SORT } from "./distance";
import { carePartnerFilterToQuery, parseCarePartnerFilter } from "./care-partners";
import { eventFilterToQuery, parseEventFilter } from "./events";
import { parseSpeakerFilter, speakerFilterToQuery } from "./speakers";

// City centres and their great-circle distances as published (e.g. luftlinie.org, rounded to km);
// computed independently of lib/geo.ts.
const HAMBURG = { lat: 53.5511, lon: 9.9937 };
const BERLIN = { lat: 52.52, lon: 13.405 };
const MUNICH = { lat: 48.1374, lon: 11.5755 };
const FRANKFURT = { lat: 50.1109, lon: 8.6821 };
const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => distanceMeters(a, b) / 1000;

describe("the plain distance", () => {
  it.each([
    ["Hamburg–Berlin", HAMBURG, BERLIN, 255],
    ["Hamburg–München", HAMBURG, MUNICH, 612],
    ["Frankfurt–München", FRANKFURT, MUNICH, 304],
    ["Berlin–Frankfurt", BERLIN, FRANKFURT, 424],
  ])("%s ≈ %i km", (_pair, a, b, published) => {
    expect(Math.abs(km(a, b) - published)).toBeLessThan(3);
  });

  it("is measured for each item with coordinates; items without have none", () => {
    const items = [{ at: BERLIN }, { at: null }, { at: HAMBURG }];
    const distances = distancesKm(items, HAMBURG, (item) => item.at);
    expect(distances.get(items[0]!)).toBeCloseTo(km(HAMBURG, BERLIN), 6);
    expect(distances.has(items[1]!)).toBe(false);
    expect(distances.get(items[2]!)).toBe(0);
    expect(distancesKm(items, null, (item) => item.at).size).toBe(0);
  });
});

describe("formatDistance", () => {
  it.each([
    [0, "< 1 km"],
    [0.96, "< 1 km"],
    [1, "1 km"],
    [1.04, "1 km"],
    [4.46, "4,5 km"],
    [9.94, "9,9 km"],
    [9.96, "10 km"],
    [12.4, "12 km"],
    [255.2, "255 km"],
    [1234.4, "1.234 km"],
  ])("%d km → %s", (distance, shown) => {
    expect(formatDistance(distance)).toBe(shown);
  });

  it("says it in words for screen readers", () => {
    expect(spokenDistance(12.4)).toBe("12 km entfernt");
    expect(spokenDistance(4.46)).toBe("4,5 km entfernt");
    expect(spokenDistance(0.3)).toBe("weniger als 1 km entfernt");
  });
});

describe("orderByDistance", () => {
  const a = { name: "a" };
  const b = { name: "b" };
  const c = { name: "c" };
  const d = { name: "d" };
  const far = { name: "far" };
  const nowhere = { name: "nowhere" };
  const distances = new Map([
    [a, 12],
    [b, 5],
    [c, 12],
    [d, 5],
    [far, 300],
  ]);
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it("orders nearest first; ties keep the given (tie-break) order; entries without coordinates last", () => {
    expect(names(orderByDistance([nowhere, a, b, c, d, far], distances, "asc"))).toEqual([
      "b",
      "d",
      "a",
      "c",
      "far",
      "nowhere",
    ]);
  });

  it("descending: farthest first, ties still in the given order, entries without coordinates still last", () => {
    expect(names(orderByDistance([nowhere, a, b, c, d, far], distances, "desc"))).toEqual([
      "far",
      "a",
      "c",
      "b",
      "d",
      "nowhere",
    ]);
  });
});

describe("the order 'entfernung' in the URL", () => {
  const lists = [
    ["events", parseEventFilter, eventFilterToQuery, "termin"],
    ["speakers", parseSpeakerFilter, speakerFilterToQuery, "name"],
    ["care partners", parseCarePartnerFilter, carePartnerFilterToQuery, "name"],
  ] as const;

  it.each(lists)(
    "%s: the default while a place is set, left out of the written query",
    (_, parse, toQuery) => {
      const filter = parse({ ort: "Hamburg" });
      expect(filter.sort).toBe(PLACE_SORT);
      expect(filter.dir).toBe("asc");
      expect(toQuery(filter as never)).toBe("ort=Hamburg");
      const farthest = parse({ ort: "Hamburg", dir: "desc" });
      expect(farthest.sort).toBe(PLACE_SORT);
      expect(toQuery(farthest as never)).toBe("ort=Hamburg&dir=desc");
    },
  );

  it.each(lists)(
    "%s: another order chosen while a place is set is written, even the usual default",
    (_, parse, toQuery, listDefault) => {
      const filter = parse({ ort: "Hamburg", sort: listDefault });
      expect(filter.sort).toBe(listDefault);
      expect(toQuery(filter as never)).toBe(`ort=Hamburg&sort=${listDefault}`);
      expect(parse(toQuery(filter as never) ? new URLSearchParams(toQuery(filter as never)) : {}).sort).toBe(
        listDefault,
      );
    },
  );

  it.each(lists)(
    "%s: without a place a stale 'entfernung' falls back to the usual default",
    (_, parse, toQuery, listDefault) => {
      const filter = parse({ sort: "entfernung", dir: "desc" });
      expect(filter.sort).toBe(listDefault);
      expect(toQuery(filter as never)).toBe("dir=desc");
      expect(parse({ ort: "  ", sort: "entfernung" }).sort).toBe(listDefault);
    },
  );

  it("an unknown order is the default of the list with or without a place", () => {
    expect(parseEventFilter({ ort: "Hamburg", sort: "zufall" }).sort).toBe(PLACE_SORT);
    expect(parseEventFilter({ sort: "zufall" }).sort).toBe("termin");
  });
});
