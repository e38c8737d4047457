// @ts-check
// Stripe's request encoding: application/x-www-form-urlencoded with bracket paths
// (`line_items[0][price]=…`, `metadata[userId]=7`, `expand[]=subscription`).

/** @param {string | undefined} token */
const isIndex = (token) => token === "" || /^\d+$/.test(token ?? "");

/**
 * Parses a bracket-encoded form or query string into nested objects and arrays.
 * @param {string} text
 * @returns {Record<string, unknown>} strings, in objects and arrays
 */
export function parseForm(text) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split("[");
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ""))];
    /** @type {object} */
    let node = out;
    path.forEach((token = "", i) => {
      const key = Array.isArray(node) && token === "" ? node.length : token;
      // An array is filled by index like an object by key.
      const slots = /** @type {Record<string | number, unknown>} */ (node);
      if (i === path.length - 1) {
        slots[key] = value;
        return;
      }
      if (slots[key] === undefined) slots[key] = isIndex(path[i + 1]) ? [] : {};
      const next = slots[key];
      // `a=1&a[b]=2`: a is a string already.
      if (typeof next !== "object" || next === null)
        throw new TypeError(`${rawKey}: ${token} has a value already`);
      node = next;
    });
  }
  return out;
}
