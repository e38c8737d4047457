import { expectEveryFieldRoundTrips } from "./field-table.testing";
import { queryFromSearchParams } from "./url-state";
import {
  DEFAULT_EVENT_FILTER,
  EVENT_FEE_FILTER_BANDS,
  eventFilterToQuery,
  filterEvents,
  isEventFilterSet,
  parseEventFilter,
  pointsParam,
  sortEvents,
  EVENT_FILTER_FIELDS,
  EVENT_PARAMS,
} from "./events";
import { ids, makeEvent, PLACES } from "@/lib/test-factories";

const only = (query: Record<string, string | string[]>) => parseEventFilter(query);

describe("parseEventFilter", () => {
  it("gives an unset filter with the table defaults for an empty query", () => {
    expect(DEFAULT_EVENT_FILTER).toMatchObject({
      q: "",
      von: null,
      bis: null,
      punkte: {},
      gebuehr: [],
      online: null,
      ort: "",
      umkreis: 100,
      sort: "termin",
      dir: "asc",
      page: 1,
      size: 5,
    });
    expect(isEventFilterSet(DEFAULT_EVENT_FILTER)).toBe(false);
    expect(parseEventFilter(undefined)).toEqual(DEFAULT_EVENT_FILTER);
  });

  it("drops values outside the taxonomy instead of failing", () => {
    const filter = only({
      thema: ["Dekubitus", "Astrologie"],
      teilnehmer: ["bis20", "bis9999"],
      gebuehr: ["unter100", "gratis"],
      wundexperte: ["Kompressionstherapie", "Kochen"],
      online: "vielleicht",
      von: "morgen",
    });
    expect(filter.thema).toEqual(["Dekubitus"]);
    expect(filter.teilnehmer).toEqual(["bis20"]);
    expect(filter.gebuehr).toEqual(["unter100"]);
    expect(filter.wundexperte).toEqual(["Kompressionstherapie"]);
    expect(filter.online).toBeNull();
    expect(filter.von).toBeNull();
  });

  it("reads points per Vergabestelle, clamped to 0-10", () => {
    const filter = only({
      punkte_icw: "5",
      punkte_dgfw: "15",
      punkte_akademie_zwm: "-2",
      punkte_aerztekammer: "0",
      punkte_vdp: "viele",
      punkte_unbekannt: "3",
    });
    expect(filter.punkte).toEqual({ ICW: 5, DGfW: 10, "Akademie ZWM": 0, Ärztekammer: 0 });
  });

  it("accepts the Vergabestelle as written in the taxonomy too", () => {
    expect(only({ punkte_ICW: "4", "punkte_Akademie ZWM": "2" }).punkte).toEqual({
      ICW: 4,
      "Akademie ZWM": 2,
    });
    expect(pointsParam("Ärztekammer")).toBe("punkte_aerztekammer");
  });

  it("reads a reversed date range the right way round", () => {
    expect(only({ von: "2026-05-10", bis: "2026-05-01" })).toMatchObject({
      von: "2026-05-01",
      bis: "2026-05-10",
    });
  });

  it("falls back to the table defaults for unknown sort keys and page sizes", () => {
    expect(only({ sort: "preis", dir: "rückwärts", page: "0", size: "10" })).toMatchObject({
      sort: "termin",
      dir: "asc",
      page: 1,
      size: 5,
    });
    expect(only({ sort: "name", dir: "desc", page: "3", size: "50" })).toMatchObject({
      sort: "name",
      dir: "desc",
      page: 3,
      size: 50,
    });
  });

  it("clamps the radius", () => {
    expect(only({ umkreis: "5000" }).umkreis).toBe(1000);
    expect(only({ umkreis: "0" }).umkreis).toBe(1);
    expect(only({ umkreis: "x" }).umkreis).toBe(100);
  });

  it("reads a browser URLSearchParams the same way", () => {
    const params = new URLSearchParams("thema=Dekubitus&thema=Hygiene&punkte_icw=3");
    expect(parseEventFilter(params)).toEqual(only({ thema: ["Dekubitus", "Hygiene"], punkte_icw: "3" }));
  });
});

