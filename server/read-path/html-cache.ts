// Rendered HTML of the public pages for visitors without a session, kept in memory by proxy.ts so a
// repeated page is a copy instead of a React render over thousands of records.
//
// Why in the proxy and not with Next's own caches: every page carries a CSP nonce that must be fresh
// per response (lib/security-headers.ts). A page is therefore rendered once with a placeholder nonce
// (random per process, so no listing text can contain it) and each response gets the placeholder
// replaced by a new nonce, in the HTML and in the CSP header alike.
//
// A page is kept while nothing it may show has changed (server/read-path/content-version.ts, bumped by every
// change of a cached collection) and for at most a minute (the default order of events depends on the
// clock). Only GETs of an allow-listed public path, without a session cookie and without Next's
// client-navigation headers, are served from here; everything else renders as before.
import { randomBytes } from "node:crypto";
import { contentVersion } from "./content-version";
import { readsEveryParam } from "@/lib/filters/list-params";
import { DETAIL_PREFIXES, PUBLIC_PAGES } from "@/lib/public-pages";
import { countHtmlCache } from "@/server/metrics/metrics";
import { processWide } from "@/server/process-wide";

export const HTML_TTL_MS = 60_000;
const MAX_ENTRIES = 500;
/** The cached pages' UTF-8 bytes together. */
const MAX_BYTES = 48 * 1024 * 1024;
/** The request header that marks the proxy's own render of a page for the cache. */
export const FILL_HEADER = "x-wundportal-html-fill";

/** Public pages whose HTML depends only on the URL and the CMS data (not on a cookie or a user). */
const CACHEABLE_PAGES = new Set([...PUBLIC_PAGES, "/app"]);
const CACHEABLE_DETAIL = new RegExp(`^(?:${DETAIL_PREFIXES.join("|")})/\\d{1,12}$`);
const isCacheable = (pathname: string) => CACHEABLE_PAGES.has(pathname) || CACHEABLE_DETAIL.test(pathname);
/** Headers Next sets on client navigations, prefetches and server actions: those answers are not the page's HTML. */
const CLIENT_NAVIGATION = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
];
const HOP_BY_HOP = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "keep-alive",
  "transfer-encoding",
]);

export interface CachedPage {
  /**
   * The HTML as UTF-8. A JavaScript string of a German page takes two bytes per character (one
   * „, – or € makes V8 store the whole string that way); the UTF-8 bytes take about half of that.
   */
  body: Buffer;
  headers: [string, string][];
  version: number;
  storedAt: number;
}

interface State {
  placeholder: string;
  /** The placeholder as UTF-8, for the byte search in each cached answer. */
  placeholderBytes: Buffer;
  fillSecret: string;
  pages: Map<string, CachedPage>;
  bytes: number;
  filling: Map<string, Promise<CachedPage | null>>;
  /** Query keys asked for once in the last minute, with when (oldest first). */
  askedOnce: Map<string, number>;
  /** The characters of askedOnce's keys together. */
  askedOnceChars: number;
}

// One cache per process, whichever bundle asks.
const state = processWide<State>("htmlCache", () => {
  const placeholder = `wpnonce${randomBytes(18).toString("base64url")}`;
  return {
    placeholder,
    placeholderBytes: Buffer.from(placeholder),
    fillSecret: randomBytes(32).toString("base64url"),
    pages: new Map(),
    bytes: 0,
    filling: new Map(),
    askedOnce: new Map(),
    askedOnceChars: 0,
  };
});

/** The nonce a page rendered for the cache carries in place of a real one. */
export const placeholderNonce = (): string => state.placeholder;

/** Whether this request is the proxy's own render of a page for the cache. */
export const isFillRequest = (headers: Headers): boolean => headers.get(FILL_HEADER) === state.fillSecret;

/**
 * The cache key of a request that may be served from the cache, else null. The query is sorted by
 * name (the lists read their parameters by name, so the order does not change the page).
 */
export function cacheKeyOf(
  request: { method: string; pathname: string; searchParams: URLSearchParams; headers: Headers },
  sessionCookie: string,
): string | null {
  if (request.method !== "GET" || !isCacheable(request.pathname)) return null;
  if (CLIENT_NAVIGATION.some((name) => request.headers.has(name)) || request.searchParams.has("_rsc"))
    return null;
  if (hasCookie(request.headers.get("cookie"), sessionCookie)) return null;
  const query = new URLSearchParams(request.searchParams);
  query.sort();
  const search = query.toString();
  // No filter combination a visitor makes comes near this; longer queries render without the cache,
  // as do queries with a parameter the page does not read (a tracking tag, a made-up name).
  if (search.length > MAX_QUERY_LENGTH || !readsEveryParam(request.pathname, query)) return null;
  return search ? `${request.pathname}?${search}` : request.pathname;
}

