// The link of the e-mail change mail points here (the browser never talks to Strapi): the CMS
// checks the single-use token and sets the new address; the account page then shows the outcome.
import { NextResponse, type NextRequest } from "next/server";
import { CmsError, strapiFetch } from "@/server/cms/client";
import { env } from "@/server/env";

export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  let outcome = "ungueltig";
  if (token) {
    try {
      await strapiFetch("/auth/email-change/confirm", { method: "POST", token: "", body: { token } });
      outcome = "bestaetigt";
    } catch (error) {
      if (!(error instanceof CmsError && error.status < 500))
        console.error("[konto] Email bestätigen:", error);
    }
  }
  return NextResponse.redirect(new URL(`/admin/benutzerkonto?email=${outcome}`, env().SITE_URL), 303);
}
