// The confirmation link of sign-up mails sent before the confirmation page existed: it confirms
// nothing itself (mail gateways open links to scan them) and leads to that page with its code.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/server/env";

export function GET(request: NextRequest) {
  const page = new URL("/signup/bestaetigen", env().SITE_URL);
  const confirmation = request.nextUrl.searchParams.get("confirmation");
  if (confirmation) page.searchParams.set("confirmation", confirmation);
  return NextResponse.redirect(page, 303);
}
