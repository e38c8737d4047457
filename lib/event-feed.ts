// Which events the subscribable calendar feed (/veranstaltungen/kalender.ics) carries, and how often
// a subscribed calendar should read it again.
import { filterEvents, sortEvents, type EventFilter } from "./filters/events";
import type { PlaceContext } from "./filters/matching";
import type { Event } from "./types";

/** At most this many events per feed: a calendar app chokes on a file of 10,000. */
export const FEED_MAX_EVENTS = 2000;
/** Events that ended longer ago than this are left out: a subscriber's calendar keeps them anyway. */
export const FEED_PAST_DAYS = 30;
/** How often a subscribed calendar reads the feed again (REFRESH-INTERVAL, Cache-Control), seconds. */
export const FEED_REFRESH_SECONDS = 60 * 60;

const DAY_MS = 86_400_000;

/**
 * The events of the feed for `filter`: running and coming ones first, soonest first, then those that
 * ended in the last FEED_PAST_DAYS days, most recent first; undated ones and older ones left out
 * before the cap, so that the cap never drops a coming event for a past one.
 */
export function selectFeedEvents<E extends Event>(
  events: readonly E[],
  filter: EventFilter,
  {
    origin = null,
    now = Date.now(),
    max = FEED_MAX_EVENTS,
  }: PlaceContext & { now?: number; max?: number } = {},
): E[] {
  const cutoff = now - FEED_PAST_DAYS * DAY_MS;
  // The list's default order ("termin"), kept per loaded collection: coming, then past, then undated.
  const recent = sortEvents(events, "termin", "asc", now).filter((event) => {
    const end = Date.parse(event.Endzeit ?? "");
    return (Number.isNaN(end) ? Date.parse(event.Startzeit ?? "") : end) >= cutoff;
  });
  return filterEvents(recent, filter, { origin }).slice(0, max);
}
