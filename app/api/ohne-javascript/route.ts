// A form with personal data submitted before its script ran (lib/no-script.ts): its body is never
// read, and the visitor continues on a page that says the form needs JavaScript.
import { NextResponse, type NextRequest } from "next/server";
import { NO_SCRIPT_PAGE } from "@/lib/no-script";
import { localPath } from "@/lib/safe-redirect";
import { siteConfig } from "@/server/env";

export function POST(request: NextRequest) {
  const target = new URL(NO_SCRIPT_PAGE, siteConfig().SITE_URL);
  const form = localPath(request.nextUrl.searchParams.get("zurueck"));
  // Only the form's path goes along, never a query it might have had.
  if (form) target.searchParams.set("zurueck", new URL(form, target).pathname);
  return NextResponse.redirect(target, 303);
}
