import "server-only";
import { upcomingEvents } from "@/lib/events";
import type { Event } from "@/lib/types";
import { defineCollection } from "./collection";
import { mapEvent } from "./mappers";
import type { RawEvent } from "./raw";
import { TAGS } from "./tags";

const startMs = (event: Event) => (event.Startzeit ? Date.parse(event.Startzeit) : Number.NEGATIVE_INFINITY);

export const EVENTS = defineCollection<RawEvent, Event>({
  tag: TAGS.events,
  model: "veranstaltung",
  path: "/veranstaltungs",
  exportName: "veranstaltungen",
  map: mapEvent,
  // Newest start first (undated last), then by id.
  compare: (a, b) => startMs(b) - startMs(a) || a.id - b.id,
  shows: {
    referent: { field: "referents", includes: (e, id) => e.referents.some((r) => r.id === id) },
    hersteller: { field: "herstellers", includes: (e, id) => e.herstellers.some((h) => h.id === id) },
  },
});

/** All published events, newest start first. */
export function listEvents(): Promise<Event[]> {
  return EVENTS.list();
}

export async function getEvent(id: number): Promise<Event | null> {
  return (await listEvents()).find((event) => event.id === id) ?? null;
}

export async function listUpcomingEvents(limit: number): Promise<Event[]> {
  return upcomingEvents(await listEvents(), new Date(), limit);
}
