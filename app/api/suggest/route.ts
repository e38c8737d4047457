// Suggestions of the quick search, computed on the server over the cached collections.
import { NextResponse, type NextRequest } from "next/server";
import { isPublicList, SEARCH_KINDS_OF_LIST, type PublicList } from "@wundportal/rules";
import {
  detailsForSameNames,
  eventDetail,
  substringParts,
  suggest,
  SUGGESTION_GROUPS,
  type Suggestion,
} from "@/lib/filters/suggest";
import { highlight } from "@/lib/search/engine";
import { memoOn } from "@/lib/memo";
import { speakerName } from "@/lib/names";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEventSummaries } from "@/server/cms/events";
import { listManufacturers } from "@/server/cms/manufacturers";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { searchIds } from "@/server/search/indexes";

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

// One per public list; a Map, not an object literal: a lookup of "__proto__" or "toString" must find nothing.
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
  } satisfies Record<PublicList, () => Promise<Suggestion[]>>),
);

/** The search indexes behind each scope (the manufacturers' list also suggests their products). */
const kindsOf = (scope: string) => (isPublicList(scope) ? SEARCH_KINDS_OF_LIST[scope] : []);

const LIMIT = 8;
/** Suggestions of one kind in the header's search, which shows every kind. */
const PER_GROUP = 3;

/**
 * The best hits of the scope's indexes (typos, word forms, synonyms), the matched words of each
 * label marked; none while an index is still being built after a start.
 */
async function searched(
  scope: string,
  items: Suggestion[],
  q: string,
  limit: number,
): Promise<Suggestion[] | null> {
  const kinds = kindsOf(scope);
  const results = await Promise.all(kinds.map(({ search }) => searchIds(search, q)));
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
    .slice(0, limit)
    .map(({ hit, item }) => ({ ...item, parts: highlight(item.label, new Set(hit.terms)) }));
}

/** The scope's suggestions for `q`: the index's hits first, then labels containing the typed text. */
async function suggestionsOf(scope: string, q: string, limit: number): Promise<Suggestion[]> {
  const items = await SOURCES.get(scope)!();
  const byIndex = q.trim() ? ((await searched(scope, items, q, limit)) ?? []) : [];
  // Then labels containing the typed text as before (a part inside a compound: `kongress`).
  const shown = new Set(byIndex.map((item) => `${item.type}:${item.id}`));
  const byName = suggest(items, q, limit)
    .filter((item) => !shown.has(`${item.type}:${item.id}`))
    .map((item) => ({ ...item, parts: substringParts(item.label, q) }));
  return [...byIndex, ...byName].slice(0, limit);
}

/**
 * The header's search (`bereich=alle`): every kind at once, a few of each, in the order of
 * SUGGESTION_GROUPS (the browser shows them grouped by kind).
 */
async function suggestionsOfAll(q: string): Promise<Suggestion[]> {
  const all = (
    await Promise.all([...SOURCES.keys()].map((scope) => suggestionsOf(scope, q, LIMIT * 2)))
  ).flat();
  return SUGGESTION_GROUPS.flatMap(({ type }) =>
    all.filter((item) => item.type === type).slice(0, PER_GROUP),
  );
}

export async function GET(request: NextRequest) {
  const scope = request.nextUrl.searchParams.get("bereich") ?? "";
  const q = (request.nextUrl.searchParams.get("q") ?? "").slice(0, 100);
  if (scope === "alle") return NextResponse.json({ items: await suggestionsOfAll(q) });
  if (!SOURCES.has(scope)) return NextResponse.json({ error: "Unbekannter Bereich" }, { status: 400 });
  return NextResponse.json({ items: await suggestionsOf(scope, q, LIMIT) });
}
