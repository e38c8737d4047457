'use strict';

// Reads a JSON file of the web app's lib/ (taxonomy, entitlements): one copy for both sides.
// Strapi runs this file from src/ or compiled from dist/src/, so lib/ is looked up upwards.
const fs = require('fs');
const path = require('path');

function readLibJson(name) {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'lib', name);
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8'));
  }
  throw new Error(`lib/${name} nicht gefunden`);
}

module.exports = { readLibJson };
