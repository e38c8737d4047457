// @ts-check
// Helpers for the CMS API tests: plain HTTP against the Strapi of the test stack. What the e2e tests
// need as well (calls, admin, accounts, plans, mail, files) is written once in tests/support/.
import assert from "node:assert/strict";
import { request as httpRequest } from "node:http";
import { after } from "node:test";
import { removeWhatTestsMade, subscribedUser, unique } from "../support/accounts.mjs";
import { call, CMS_URL } from "../support/cms.mjs";
import { PNG, uploadAs } from "../support/files.mjs";

export * from "../support/accounts.mjs";
export * from "../support/cms.mjs";
export * from "../support/files.mjs";
export * from "../support/mail.mjs";

/** @typedef {import("../support/accounts.mjs").TestAccount} TestAccount */
/** @typedef {Awaited<ReturnType<typeof call>>} Answer a CMS answer: status, parsed body, headers */

/**
 * Object.entries with the object's own keys (Object.entries widens them to string).
 * @template {object} T
 * @param {T} object
 * @returns {[keyof T & string, T[keyof T]][]}
 */
export const entriesOf = (object) => /** @type {[keyof T & string, T[keyof T]][]} */ (Object.entries(object));

// Every test file imports this module: after its tests, passed or failed, the accounts it registered
// (with their listings, files, subscriptions, contact requests and saved searches), the saved
// searches it asked for and the documents it created through the admin are removed, so no run
// leaves data behind (removeWhatTestsMade, tests/support/accounts.mjs).
after(removeWhatTestsMade);

/** Every CMS instance of the stack: CMS_URL_2 is a second Strapi on the same database (PostgreSQL stack). */
export const CMS_URLS = [CMS_URL, ...(process.env.CMS_URL_2 ? [process.env.CMS_URL_2] : [])];

/** The web app of the test stack: it serves /uploads/* to visitors, from the CMS's disk or the S3 bucket. */
export const WEB_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

/**
 * Asks to move the user's account to `newEmail` (the confirmation link goes there).
 * @param {TestAccount} user
 * @param {string} newEmail
 */
export async function requestEmailChange(user, newEmail) {
  const asked = await call("/api/users/me/email", {
    method: "POST",
    token: user.jwt,
    body: { email: newEmail, currentPassword: user.password },
  });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
}

/**
 * Uploads `count` small PNGs as the portal user (their own files); returns their ids.
 * @param {TestAccount} user
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function userUpload(user, count) {
  /** @type {number[]} */
  const ids = [];
  // A portal upload carries at most 8 files (lib/uploads.json).
  for (let done = 0; done < count; done += 8) {
    const files = Array.from({ length: Math.min(8, count - done) }, (_, i) => ({
      name: `test-${done + i}.png`,
      type: "image/png",
      content: PNG,
    }));
    const { status, body } = await uploadAs(user.jwt, files);
    assert.equal(status, 201, JSON.stringify(body));
    ids.push(.../** @type {{ id: number }[]} */ (body).map((file) => file.id));
  }
  return ids;
}

/**
 * POSTs the JSON `body` to 127.0.0.1:`port` in two parts: `between()` runs once the server is inside
 * the request (headers and part of the body sent), the rest follows `pauseMs` later. Resolves with
 * the status and text of the answer.
 * @param {object} request
 * @param {number | string} request.port
 * @param {string} request.path
 * @param {Record<string, string>} [request.headers]
 * @param {unknown} request.body
 * @param {() => void} request.between
 * @param {number} [request.pauseMs]
 * @returns {Promise<{ status: number | undefined, text: string }>}
 */
export function postInTwoParts({ port, path, headers = {}, body, between, pauseMs = 500 }) {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let answer = "";
        res.on("data", (d) => (answer += d));
        res.on("end", () => resolve({ status: res.statusCode, text: answer }));
      },
    );
    req.on("error", reject);
    req.write(text.slice(0, 5));
    setTimeout(() => {
      between();
      setTimeout(() => req.end(text.slice(5)), pauseMs);
    }, 300);
  });
}

