import "server-only";
import { upcomingEvents } from "@/lib/events";
import type { Event } from "@/lib/types";
import { cachedCollection, strapiFetchAll } from "./client";
import { mapEvent } from "./mappers";
import { EVENT_POPULATE } from "./populate";
import type { RawEvent } from "./raw";
import { TAGS } from "./tags";

/** All published events, newest start first. */
export async function listEvents(): Promise<Event[]> {
  return cachedCollection(TAGS.events, async () => {
    const raw = await strapiFetchAll<RawEvent>("/veranstaltungs", {
      filters: { Published: { $eq: true } },
      populate: EVENT_POPULATE,
      sort: ["Startzeit:desc", "id:asc"],
    });
    return raw.map(mapEvent);
  });
}

export async function getEvent(id: number): Promise<Event | null> {
  return (await listEvents()).find((event) => event.id === id) ?? null;
}

export async function listUpcomingEvents(limit: number): Promise<Event[]> {
  return upcomingEvents(await listEvents(), new Date(), limit);
}
