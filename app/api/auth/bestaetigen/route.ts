// The confirmation link of the sign-up mail points here (the browser never talks to Strapi):
// confirm the account with Strapi, then continue on /signin with the outcome.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/server/env";

export async function GET(request: NextRequest) {
  const settings = env();
  const confirmation = request.nextUrl.searchParams.get("confirmation") ?? "";
  let ok = false;
  if (confirmation) {
    const response = await fetch(
      `${settings.CMS_URL}/api/auth/email-confirmation?confirmation=${encodeURIComponent(confirmation)}`,
      { redirect: "manual", cache: "no-store", signal: AbortSignal.timeout(settings.CMS_TIMEOUT_MS) },
    ).catch(() => null);
    ok = response !== null && response.status >= 300 && response.status < 400;
  }
  return NextResponse.redirect(new URL(`/signin?bestaetigt=${ok ? "1" : "0"}`, settings.SITE_URL), 303);
}
