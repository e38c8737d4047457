// iCalendar output for events: one event (download) or a filtered list (subscribable feed).
import ical, { ICalCalendarMethod } from "ical-generator";
import { eventPlace } from "./events-format";
import type { Event } from "./types";

// ical-generator escapes the text of an event's properties, but writes the calendar's name and
// parameter values (the organiser's CN) as given: a line break there would start new properties
// or events of the file. Those stay on one line, and a parameter value holds no quote.
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
const paramValue = (text: string) => oneLine(text).replace(/"/g, "'");

export function eventsToIcs(
  events: readonly Event[],
  { site, name }: { site: string; name: string },
): string {
  const calendar = ical({
    name: oneLine(name),
    prodId: { company: "Wundportal", product: "Veranstaltungen", language: "DE" },
    method: ICalCalendarMethod.PUBLISH,
    timezone: "Europe/Berlin",
  });
  for (const event of events) {
    if (!event.Startzeit) continue;
    const url = new URL(`/veranstaltungen/${event.id}`, site).toString();
    calendar.createEvent({
      id: `veranstaltung-${event.id}@${new URL(site).hostname}`,
      start: new Date(event.Startzeit),
      end: new Date(event.Endzeit ?? event.Startzeit),
      summary: event.Veranstaltungsname,
      description: [event.description, url].filter(Boolean).join("\n\n"),
      location: event.isonlineveranstaltung
        ? (event.ExternerLinkOnlineVeranstaltung ?? "Online")
        : eventPlace(event),
      url,
      organizer: event.Veranstaltername
        ? { name: paramValue(event.Veranstaltername), email: "kalender@wundportal.de" }
        : undefined,
      stamp: new Date(event.updatedAt),
    });
  }
  return calendar.toString();
}
