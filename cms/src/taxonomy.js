'use strict';

// The specification's lists, read from the web app's lib/taxonomy.json (one copy for both).
// Strapi runs this file from src/ or compiled from dist/src/, so the file is looked up upwards.
const fs = require('fs');
const path = require('path');

function findTaxonomy(start) {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'lib', 'taxonomy.json');
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('lib/taxonomy.json nicht gefunden');
}

const taxonomy = JSON.parse(fs.readFileSync(findTaxonomy(__dirname), 'utf8'));

/** A list, or the union of a tree's lists. */
function valuesOf(key) {
  const entry = taxonomy[key];
  if (Array.isArray(entry)) return entry.map((item) => (typeof item === 'string' ? item : item.value));
  return [...new Set(Object.entries(entry).filter(([k]) => !k.startsWith('$')).flatMap(([, v]) => v))];
}

module.exports = { taxonomy, valuesOf };
