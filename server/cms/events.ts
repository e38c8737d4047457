import "server-only";
import { findById } from "@/lib/memo";
import { upcomingEvents } from "@/lib/events";
import type { Event, EventSummary } from "@/lib/types";
import { byText, defineCollection } from "@/server/read-path/collection";
import { mapEvent, mapEventSummary } from "./mappers";
import type { RawEvent } from "./raw";
import { TAGS } from "@/server/read-path/tags";

export const EVENTS = defineCollection<RawEvent, Event, EventSummary>({
  tag: TAGS.events,
  model: "veranstaltung",
  path: "/veranstaltungs",
  exportName: "veranstaltungen",
  map: mapEvent,
  summary: mapEventSummary,
  // Newest start first (undated last), then by id. Strapi writes every instant as an ISO string in
  // UTC (toISOString), so their text order is their time order, without parsing 9,000 dates per comparison.
  compare: (a, b) => byText(b.Startzeit, a.Startzeit) || a.id - b.id,
  shows: {
    referent: { field: "referents", includes: (e, id) => e.referents.some((r) => r.id === id) },
    hersteller: { field: "herstellers", includes: (e, id) => e.herstellers.some((h) => h.id === id) },
  },
});

/** All published events, newest start first. */
export function listEvents(): Promise<Event[]> {
  return EVENTS.list();
}

/** Startup: the list fields first (the first list request waits for these alone), then the full events. */
export function warmEvents(): Promise<void> {
  return EVENTS.warm();
}

/** The list fields of all published events, in the same order (served before the full load has landed). */
export function listEventSummaries(): Promise<EventSummary[]> {
  return EVENTS.summaries();
}

/** One published event (from memory, or read alone while the collection loads). */
export function getEvent(id: number): Promise<Event | null> {
  return EVENTS.find({ ids: [id] }, (events) => findById(events, id));
}

export async function listUpcomingEvents(limit: number): Promise<EventSummary[]> {
  return upcomingEvents(await listEventSummaries(), new Date(), limit);
}
