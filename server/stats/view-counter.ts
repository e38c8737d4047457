import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { MAIN_LISTING_KINDS, type MainListingKind } from "@wundportal/rules";
import { KIND_INFO } from "@/lib/listing-kinds";
import { env } from "@/server/env";
import { clientIp } from "@/server/rate-limit";
import { hmacHex } from "@/server/secrets";
import { processWide } from "@/server/process-wide";

// Views of public detail pages, counted in proxy.ts (it runs for every request, also for pages
// served from a cache) and written to the CMS in batches: a view costs a regular expression, an
// HMAC and a Map increment; a timer posts the sums every few seconds. A visitor is the client
// address (an IPv6 one by its /64 network, which one connection usually has all of), whatever user
// agent it sends: it counts once per listing and day, and for at most MAX_LISTINGS_PER_VISITOR
// listings a day, so neither made-up user agents nor a scan of listings from one address count
// more or grow memory. What is remembered is a keyed hash of visitor and listing (and of the
// visitor, with its number of listings), under a random key that lives in memory only and is
// replaced, with every hash, when the Berlin day changes, so no address is stored and yesterday's
// hashes cannot be linked to anyone.
// No cookie, no user: the CMS gets listing, day and number. Crawlers, link previews, headless
// browsers and prefetches do not count.

const KIND_OF_PATH = new Map<string, MainListingKind>(
  MAIN_LISTING_KINDS.map((kind) => [KIND_INFO[kind].publicPath.slice(1), kind]),
);
const DETAIL_PATH = new RegExp(`^/(${[...KIND_OF_PATH.keys()].join("|")})/(\\d{1,12})/?$`);

/** User agents that are obviously not a person reading the page. */
const BOT =
  /bot|crawl|spider|slurp|archiver|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|phantomjs|selenium|puppeteer|playwright|curl|wget|python|httpclient|okhttp|go-http|java\/|libwww|axios|node-fetch|undici|scrapy|feed|monitor|uptime/i;

/**
 * At most this many listing-days wait in memory (a scan of made-up ids cannot grow it further);
 * no more than the CMS takes in one batch (MAX_ROWS in cms/src/api/listing-stat), so a batch is
 * never refused for its size.
 */
const MAX_KEYS = 5000;
/**
 * Visitor-listing pairs remembered per day. A flood from many addresses fills it and then counts
 * nothing more that day, instead of growing memory or the counts.
 */
const MAX_VISITS = 200_000;
/** Listings one visitor (address) counts for per day; more than a person reads, few enough to bound memory. */
export const MAX_LISTINGS_PER_VISITOR = 500;
/** The CMS takes counts of today and the two days before; older ones (a long outage) are dropped here. */
const ACCEPTED_DAYS = 3;

export interface DetailView {
  kind: MainListingKind;
  id: number;
}

/** The listing a request opens, when it is a person's view of a public detail page; else null. */
export function detailViewOf(method: string, pathname: string, headers: Headers): DetailView | null {
  if (method !== "GET") return null;
  const match = DETAIL_PATH.exec(pathname);
  if (!match) return null;
  // Next's link prefetch and the browser's speculative loads are not views.
  if (
    headers.get("next-router-prefetch") ||
    /prefetch|prerender/i.test(headers.get("sec-purpose") ?? headers.get("purpose") ?? "")
  ) {
    return null;
  }
  const agent = headers.get("user-agent") ?? "";
  if (!agent || BOT.test(agent)) return null;
  const id = Number(match[2]);
  return id > 0 ? { kind: KIND_OF_PATH.get(match[1]!)!, id } : null;
}

const BERLIN_DAY = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" });
/** The calendar day in Berlin, YYYY-MM-DD (the CMS uses the same, cms/src/stats/listing-stats.ts). */
export const berlinDay = (date: Date): string => BERLIN_DAY.format(date);

interface VisitsOfDay {
  day: string;
  key: Buffer;
  /** Hashes of visitor and listing. */
  seen: Set<string>;
  /** Hash of a visitor → listings it counted for today. */
  listingsOf: Map<string, number>;
}

interface CounterState {
  counts: Map<string, number>;
  visits?: VisitsOfDay;
  timer: ReturnType<typeof setInterval> | null;
  flushing: Promise<void> | null;
}

// One per process: proxy.ts counts, instrumentation.ts flushes.
const state = processWide<CounterState>("viewCounter", () => ({
  counts: new Map(),
  timer: null,
  flushing: null,
}));

