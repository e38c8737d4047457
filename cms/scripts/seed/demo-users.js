// @ts-check
"use strict";

// The demo accounts the seed creates; README and tests import this list.
// Every account signs in with POST /api/auth/local { identifier: email, password }.

const DEMO_PASSWORD = "Demo-Passwort-2026";

/** key: short name used by the seed (stripe ids, ownership); plan: plan title or null. */
const DEMO_USERS = [
  {
    key: "veranstalter",
    email: "veranstalter@demo.wundportal.de",
    username: "Veranstalter Demo",
    Rolle: "Veranstalter",
    plan: "Veranstalter: Premium",
  },
  {
    key: "veranstalter-ohne-abo",
    email: "veranstalter-ohne-abo@demo.wundportal.de",
    username: "Veranstalter ohne Abo",
    Rolle: "Veranstalter",
    plan: null,
  },
  {
    key: "referent",
    email: "referent@demo.wundportal.de",
    username: "Referent Demo",
    Rolle: "Referent",
    plan: "Referent: Premium Plus",
  },
  {
    key: "referent-ohne-abo",
    email: "referent-ohne-abo@demo.wundportal.de",
    username: "Referent ohne Abo",
    Rolle: "Referent",
    plan: null,
  },
  {
    key: "hersteller",
    email: "hersteller@demo.wundportal.de",
    username: "Hersteller Demo",
    Rolle: "Hersteller",
    plan: "Hersteller: Premium",
  },
  {
    key: "hersteller-ohne-abo",
    email: "hersteller-ohne-abo@demo.wundportal.de",
    username: "Hersteller ohne Abo",
    Rolle: "Hersteller",
    plan: null,
  },
  {
    key: "versorgungspartner",
    email: "versorgungspartner@demo.wundportal.de",
    username: "Versorgungspartner Demo",
    Rolle: "Versorgungspartner",
    plan: "Versorgungspartner: Classic",
  },
  {
    key: "versorgungspartner-ohne-abo",
    email: "versorgungspartner-ohne-abo@demo.wundportal.de",
    username: "Versorgungspartner ohne Abo",
    Rolle: "Versorgungspartner",
    plan: null,
  },
].map((user) => Object.freeze({ ...user, password: DEMO_PASSWORD }));

module.exports = { DEMO_USERS, DEMO_PASSWORD };
