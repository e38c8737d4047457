// @ts-check
"use strict";

// Deterministic randomness for the demo data: mulberry32 seeded per collection, so the same
// seed always yields the same records and changing one collection leaves the others alone.

const SEED = 20261121;

/**
 * @param {number} seed
 * @returns {() => number} a number in [0, 1) per call
 */
function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * FNV-1a hash of a label, to derive one independent stream per purpose.
 * @param {string} label
 */
function hashLabel(label) {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

class Random {
  /** @param {string} label */
  constructor(label, seed = SEED) {
    this.next = mulberry32((seed ^ hashLabel(label)) >>> 0);
  }

  /** Float in [0, 1). */
  float() {
    return this.next();
  }

  /**
   * Integer in [min, max] (both inclusive).
   * @param {number} min
   * @param {number} max
   */
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /**
   * True with probability p.
   * @param {number} p
   */
  chance(p) {
    return this.next() < p;
  }

  /**
   * @template T
   * @param {readonly T[]} list not empty
   * @returns {T}
   */
  pick(list) {
    return /** @type {T} */ (list[Math.floor(this.next() * list.length)]);
  }

  /**
   * Picks by weight: entries are [value, weight].
   * @template T
   * @param {readonly (readonly [T, number])[]} entries not empty
   * @returns {T}
   */
  weighted(entries) {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return /** @type {readonly [T, number]} */ (entries[entries.length - 1])[0];
  }

  /**
   * @template T
   * @param {readonly T[]} list
   * @returns {T[]}
   */
  shuffle(list) {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      // Both indices are below the length.
      [copy[i], copy[j]] = /** @type {[T, T]} */ ([copy[j], copy[i]]);
    }
    return copy;
  }

  /**
   * n distinct entries (n clamped to the list length), in list order.
   * @template T
   * @param {readonly T[]} list
   * @param {number} n
   */
  sample(list, n) {
    const count = Math.max(0, Math.min(n, list.length));
    const chosen = new Set(this.shuffle(list.map((_, i) => i)).slice(0, count));
    return list.filter((_, i) => chosen.has(i));
  }

  /**
   * Between min and max distinct entries.
   * @template T
   * @param {readonly T[]} list
   * @param {number} min
   * @param {number} max
   */
  some(list, min, max) {
    return this.sample(list, this.int(min, max));
  }

  /**
   * Number with the given decimals, in [min, max).
   * @param {number} min
   * @param {number} max
   * @param {number} decimals
   */
  decimal(min, max, decimals) {
    const f = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }

  /**
   * Lower-case alphanumeric string.
   * @param {number} length
   */
  alnum(length) {
    const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
    let out = "";
    for (let i = 0; i < length; i++) out += chars[Math.floor(this.next() * chars.length)];
    return out;
  }
}

module.exports = { Random, mulberry32, SEED };
