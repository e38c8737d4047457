import ICAL from "ical.js";
import { eventsToIcs } from "./ics";
import type { Event } from "./types";

const base = {
  type: "Veranstaltung",
  documentId: "d",
  Published: true,
  Fokusiere: false,
  createdBy: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  Veranstaltername: "ICW e.V.",
  Veranstalter: null,
  PLZ: "20095",
  Stadt: "Hamburg",
  Veranstaltungsort: null,
  isonlineveranstaltung: false,
  Bild: null,
  Medien: [],
  Beschreibung: null,
  description: "Zwei Tage Wundversorgung",
  Homepage: null,
  Anmeldelink: null,
  ExternerLinkOnlineVeranstaltung: null,
  ExternerLink: null,
  AnbieterNummer: null,
  Ansprechpartner: null,
  Teilnehmergebuehr: null,
  ErwarteteTeilnehmerzahl: null,
  Fortbildungspunkte: [],
  Themengebiete: [],
  AndereThemegebiete: null,
  FortbildungsinhalteWundexperteICW: [],
  FortbildungsinhalteFachtherapeutWundeICW: [],
  FortbildungsinhalteAerztlicherWundexperteICW: [],
  FortbildungsinhaltePflegetherapeutWundeICW: [],
  referents: [],
  herstellers: [],
  ExterneReferenten: [],
  ExterneHersteller: [],
} satisfies Omit<Event, "id" | "Veranstaltungsname" | "Startzeit" | "Endzeit">;

describe("eventsToIcs", () => {
  it("writes events that a maintained iCalendar parser reads back", () => {
    const ics = eventsToIcs(
      [
        {
          ...base,
          id: 4,
          Veranstaltungsname: "Wundkongress Nord; Tag 1, 2",
          Startzeit: "2026-12-01T08:00:00.000Z",
          Endzeit: "2026-12-02T16:00:00.000Z",
        },
        {
          ...base,
          id: 5,
          Veranstaltungsname: "Online-Seminar",
          Startzeit: "2027-01-10T17:00:00.000Z",
          Endzeit: null,
          isonlineveranstaltung: true,
          ExternerLinkOnlineVeranstaltung: "https://meet.example.org/x",
        },
        { ...base, id: 6, Veranstaltungsname: "Ohne Termin", Startzeit: null, Endzeit: null },
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
