// The full-text search over one collection: a MiniSearch index of weighted fields, German terms
// (lib/search/text.ts), typo tolerance by word length, prefixes while typing and the field's
// synonyms; plus what a result page needs (highlighted excerpts, "Meinten Sie …?").
import MiniSearch, { type Query } from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import { SYNONYM_GROUPS } from "./synonyms";
import { fold, indexWords, keyOf, maxEdits, queryWords, termOf, words, WORD_SPLIT } from "./text";

/** What the index reads of an entry, one text per field (lists joined). */
export interface SearchDoc {
  id: number;
  /** The listing's name. */
  name: string;
  /** Organiser, company, manufacturer or kind of care partner. */
  org?: string;
  /** Topics, qualifications, categories. */
  topics?: string;
  city?: string;
  /** Product codes (PZN). */
  codes?: string;
  /** Description as plain text. */
  text?: string;
}

export const SEARCH_FIELDS = ["name", "org", "codes", "topics", "city", "text"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Name hits first, then who runs it, codes, topics, place, and last the description. */
const BOOST: Record<SearchField, number> = { name: 6, org: 3, codes: 3, topics: 2, city: 1.5, text: 1 };

/** Fields whose words "Meinten Sie …?" may offer (descriptions would offer every typo's neighbour). */
const VOCABULARY_FIELDS = ["name", "org", "topics", "city"] as const;

/** A word of the index as the entries write it, and in how many entries (of them in a named field). */
export interface KnownWord {
  word: string;
  /** Entries with the word in any field. */
  count: number;
  /** Entries with the word in a name, organiser, topic or place ("Meinten Sie …?" offers only these). */
  named: number;
}

export interface SearchIndex {
  index: MiniSearch<SearchDoc>;
  /**
   * Folded word → how it is written and in how many entries of the index it occurs now: the words a
   * typo is corrected to and "Meinten Sie …?" offers. Counted per entry, so the words of an entry
   * that is removed or replaced go with it.
   */
  words: Map<string, KnownWord>;
  /** The same words as a tree for near matches (a word enters with its first entry, leaves with its last). */
  wordTree: SearchableMap<KnownWord>;
  /** Index term → entries with it (whether a typed word is known as it is). */
  terms: Map<string, number>;
  /** The same terms as a tree (whether a typed word begins a known one). */
  termTree: SearchableMap<true>;
  /** Per entry, the folded words it added (to take them back out). */
  wordsOf: Map<number, { all: string[]; named: ReadonlySet<string> }>;
  /**
   * The hits of each part of a query (a word, a synonym group, a compound) recently searched, by
   * the part's key (`queryUnits`); emptied whenever an entry is added or removed. A new query of
   * known words only combines them, as the list filters combine their options' sets.
   */
  units: Map<string, UnitHits>;
  /** The hits held in `units`, all parts together (the cache's bound). */
  unitHitCount: number;
}

/**
 * A part's hits, best first, in typed arrays (about 24 bytes a hit: a common word matches thousands
 * of entries): each hit's entry id, its score before MiniSearch weighs it by the query words matched,
 * and which of `matched` holds its matched words; plus the ids in ascending order with their places,
 * to find an entry among the hits.
 */
interface UnitHits {
  ids: Int32Array;
  raw: Float64Array;
  matchedAt: Uint32Array;
  matched: { queryTerms: string[]; terms: string[] }[];
  sortedIds: Int32Array;
  placeOf: Int32Array;
}

function newMiniSearch(): MiniSearch<SearchDoc> {
  return new MiniSearch<SearchDoc>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: indexWords,
    processTerm: termOf,
    // A query's words are given one by one (`toQuery`): no joined forms of its own.
    searchOptions: { tokenize: words },
  });
}

function newIndex(): SearchIndex {
  return {
    index: newMiniSearch(),
    words: new Map(),
    wordTree: new SearchableMap(),
    terms: new Map(),
    termTree: new SearchableMap(),
    wordsOf: new Map(),
    units: new Map(),
    unitHitCount: 0,
  };
}