function add(key: string, views: number) {
  if (!state.counts.has(key) && state.counts.size >= MAX_KEYS) return;
  state.counts.set(key, (state.counts.get(key) ?? 0) + views);
}

/**
 * Who is looking, as far as a request tells without a cookie: the client address (server/rate-limit.ts,
 * forwarded only by a trusted proxy); an IPv6 address by its /64 network. The user agent is no part
 * of it: a client chooses it freely.
 */
export function visitorOf(headers: Headers): string {
  const address = clientIp(headers);
  return isIP(address) === 6 ? networkOf(address) : address;
}

/** The /64 network of an IPv6 address, as "2001:db8:0:1::/64". */
function networkOf(address: string): string {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}

/** A 128-bit keyed hash as a string of its own (a slice of the digest's string would keep all of it alive). */
const keyedHash = (key: Buffer, value: string) =>
  createHmac("sha256", key).update(value).digest().toString("base64url", 0, 16);

/** True the first time this visitor opens this listing on this Berlin day, within its daily share. */
function firstVisitToday(view: DetailView, visitor: string, day: string): boolean {
  if (state.visits?.day !== day)
    state.visits = { day, key: randomBytes(32), seen: new Set(), listingsOf: new Map() };
  const { key, seen, listingsOf } = state.visits;
  const hash = keyedHash(key, `${view.kind}|${view.id}\n${visitor}`);
  if (seen.has(hash) || seen.size >= MAX_VISITS) return false;
  const who = keyedHash(key, visitor);
  const listings = listingsOf.get(who) ?? 0;
  if (listings >= MAX_LISTINGS_PER_VISITOR) return false;
  listingsOf.set(who, listings + 1);
  seen.add(hash);
  return true;
}

/** Counts one view (once per visitor, listing and day); the first one starts the flush timer. */
export function countView(view: DetailView, visitor: string, now: Date = new Date()): void {
  const day = berlinDay(now);
  if (!firstVisitToday(view, visitor, day)) return;
  add(`${view.kind}|${view.id}|${day}`, 1);
  if (!state.timer) {
    state.timer = setInterval(() => void flushViews(), env().STATS_FLUSH_MS);
    state.timer.unref?.();
  }
}

/** Stops the flush timer (a test's teardown; the next view starts it again). */
export function stopFlushTimer(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
}

/** The signature the CMS checks (cms/src/api/listing-stat/controllers/listing-stat.ts). */
export function signStats(body: string, secret: string): string {
  return hmacHex(secret, `listing-stats:${body}`);
}

/** The Berlin days the CMS still takes counts for (as cms/src/stats/listing-stats.ts lastDays: from noon, so a DST change skips no day). */
function acceptedDays(now: Date): Set<string> {
  const noon = Date.parse(`${berlinDay(now)}T12:00:00Z`);
  return new Set(
    Array.from({ length: ACCEPTED_DAYS }, (_, back) => berlinDay(new Date(noon - back * 86_400_000))),
  );
}

/** Posts the counts collected so far; on failure they are kept for the next attempt. */
export function flushViews(now: Date = new Date()): Promise<void> {
  state.flushing ??= (async () => {
    if (state.counts.size === 0) return;
    const batch = state.counts;
    state.counts = new Map();
    const accepted = acceptedDays(now);
    const counts = [...batch].flatMap(([key, views]) => {
      const [kind, id, day] = key.split("|");
      return accepted.has(day!) ? [{ kind, id: Number(id), day, views }] : [];
    });
    if (counts.length === 0) return;
    const settings = env();
    const body = JSON.stringify({ sentAt: Date.now(), counts });
    try {
      const response = await fetch(`${settings.CMS_URL}/api/listing-stats/views`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Wundportal-Stats-Signature": signStats(body, settings.CMS_READ_TOKEN),
        },
        body,
        signal: AbortSignal.timeout(settings.CMS_TIMEOUT_MS),
        cache: "no-store",
      });
      // A refused batch (400) would be refused again: only an unreachable or failing CMS is retried.
      if (response.status >= 500) throw new Error(`CMS antwortete ${response.status}`);
      if (!response.ok)
        console.error(`[statistik] CMS lehnte ${counts.length} Zählungen ab (${response.status})`);
    } catch (error) {
      for (const [key, views] of batch) add(key, views);
      console.error("[statistik] Aufrufe konnten nicht gespeichert werden:", error);
    }
  })().finally(() => {
    state.flushing = null;
  });
  return state.flushing;
}