describe("eventFilterToQuery", () => {
  const query = {
    q: "Wund kongress",
    von: "2026-05-01",
    bis: "2026-05-31",
    punkte_icw: "4",
    punkte_aerztekammer: "0",
    gebuehr: ["ueber150", "unter50"],
    teilnehmer: "bis100",
    thema: ["Hygiene", "Dekubitus"],
    wundexperte: "Kompressionstherapie",
    fachtherapeut: "Gefäßdiagnostik",
    aerztlich: "Chirurgische Wundtherapie",
    pflegetherapeut: "Beratung und Schulung",
    online: "nein",
    ort: "Köln",
    umkreis: "50",
    sort: "punkte",
    dir: "desc",
    page: "2",
    size: "20",
  };

  it("round-trips every field of the table", () => {
    expectEveryFieldRoundTrips(EVENT_FILTER_FIELDS, [parseEventFilter(query)], {
      parse: parseEventFilter,
      write: eventFilterToQuery,
      defaults: DEFAULT_EVENT_FILTER,
    });
  });

  it("writes a canonical query that parses back to the same filter", () => {
    const filter = parseEventFilter(query);
    const written = eventFilterToQuery(filter);
    expect(parseEventFilter(queryFromSearchParams(new URLSearchParams(written)))).toEqual(filter);
    expect(eventFilterToQuery(parseEventFilter(new URLSearchParams(written)))).toBe(written);
  });

  it("writes set values only, in a stable order, lists in taxonomy order", () => {
    expect(eventFilterToQuery(parseEventFilter(query))).toBe(
      "q=Wund+kongress&von=2026-05-01&bis=2026-05-31&punkte_icw=4&punkte_aerztekammer=0" +
        "&gebuehr=unter50&gebuehr=ueber150&teilnehmer=bis100&thema=Dekubitus&thema=Hygiene" +
        "&wundexperte=Kompressionstherapie&fachtherapeut=Gef%C3%A4%C3%9Fdiagnostik" +
        "&aerztlich=Chirurgische+Wundtherapie&pflegetherapeut=Beratung+und+Schulung" +
        "&online=nein&ort=K%C3%B6ln&umkreis=50&sort=punkte&dir=desc&page=2&size=20",
    );
    expect(eventFilterToQuery(DEFAULT_EVENT_FILTER)).toBe("");
  });
});

describe("isEventFilterSet", () => {
  it("counts a false boolean and zero points as set", () => {
    expect(isEventFilterSet(only({ online: "nein" }))).toBe(true);
    expect(isEventFilterSet(only({ punkte_icw: "0" }))).toBe(true);
    expect(isEventFilterSet(only({ thema: "Hygiene" }))).toBe(true);
  });

  it("does not count empty values, the radius alone or table state", () => {
    expect(isEventFilterSet(only({ q: "  ", thema: [], ort: "" }))).toBe(false);
    expect(isEventFilterSet(only({ umkreis: "20", page: "2", sort: "name" }))).toBe(false);
  });
});