function hasCookie(header: string | null, name: string): boolean {
  if (!header) return false;
  // next-auth splits a large session into name.0, name.1, …
  return header.split(";").some((part) => {
    const cookieName = part.split("=", 1)[0]!.trim();
    return cookieName === name || cookieName.startsWith(`${name}.`);
  });
}

/** The longest query (sorted, encoded) whose page may be cached. */
export const MAX_QUERY_LENGTH = 1024;
/** Query keys remembered as asked once, by count and by their characters; beyond either the oldest is forgotten. */
const MAX_ASKED_ONCE = 20_000;
const MAX_ASKED_ONCE_CHARS = 4 * 1024 * 1024;

/**
 * Whether a page missing from the cache is worth rendering for it. A page without a query (a list's
 * first page, a detail page) always is. A list with a query is kept only when it is asked for the
 * second time within a minute: visitors mostly combine filters of their own, and a combination seen
 * once would otherwise pay for a render through this server, a copy and a cache entry nobody reads.
 */
/**
 * This server's own address for the HTML cache's renders (set by `next start` once it listens). Never
 * the request's Host header: a forged Host would send the render, and its secret header, elsewhere.
 */
export const ownOrigin = () =>
  process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export function worthKeeping(key: string, now = Date.now()): boolean {
  if (!key.includes("?")) return true;
  const asked = state.askedOnce;
  const before = asked.get(key);
  if (before !== undefined) {
    asked.delete(key);
    state.askedOnceChars -= key.length;
    if (now - before < HTML_TTL_MS) return true;
  }
  asked.set(key, now);
  state.askedOnceChars += key.length;
  for (const [oldestKey, at] of asked) {
    if (
      asked.size <= MAX_ASKED_ONCE &&
      state.askedOnceChars <= MAX_ASKED_ONCE_CHARS &&
      now - at < HTML_TTL_MS
    )
      break;
    asked.delete(oldestKey);
    state.askedOnceChars -= oldestKey.length;
  }
  return false;
}

/** The page under `key` while it is current, else undefined (and it is dropped). */
export function lookup(key: string, now = Date.now()): CachedPage | undefined {
  const page = state.pages.get(key);
  if (!page) {
    countHtmlCache("miss");
    return undefined;
  }
  if (page.version !== contentVersion() || now - page.storedAt >= HTML_TTL_MS) {
    remove(key, page);
    countHtmlCache("stale");
    return undefined;
  }
  countHtmlCache("hit");
  // Least recently used goes first: a hit moves the page to the end.
  state.pages.delete(key);
  state.pages.set(key, page);
  return page;
}

function remove(key: string, page: CachedPage) {
  state.pages.delete(key);
  state.bytes -= page.body.byteLength;
}

export function store(key: string, page: CachedPage): void {
  const old = state.pages.get(key);
  if (old) remove(key, old);
  state.pages.set(key, page);
  state.bytes += page.body.byteLength;
  for (const [oldestKey, oldest] of state.pages) {
    if (state.pages.size <= MAX_ENTRIES && state.bytes <= MAX_BYTES) break;
    remove(oldestKey, oldest);
  }
}

/**
 * Renders the page under `key` by asking this server for it with the fill header (one render at a
 * time per key) and keeps it when it is a 200 HTML page without cookies. Null when it cannot be kept:
 * the caller then lets the request render as usual.
 */
export function fill(key: string, origin: string): Promise<CachedPage | null> {
  const running = state.filling.get(key);
  if (running) return running;
  const version = contentVersion();
  const filling = fetch(`${origin}${key}`, {
    headers: { [FILL_HEADER]: state.fillSecret, accept: "text/html", "accept-encoding": "identity" },
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  })
    .then(async (response) => {
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("set-cookie")) {
        await response.body?.cancel();
        return null;
      }
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) headers.push([name, value]);
      });
      const body = Buffer.from(await response.arrayBuffer());
      const page: CachedPage = { body, headers, version, storedAt: Date.now() };
      // Rendered from data older than what is current now: good for this answer, not for the next.
      if (version === contentVersion()) store(key, page);
      return page;
    })
    .catch((error: unknown) => {
      console.error(`[html-cache] ${key} konnte nicht vorbereitet werden:`, error);
      return null;
    })
    .finally(() => state.filling.delete(key));
  state.filling.set(key, filling);
  return filling;
}

/**
 * The cached page's HTML with a response's own nonce in place of the placeholder, as UTF-8. The
 * placeholder is ASCII, so its bytes never match inside a character of several bytes.
 */
export function withNonce(page: CachedPage, nonce: string): Buffer<ArrayBuffer> {
  const placeholder = state.placeholderBytes;
  const replacement = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.body.indexOf(placeholder); at !== -1; at = page.body.indexOf(placeholder, from)) {
    parts.push(page.body.subarray(from, at), replacement);
    from = at + placeholder.length;
  }
  parts.push(page.body.subarray(from));
  return Buffer.concat(parts);
}