function forgetUnits(built: SearchIndex): void {
  built.units.clear();
  built.unitHitCount = 0;
}

/** A word a typo may be corrected to: letters only, three or more. */
const correctable = (key: string) => key.length >= 3 && !/\d/.test(key);

function countWords(built: SearchIndex, doc: SearchDoc): void {
  const all = new Map<string, string>();
  const named = new Set<string>();
  for (const field of SEARCH_FIELDS) {
    const inName = (VOCABULARY_FIELDS as readonly string[]).includes(field);
    // A description repeats its words: each is looked at once.
    for (const word of new Set(indexWords(doc[field] ?? ""))) {
      const key = keyOf(word);
      if (!all.has(key)) all.set(key, word);
      if (inName) named.add(key);
    }
  }
  const terms = new Set<string>();
  for (const [key, word] of all) {
    const term = termOf(word);
    if (term) terms.add(term);
    if (!correctable(key)) continue;
    const known = built.words.get(key);
    const inName = named.has(key) ? 1 : 0;
    if (known) {
      known.count += 1;
      known.named += inName;
    } else {
      const added = { word, count: 1, named: inName };
      built.words.set(key, added);
      built.wordTree.set(key, added);
    }
  }
  for (const term of terms) {
    const n = built.terms.get(term) ?? 0;
    built.terms.set(term, n + 1);
    if (n === 0) built.termTree.set(term, true);
  }
  built.wordsOf.set(doc.id, { all: [...all.keys()], named });
}

function uncountWords(built: SearchIndex, id: number): void {
  const added = built.wordsOf.get(id);
  if (!added) return;
  built.wordsOf.delete(id);
  const terms = new Set<string>();
  for (const key of added.all) {
    const term = termOf(key);
    if (term) terms.add(term);
    const known = built.words.get(key);
    if (!known) continue;
    known.count -= 1;
    if (added.named.has(key)) known.named -= 1;
    if (known.count <= 0) {
      built.words.delete(key);
      built.wordTree.delete(key);
    }
  }
  for (const term of terms) {
    const n = (built.terms.get(term) ?? 0) - 1;
    if (n > 0) built.terms.set(term, n);
    else {
      built.terms.delete(term);
      built.termTree.delete(term);
    }
  }
}

export function buildIndex(docs: readonly SearchDoc[]): SearchIndex {
  const built = newIndex();
  addDocs(built, docs);
  return built;
}

/**
 * The same, in chunks that leave the event loop to requests in between: 9,000 published events with their
 * descriptions (the large seed) took 3.9 s of CPU here, about 40 ms per chunk of 100.
 */
