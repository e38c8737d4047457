import "server-only";
// The proxy's steps for a page: the maintenance page until the CMS has answered once, the count of a
// detail page's view, the public page from the HTML cache, and the per-response security headers
// (a CSP with a fresh nonce, which Next puts on its own scripts; HSTS on https) for every page.
import { NextResponse, type NextRequest } from "next/server";
import { pageSecurityHeaders } from "@/lib/security-headers";
import { sessionCookieName, siteIsHttps, type Env } from "@/server/env";
import { maintenanceResponse } from "@/server/maintenance-page";
import { cmsReachable } from "@/server/read-path/availability";
import {
  cacheKeyOf,
  fill,
  isFillRequest,
  lookup,
  ownOrigin,
  placeholderNonce,
  withNonce,
  worthKeeping,
} from "@/server/read-path/html-cache";
import { countView, detailViewOf, visitorOf } from "@/server/stats/view-counter";

type PageSettings = Pick<Env, "NODE_ENV" | "SITE_URL" | "NEXTAUTH_URL">;

/** 503 with the maintenance page while this web app has not reached the CMS since it started. */
export async function maintenanceUntilCmsReached(): Promise<Response | undefined> {
  return (await cmsReachable()) ? undefined : maintenanceResponse();
}

/**
 * Counts a person's view of a public detail page. Here, not in the page: pages are served from the
 * HTML cache (server/stats/view-counter.ts). The proxy's own render for that cache is no view.
 * Never answers.
 */
export function countDetailView(request: NextRequest): undefined {
  if (isFillRequest(request.headers)) return undefined;
  const view = detailViewOf(request.method, request.nextUrl.pathname, request.headers);
  if (view) countView(view, visitorOf(request.headers));
  return undefined;
}

/**
 * A public page from the HTML cache (server/read-path/html-cache.ts), with a fresh nonce in its HTML
 * and CSP. A miss is rendered for the cache only when it is likely to be asked again (worthKeeping);
 * otherwise, and for every request the cache does not serve, the next step renders it, once, like any page.
 */
export async function serveCachedHtml(
  request: NextRequest,
  settings: PageSettings & Pick<Env, "HTML_CACHE">,
): Promise<Response | undefined> {
  if (isFillRequest(request.headers) || isDev(settings) || settings.HTML_CACHE === "0") return undefined;
  const key = cacheKeyOf(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      searchParams: request.nextUrl.searchParams,
      headers: request.headers,
    },
    sessionCookieName(settings),
  );
  const page = key
    ? (lookup(key) ?? (worthKeeping(key) ? await fill(key, ownOrigin()) : undefined))
    : undefined;
  if (!page) return undefined;
  const nonce = freshNonce();
  const response = new NextResponse(withNonce(page, nonce), { status: 200, headers: page.headers });
  for (const [name, value] of Object.entries(securityHeaders(nonce, settings))) {
    response.headers.set(name, value);
  }
  return response;
}

/**
 * The last step: Next renders the page, with the security headers on the response and the CSP on the
 * request too (Next reads the nonce from there). The proxy's own render for the HTML cache gets the
 * placeholder nonce, which each cached copy's response replaces.
 */
export function renderWithSecurityHeaders(request: NextRequest, settings: PageSettings): Response {
  const nonce = isFillRequest(request.headers) ? placeholderNonce() : freshNonce();
  const headers = securityHeaders(nonce, settings);
  const forwarded = new Headers(request.headers);
  forwarded.set("content-security-policy", headers["Content-Security-Policy"]!);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

const isDev = (settings: Pick<Env, "NODE_ENV">) => settings.NODE_ENV === "development";

const securityHeaders = (nonce: string, settings: PageSettings) =>
  pageSecurityHeaders({ nonce, dev: isDev(settings), https: siteIsHttps(settings) });

const freshNonce = () => Buffer.from(crypto.randomUUID()).toString("base64");
