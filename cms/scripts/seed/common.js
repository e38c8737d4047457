// @ts-check
"use strict";

// Shared helpers of the generators: the fixed reference date, Berlin wall-clock times,
// HTML escaping, slugs, unique PZNs.

/**
 * A generated record: its data for the document service and the key of the demo account that
 * owns it (null: nobody's).
 * @template {object} [D=Record<string, unknown>]
 * @typedef {{ data: D & { Published: boolean, Fokusiere: boolean } & Record<string, unknown>, owner: string | null }} Generated
 */

/** All dates are relative to this day (never Date.now()), so every run yields the same data. */
const REFERENCE_DATE = "2026-11-21";
const REF = Date.UTC(2026, 10, 21);
const DAY = 24 * 60 * 60 * 1000;

/**
 * Date (UTC midnight) of the last Sunday of a month.
 * @param {number} year
 * @param {number} month 0-based
 */
function lastSunday(year, month) {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
}

/**
 * Offset of German time (CET/CEST) to UTC in hours, for a local wall-clock moment.
 * @param {number} year
 * @param {number} month 0-based
 * @param {number} day
 * @param {number} hour
 */
function berlinOffset(year, month, day, hour) {
  const t = Date.UTC(year, month, day, hour);
  const dstStart = lastSunday(year, 2) + 2 * 3600 * 1000; // 02:00 local
  const dstEnd = lastSunday(year, 9) + 3 * 3600 * 1000; // 03:00 local
  return t >= dstStart && t < dstEnd ? 2 : 1;
}

/**
 * ISO timestamp (UTC) of a German wall-clock time on the day `dayMs` (UTC midnight).
 * @param {number} dayMs
 * @param {number} hour
 */
function berlinIso(dayMs, hour, minute = 0) {
  const d = new Date(dayMs);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const offset = berlinOffset(y, m, day, hour);
  return new Date(Date.UTC(y, m, day, hour - offset, minute)).toISOString();
}

/**
 * UTC midnight of a YYYY-MM-DD date.
 * @param {string} iso
 */
const dayOf = (iso) => {
  const [year = NaN, month = NaN, day = NaN] = iso.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
};
/** @param {number} ms */
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

/** @typedef {import("./random").Random} Random */

/**
 * A day (UTC midnight) chosen uniformly between two YYYY-MM-DD dates, both inclusive.
 * @param {Random} rng
 * @param {string} from
 * @param {string} to
 */
function dayBetween(rng, from, to) {
  const a = dayOf(from);
  const b = dayOf(to);
  return a + rng.int(0, Math.round((b - a) / DAY)) * DAY;
}

/** @param {number} ms */
const weekday = (ms) => new Date(ms).getUTCDay(); // 0 = Sunday

/** @param {unknown} s */
const escapeHtml = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * `<p>` paragraphs and an optional `<ul>`, all text escaped.
 * @param {{ paragraphs?: string[], list?: string[], after?: string[] }} parts
 */
function html({ paragraphs = [], list = [], after = [] }) {
  /** @param {string} t */
  const p = (t) => `<p>${escapeHtml(t)}</p>`;
  const ul = list.length ? `<ul>${list.map((li) => `<li>${escapeHtml(li)}</li>`).join("")}</ul>` : "";
  return [...paragraphs.map(p), ul, ...after.map(p)].join("");
}

/**
 * ASCII transliteration for e-mail addresses and slugs.
 * @param {string} s
 */
function ascii(s) {
  return String(s)
    .replace(/Ä/g, "Ae")
    .replace(/Ö/g, "Oe")
    .replace(/Ü/g, "Ue")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** @param {string} s */
function slugify(s) {
  return ascii(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The entry at `index`, which the caller knows to be inside the list.
 * @template T
 * @param {readonly T[]} list
 * @param {number} index
 * @returns {T}
 */
function entryAt(list, index) {
  if (!Number.isInteger(index) || index < 0 || index >= list.length)
    throw new RangeError(`Index ${index} außerhalb der Liste (Länge ${list.length})`);
  return /** @type {T} */ (list[index]);
}

/**
 * The value under `key` in one of the seed's own tables, which has one for every key it asks.
 * @template V
 * @param {Readonly<Record<string, V>>} table
 * @param {string} key
 * @returns {V}
 */
function valueAt(table, key) {
  const value = table[key];
  if (value === undefined) throw new Error(`Kein Eintrag „${key}“`);
  return value;
}

/** Unique, valid 8-digit PZNs (check digit: sum of digit × position 1..7, modulo 11). */
class PznFactory {
  /** @param {Random} rng */
  constructor(rng) {
    this.rng = rng;
    /** @type {Set<string>} */
    this.used = new Set();
  }

  next() {
    for (;;) {
      const digits = [this.rng.int(1, 9), ...Array.from({ length: 6 }, () => this.rng.int(0, 9))];
      const check = digits.reduce((sum, d, i) => sum + d * (i + 1), 0) % 11;
      if (check === 10) continue;
      const pzn = digits.join("") + check;
      if (this.used.has(pzn)) continue;
      this.used.add(pzn);
      return pzn;
    }
  }
}

/**
 * Picks `count` indices from `candidates` (deterministic), preferring those passing `prefer`.
 * @param {Random} rng
 * @param {number[]} candidates
 * @param {number} count
 * @param {(index: number) => boolean} [prefer]
 */
function chooseIndices(rng, candidates, count, prefer = () => true) {
  const preferred = rng.shuffle(candidates.filter(prefer));
  const rest = rng.shuffle(candidates.filter((i) => !prefer(i)));
  return new Set([...preferred, ...rest].slice(0, count));
}

module.exports = {
  REFERENCE_DATE,
  REF,
  DAY,
  berlinIso,
  dayOf,
  isoDate,
  dayBetween,
  weekday,
  escapeHtml,
  html,
  ascii,
  slugify,
  PznFactory,
  chooseIndices,
  entryAt,
  valueAt,
};