export async function buildIndexAsync(docs: readonly SearchDoc[], chunkSize = 100): Promise<SearchIndex> {
  const built = newIndex();
  for (let start = 0; start < docs.length; start += chunkSize) {
    addDocs(built, docs.slice(start, start + chunkSize));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return built;
}

/** Adds entries; an entry already in the index is replaced (its former words go with it). */
export function addDocs(built: SearchIndex, docs: readonly SearchDoc[]): void {
  if (docs.length) forgetUnits(built);
  for (const doc of docs) {
    if (built.index.has(doc.id)) built.index.discard(doc.id);
    uncountWords(built, doc.id);
    built.index.add(doc);
    countWords(built, doc);
  }
}

export function removeDocs(built: SearchIndex, ids: readonly number[]): void {
  if (ids.length) forgetUnits(built);
  for (const id of ids) {
    if (built.index.has(id)) built.index.discard(id);
    uncountWords(built, id);
  }
}

// ---------------------------------------------------------------------------------------------
// Queries

/** Each synonym group as term sequences, longest phrase first (so "Ulcus cruris venosum" wins). */
const SYNONYM_PHRASES = SYNONYM_GROUPS.map((group) =>
  group.map((phrase) => ({ phrase, terms: termsOf(phrase) })),
);

function termsOf(text: string): string[] {
  return words(text)
    .map(termOf)
    .filter((term): term is string => !!term);
}

/** The longest synonym phrase beginning at `terms[i]`: its group and its length in words. */
function synonymAt(terms: readonly string[], i: number) {
  let best: { group: (typeof SYNONYM_PHRASES)[number]; length: number } | null = null;
  for (const group of SYNONYM_PHRASES) {
    for (const { terms: phrase } of group) {
      if (phrase.length === 0 || (best && phrase.length <= best.length)) continue;
      if (phrase.every((term, k) => terms[i + k] === term)) best = { group, length: phrase.length };
    }
  }
  return best;
}

/** Two words written apart that may be meant as one compound: letters only, three or more each. */
const mayJoin = (a: string, b: string) => /^\p{L}{3,}$/u.test(a) && /^\p{L}{3,}$/u.test(b);

/** A part of a query as MiniSearch reads it, and a key that names it among an index's cached parts. */
interface QueryUnit {
  key: string;
  query: Query;
}

/**
 * The query's parts, every one of which must match (AND): a run of words that is a phrase of a
 * synonym group matches any phrase of that group instead (each of them as a whole); the last word
 * also matches as a prefix. Words match as written (folded and stemmed): a typo is corrected before
 * (`correctQuery`).
 */
export function queryUnits(q: string): QueryUnit[] {
  const given = queryWords(q).filter(({ word }) => termOf(word));
  const raw = given.map(({ word }) => word);
  const terms = raw.map((word) => termOf(word)!);
  const units: QueryUnit[] = [];
  // Only the last word may be unfinished (typing): it also matches as the start of a word
  // (`wundkon` finds Wundkongress), from three letters on.
  const typing = (term: string) => term.length >= 3;
  const wordUnit = (word: string, last: boolean): Query =>
    last ? { combineWith: "AND", queries: [word], prefix: typing } : { combineWith: "AND", queries: [word] };
  const synonymUnit = (group: (typeof SYNONYM_PHRASES)[number]): Query => ({
    combineWith: "OR",
    queries: group.map(({ phrase }) => ({ combineWith: "AND", queries: [phrase] })),
    // A term of the field also begins its compounds (Stoma → Stomaversorgung).
    prefix: (term) => term.length >= 4,
  });
  // A part's key: what decides its hits (its terms, and whether the last also matches as a prefix).
  const termKey = (word: string, last: boolean) =>
    `${termOf(word)}${last && typing(termOf(word)!) ? "*" : ""}`;
  const groupKey = (group: (typeof SYNONYM_PHRASES)[number]) => `syn:${SYNONYM_PHRASES.indexOf(group)}`;
  for (let i = 0; i < terms.length;) {
    const best = synonymAt(terms, i);
    if (best) {
      units.push({ key: groupKey(best.group), query: synonymUnit(best.group) });
      i += best.length;
    } else if (i + 1 < terms.length && (given[i]!.joinsNext || mayJoin(raw[i]!, raw[i + 1]!))) {
      // `Wund-Kongress` (and `Wund Kongress`, two words of letters): both words (the second with
      // its synonyms), or the compound written as one word (Wundkongress).
      const last = i + 1 === terms.length - 1;
      const next = synonymAt(terms, i + 1);
      const second = next?.length === 1 ? groupKey(next.group) : termKey(raw[i + 1]!, last);
      units.push({
        key: `pair:${termKey(raw[i]!, false)}+${second}|${termKey(raw[i]! + raw[i + 1]!, last)}`,
        query: {
          combineWith: "OR",
          queries: [
            {
              combineWith: "AND",
              queries: [raw[i]!, next?.length === 1 ? synonymUnit(next.group) : wordUnit(raw[i + 1]!, last)],
            },
            wordUnit(raw[i]! + raw[i + 1]!, last),
          ],
        },
      });
      i += 2;
    } else {
      const last = i === terms.length - 1;
      units.push({ key: `word:${termKey(raw[i]!, last)}`, query: wordUnit(raw[i]!, last) });
      i += 1;
    }
  }
  return units;
}

// ---------------------------------------------------------------------------------------------
// Typos

/**
 * The words of the synonym list: a typo is also corrected to them where no entry writes the word
 * alone (`Kompresion` → Kompression, which then finds Kompressionstherapie as its group does).
 */
const SYNONYM_WORDS = (() => {
  const map = new SearchableMap<KnownWord>();
  for (const word of SYNONYM_GROUPS.flat().flatMap(words)) {
    const key = keyOf(word);
    if (correctable(key) && !map.has(key)) map.set(key, { word, count: 0, named: 0 });
  }
  return map;
})();

function hasPrefix(terms: SearchableMap<true>, prefix: string): boolean {
  for (const _ of terms.atPrefix(prefix).keys()) return true;
  return false;
}

/** Whether an index has the word as it is typed (the last word also as the start of a word). */
function isKnown(indexes: readonly SearchIndex[], term: string, last: boolean): boolean {
  return indexes.some(
    (built) => built.terms.has(term) || (last && term.length >= 3 && hasPrefix(built.termTree, term)),
  );
}

/**
 * The known word nearest to a typo: at most one edit from a word of 5 letters, two from one of 9
 * (the length of the word meant); of the nearest, the one most entries use.
 */
function nearestWord(indexes: readonly SearchIndex[], key: string): string | null {
  let best: { word: string; distance: number; count: number; key: string } | null = null;
  const consider = (found: Map<string, [KnownWord, number]>, countOf: (key: string) => number) => {
    for (const [known, [{ word }, distance]] of found) {
      if (distance === 0 || distance > maxEdits(known)) continue;
      const count = countOf(known);
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (count > best.count || (count === best.count && known < best.key)))
      ) {
        best = { word, distance, count, key: known };
      }
    }
  };
  const countOf = (known: string) =>
    indexes.reduce((sum, built) => sum + (built.words.get(known)?.count ?? 0), 0);
  // Two letters swapped count as one typo (`Nürnbreg`), as people make them.
  const swapped = new Map<string, [KnownWord, number]>();
  for (let i = 0; i + 1 < key.length; i++) {
    if (key[i] === key[i + 1]) continue;
    const variant = key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2);
    for (const map of [...indexes.map((built) => built.words), SYNONYM_WORDS]) {
      const known = map.get(variant);
      if (known) swapped.set(variant, [known, 1]);
    }
  }
  consider(swapped, countOf);
  for (const built of indexes) consider(built.wordTree.fuzzyGet(key, 2), countOf);
  consider(SYNONYM_WORDS.fuzzyGet(key, 2), countOf);
  return (best as { word: string } | null)?.word ?? null;
}