describe("filterEvents", () => {
  it("shows everything for an empty filter", () => {
    const events = [makeEvent(), makeEvent({ isonlineveranstaltung: true })];
    expect(filterEvents(events, DEFAULT_EVENT_FILTER)).toHaveLength(2);
  });

  it("matches the name or the organiser's name case-insensitively", () => {
    const events = [
      makeEvent({ id: 1, Veranstaltungsname: "Nürnberger Wundkongress" }),
      makeEvent({ id: 2, Veranstaltungsname: "Fortbildung", Veranstaltername: "WundAkademie" }),
      makeEvent({ id: 3, Veranstaltungsname: "Ernährungstag" }),
    ];
    expect(ids(filterEvents(events, only({ q: "wund" })))).toEqual([1, 2]);
  });

  describe("date range (overlap, Berlin days)", () => {
    const events = [
      makeEvent({ id: 1, Startzeit: "2026-04-28T08:00:00.000Z", Endzeit: "2026-05-02T16:00:00.000Z" }), // starts before, ends inside
      makeEvent({ id: 2, Startzeit: "2026-05-10T08:00:00.000Z", Endzeit: null }), // one day, no end
      makeEvent({ id: 3, Startzeit: "2026-04-01T08:00:00.000Z", Endzeit: "2026-04-30T16:00:00.000Z" }), // wholly before
      makeEvent({ id: 4, Startzeit: "2026-06-01T08:00:00.000Z", Endzeit: "2026-06-03T16:00:00.000Z" }), // wholly after
      makeEvent({ id: 5, Startzeit: "2026-04-01T08:00:00.000Z", Endzeit: "2026-07-01T16:00:00.000Z" }), // spans the range
      makeEvent({ id: 6, Startzeit: "2026-05-20T08:00:00.000Z", Endzeit: "2026-06-20T16:00:00.000Z" }), // starts inside, ends after
      makeEvent({ id: 7, Startzeit: null, Endzeit: null }), // no date
    ];

    it("keeps events overlapping the range, including those starting before it", () => {
      expect(ids(filterEvents(events, only({ von: "2026-05-01", bis: "2026-05-31" })))).toEqual([1, 2, 5, 6]);
    });

    it("matches a one-day event on its own day", () => {
      expect(ids(filterEvents(events, only({ von: "2026-05-10", bis: "2026-05-10" })))).toEqual([2, 5]);
    });

    it("works with only one end of the range", () => {
      expect(ids(filterEvents(events, only({ von: "2026-06-02" })))).toEqual([4, 5, 6]);
      expect(ids(filterEvents(events, only({ bis: "2026-04-27" })))).toEqual([3, 5]);
    });

    it("leaves out undated events only when a date is set", () => {
      expect(filterEvents(events, DEFAULT_EVENT_FILTER)).toHaveLength(7);
      expect(ids(filterEvents(events, only({ von: "2000-01-01" })))).not.toContain(7);
    });

    it("counts the whole Berlin day, whatever the UTC date", () => {
      const lateEvening = makeEvent({ id: 8, Startzeit: "2026-03-10T22:30:00.000Z" }); // 23:30 on the 10th in Berlin
      const afterMidnight = makeEvent({ id: 9, Startzeit: "2026-03-10T23:30:00.000Z" }); // 00:30 on the 11th in Berlin
      expect(ids(filterEvents([lateEvening, afterMidnight], only({ bis: "2026-03-10" })))).toEqual([8]);
      expect(ids(filterEvents([lateEvening, afterMidnight], only({ von: "2026-03-11" })))).toEqual([9]);
    });
  });

  describe("points per Vergabestelle", () => {
    const events = [
      makeEvent({ id: 1, Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 5 }] }),
      makeEvent({
        id: 2,
        Fortbildungspunkte: [
          { Vergabestelle: "ICW", Punkte: 8 },
          { Vergabestelle: "DGfW", Punkte: 2 },
        ],
      }),
      makeEvent({ id: 3, Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 4 }] }),
      makeEvent({ id: 4, Fortbildungspunkte: [{ Vergabestelle: "DGfW", Punkte: 9 }] }),
      makeEvent({ id: 5 }),
    ];

    it("needs at least the minimum from that body", () => {
      expect(ids(filterEvents(events, only({ punkte_icw: "5" })))).toEqual([1, 2]);
    });

    it("treats 0 as 'any points from that body'", () => {
      expect(ids(filterEvents(events, only({ punkte_icw: "0" })))).toEqual([1, 2, 3]);
    });

    it("needs every body that is set", () => {
      expect(ids(filterEvents(events, only({ punkte_icw: "1", punkte_dgfw: "1" })))).toEqual([2]);
    });

    it("clamps an out-of-range minimum to 10", () => {
      const ten = makeEvent({ id: 6, Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 10 }] });
      expect(ids(filterEvents([...events, ten], only({ punkte_icw: "99" })))).toEqual([6]);
    });
  });

  it("maps the public fee filter onto the stored fee bands", () => {
    const events = [
      makeEvent({ id: 1, Teilnehmergebuehr: "bis50" }),
      makeEvent({ id: 2, Teilnehmergebuehr: "bis100" }),
      makeEvent({ id: 3, Teilnehmergebuehr: "bis150" }),
      makeEvent({ id: 4, Teilnehmergebuehr: "ueber150" }),
      makeEvent({ id: 5, Teilnehmergebuehr: null }),
    ];
    expect(EVENT_FEE_FILTER_BANDS.map((b) => b.label)).toEqual([
      "unter 50 €",
      "unter 100 €",
      "unter 150 €",
      "über 150 €",
    ]);
    expect(ids(filterEvents(events, only({ gebuehr: "unter100" })))).toEqual([1, 2]);
    expect(ids(filterEvents(events, only({ gebuehr: "unter50" })))).toEqual([1]);
    expect(ids(filterEvents(events, only({ gebuehr: ["unter50", "ueber150"] })))).toEqual([1, 4]);
  });

  it("matches participants, topics and course contents any-of", () => {
    const events = [
      makeEvent({ id: 1, ErwarteteTeilnehmerzahl: "bis20", Themengebiete: ["Dekubitus", "Hygiene"] }),
      makeEvent({ id: 2, ErwarteteTeilnehmerzahl: "bis500", Themengebiete: ["Podologie"] }),
      makeEvent({ id: 3, FortbildungsinhaltePflegetherapeutWundeICW: ["Beratung und Schulung"] }),
    ];
    expect(ids(filterEvents(events, only({ teilnehmer: ["bis20", "bis500"] })))).toEqual([1, 2]);
    expect(ids(filterEvents(events, only({ thema: ["Hygiene", "Stomaversorgung"] })))).toEqual([1]);
    expect(ids(filterEvents(events, only({ pflegetherapeut: "Beratung und Schulung" })))).toEqual([3]);
    expect(ids(filterEvents(events, only({ wundexperte: "Kompressionstherapie" })))).toEqual([]);
  });

  it("filters online events with ja and on-site events with nein", () => {
    const events = [
      makeEvent({ id: 1, isonlineveranstaltung: true }),
      makeEvent({ id: 2, isonlineveranstaltung: false }),
    ];
    expect(ids(filterEvents(events, only({ online: "ja" })))).toEqual([1]);
    expect(ids(filterEvents(events, only({ online: "nein" })))).toEqual([2]);
  });

  describe("place and radius", () => {
    const events = [
      makeEvent({ id: 1, Veranstaltungsort: PLACES.potsdam }),
      makeEvent({ id: 2, Veranstaltungsort: PLACES.hamburg }),
      makeEvent({ id: 3, isonlineveranstaltung: true, Veranstaltungsort: null }),
    ];

    it("keeps events within the default 100 km of the geocoded place", () => {
      expect(ids(filterEvents(events, only({ ort: "Berlin" }), { origin: PLACES.berlin }))).toEqual([1]);
    });

    it("widens with the radius; online events without a place never match", () => {
      expect(
        ids(filterEvents(events, only({ ort: "Berlin", umkreis: "300" }), { origin: PLACES.berlin })),
      ).toEqual([1, 2]);
      expect(
        ids(filterEvents(events, only({ ort: "Berlin", umkreis: "10" }), { origin: PLACES.berlin })),
      ).toEqual([]);
    });

    it("is dropped silently when the place was not found, or no place was typed", () => {
      expect(ids(filterEvents(events, only({ ort: "Nirgendwo" }), { origin: null }))).toEqual([1, 2, 3]);
      expect(ids(filterEvents(events, only({ ort: "Nirgendwo" })))).toEqual([1, 2, 3]);
      expect(ids(filterEvents(events, only({}), { origin: PLACES.berlin }))).toEqual([1, 2, 3]);
    });
  });

  it("combines all set filters with AND", () => {
    const events = [
      makeEvent({ id: 1, Themengebiete: ["Hygiene"], isonlineveranstaltung: true }),
      makeEvent({ id: 2, Themengebiete: ["Hygiene"], isonlineveranstaltung: false }),
      makeEvent({ id: 3, Themengebiete: ["Podologie"], isonlineveranstaltung: true }),
    ];
    expect(ids(filterEvents(events, only({ thema: "Hygiene", online: "ja" })))).toEqual([1]);
  });
});

