import "server-only";
import { connection } from "next/server";
import { cmsErrorCode, type CmsErrorCode } from "@/lib/messages";
import { CMS_UNAVAILABLE } from "@/lib/messages";
import { env } from "@/server/env";
import { hmacHex } from "@/server/secrets";
import { cached, cachedPreview, type CatchUp } from "@/server/read-path/cache";
import { noteCmsAnswered, noteCmsUnanswered } from "@/server/read-path/availability";

// The one place that talks HTTP to Strapi. Reads use the server-side read token; calls made
// for a signed-in user pass that user's JWT instead.

export class CmsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "CmsError";
  }

  /** The machine-readable code of a rule the CMS enforced (error.details.code), if any. */
  get code(): CmsErrorCode | null {
    return cmsErrorCode(this.body);
  }
}

/**
 * The CMS did not answer (refused, reset, or no answer within CMS_TIMEOUT_MS). Not an answer of
 * the CMS: callers must not read it as "token invalid" or "not found".
 */
export class CmsUnavailableError extends Error {
  /** Next keeps an error's own digest: the error page recognises the outage by it (app/error.tsx). */
  readonly digest = CMS_UNAVAILABLE;
  constructor(
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`CMS nicht erreichbar (${path})`, options);
    this.name = "CmsUnavailableError";
  }
}

/**
 * `<address>;<seconds>;<HMAC-SHA256 of "client-ip:<seconds>:<address>">`, keyed with the secret
 * both sides share. The signing time lets the CMS refuse a header replayed later: a signed header
 * lets sign-ins pass Strapi's own limit (cms/src/auth/portal-sign-in-limit.ts).
 */
export function signedClientIp(address: string, secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  return `${address};${seconds};${hmacHex(secret, `client-ip:${seconds}:${address}`)}`;
}

/** The header that tells Strapi which visitor a call is for (its auth limits count per visitor). */
export const clientIpHeader = (address: string, secret: string) => ({
  "X-Wundportal-Client-IP": signedClientIp(address, secret),
});

export interface StrapiList<T> {
  data: T[];
  meta: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
}

type Query = Record<string, unknown>;

/** Strapi's bracket notation (`populate[Bild]=true`), as its qs parser expects it. */
export function toQueryString(query: Query): string {
  const parts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}[${i}]`));
    else if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`);
    } else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [k, v] of Object.entries(query)) walk(v, k);
  return parts.join("&");
}

/** A request body streamed on unchanged, with its own content type (multipart uploads). */
interface PassThroughBody {
  stream: ReadableStream<Uint8Array>;
  contentType: string;
}

const isPassThrough = (body: unknown): body is PassThroughBody =>
  typeof body === "object" && body !== null && (body as PassThroughBody).stream instanceof ReadableStream;

export async function strapiFetch<T>(
  path: string,
  {
    query,
    token,
    method = "GET",
    body,
    clientIp,
    timeoutMs,
  }: {
    query?: Query;
    token?: string;
    method?: string;
    /** JSON; FormData sent as multipart as it is; or a body passed through as it arrives (uploads). */
    body?: unknown;
    clientIp?: string;
    /** Longer than CMS_TIMEOUT_MS for calls that carry large bodies (uploads). */
    timeoutMs?: number;
  } = {},
): Promise<T> {
  const settings = env();
  const qs = query ? `?${toQueryString(query)}` : "";
  const multipart = body instanceof FormData;
  const passThrough = isPassThrough(body) ? body : null;
  const response = await fetch(`${settings.CMS_URL}/api${path}${qs}`, {
    // A frozen CMS accepts connections and never answers; without a limit a page waits forever.
    signal: AbortSignal.timeout(timeoutMs ?? settings.CMS_TIMEOUT_MS),
    method,
    headers: {
      // token "" sends no credentials (anonymous calls such as sign-in).
      ...(token === "" ? {} : { Authorization: `Bearer ${token ?? settings.CMS_READ_TOKEN}` }),
      ...(passThrough
        ? { "Content-Type": passThrough.contentType }
        : body !== undefined && !multipart
          ? { "Content-Type": "application/json" }
          : {}),
      // The visitor's address, for Strapi's own per-address limits on its auth routes; signed,
      // because Strapi trusts no forwarded address it cannot verify (cms/src/middlewares/client-ip.ts).
      ...(clientIp ? clientIpHeader(clientIp, settings.CMS_READ_TOKEN) : {}),
    },
    body: passThrough
      ? passThrough.stream
      : multipart
        ? body
        : body !== undefined
          ? JSON.stringify(body)
          : undefined,
    // A streamed request body (undici requires saying so).
    ...(passThrough ? { duplex: "half" } : {}),
    cache: "no-store",
  } as RequestInit).catch((error: unknown) => {
    noteCmsUnanswered();
    throw new CmsUnavailableError(path, { cause: error });
  });
  noteCmsAnswered();
  const text = await response.text().catch((error: unknown) => {
    throw new CmsUnavailableError(path, { cause: error });
  });
  const json: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message =
      (json as { error?: { message?: string } } | null)?.error?.message ??
      `CMS antwortete ${response.status}`;
    throw new CmsError(message, response.status, json);
  }
  return json as T;
}

