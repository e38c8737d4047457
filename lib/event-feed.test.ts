import { FEED_MAX_EVENTS, selectFeedEvents } from "./event-feed";
import { parseEventFilter } from "./filters/events";
import { makeEvent } from "./test-factories";

const NOW = Date.parse("2027-03-01T12:00:00.000Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const noFilter = parseEventFilter(new URLSearchParams());

/** An event of two hours starting `days` from NOW (negative: in the past). */
const dated = (name: string, days: number) =>
  makeEvent({ Veranstaltungsname: name, Startzeit: at(days), Endzeit: at(days + 2 / 24) });

describe("selectFeedEvents", () => {
  it("lists running and coming events first, soonest first, then the last 30 days, most recent first", () => {
    const events = [
      dated("vor 40 Tagen", -40),
      dated("vor 29 Tagen", -29),
      dated("in 10 Tagen", 10),
      dated("vor 31 Tagen", -31),
      dated("gestern", -1),
      makeEvent({ Veranstaltungsname: "läuft", Startzeit: at(-2), Endzeit: at(1) }),
      dated("morgen", 1),
      makeEvent({ Veranstaltungsname: "ohne Termin" }),
      // Ended 30 days ago less a minute: still in.
      makeEvent({ Veranstaltungsname: "Grenze", Startzeit: at(-31), Endzeit: at(-30 + 1 / 1440) }),
    ];
    expect(selectFeedEvents(events, noFilter, { now: NOW }).map((e) => e.Veranstaltungsname)).toEqual([
      "läuft",
      "morgen",
      "in 10 Tagen",
      "gestern",
      "vor 29 Tagen",
      "Grenze",
    ]);
  });

  it("with more events than the cap, keeps the soonest coming ones, not the oldest", () => {
    // 10,000 events as a large portal holds them: mostly past, in no particular order. One made
    // by the factory, copied: building 10,000 takes the factory seconds.
    const base = makeEvent();
    const copy = (id: number, name: string, days: number) => ({
      ...base,
      id,
      Veranstaltungsname: name,
      Startzeit: at(days),
      Endzeit: at(days + 2 / 24),
    });
    const past = Array.from({ length: 7000 }, (_, i) => copy(i, `alt ${i}`, -31 - (i % 900)));
    const coming = Array.from({ length: 3000 }, (_, i) =>
      copy(7000 + i, `neu ${i}`, 1 + ((i * 7919) % 3000) / 10),
    );
    const feed = selectFeedEvents([...past, ...coming], noFilter, { now: NOW });
    expect(feed).toHaveLength(FEED_MAX_EVENTS);
    const soonest = [...coming]
      .sort((a, b) => Date.parse(a.Startzeit!) - Date.parse(b.Startzeit!))
      .slice(0, FEED_MAX_EVENTS);
    expect(feed.map((e) => e.Veranstaltungsname)).toEqual(soonest.map((e) => e.Veranstaltungsname));
  });

  it("applies the list's filter before the cap", () => {
    const events = [
      dated("Wundtag Kiel", 3),
      dated("Hygienetag Bremen", 1),
      dated("Wundtag Kassel", 2),
      dated("Wundtag Fulda", 5),
      dated("Wundtag Ulm", -50),
    ];
    const filter = parseEventFilter(new URLSearchParams("q=Wundtag"));
    expect(selectFeedEvents(events, filter, { now: NOW, max: 2 }).map((e) => e.Veranstaltungsname)).toEqual([
      "Wundtag Kassel",
      "Wundtag Kiel",
    ]);
  });
});
