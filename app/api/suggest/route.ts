// Suggestions of the quick search, computed on the server over the cached collections.
import { NextResponse, type NextRequest } from "next/server";
import {
  detailsForSameNames,
  eventDetail,
  substringParts,
  suggest,
  type Suggestion,
} from "@/lib/filters/suggest";
import { highlight } from "@/lib/search/engine";
import { memoOn } from "@/lib/memo";
import { speakerName } from "@/lib/names";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEventSummaries } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { searchIds, type SearchKind } from "@/server/search/indexes";

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

/** The search indexes behind each scope (the manufacturers' list also suggests their products). */
const KINDS: Record<string, { kind: SearchKind; type: Suggestion["type"] }[]> = {
  veranstaltungen: [{ kind: "veranstaltungen", type: "Veranstaltung" }],
  referenten: [{ kind: "referenten", type: "Referent" }],
  versorgungspartner: [{ kind: "versorgungspartner", type: "Versorgungspartner" }],
  hersteller: [
    { kind: "hersteller", type: "Hersteller" },
    { kind: "produkte", type: "Produkt" },
  ],
};

const LIMIT = 8;

/**
 * The best hits of the scope's indexes (typos, word forms, synonyms), the matched words of each
 * label marked; none while an index is still being built after a start.
 */
async function searched(scope: string, items: Suggestion[], q: string): Promise<Suggestion[] | null> {
  const kinds = KINDS[scope] ?? [];
  const results = await Promise.all(kinds.map(({ kind }) => searchIds(kind, q)));
  if (results.some((hits) => hits === null)) return null;
  const byKey = memoOn(
    items,
    ["byKey"],
    () => new Map(items.map((item) => [`${item.type}:${item.id}`, item])),
  );
  return kinds
    .flatMap(({ type }, i) => results[i]!.map((hit) => ({ hit, item: byKey.get(`${type}:${hit.id}`) })))
    .filter((found): found is typeof found & { item: Suggestion } => !!found.item)
    .sort((a, b) => b.hit.score - a.hit.score)
    .slice(0, LIMIT)
    .map(({ hit, item }) => ({ ...item, parts: highlight(item.label, new Set(hit.terms)) }));
}

export async function GET(request: NextRequest) {
  const scope = request.nextUrl.searchParams.get("bereich") ?? "";
  const q = (request.nextUrl.searchParams.get("q") ?? "").slice(0, 100);
  const source = SOURCES.get(scope);
  if (!source) return NextResponse.json({ error: "Unbekannter Bereich" }, { status: 400 });
  const items = await source();
  const byIndex = q.trim() ? ((await searched(scope, items, q)) ?? []) : [];
  // Then labels containing the typed text as before (a part inside a compound: `kongress`).
  const shown = new Set(byIndex.map((item) => `${item.type}:${item.id}`));
  const byName = suggest(items, q, LIMIT)
    .filter((item) => !shown.has(`${item.type}:${item.id}`))
    .map((item) => ({ ...item, parts: substringParts(item.label, q) }));
  return NextResponse.json({ items: [...byIndex, ...byName].slice(0, LIMIT) });
}
