"use strict";

// Deterministic randomness for the demo data: mulberry32 seeded per collection, so the same
// seed always yields the same records and changing one collection leaves the others alone.

const SEED = 20261121;

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

/** FNV-1a hash of a label, to derive one independent stream per purpose. */
function hashLabel(label) {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

class Random {
  constructor(label, seed = SEED) {
    this.next = mulberry32((seed ^ hashLabel(label)) >>> 0);
  }

  /** Float in [0, 1). */
  float() {
    return this.next();
  }

  /** Integer in [min, max] (both inclusive). */
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p) {
    return this.next() < p;
  }

  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }

  /** Picks by weight: entries are [value, weight]. */
  weighted(entries) {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  shuffle(list) {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** n distinct entries (n clamped to the list length), in list order. */
  sample(list, n) {
    const count = Math.max(0, Math.min(n, list.length));
    const chosen = new Set(this.shuffle(list.map((_, i) => i)).slice(0, count));
    return list.filter((_, i) => chosen.has(i));
  }

  /** Between min and max distinct entries. */
  some(list, min, max) {
    return this.sample(list, this.int(min, max));
  }

  /** Number with the given decimals, in [min, max). */
  decimal(min, max, decimals) {
    const f = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }

  /** Lower-case alphanumeric string. */
  alnum(length) {
    const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
    let out = "";
    for (let i = 0; i < length; i++) out += chars[Math.floor(this.next() * chars.length)];
    return out;
  }
}

module.exports = { Random, mulberry32, SEED };
