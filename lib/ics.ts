// iCalendar output for events: one event (download) or a filtered list (subscribable feed).
import ical, { ICalCalendarMethod } from "ical-generator";
import { eventPlace } from "./events-format";
import type { Event } from "./types";

export function eventsToIcs(
  events: readonly Event[],
  { site, name }: { site: string; name: string },
): string {
  const calendar = ical({
    name,
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
        ? { name: event.Veranstaltername, email: "kalender@wundportal.de" }
        : undefined,
      stamp: new Date(event.updatedAt),
    });
  }
  return calendar.toString();
}