describe("sortEvents", () => {
  const events = [
    makeEvent({
      id: 1,
      Veranstaltungsname: "Beta",
      Startzeit: "2026-06-01T08:00:00.000Z",
      Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 4 }],
    }),
    makeEvent({ id: 2, Veranstaltungsname: "alpha", Startzeit: null }),
    makeEvent({
      id: 3,
      Veranstaltungsname: "Ärzteforum",
      Startzeit: "2026-05-01T08:00:00.000Z",
      Fortbildungspunkte: [
        { Vergabestelle: "ICW", Punkte: 4 },
        { Vergabestelle: "DGfW", Punkte: 3 },
      ],
    }),
  ];

  it("sorts by date when asked, undated events last", () => {
    expect(ids(sortEvents(events, "datum", "asc"))).toEqual([3, 1, 2]);
    expect(ids(sortEvents(events, "datum", "desc"))).toEqual([1, 3, 2]);
  });

  describe("by default", () => {
    const NOW = Date.parse("2026-05-15T12:00:00.000Z");
    const dated = [
      makeEvent({ id: 10, Startzeit: "2024-01-10T08:00:00.000Z", Endzeit: "2024-01-10T16:00:00.000Z" }),
      makeEvent({ id: 11, Startzeit: "2026-09-01T08:00:00.000Z", Endzeit: null }),
      makeEvent({ id: 12, Startzeit: "2026-05-01T08:00:00.000Z", Endzeit: "2026-05-02T16:00:00.000Z" }),
      makeEvent({ id: 13, Startzeit: null }),
      // running now: started, not yet ended
      makeEvent({ id: 14, Startzeit: "2026-05-14T08:00:00.000Z", Endzeit: "2026-05-16T16:00:00.000Z" }),
      makeEvent({ id: 15, Startzeit: "2026-05-20T08:00:00.000Z", Endzeit: "2026-05-20T16:00:00.000Z" }),
    ];

    it("shows upcoming and running events first, soonest first, then past ones, latest first", () => {
      const { sort, dir } = DEFAULT_EVENT_FILTER;
      expect(sort).toBe("termin");
      expect(ids(sortEvents(dated, "termin", dir, NOW))).toEqual([14, 15, 11, 12, 10, 13]);
    });

    it("keeps every event: an empty filter still shows everything", () => {
      const { dir } = DEFAULT_EVENT_FILTER;
      expect(sortEvents(filterEvents(dated, DEFAULT_EVENT_FILTER), "termin", dir, NOW)).toHaveLength(
        dated.length,
      );
    });

    it("does not write the default order into the URL, but an explicit date order", () => {
      expect(eventFilterToQuery(DEFAULT_EVENT_FILTER)).toBe("");
      expect(eventFilterToQuery({ ...DEFAULT_EVENT_FILTER, sort: "datum" })).toBe("sort=datum");
    });
  });

  it("sorts names with German collation and points by their sum", () => {
    expect(ids(sortEvents(events, "name", "asc"))).toEqual([2, 3, 1]);
    expect(ids(sortEvents(events, "punkte", "desc"))).toEqual([3, 1, 2]);
    expect(ids(sortEvents(events, "dgfw", "desc"))).toEqual([3, 1, 2]);
  });
});

describe("field table", () => {
  it("names every field but the points by its own parameter", () => {
    expect(Object.keys(EVENT_PARAMS)).toEqual(EVENT_FILTER_FIELDS.keys.filter((key) => key !== "punkte"));
    expect(Object.entries(EVENT_PARAMS).every(([key, param]) => key === param)).toBe(true);
  });
});
