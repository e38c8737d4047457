import ICAL from "ical.js";
import { eventsToIcs } from "./ics";
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
