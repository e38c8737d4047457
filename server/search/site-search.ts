import "server-only";
import { SEARCH_KINDS } from "@wundportal/rules";
import { detailPath } from "@/lib/filters/suggest";
import {
  correctQuery,
  didYouMean,
  excerpt,
  hasMatch,
  highlight,
  type Hit,
  type SearchDoc,
  type SearchIndex,
  type Segment,
} from "@/lib/search/engine";
import { hitFacts, tellApart, type HitCard } from "@/lib/search/hit-cards";
import { idIndexOf } from "@/lib/memo";
import type { ListingType } from "@/lib/types";
import { indexOf, searchIds, SOURCES, type SearchKind } from "./indexes";

// The site search (/suche): every kind searched with the same indexes as the list pages, each
// result with its name and a short excerpt, the matched words marked, and its card's picture and
// facts, read from the same cached collection the hit was looked up in (no request per hit).

export interface SiteHit extends HitCard {
  id: number;
  href: string;
  name: Segment[];
  excerpt: Segment[];
}

export interface SiteGroup {
  kind: SearchKind;
  title: string;
  total: number;
  /** The list page filtered by the same words. */
  listHref: string;
  hits: SiteHit[];
}

export interface SiteSearch {
  groups: SiteGroup[];
  total: number;
  /** What was searched instead of the words as typed (a typo corrected, a compound split); null: as typed. */
  searched: string | null;
  /** "Meinten Sie …?" when nothing was found. */
  suggestion: string | null;
}

/** The site search's groups: every search index of the public lists' table, in its order. */
const KINDS: { kind: SearchKind; title: string; type: ListingType; list: string }[] = SEARCH_KINDS.map(
  (row) => ({ kind: row.search, title: row.title, type: row.type, list: `/${row.list}` }),
);

/**
 * Where an excerpt is taken from: the first of these fields with a matched word. None when only the
 * name matched: the card's facts say the rest (an unmarked excerpt repeated the same topics).
 */
const EXCERPT_FIELDS = ["text", "topics", "org", "codes", "city"] as const;

function hitOf(type: ListingType, doc: SearchDoc, terms: ReadonlySet<string>): Omit<SiteHit, keyof HitCard> {
  const field = EXCERPT_FIELDS.find((f) => doc[f] && hasMatch(doc[f]!, terms));
  return {
    id: doc.id,
    href: detailPath(type, doc.id),
    name: highlight(doc.name, terms),
    excerpt: field ? excerpt(doc[field]!, terms) : [],
  };
}

/**
 * Every kind searched for `q`. Unless `exact`, the words no index knows are corrected once over all
 * indexes (the same words then searched in every kind) and `searched` says what was searched.
 */
export async function siteSearch(q: string, { perGroup = 10, exact = false } = {}): Promise<SiteSearch> {
  const indexes = (await Promise.all(KINDS.map(({ kind }) => indexOf(kind, true)))).filter(
    (index): index is SearchIndex => !!index,
  );
  const searched = exact ? null : correctQuery(indexes, q);
  const words = searched ?? q;
  const groups = await Promise.all(
    KINDS.map(async ({ kind, title, type, list }): Promise<SiteGroup> => {
      const { load, doc } = SOURCES[kind];
      const [hits, items] = await Promise.all([searchIds(kind, words, { wait: true, exact: true }), load()]);
      // Each hit's entry, through the lookup built once per loaded collection (idIndexOf), not a map
      // of the whole collection per search. Hits of entries that left the collection since the index
      // was last brought up to date drop out. Only the shown hits keep their entry: a common word
      // matches thousands of entries, which are counted, not copied (a pair per hit was a fifth of
      // the page's CPU for "Wunde", docs/decisions.md).
      let total = 0;
      const found: { hit: Hit; item: (typeof items)[number] }[] = [];
      const byId = idIndexOf(items);
      for (const hit of hits ?? []) {
        const item = byId.get(hit.id);
        if (!item) continue;
        total += 1;
        if (found.length < perGroup) found.push({ hit, item });
      }
      const shown = found.map(({ hit, item }) => {
        const searchDoc = doc(item);
        return {
          hit: hitOf(type, searchDoc, new Set(hit.terms)),
          facts: { name: searchDoc.name, ...hitFacts(kind, item) },
        };
      });
      // Hits of the same name are told apart by what differs.
      const cards = tellApart(shown.map(({ facts }) => facts));
      return {
        kind,
        title,
        total,
        listHref: `${list}?${new URLSearchParams({ q: words })}`,
        hits: shown.map(({ hit }, i) => ({ ...hit, ...cards[i]! })),
      };
    }),
  );
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const suggestion = total === 0 ? didYouMean(indexes, q) : null;
  return { groups, total, searched, suggestion };
}
