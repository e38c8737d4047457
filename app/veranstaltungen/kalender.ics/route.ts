// The current event filter (same URL query as /veranstaltungen) as a subscribable .ics feed.
import type { NextRequest } from "next/server";
import { filterEvents, parseEventFilter, sortEvents } from "@/lib/filters/events";
import { eventsToIcs } from "@/lib/ics";
import { listEvents } from "@/server/cms/events";
import { siteConfig } from "@/server/env";
import { geocode } from "@/server/geo/geocode";

const MAX_FEED_EVENTS = 2000;

export async function GET(request: NextRequest) {
  const filter = parseEventFilter(request.nextUrl.searchParams);
  const [events, origin] = await Promise.all([
    listEvents(),
    filter.ort ? geocode(filter.ort) : Promise.resolve(null),
  ]);
  const matching = filterEvents(sortEvents(events, "datum", "asc"), filter, { origin }).slice(
    0,
    MAX_FEED_EVENTS,
  );
  const body = eventsToIcs(matching, { site: siteConfig().SITE_URL, name: "Wundportal – Veranstaltungen" });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="veranstaltungen.ics"',
      "Cache-Control": "public, max-age=300",
    },
  });
}
