'use strict';

// The specification's lists from the web app's lib/taxonomy.json, found by walking up from here
// (the seed never invents an enumeration value of its own).
const fs = require('fs');
const path = require('path');

function findTaxonomy(start) {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'lib', 'taxonomy.json');
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('lib/taxonomy.json nicht gefunden (gesucht ab ' + start + ')');
}

const taxonomyPath = findTaxonomy(__dirname);
const taxonomy = JSON.parse(fs.readFileSync(taxonomyPath, 'utf8'));

/** The stored values of a flat list; band lists ({value, label}) give their value. */
function values(key) {
  const entry = taxonomy[key];
  if (!Array.isArray(entry)) throw new Error(`taxonomy.${key} ist keine Liste`);
  return entry.map((item) => (typeof item === 'string' ? item : item.value));
}

/** Children of `parent` in one of the category trees (empty when there are none). */
function children(treeKey, parent) {
  const tree = taxonomy[treeKey] || {};
  return (parent && Array.isArray(tree[parent]) && tree[parent]) || [];
}

/** Checks that a value is one of the list's values; used to fail loudly on a typo in the seed. */
function assertIn(key, value) {
  if (!values(key).includes(value)) throw new Error(`Seed-Wert „${value}“ fehlt in taxonomy.${key}`);
  return value;
}

/** Whether a care-partner field belongs to the category (taxonomy.KategorieFelder). */
function kategorieHasField(field, kategorie) {
  const list = taxonomy.KategorieFelder[field];
  return Array.isArray(list) && list.includes(kategorie);
}

module.exports = { taxonomy, taxonomyPath, values, children, assertIn, kategorieHasField };