const PAGE_SIZE = 1000;
/**
 * Pages of one collection asked for at once. Strapi answers one request after another, so more
 * pages in flight only queue there, and each one's timeout runs while it waits: at 100,000 events,
 * 100 pages asked at once all waited past their timeout, and the collection never loaded (bench,
 * Nov 2026). Two keep Strapi busy while the web app maps the page that arrived.
 */
const PAGES_IN_FLIGHT = 2;

/**
 * Every record of a collection, page by page (after the first, two at a time, in order). A page of
 * 1,000 records with their relations takes Strapi seconds on a busy machine; with CMS_TIMEOUT_MS
 * alone the large collections never finished loading (bench, Nov 2026), so a page may take six times as long.
 */
export async function strapiFetchAll<T, U = T>(
  path: string,
  query: Query,
  /** Applied to each page as it arrives, while Strapi still works on the next ones. */
  map: (item: T) => U = (item) => item as unknown as U,
): Promise<U[]> {
  const timeoutMs = env().CMS_TIMEOUT_MS * 6;
  const page = (n: number) =>
    strapiFetch<StrapiList<T>>(path, {
      query: { ...query, pagination: { page: n, pageSize: PAGE_SIZE } },
      timeoutMs,
    });
  const first = await page(1);
  const pageCount = first.meta.pagination?.pageCount ?? 1;
  const pages: U[][] = [first.data.map(map)];
  let next = 2;
  // Each worker takes the next page number until none is left; a failed page ends the load, and
  // the other worker asks for no further page.
  const worker = async () => {
    for (let n = next++; n <= pageCount; n = next++) {
      const answer = await page(n).catch((error: unknown) => {
        next = Infinity;
        throw error;
      });
      pages[n - 1] = answer.data.map(map);
    }
  };
  await Promise.all(Array.from({ length: Math.max(0, Math.min(PAGES_IN_FLIGHT, pageCount - 1)) }, worker));
  return pages.flat();
}

/**
 * A whole collection, mapped and cached under its tag. Marks the render dynamic, so pages are
 * rendered per request from memory rather than frozen at build time.
 */
export async function cachedCollection<T>(
  tag: string,
  load: () => Promise<T[]>,
  catchUp?: CatchUp<T[]>,
): Promise<T[]> {
  return orEmpty(tag, () => cached(tag, env().CMS_CACHE_TTL_SECONDS * 1000, load, catchUp));
}

/**
 * The same collection for readers of its list fields (`S`) alone: before the first full load has
 * landed they get the lighter summary load, which the full one follows (cache.ts, cachedPreview).
 */
export async function cachedSummaries<T extends S, S>(
  tag: string,
  load: () => Promise<T[]>,
  loadSummaries: () => Promise<S[]>,
  catchUp?: CatchUp<T[]>,
): Promise<S[]> {
  return orEmpty(tag, () =>
    cachedPreview<T[], S[]>(tag, env().CMS_CACHE_TTL_SECONDS * 1000, load, loadSummaries, catchUp),
  );
}

async function orEmpty<T>(tag: string, read: () => Promise<T[]>): Promise<T[]> {
  await connection();
  try {
    return await read();
  } catch (error) {
    // The specification: a data loading failure is only logged; lists stay empty.
    console.error(`[cms] ${tag} konnte nicht geladen werden:`, error);
    return [];
  }
}
