// Runs before every page: sets the per-request security headers (a CSP with a fresh nonce, which
// Next puts on its own scripts; HSTS on https) and guards the signed-in area: without a live
// session, /admin/... goes to /signin and remembers the target. Pages check the session again
// with Strapi (server/auth/session.ts). A web app that has not reached the CMS since it started
// answers with a maintenance page (503) instead. Views of public detail pages are counted here.
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { pageSecurityHeaders } from "@/lib/security-headers";
import { cmsReachable } from "@/server/read-path/availability";
import { env, sessionCookieName, siteIsHttps } from "@/server/env";
import {
  cacheKeyOf,
  ownOrigin,
  fill,
  isFillRequest,
  lookup,
  placeholderNonce,
  withNonce,
  worthKeeping,
} from "@/server/read-path/html-cache";
import { maintenanceResponse } from "@/server/maintenance-page";
import { isSameOrigin } from "@/server/same-origin";
import { countView, detailViewOf, visitorOf } from "@/server/stats/view-counter";

export async function proxy(request: NextRequest) {
  const settings = env();
  const { pathname, search } = request.nextUrl;
  // Next answers a path it cannot decode (e.g. /uploads/%c0%ae%c0%ae/api) with a bare 500.
  if (!decodes(pathname)) return new NextResponse("Ungültiger Pfad", { status: 400 });
  // Next's image optimiser answers a source it cannot fetch cleanly (a backslash, a dot segment)
  // with a bare 500; only the clean paths the pages use reach it.
  if (pathname === "/_next/image") {
    return isImageSource(request.nextUrl.searchParams.get("url"))
      ? NextResponse.next()
      : new NextResponse("Ungültige Bildadresse", { status: 400 });
  }
  // A write from another origin's page: to a page it is a server action, which Next refuses with a
  // bare 500; to a route handler (checkout, sign-out) it would act with the session cookie, which
  // a sibling host of the same site still gets. Callers without a browser send no Origin.
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request.headers)) {
    return new NextResponse("Anfrage von einer fremden Seite abgelehnt", { status: 403 });
  }
  // Route handlers, uploads (which carry their own sandbox CSP) and static files get no page CSP.
  if (NOT_A_PAGE.test(pathname)) return NextResponse.next();
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    const token = await getToken({
      req: request,
      secret: settings.NEXTAUTH_SECRET,
      cookieName: sessionCookieName(settings),
    });
    if (!(token?.strapiJwt && token.strapiExp && token.strapiExp * 1000 > Date.now())) {
      const signIn = new URL("/signin", request.url);
      signIn.searchParams.set("callbackUrl", `${pathname}${withoutRscParam(search)}`);
      return NextResponse.redirect(signIn);
    }
  }

  if (!(await cmsReachable())) return maintenanceResponse();

  const dev = settings.NODE_ENV === "development";
  const https = siteIsHttps(settings);
  // The proxy's own render of a page for the HTML cache: rendered with the placeholder nonce, not counted.
  const filling = isFillRequest(request.headers);
  if (!filling) {
    // Counted here, not in the page: pages are served from the HTML cache (server/stats/view-counter.ts).
    const view = detailViewOf(request.method, pathname, request.headers);
    if (view) countView(view, visitorOf(request.headers));

    const key =
      dev || settings.HTML_CACHE === "0"
        ? null
        : cacheKeyOf(
            {
              method: request.method,
              pathname,
              searchParams: request.nextUrl.searchParams,
              headers: request.headers,
            },
            sessionCookieName(settings),
          );
    // A miss is rendered for the cache only when it is likely to be asked again (worthKeeping);
    // otherwise it renders below, once, like any page.
    const page = key
      ? (lookup(key) ?? (worthKeeping(key) ? await fill(key, ownOrigin()) : undefined))
      : undefined;
    if (page) {
      const nonce = freshNonce();
      const response = new NextResponse(withNonce(page, nonce), { status: 200, headers: page.headers });
      for (const [name, value] of Object.entries(pageSecurityHeaders({ nonce, dev, https }))) {
        response.headers.set(name, value);
      }
      return response;
    }
  }

  const nonce = filling ? placeholderNonce() : freshNonce();
  const headers = pageSecurityHeaders({ nonce, dev, https });
  const forwarded = new Headers(request.headers);
  forwarded.set("content-security-policy", headers["Content-Security-Policy"]!);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

const freshNonce = () => Buffer.from(crypto.randomUUID()).toString("base64");

const NOT_A_PAGE = /^\/(?:api|uploads|images)\/|^\/(?:favicon\.ico|robots\.txt|sitemap\.xml)$/;

/** Images the pages show: media under /uploads (as Strapi names them) and the portal's /images. */
const IMAGE_SOURCE = /^\/(?:uploads|images)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

function isImageSource(url: string | null): boolean {
  return url !== null && IMAGE_SOURCE.test(url);
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // Not the upload proxy: Next buffers (and cuts at 10 MB) the body of every request a proxy sees
  // (it checks the origin itself).
  // Image requests only for the check of their source.
  matcher: ["/((?!_next/static|api/uploads).*)"],
};

/** The query without Next's `_rsc` cache-busting parameter (the proxy sees requests unnormalised). */
function withoutRscParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("_rsc");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
