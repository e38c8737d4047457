'use strict';

// The specification's lists, read from the web app's lib/taxonomy.json (one copy for both).
const { readLibJson } = require('./shared');

const taxonomy = readLibJson('taxonomy.json');

/** A list, or the union of a tree's lists. */
function valuesOf(key) {
  const entry = taxonomy[key];
  if (Array.isArray(entry)) return entry.map((item) => (typeof item === 'string' ? item : item.value));
  return [...new Set(Object.entries(entry).filter(([k]) => !k.startsWith('$')).flatMap(([, v]) => v))];
}

module.exports = { taxonomy, valuesOf };
