// One-click unsubscribe of an alert mail (RFC 8058): the mail's List-Unsubscribe header names this
// address and List-Unsubscribe-Post says a POST is enough. A POST deletes the alert and its address
// at once, without any page; a GET (someone opened the address in a browser, or a link scanner
// fetched it) deletes nothing and leads to the page with the button.
import { NextResponse, type NextRequest } from "next/server";
import { unsubscribeAlert } from "@/server/alerts/cms";
import { siteConfig } from "@/server/env";

const INVALID = "Dieser Link ist ungültig oder abgelaufen.";

export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  if (!token || token.length > 200) return new NextResponse(INVALID, { status: 404, headers: plain });
  try {
    if (!(await unsubscribeAlert(token))) return new NextResponse(INVALID, { status: 404, headers: plain });
  } catch (error) {
    console.error("[suchauftrag] Abmelden fehlgeschlagen:", error);
    return new NextResponse("Es ist etwas schief gelaufen. Bitte versuchen Sie es später erneut.", {
      status: 503,
      headers: plain,
    });
  }
  return new NextResponse(
    "Sie sind abgemeldet. Die Suche und die dazu gespeicherte Email-Adresse wurden gelöscht.",
    { status: 200, headers: plain },
  );
}

export function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  const target = new URL("/suche/abmelden", siteConfig().SITE_URL);
  if (token) target.searchParams.set("token", token);
  return NextResponse.redirect(target, 303);
}

const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