/**
 * A compound nobody writes as one word, read as its two known parts (`Wundkongress` finds
 * Wund-Kongress, `Kompressionsstrumpf` Kompression and Strumpf): the longest first part that is
 * known, with or without a linking s.
 */
function splitCompound(indexes: readonly SearchIndex[], key: string, last: boolean): string | null {
  for (let at = key.length - 4; at >= 4; at--) {
    const tail = key.slice(at);
    const tailTerm = termOf(tail);
    if (!tailTerm || !isKnown(indexes, tailTerm, last)) continue;
    for (const head of [key.slice(0, at), ...(key[at - 1] === "s" ? [key.slice(0, at - 1)] : [])]) {
      const headTerm = termOf(head);
      if (head.length >= 4 && headTerm && isKnown(indexes, headTerm, false)) {
        const written = (part: string) =>
          indexes.map((built) => built.words.get(part)?.word).find(Boolean) ??
          SYNONYM_WORDS.get(part)?.word ??
          part;
        return `${written(head)} ${written(tail)}`;
      }
    }
  }
  return null;
}

const WORD_AND_SEPARATORS = new RegExp(`(${WORD_SPLIT.source})`, "u");

/**
 * The query with each word the indexes do not know corrected: to the nearest known word (a typo),
 * else to its two parts (a compound); words of a synonym phrase, numbers and short words stay. Null
 * when nothing changed. The site search corrects once over all indexes and says what it searched.
 */
