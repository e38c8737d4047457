// The full-text search over one collection: a MiniSearch index of weighted fields, German terms
// (lib/search/text.ts), typo tolerance by word length, prefixes while typing and the field's
// synonyms; plus what a result page needs (highlighted excerpts, "Meinten Sie …?").
import MiniSearch, { type Query } from "minisearch";
import { SYNONYM_GROUPS } from "./synonyms";
import { editDistance, fold, maxEdits, termOf, words } from "./text";

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

export interface SearchIndex {
  index: MiniSearch<SearchDoc>;
  /** Folded word → how it is written and how often it occurs, for "Meinten Sie …?". */
  vocabulary: Map<string, { word: string; count: number }>;
}

function newMiniSearch(): MiniSearch<SearchDoc> {
  return new MiniSearch<SearchDoc>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: words,
    processTerm: termOf,
  });
}

function addToVocabulary(vocabulary: SearchIndex["vocabulary"], doc: SearchDoc): void {
  for (const field of VOCABULARY_FIELDS) {
    for (const word of words(doc[field] ?? "")) {
      if (word.length < 3 || /\d/.test(word)) continue;
      const key = fold(word);
      const known = vocabulary.get(key);
      if (known) known.count += 1;
      else vocabulary.set(key, { word, count: 1 });
    }
  }
}

export function buildIndex(docs: readonly SearchDoc[]): SearchIndex {
  const built: SearchIndex = { index: newMiniSearch(), vocabulary: new Map() };
  addDocs(built, docs);
  return built;
}

/**
 * The same, in chunks that leave the event loop to requests in between: 9,000 published events with their
 * descriptions (the large seed) took 3.9 s of CPU here, about 40 ms per chunk of 100.
 */
export async function buildIndexAsync(docs: readonly SearchDoc[], chunkSize = 100): Promise<SearchIndex> {
  const built: SearchIndex = { index: newMiniSearch(), vocabulary: new Map() };
  for (let start = 0; start < docs.length; start += chunkSize) {
    addDocs(built, docs.slice(start, start + chunkSize));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return built;
}

/** Adds entries; an entry already in the index is replaced. */
export function addDocs(built: SearchIndex, docs: readonly SearchDoc[]): void {
  for (const doc of docs) {
    if (built.index.has(doc.id)) built.index.discard(doc.id);
    built.index.add(doc);
    addToVocabulary(built.vocabulary, doc);
  }
}

export function removeDocs(built: SearchIndex, ids: readonly number[]): void {
  for (const id of ids) if (built.index.has(id)) built.index.discard(id);
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

/**
 * The query as MiniSearch reads it: every word must match (AND); a run of words that is a phrase
 * of a synonym group matches any phrase of that group instead (each of them as a whole); the last
 * word also matches as a prefix.
 */
export function toQuery(q: string): Query | null {
  const raw = words(q).filter((word) => termOf(word));
  const terms = raw.map((word) => termOf(word)!);
  if (!terms.length) return null;
  const units: Query[] = [];
  for (let i = 0; i < terms.length;) {
    let best: { group: (typeof SYNONYM_PHRASES)[number]; length: number } | null = null;
    for (const group of SYNONYM_PHRASES) {
      for (const { terms: phrase } of group) {
        if (phrase.length === 0 || (best && phrase.length <= best.length)) continue;
        if (phrase.every((term, k) => terms[i + k] === term)) best = { group, length: phrase.length };
      }
    }
    if (best) {
      units.push({
        combineWith: "OR",
        queries: best.group.map(({ phrase }) => ({ combineWith: "AND", queries: [phrase] })),
        // A term of the field also begins its compounds (Stoma → Stomaversorgung). The phrases
        // matched as typed (folded), so no typo tolerance: it only cost time over long lists.
        prefix: (term) => term.length >= 4,
        fuzzy: false,
      });
      i += best.length;
    } else {
      // Only the last word may be unfinished (typing): it also matches as the start of a word
      // (`wundkon` finds Wundkongress), from three letters on.
      const last = i === terms.length - 1;
      units.push(
        last ? { combineWith: "AND", queries: [raw[i]!], prefix: (term) => term.length >= 3 } : raw[i]!,
      );
      i += 1;
    }
  }
  return { combineWith: "AND", queries: units };
}

export interface Hit {
  id: number;
  score: number;
  /** The index terms that matched (to highlight the words they came from). */
  terms: string[];
}

/** Entries matching `q`, best first; nothing for a query without words. */
export function search(built: SearchIndex, q: string): Hit[] {
  const query = toQuery(q);
  if (!query) return [];
  return built.index
    .search(query, {
      boost: BOOST,
      prefix: false,
      fuzzy: (term) => maxEdits(term) || false,
      // An exact word counts most, a completed prefix next, a corrected typo least.
      weights: { prefix: 0.5, fuzzy: 0.4 },
    })
    .map((result) => ({ id: result.id as number, score: result.score, terms: result.terms }));
}

/**
 * "Meinten Sie …?": the query with each word that is not a known word replaced by the nearest known
 * one (one edit below 5 letters, two below 9, three from 9; the more frequent of equally near ones).
 * Null when nothing would change.
 */
export function didYouMean(indexes: readonly SearchIndex[], q: string): string | null {
  let changed = false;
  const corrected = words(q).map((word) => {
    const key = fold(word);
    if (key.length < 3 || indexes.some((built) => built.vocabulary.has(key))) return word;
    const max = key.length >= 9 ? 3 : key.length >= 5 ? 2 : 1;
    let best: { word: string; distance: number; count: number } | null = null;
    for (const built of indexes) {
      for (const [known, { word: written, count }] of built.vocabulary) {
        const distance = editDistance(key, known, best ? best.distance : max);
        if (distance > max) continue;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
          best = { word: written, distance, count };
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