/** @typedef {{ id: number, documentId: string }} PlacedEntry */
/**
 * @typedef {object} PlacedListings
 * @property {Record<"veranstaltungs" | "referents" | "herstellers" | "produkts" | "versorgungspartners", { shown: PlacedEntry, hidden: PlacedEntry }>} listings
 *   per collection, a published and an unpublished entry
 * @property {string} speakerEmail the published speaker's address (a private field)
 * @property {string} speakerBio the published speaker's biography (a private field)
 */

/**
 * Creates an entry with the user's token, as the portal would; its id and documentId.
 * @param {TestAccount} user
 * @param {string} path
 * @param {Record<string, unknown>} data
 * @returns {Promise<PlacedEntry>}
 */
async function createAs(user, path, data) {
  const answer = await call(`/api/${path}`, { method: "POST", token: user.jwt, body: { data } });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return { id: answer.body.data.id, documentId: answer.body.data.documentId };
}

/**
 * A published and an unpublished listing of every kind (a product under a published manufacturer),
 * placed through the CMS API by new accounts of each role on a Classic plan; they go with the
 * accounts after the file. The published speaker has its private fields filled in, and the
 * published event lists it among its speakers.
 * @returns {Promise<PlacedListings>}
 */
export async function placeListingsOfEveryKind() {
  const run = unique();
  const [organiser, speaker, hiddenSpeaker, maker, partner] = await Promise.all([
    subscribedUser("Veranstalter", "Veranstalter: Classic", "sichtbar"),
    // A speaker account holds one profile: the unpublished one needs an account of its own.
    subscribedUser("Referent", "Referent: Classic", "sichtbar"),
    subscribedUser("Referent", "Referent: Classic", "versteckt"),
    subscribedUser("Hersteller", "Hersteller: Classic", "sichtbar"),
    subscribedUser("Versorgungspartner", "Versorgungspartner: Classic", "sichtbar"),
  ]);
  const speakerEmail = `referentin-${run}@example.org`;
  const speakerBio = `<p>Wundexpertin seit ${run}</p>`;
  /** @param {string} name */
  const speakerNamed = (name) => ({ Vorname: "Eva", Name: `${name}${run}`, Stadt: "Köln" });
  const shownSpeaker = await createAs(speaker, "referents", {
    ...speakerNamed("Sichtbar"),
    Email: speakerEmail,
    Bio: speakerBio,
    Kontakt: "0221 123456",
    ExternerLink: "https://referentin.example.org",
    Published: true,
  });
  /** @param {string} name @param {boolean} Published */
  const event = (name, Published) => ({ Veranstaltungsname: `${name} ${run}`, Stadt: "Würzburg", Published });
  const shownMaker = await createAs(maker, "herstellers", {
    Herstellername: `Sichtbar ${run}`,
    Published: true,
  });
  /** @param {string} name @param {boolean} Published */
  const product = (name, Published) => ({
    Produktname: `${name} ${run}`,
    hersteller: [shownMaker.id],
    Published,
  });
  /** @param {string} name @param {boolean} Published */
  const carePartner = (name, Published) => ({
    Name: `${name} ${run}`,
    Kategorie: "Apotheke",
    Stadt: "Kassel",
    PLZ: "34117",
    Bundesland: "Hessen",
    Published,
  });
  return {
    speakerEmail,
    speakerBio,
    listings: {
      referents: {
        shown: shownSpeaker,
        hidden: await createAs(hiddenSpeaker, "referents", {
          ...speakerNamed("Versteckt"),
          Email: `versteckt-${run}@example.org`,
          Published: false,
        }),
      },
      veranstaltungs: {
        shown: await createAs(organiser, "veranstaltungs", {
          ...event("Mit Referentin", true),
          referents: [shownSpeaker.id],
        }),
        hidden: await createAs(organiser, "veranstaltungs", event("Entwurf", false)),
      },
      herstellers: {
        shown: shownMaker,
        hidden: await createAs(maker, "herstellers", { Herstellername: `Entwurf ${run}`, Published: false }),
      },
      produkts: {
        shown: await createAs(maker, "produkts", product("Sichtbar", true)),
        hidden: await createAs(maker, "produkts", product("Entwurf", false)),
      },
      versorgungspartners: {
        shown: await createAs(partner, "versorgungspartners", carePartner("Sichtbar", true)),
        hidden: await createAs(partner, "versorgungspartners", carePartner("Entwurf", false)),
      },
    },
  };
}