export function correctQuery(indexes: readonly SearchIndex[], q: string): string | null {
  const parts = q.split(WORD_AND_SEPARATORS);
  // Words sit at the even places, the separators between them at the odd ones.
  const at = parts.flatMap((part, i) => (i % 2 === 0 && part && termOf(part) ? [i] : []));
  const terms = at.map((i) => termOf(parts[i]!)!);
  let changed = false;
  for (let k = 0; k < terms.length;) {
    const synonym = synonymAt(terms, k);
    if (synonym) {
      k += synonym.length;
      continue;
    }
    const word = parts[at[k]!]!;
    const key = keyOf(word);
    const last = k === terms.length - 1;
    if (correctable(key) && !isKnown(indexes, terms[k]!, last)) {
      const better = nearestWord(indexes, key) ?? splitCompound(indexes, key, last);
      if (better) {
        parts[at[k]!] = better;
        changed = true;
      }
    }
    k += 1;
  }
  return changed ? parts.join("") : null;
}

export interface Hit {
  id: number;
  score: number;
  /** The index terms that matched (to highlight the words they came from). */
  terms: string[];
}

/**
 * Entries matching `q`, best first; nothing for a query without words. Unknown words are corrected
 * first (`correctQuery`) unless `exact` (the query is then searched as typed, or was corrected by
 * the caller). A word the index knows is never corrected: an exact or stemmed match is never
 * outranked by another word's.
 */
export function search(built: SearchIndex, q: string, { exact = false } = {}): Hit[] {
  const units = queryUnits(exact ? q : (correctQuery([built], q) ?? q)).map((unit) => unitHits(built, unit));
  if (units.length === 0) return [];
  if (units.length > 1) return allOf(units);
  // The answer itself is remembered per query by the caller (server/search/indexes.ts), not here.
  const [unit] = units as [UnitHits];
  return Array.from(unit.ids, (id, i) => {
    const { queryTerms, terms } = unit.matched[unit.matchedAt[i]!]!;
    return { id, score: unit.raw[i]! * (queryTerms.length || 1), terms };
  });
}

/** How MiniSearch scores a part: by field (BOOST), no prefix or typo it is not told of. */
export const SEARCH_OPTIONS = {
  boost: BOOST,
  prefix: false,
  fuzzy: false,
  // An exact word counts more than a completed prefix.
  weights: { prefix: 0.5, fuzzy: 0.4 },
};

/** Parts held at most per index, and their hits all together (at about 24 bytes a hit, some 12 MB). */
const UNITS_MAX = 2_000;
const UNIT_HITS_MAX = 500_000;

/** One part's hits, from the index's cache or searched now (then kept; the least recently asked go first). */
function unitHits(built: SearchIndex, { key, query }: QueryUnit): UnitHits {
  const known = built.units.get(key);
  if (known) {
    built.units.delete(key);
    built.units.set(key, known);
    return known;
  }
  const results = built.index.search(query, SEARCH_OPTIONS);
  const n = results.length;
  const found: UnitHits = {
    ids: new Int32Array(n),
    raw: new Float64Array(n),
    matchedAt: new Uint32Array(n),
    matched: [],
    sortedIds: new Int32Array(n),
    placeOf: new Int32Array(n),
  };
  // The hits' matched words repeat (a word's forms in a few fields): each combination is kept once.
  const matchedIndex = new Map<string, number>();
  results.forEach((result, i) => {
    found.ids[i] = result.id as number;
    // MiniSearch's score is the part's score times the query words the entry matched: the parts'
    // scores are added before that factor is taken over all of them (as its AND does).
    found.raw[i] = result.score / (result.queryTerms.length || 1);
    const matchedKey = `${result.queryTerms.join(" ")}|${result.terms.join(" ")}`;
    let at = matchedIndex.get(matchedKey);
    if (at === undefined) {
      at = found.matched.push({ queryTerms: result.queryTerms, terms: result.terms }) - 1;
      matchedIndex.set(matchedKey, at);
    }
    found.matchedAt[i] = at;
  });
  const order = Array.from(found.ids.keys()).sort((a, b) => found.ids[a]! - found.ids[b]!);
  order.forEach((place, i) => {
    found.sortedIds[i] = found.ids[place]!;
    found.placeOf[i] = place;
  });
  built.units.set(key, found);
  built.unitHitCount += n;
  for (const [oldKey, old] of built.units) {
    if (built.units.size <= UNITS_MAX && built.unitHitCount <= UNIT_HITS_MAX) break;
    if (oldKey === key) continue;
    built.units.delete(oldKey);
    built.unitHitCount -= old.ids.length;
  }
  return found;
}

