// Suggestions of the quick search, computed on the server over the cached collections.
import { NextResponse, type NextRequest } from "next/server";
import { detailsForSameNames, eventDetail, suggest, type Suggestion } from "@/lib/filters/suggest";
import { memoOn } from "@/lib/memo";
import { speakerName } from "@/lib/names";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEventSummaries } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";

/**
 * A collection's suggestions, derived once per loaded collection: the collections are replaced,
 * never mutated, when an entry changes, so a keystroke only filters (an event's date is formatted
 * and same names are counted when the events change, not on every request).
 */
function source<T extends object>(
  load: () => Promise<T[]>,
  toSuggestions: (all: readonly T[]) => Suggestion[],
): () => Promise<Suggestion[]> {
  return async () => {
    const all = await load();
    return memoOn(all, [toSuggestions], () => toSuggestions(all));
  };
}

// A Map, not an object literal: a lookup of "__proto__" or "toString" must find nothing.
const SOURCES = new Map<string, () => Promise<Suggestion[]>>(
  Object.entries({
    veranstaltungen: source(listEventSummaries, (events) =>
      detailsForSameNames(
        events.map((e) => ({ type: e.type, id: e.id, label: e.Veranstaltungsname, detail: eventDetail(e) })),
      ),
    ),
    referenten: source(listPublicSpeakers, (speakers) =>
      speakers.map((s) => ({ type: s.type, id: s.id, label: speakerName(s) })),
    ),
    versorgungspartner: source(listCarePartners, (partners) =>
      partners.map((c) => ({ type: c.type, id: c.id, label: c.Name })),
    ),
    hersteller: source(listManufacturers, (manufacturers) =>
      manufacturers.flatMap((m) => [
        { type: m.type, id: m.id, label: m.Herstellername },
        ...m.Produkt.map((p) => ({ type: p.type, id: p.id, label: p.Produktname })),
      ]),
    ),
  }),
);

export async function GET(request: NextRequest) {
  const scope = request.nextUrl.searchParams.get("bereich") ?? "";
  const q = (request.nextUrl.searchParams.get("q") ?? "").slice(0, 100);
  const source = SOURCES.get(scope);
  if (!source) return NextResponse.json({ error: "Unbekannter Bereich" }, { status: 400 });
  return NextResponse.json({ items: suggest(await source(), q, 8) });
}
