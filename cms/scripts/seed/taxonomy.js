// @ts-check
"use strict";

// The specification's lists, read through the shared rules package (the seed never invents an
// enumeration value of its own).
const { taxonomy, valuesOf, childrenOf, categoryHasField } = require("@wundportal/rules");

/** @type {Readonly<Record<string, unknown>>} the lists and trees by key */
const ENTRIES = taxonomy;
/** @type {Readonly<Record<string, unknown>>} */
const CATEGORY_FIELDS = taxonomy.KategorieFelder;

/**
 * The stored values of a flat list; band lists ({value, label}) give their value.
 * @param {string} key
 */
function values(key) {
  if (!Array.isArray(ENTRIES[key])) throw new Error(`taxonomy.${key} ist keine Liste`);
  return valuesOf(key);
}

/**
 * Children of `parent` in one of the category trees (empty when there are none).
 * @param {"Unterkategorie" | "Unterpunkt1" | "Unterpunkt2"} treeKey
 * @param {string | null} parent
 */
function children(treeKey, parent) {
  return childrenOf(taxonomy[treeKey] || {}, parent);
}

/**
 * Checks that a value is one of the list's values; used to fail loudly on a typo in the seed.
 * @template {string} V
 * @param {string} key
 * @param {V} value
 */
function assertIn(key, value) {
  if (!values(key).includes(value)) throw new Error(`Seed-Wert „${value}“ fehlt in taxonomy.${key}`);
  return value;
}

/**
 * Whether a care-partner field belongs to the category (taxonomy.KategorieFelder).
 * @param {string} field
 * @param {string} kategorie
 */
function kategorieHasField(field, kategorie) {
  return (
    Array.isArray(CATEGORY_FIELDS[field]) &&
    categoryHasField(
      kategorie,
      /** @type {import("@wundportal/rules").KategorieFeld} a key of the list above */ (field),
    )
  );
}

module.exports = { taxonomy, values, children, assertIn, kategorieHasField };
