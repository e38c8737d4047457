// The proxy's first steps: requests Next itself would answer with a bare 500, writes from another
// origin, and requests that are no page (they go on without the page's CSP).
import { NextResponse, type NextRequest } from "next/server";
import { isSameOrigin } from "@/server/same-origin";

/** 400 for a path that does not decode (e.g. /uploads/%c0%ae%c0%ae/api): Next would answer a bare 500. */
export function refuseUndecodablePath(request: NextRequest): Response | undefined {
  return decodes(request.nextUrl.pathname) ? undefined : new NextResponse("Ungültiger Pfad", { status: 400 });
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Images the pages show: media under /uploads (as Strapi names them) and the portal's /images. */
const IMAGE_SOURCE = /^\/(?:uploads|images)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/**
 * Next's image optimiser answers a source it cannot fetch cleanly (a backslash, a dot segment) with a
 * bare 500: only the clean paths the pages use reach it, anything else is a 400. Ends every image
 * request (it gets no page CSP).
 */
export function checkImageSource(request: NextRequest): Response | undefined {
  if (request.nextUrl.pathname !== "/_next/image") return undefined;
  const source = request.nextUrl.searchParams.get("url");
  return source !== null && IMAGE_SOURCE.test(source)
    ? NextResponse.next()
    : new NextResponse("Ungültige Bildadresse", { status: 400 });
}

/**
 * 403 for a write from another origin's page: to a page it is a server action, which Next refuses
 * with a bare 500; to a route handler (checkout, sign-out) it would act with the session cookie,
 * which a sibling host of the same site still gets. Callers without a browser send no Origin.
 */
export function refuseForeignWrite(request: NextRequest): Response | undefined {
  if (request.method === "GET" || request.method === "HEAD" || isSameOrigin(request.headers))
    return undefined;
  return new NextResponse("Anfrage von einer fremden Seite abgelehnt", { status: 403 });
}

const NOT_A_PAGE = /^\/(?:api|uploads|images)\/|^\/(?:favicon\.ico|robots\.txt|sitemap\.xml)$/;

/** Route handlers, uploads (which carry their own sandbox CSP) and static files go on without a page CSP. */
export function passNonPages(request: NextRequest): Response | undefined {
  return NOT_A_PAGE.test(request.nextUrl.pathname) ? NextResponse.next() : undefined;
}
