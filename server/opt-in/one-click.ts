// One-click unsubscribe of a mail a visitor asked for (RFC 8058): the mail's List-Unsubscribe
// header names the route and List-Unsubscribe-Post says a POST is enough. A POST deletes the
// record and its address at once, without any page; a GET (someone opened the address in a
// browser, or a link scanner fetched it) deletes nothing and leads to the page with the button.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { siteConfig } from "@/server/env";

const INVALID = "Dieser Link ist ungültig oder abgelaufen.";
const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

export function oneClickUnsubscribe({
  unsubscribe,
  page,
  label,
  done,
}: {
  /** The CMS call: false for a token it does not accept. */
  unsubscribe: (token: string) => Promise<boolean>;
  /** The page with the button, e.g. /suche/abmelden. */
  page: string;
  /** Log prefix, e.g. "[suchauftrag]". */
  label: string;
  /** What the POST answers once it is done. */
  done: string;
}) {
  async function POST(request: NextRequest) {
    const token = request.nextUrl.searchParams.get("token") ?? "";
    if (!token || token.length > 200) return new NextResponse(INVALID, { status: 404, headers: plain });
    try {
      if (!(await unsubscribe(token))) return new NextResponse(INVALID, { status: 404, headers: plain });
    } catch (error) {
      console.error(`${label} Abmelden fehlgeschlagen:`, error);
      return new NextResponse("Es ist etwas schief gelaufen. Bitte versuchen Sie es später erneut.", {
        status: 503,
        headers: plain,
      });
    }
    return new NextResponse(done, { status: 200, headers: plain });
  }

  function GET(request: NextRequest) {
    const token = request.nextUrl.searchParams.get("token") ?? "";
    const target = new URL(page, siteConfig().SITE_URL);
    if (token) target.searchParams.set("token", token);
    return NextResponse.redirect(target, 303);
  }

  return { GET, POST };
}
