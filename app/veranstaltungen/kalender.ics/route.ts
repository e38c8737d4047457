// The current event filter (same URL query as /veranstaltungen) as a subscribable .ics feed.
// Calendars poll it: it says how often (REFRESH-INTERVAL) and answers a repeated read of an unchanged
// feed with 304 (ETag from the body, Last-Modified from the newest change of its events).
import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { FEED_REFRESH_SECONDS, selectFeedEvents } from "@/lib/event-feed";
import { parseEventFilter } from "@/lib/filters/events";
import { eventsToIcs } from "@/lib/ics";
import { listEvents } from "@/server/cms/events";
import { siteConfig } from "@/server/env";
import { geocode } from "@/server/geo/geocode";

export async function GET(request: NextRequest) {
  const filter = parseEventFilter(request.nextUrl.searchParams);
  const [events, origin] = await Promise.all([
    listEvents(),
    filter.ort ? geocode(filter.ort) : Promise.resolve(null),
  ]);
  const included = selectFeedEvents(events, filter, { origin });
  const body = eventsToIcs(included, {
    site: siteConfig().SITE_URL,
    name: "Wundportal – Veranstaltungen",
    ttl: FEED_REFRESH_SECONDS,
  });
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const newest = Math.max(...included.map((e) => Date.parse(e.updatedAt)).filter(Number.isFinite));
  const headers: Record<string, string> = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="veranstaltungen.ics"',
    "Cache-Control": `public, max-age=${FEED_REFRESH_SECONDS}`,
    ETag: etag,
  };
  if (Number.isFinite(newest)) headers["Last-Modified"] = new Date(newest).toUTCString();
  const unchanged = notModified(request.headers, etag, Number.isFinite(newest) ? newest : null);
  return new Response(unchanged ? null : body, { status: unchanged ? 304 : 200, headers });
}

/**
 * RFC 9110 13.2.2: If-None-Match (weak comparison) decides when sent; If-Modified-Since only
 * without it, at the resolution of an HTTP date (seconds).
 */
function notModified(headers: Headers, etag: string, lastModified: number | null): boolean {
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(headers.get("if-modified-since") ?? "");
  return lastModified !== null && !Number.isNaN(since) && Math.floor(lastModified / 1000) * 1000 <= since;
}
