// @ts-check
// CORS only for the portal and the admin; link fields of listings only http(s).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { adminCreate, call, CMS_URL, unique } from "./support.mjs";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

describe("CORS", () => {
  /** @param {string} origin */
  const preflight = (origin) =>
    call("/api/auth/local", {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
    });

  it("does not allow a foreign origin", async () => {
    for (const origin of ["https://angreifer.example", "null"]) {
      const get = await call("/api/plans", { headers: { Origin: origin } });
      assert.equal(get.headers.get("access-control-allow-origin"), null, origin);
      const options = await preflight(origin);
      assert.equal(options.headers.get("access-control-allow-origin"), null, origin);
    }
  });

  it("allows the portal and the admin's own origin", async () => {
    for (const origin of [new URL(BASE_URL).origin, new URL(CMS_URL).origin]) {
      const options = await preflight(origin);
      assert.equal(options.headers.get("access-control-allow-origin"), origin);
    }
  });
});

/** @type {Record<string, string[]>} */
const LINK_FIELDS = {
  "api::veranstaltung.veranstaltung": [
    "Homepage",
    "Anmeldelink",
    "ExternerLinkOnlineVeranstaltung",
    "ExternerLink",
  ],
  "api::referent.referent": ["ExternerLink", "Homepage"],
  "api::hersteller.hersteller": ["Homepage"],
  "api::produkt.produkt": ["Homepage", "ExternerLink"],
  "api::versorgungspartner.versorgungspartner": ["Homepage"],
};
/** @type {Record<string, Record<string, string>>} */
const NAME_FIELD = {
  "api::veranstaltung.veranstaltung": { Veranstaltungsname: "Linkprüfung" },
  "api::referent.referent": {
    Name: "Linkprüfung",
    Stadt: "Köln",
    Email: "referentin@example.org",
    Vorname: "Test",
  },
  "api::hersteller.hersteller": { Herstellername: "Linkprüfung" },
  "api::produkt.produkt": { Produktname: "Linkprüfung" },
  "api::versorgungspartner.versorgungspartner": {
    Name: "Linkprüfung",
    Kategorie: "Apotheke",
    Stadt: "Berlin",
    PLZ: "10115",
    Bundesland: "Berlin",
  },
};

describe("link fields of listings", () => {
  for (const [uid, fields] of Object.entries(LINK_FIELDS)) {
    for (const field of fields) {
      it(`${uid} ${field} accepts only http and https`, async () => {
        for (const bad of [
          "javascript:alert(1)",
          " JavaScript:alert(1)",
          "data:text/html,x",
          "//angreifer.example",
        ]) {
          const refused = await adminCreate(uid, { ...NAME_FIELD[uid], [field]: bad });
          assert.equal(refused.status, 400, `${bad}: ${JSON.stringify(refused.body)}`);
          assert.equal(refused.body.error.details?.code, "URL_NOT_HTTP", bad);
        }
        const ok = await adminCreate(uid, { ...NAME_FIELD[uid], [field]: `https://example.org/${unique()}` });
        assert.equal(ok.status, 201, JSON.stringify(ok.body));
      });
    }
  }
});
