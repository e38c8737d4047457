// iCalendar output for events: one event (download) or a filtered list (subscribable feed).
import ical, { ICalCalendarMethod } from "ical-generator";
import { eventPlace } from "./events-format";
import type { Event } from "./types";

// ical-generator escapes the text of an event's properties, but writes the calendar's name and
// parameter values (the organiser's CN) as given: a line break there would start new properties
// or events of the file. Those stay on one line, and a parameter value holds no quote.
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
const paramValue = (text: string) => oneLine(text).replace(/"/g, "'");

/**
 * The events as an iCalendar file. Every instant is written in UTC (`…Z`): a calendar shows it in
 * its own zone, the file needs no VTIMEZONE, and it reads the same whatever the server's zone (with
 * a calendar zone but no VTIMEZONE, ical-generator wrote the server's wall-clock time without zone,
 * which calendars read as their local time: an hour or two early in Germany). `ttl` (seconds): how
 * often a subscribed calendar should read the file again.
 */
export function eventsToIcs(
  events: readonly Event[],
  { site, name, ttl }: { site: string; name: string; ttl?: number },
): string {
  const calendar = ical({
    name: oneLine(name),
    prodId: { company: "Wundportal", product: "Veranstaltungen", language: "DE" },
    method: ICalCalendarMethod.PUBLISH,
    ttl,
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
  // RFC 5545 ends every line with CRLF, the last one too; ical-generator leaves the last one off.
  return `${calendar.toString().replace(/(\r\n)?$/, "")}\r\n`;
}
