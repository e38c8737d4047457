import { spawnSync } from "node:child_process";
import ICAL from "ical.js";
import { eventPeriod } from "./events-format";
import { eventsToIcs } from "./ics";
import { berlinWallClock } from "./ics.testing";
import { makeEvent } from "./test-factories";

const event = (overrides: Parameters<typeof makeEvent>[0]) =>
  makeEvent({
    Veranstaltername: "ICW e.V.",
    PLZ: "20095",
    Stadt: "Hamburg",
    description: "Zwei Tage Wundversorgung",
    ...overrides,
  });

describe("eventsToIcs", () => {
  it("writes events that a maintained iCalendar parser reads back", () => {
    const ics = eventsToIcs(
      [
        event({
          id: 4,
          Veranstaltungsname: "Wundkongress Nord; Tag 1, 2",
          Startzeit: "2026-12-01T08:00:00.000Z",
          Endzeit: "2026-12-02T16:00:00.000Z",
        }),
        event({
          id: 5,
          Veranstaltungsname: "Online-Seminar",
          Startzeit: "2027-01-10T17:00:00.000Z",
          Endzeit: null,
          isonlineveranstaltung: true,
          ExternerLinkOnlineVeranstaltung: "https://meet.example.org/x",
        }),
        event({ id: 6, Veranstaltungsname: "Ohne Termin", Startzeit: null, Endzeit: null }),
      ],
      { site: "https://wundportal.de", name: "Veranstaltungen" },
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first!.summary).toBe("Wundkongress Nord; Tag 1, 2");
    expect(first!.startDate.toJSDate().toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(first!.endDate.toJSDate().toISOString()).toBe("2026-12-02T16:00:00.000Z");
    expect(first!.location).toBe("20095 Hamburg");
    expect(first!.uid).toBe("veranstaltung-4@wundportal.de");
    expect(first!.description).toContain("https://wundportal.de/veranstaltungen/4");
    expect(second!.location).toBe("https://meet.example.org/x");
  });
});

describe("eventsToIcs with text that tries to add lines", () => {
  const hostile = "Wundtag\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:fremd@example.org\r\nSUMMARY:Fremd";

  it("keeps a single event single, whatever its title, organiser and place say", () => {
    const ics = eventsToIcs(
      [
        event({
          id: 7,
          Veranstaltungsname: hostile,
          Veranstaltername: `ICW "e.V."\r\nBEGIN:VEVENT`,
          Stadt: "Hamburg\nBEGIN:VEVENT",
          Startzeit: "2026-12-01T08:00:00.000Z",
          Endzeit: "2026-12-01T16:00:00.000Z",
        }),
      ],
      // The single-event download names the calendar after the event.
      { site: "https://wundportal.de", name: hostile },
    );
    expect(ics).not.toMatch(/\r\nUID:fremd/);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe(hostile.replace(/\r\n/g, "\n"));
    expect(events[0]!.uid).toBe("veranstaltung-7@wundportal.de");
    const organizer = calendar.getFirstSubcomponent("vevent")!.getFirstProperty("organizer");
    expect(organizer!.getParameter("cn")).toBe("ICW 'e.V.' BEGIN:VEVENT");
  });
});

/**
 * The instant an iCalendar date-time names. A floating time (digits without `Z` or TZID) names none:
 * each calendar reads it in its own zone, so it must be UTC.
 */
function instant(time: ICAL.Time): string {
  expect(time.isDate).toBe(false);
  expect(time.zone).toBe(ICAL.Timezone.utcTimezone);
  return time.toJSDate().toISOString();
}

// Run in this process and, below, in processes whose zone is UTC and Europe/Berlin (by name).
const ZONE_CHECK = "eventsToIcs in the zone of this process";

describe(ZONE_CHECK, () => {
  // A summer date (CEST, UTC+2) and a winter date (CET, UTC+1), with what the page shows of each.
  const summer = event({
    id: 11,
    Veranstaltungsname: "Sommerkongress",
    Startzeit: "2027-07-12T11:00:00.000Z",
    Endzeit: "2027-07-12T13:30:00.000Z",
    updatedAt: "2026-05-04T10:20:30.000Z",
  });
  const winter = event({
    id: 12,
    Veranstaltungsname: "Winterseminar",
    Startzeit: "2027-01-15T08:00:00.000Z",
    Endzeit: "2027-01-15T15:00:00.000Z",
    updatedAt: "2026-11-30T23:59:59.000Z",
  });
  const shown = { 11: "12.07.27 13:00 – 12.07.27 15:30", 12: "15.01.27 09:00 – 15.01.27 16:00" };
  const ics = eventsToIcs([summer, winter], { site: "https://wundportal.de", name: "Veranstaltungen" });

  it("runs in the zone it was started with", () => {
    // 0 in UTC, -120 (CEST) in Berlin: proves the TZ of the child processes below took effect.
    const offset = new Date("2027-07-12T11:00:00.000Z").getTimezoneOffset();
    if (process.env.TZ === "UTC") expect(offset).toBe(0);
    if (process.env.TZ === "Europe/Berlin") expect(offset).toBe(-120);
  });

  it("writes each event's start and end as the instant stored, shown in Berlin as the page shows it", () => {
    const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(2);
    for (const [vevent, stored] of vevents.map((v, i) => [v, [summer, winter][i]!] as const)) {
      const parsed = new ICAL.Event(vevent);
      const start = instant(parsed.startDate);
      const end = instant(parsed.endDate);
      expect([start, end]).toEqual([stored.Startzeit, stored.Endzeit]);
      const period = `${berlinWallClock(start)} – ${berlinWallClock(end)}`;
      expect(period).toBe(shown[stored.id as 11 | 12]);
      expect(period).toBe(eventPeriod(stored));
      // RFC 5545 3.8.7.2: DTSTAMP is in UTC.
      expect(instant(vevent.getFirstPropertyValue("dtstamp") as ICAL.Time)).toBe(stored.updatedAt);
    }
  });

  it("ends every line with CRLF, the last one too", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

describe("eventsToIcs in processes of other zones", () => {
  // A child process per zone runs the tests above: the zone is the process's from its start.
  it.each(["UTC", "Europe/Berlin"])(
    "TZ=%s: the same instants and Berlin times",
    (zone) => {
      const run = spawnSync(
        process.execPath,
        [require.resolve("jest/bin/jest"), "--selectProjects", "web", "-t", ZONE_CHECK, __filename],
        { env: { ...process.env, TZ: zone }, encoding: "utf8", timeout: 120_000 },
      );
      // Jest reports on stderr: the count of passed tests, and each failed one after a "●".
      expect({
        status: run.status,
        passed: run.stderr.match(/^Tests:.*?(\d+) passed/m)?.[1],
        failed: run.stderr.split("\n").filter((line) => line.includes("●")),
      }).toEqual({ status: 0, passed: "3", failed: [] });
    },
    120_000,
  );
});
