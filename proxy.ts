// Runs before every request it matches, as an ordered list of steps (server/proxy/): the first step
// that answers ends the request; a request no step answers renders as a page with its security headers.
import type { NextRequest } from "next/server";
import { env } from "@/server/env";
import { requireAdminSession } from "@/server/proxy/admin-session";
import {
  countDetailView,
  maintenanceUntilCmsReached,
  renderWithSecurityHeaders,
  serveCachedHtml,
} from "@/server/proxy/page";
import {
  checkImageSource,
  passNonPages,
  refuseForeignWrite,
  refuseUndecodablePath,
} from "@/server/proxy/request-checks";
import type { ProxyStep } from "@/server/proxy/step";

const STEPS: ProxyStep[] = [
  refuseUndecodablePath, //      400 for a path that does not decode
  checkImageSource, //           /_next/image: a clean source goes on, any other is a 400
  refuseForeignWrite, //         403 for a write from another origin's page
  passNonPages, //               route handlers, uploads, static files: on, without a page CSP
  requireAdminSession, //        /admin without a live session: to /signin?callbackUrl=…
  maintenanceUntilCmsReached, // 503 until this web app has reached the CMS once
  countDetailView, //            a person's view of a public detail page (never answers)
  serveCachedHtml, //            a public page from the HTML cache, with a fresh nonce
];

export async function proxy(request: NextRequest): Promise<Response> {
  const settings = env();
  for (const step of STEPS) {
    const answer = await step(request, settings);
    if (answer) return answer;
  }
  return renderWithSecurityHeaders(request, settings);
}

export const config = {
  // Not the upload proxy: Next buffers (and cuts at 10 MB) the body of every request a proxy sees
  // (it checks the origin itself).
  // Image requests only for the check of their source.
  matcher: ["/((?!_next/static|api/uploads).*)"],
};
