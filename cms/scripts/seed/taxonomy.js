"use strict";

// The specification's lists, read through the shared rules package (the seed never invents an
// enumeration value of its own).
const { taxonomy, valuesOf, childrenOf, categoryHasField } = require("@wundportal/rules");

/** The stored values of a flat list; band lists ({value, label}) give their value. */
function values(key) {
  if (!Array.isArray(taxonomy[key])) throw new Error(`taxonomy.${key} ist keine Liste`);
  return valuesOf(key);
}

/** Children of `parent` in one of the category trees (empty when there are none). */
function children(treeKey, parent) {
  return childrenOf(taxonomy[treeKey] || {}, parent);
}

/** Checks that a value is one of the list's values; used to fail loudly on a typo in the seed. */
function assertIn(key, value) {
  if (!values(key).includes(value)) throw new Error(`Seed-Wert „${value}“ fehlt in taxonomy.${key}`);
  return value;
}

/** Whether a care-partner field belongs to the category (taxonomy.KategorieFelder). */
function kategorieHasField(field, kategorie) {
  return Array.isArray(taxonomy.KategorieFelder[field]) && categoryHasField(kategorie, field);
}

module.exports = { taxonomy, values, children, assertIn, kategorieHasField };
