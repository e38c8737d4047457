// Suggestions of the quick search, computed on the server over the cached collections.
import { NextResponse, type NextRequest } from "next/server";
import { detailsForSameNames, eventDetail, suggest, type Suggestion } from "@/lib/filters/suggest";
import { speakerName } from "@/lib/names";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEventSummaries } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";

// A Map, not an object literal: a lookup of "__proto__" or "toString" must find nothing.
const SOURCES = new Map<string, () => Promise<Suggestion[]>>(
  Object.entries({
    veranstaltungen: async () =>
      detailsForSameNames(
        (await listEventSummaries()).map((e) => ({
          type: e.type,
          id: e.id,
          label: e.Veranstaltungsname,
          detail: eventDetail(e),
        })),
      ),
    referenten: async () =>
      (await listPublicSpeakers()).map((s) => ({ type: s.type, id: s.id, label: speakerName(s) })),
    versorgungspartner: async () =>
      (await listCarePartners()).map((c) => ({ type: c.type, id: c.id, label: c.Name })),
    hersteller: async () =>
      (await listManufacturers()).flatMap((m) => [
        { type: m.type, id: m.id, label: m.Herstellername },
        ...m.Produkt.map((p) => ({ type: p.type, id: p.id, label: p.Produktname })),
      ]),
  }),
);

export async function GET(request: NextRequest) {
  const scope = request.nextUrl.searchParams.get("bereich") ?? "";
  const q = (request.nextUrl.searchParams.get("q") ?? "").slice(0, 100);
  const source = SOURCES.get(scope);
  if (!source) return NextResponse.json({ error: "Unbekannter Bereich" }, { status: 400 });
  return NextResponse.json({ items: suggest(await source(), q, 8) });
}
