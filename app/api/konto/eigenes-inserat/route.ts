// "Is this listing mine?" for the contact island of a detail page: the page's HTML is the same for
// every visitor (cached), so the browser asks here and learns one yes or no about one listing,
// never an owner's id. GET ?art=Referent&id=5 → { own: boolean }.
import { NextResponse, type NextRequest } from "next/server";
import { isMainListingKind } from "@wundportal/rules";
import { routeId } from "@/lib/listing-kinds";
import { currentUser } from "@/server/auth/session";
import { isOwnListing } from "@/server/cms/own-listings";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const kind = params.get("art");
  const id = routeId(params.get("id") ?? undefined);
  if (!isMainListingKind(kind) || id === null)
    return NextResponse.json({ error: "Ungültige Anfrage" }, { status: 400, headers: PRIVATE });
  const auth = await currentUser();
  if (!auth)
    return NextResponse.json({ error: "Bitte melden Sie sich an." }, { status: 401, headers: PRIVATE });
  try {
    return NextResponse.json({ own: await isOwnListing(kind, id, auth) }, { headers: PRIVATE });
  } catch (error) {
    console.error("[kontakt] eigenes Inserat:", error);
    return NextResponse.json({ error: "Es ist etwas schief gelaufen..." }, { status: 502, headers: PRIVATE });
  }
}
