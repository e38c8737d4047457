// How German search text becomes index terms: the same steps for the indexed text and the query,
// so any spelling that folds to the same term finds the same entries.
import { stemmer } from "@orama/stemmers/german";

/**
 * Lower case without marks, ß as ss, and the transliterated umlauts read as plain vowels: `Süd`,
 * `Sued` and `Sud` fold alike, as do `Fuß` and `Fuss`, `Débridement` and `Debridement`. `ue` after
 * q stays (`Quelle`). Words that happen to collide (`Dauer`/`Daur`) collide on both sides alike.
 */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase("de")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/(^|[^q])([aou])e/g, "$1$2");
}

// The same few thousand words recur across 10,000 descriptions: each is folded and stemmed once.
const REMEMBERED_MAX = 50_000;

function remembered<T>(compute: (word: string) => T): (word: string) => T {
  const known = new Map<string, T>();
  return (word) => {
    let value = known.get(word);
    if (value === undefined) {
      if (known.size >= REMEMBERED_MAX) known.clear();
      value = compute(word);
      known.set(word, value);
    }
    return value;
  };
}

/** `fold` of one word (its key among the known words). */
export const keyOf = remembered(fold);

/** Words of a text, split where MiniSearch splits (spaces, punctuation, hyphens). */
export const WORD_SPLIT = /[\n\r\p{Z}\p{P}\p{S}]+/u;

export function words(text: string): string[] {
  return text.split(WORD_SPLIT).filter(Boolean);
}

/** Words joined by a hyphen (`Wund-Kongress`, `Online-Seminar`). */
const HYPHENATED = /[\p{L}\p{N}]+(?:[-‐‑][\p{L}\p{N}]+)+/gu;

/**
 * The words of an indexed text: its words, and each hyphenated compound also written as one word,
 * so `Wundkongress` finds Wund-Kongress as `Wund-Kongress` finds both (see `toQuery`).
 */
export function indexWords(text: string): string[] {
  const all = words(text);
  for (const [compound] of text.matchAll(HYPHENATED)) all.push(compound.replace(/[-‐‑]/g, ""));
  return all;
}

/** The words of a query, each with whether a hyphen joins it to the next one. */
export function queryWords(text: string): { word: string; joinsNext: boolean }[] {
  const parts = text.split(new RegExp(`(${WORD_SPLIT.source})`, "u"));
  const found: { word: string; joinsNext: boolean }[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    if (!parts[i]) continue;
    found.push({ word: parts[i]!, joinsNext: /^[-‐‑]$/.test(parts[i + 1] ?? "") && !!parts[i + 2] });
  }
  return found;
}

// Function words that would make every entry match (an AND over "in" finds nothing new and an OR
// finds everything). Kept short: a word of the field is never one of them.
const STOP_WORDS = new Set(
  (
    "der die das den dem des ein eine einer eines einem einen und oder in im am an auf aus bei mit " +
    "von vom zu zum zur fur uber unter nach vor als wie auch nicht sich ist sind es"
  ).split(" "),
);

/** The index term of one word, or null for a function word (dropped from text and query alike). */
export const termOf = remembered(computeTerm);

function computeTerm(word: string): string | null {
  const folded = fold(word);
  if (!folded || STOP_WORDS.has(folded)) return null;
  // Stemming numbers and codes (PZN, years) would only cut them.
  if (/\d/.test(folded)) return folded;
  return stemmer(folded);
}

/** Edits a query term may be off by: none below 5 letters, one from 5, two from 9. */
export function maxEdits(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  shy: "",
};

/**
 * Plain text of a rich-text field for the index and excerpts: what the sanitiser would keep as
 * text (the contents of script, style and similar elements are dropped with them, every other tag
 * becomes a space), entities read back. A regular expression rather than the sanitiser itself:
 * sanitize-html took 3.5 s for 10,000 descriptions, this 0.2 s. React escapes the result again
 * where an excerpt is shown.
 */
export function plainOfRichText(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(script|style|template|textarea|noscript|iframe|option)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code =
          name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}