/** Where the entry is among the part's hits, or -1 (a binary search over the ids in order). */
function placeIn(unit: UnitHits, id: number): number {
  let low = 0;
  let high = unit.sortedIds.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = unit.sortedIds[middle]!;
    if (at === id) return unit.placeOf[middle]!;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * The entries matching every part, as MiniSearch's AND combines them: the parts' scores added, then
 * multiplied by the number of distinct query words matched; the matched terms of all parts. Walks
 * the part with the fewest hits and looks each up in the others; equal scores keep that part's order.
 */
function allOf(units: readonly UnitHits[]): Hit[] {
  const rarest = units.reduce((a, b) => (b.ids.length < a.ids.length ? b : a));
  const hits: Hit[] = [];
  const places = new Array<number>(units.length);
  entries: for (const [at, id] of rarest.ids.entries()) {
    for (let u = 0; u < units.length; u++) {
      const place = units[u] === rarest ? at : placeIn(units[u]!, id);
      if (place < 0) continue entries;
      places[u] = place;
    }
    let raw = 0;
    const queryTerms: string[] = [];
    const terms: string[] = [];
    units.forEach((unit, u) => {
      raw += unit.raw[places[u]!]!;
      const matched = unit.matched[unit.matchedAt[places[u]!]!]!;
      for (const term of matched.queryTerms) if (!queryTerms.includes(term)) queryTerms.push(term);
      for (const term of matched.terms) if (!terms.includes(term)) terms.push(term);
    });
    hits.push({ id, score: raw * (queryTerms.length || 1), terms });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/**
 * "Meinten Sie …?": the query with each word that is not a known word replaced by the nearest word of
 * a name, organiser, topic or place of the entries indexed now (one edit below 5 letters, two below
 * 9, three from 9; the more frequent of equally near ones). Null when nothing would change.
 */
export function didYouMean(indexes: readonly SearchIndex[], q: string): string | null {
  let changed = false;
  const corrected = words(q).map((word) => {
    const key = fold(word);
    if (key.length < 3 || indexes.some((built) => built.words.has(key))) return word;
    const max = key.length >= 9 ? 3 : key.length >= 5 ? 2 : 1;
    let best: { word: string; distance: number; count: number } | null = null;
    for (const built of indexes) {
      for (const [, [{ word: written, named }, distance]] of built.wordTree.fuzzyGet(key, max)) {
        if (named <= 0) continue;
        if (!best || distance < best.distance || (distance === best.distance && named > best.count)) {
          best = { word: written, distance, count: named };
        }
      }
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(" ") : null;
}

// ---------------------------------------------------------------------------------------------
// Highlighting

export interface Segment {
  text: string;
  /** A word that matched the query. */
  mark: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The text cut into plain and matched runs (a matched word is one whose term matched). */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (!term || !terms.has(term)) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index), mark: false });
    segments.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/** Whether any word of the text matched. */
export function hasMatch(text: string, terms: ReadonlySet<string>): boolean {
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term && terms.has(term)) return true;
  }
  return false;
}

/**
 * About `length` characters around the first matched word, cut at word boundaries, with "…" where
 * the text goes on; the start of the text when no word matched.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, length = 160): Segment[] {
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term && terms.has(term)) {
      at = match.index;
      break;
    }
  }
  let start = Math.max(0, at - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space === -1 || space > at ? at : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > at) end = space;
  }
  const segments = highlight(text.slice(start, end), terms);
  if (start > 0) segments.unshift({ text: "… ", mark: false });
  if (end < text.length) segments.push({ text: " …", mark: false });
  return segments;
}
