// GET /api/geocode?q=<postcode or place>: coordinates for the place field of the list filters
// (the client debounces typing by 1 s). Offline gazetteer unless GEOCODER_URL is set.
import { NextResponse, type NextRequest } from "next/server";
import { geocode } from "@/server/geo/geocode";
import { rateLimitMessage } from "@/lib/messages";
import { clientIp, limiter } from "@/server/rate-limit";

const MAX_LENGTH = 100;
/** Generous: one person typing sends at most one request a second; clinics share an address. */
const LIMIT = { max: 120, windowMs: 60_000 };

export async function GET(request: NextRequest) {
  const query = (request.nextUrl.searchParams.get("q") ?? "").trim();
  if (!query) {
    return NextResponse.json({ error: "Bitte einen Ort oder eine Postleitzahl angeben." }, { status: 400 });
  }
  if (query.length > MAX_LENGTH) {
    return NextResponse.json(
      { error: `Die Eingabe ist zu lang (höchstens ${MAX_LENGTH} Zeichen).` },
      { status: 400 },
    );
  }
  const limited = await limiter().hit(`geocode:${clientIp(request.headers)}`, LIMIT);
  if (!limited.ok) {
    return NextResponse.json(
      { error: rateLimitMessage(limited.retryAfterMinutes) },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterMinutes * 60) } },
    );
  }

  const result = await geocode(query);
  if (!result) {
    return NextResponse.json(
      { error: "Keine Koordinaten gefunden. Bitte Postleitzahl oder Ortsnamen prüfen." },
      { status: 404 },
    );
  }
  return NextResponse.json(
    { lat: result.lat, lon: result.lon, label: result.label },
    { headers: { "Cache-Control": "public, max-age=86400" } },
  );
}
