import { formatDateTime } from "./format";
import type { Event } from "./types";

/** '01.12.26 09:00 – 02.12.26 17:00' or just the start. */
export function eventPeriod(event: Pick<Event, "Startzeit" | "Endzeit">): string {
  if (!event.Startzeit) return "Termin folgt";
  const start = formatDateTime(event.Startzeit);
  return event.Endzeit && event.Endzeit !== event.Startzeit
    ? `${start} – ${formatDateTime(event.Endzeit)}`
    : start;
}

export function eventPlace(event: Pick<Event, "isonlineveranstaltung" | "PLZ" | "Stadt">): string {
  if (event.isonlineveranstaltung) return "Online-Veranstaltung";
  return [event.PLZ, event.Stadt].filter(Boolean).join(" ") || "Ort folgt";
}

/** Whether the event still lies ahead (reminders can be asked for until its start). */
export function startsLater(event: Pick<Event, "Startzeit">, now = Date.now()): boolean {
  return Boolean(event.Startzeit) && Date.parse(event.Startzeit!) > now;
}
