// The link of e-mail change mails sent before the confirmation page existed: it confirms nothing
// itself (mail gateways open links to scan them) and leads to that page with its token.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/server/env";

export function GET(request: NextRequest) {
  const page = new URL("/konto/email-bestaetigen", env().SITE_URL);
  const token = request.nextUrl.searchParams.get("token");
  if (token) page.searchParams.set("token", token);
  return NextResponse.redirect(page, 303);
}
