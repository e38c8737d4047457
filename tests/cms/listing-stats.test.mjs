// @ts-check
// Listing statistics: the web app's signed batches of detail-page views, contact requests counted
// per listing and day, and a lister reading the figures of their own listings only.
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { before, describe, it } from "node:test";
import {
  CMS_URL,
  adminCreated as create,
  adminDelete,
  adminWhere,
  call,
  confirmedUser,
  unique,
} from "./support.mjs";

const SPEAKER = "api::referent.referent";
const EVENT = "api::veranstaltung.veranstaltung";
const STAT = "api::listing-stat.listing-stat";
const SECRET = process.env.CMS_READ_TOKEN ?? "";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */
/** @typedef {{ kind: string, id: number, views: number[], contacts: number[] }} Figures a listing's days */

const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());

/**
 * Posts a batch as the web app does (server/stats/view-counter.ts), signed with `secret`.
 * @param {{ kind: string, id: unknown, day: string, views: number }[]} counts
 * @returns {Promise<Pick<import("./support.mjs").Answer, "status" | "body">>}
 */
async function postViews(counts, { secret = SECRET, sentAt = Date.now() } = {}) {
  const body = JSON.stringify({ sentAt, counts });
  const signature = createHmac("sha256", secret).update(`listing-stats:${body}`).digest("hex");
  const response = await fetch(`${CMS_URL}/api/listing-stats/views`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Wundportal-Stats-Signature": signature },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/** @param {TestAccount | null} user null: signed out */
const mine = async (user) => call("/api/listing-stats/mine", { token: user?.jwt });

/** @type {TestAccount} */
let lister;
/** @type {TestAccount} */
let stranger;
/** @type {import("./support.mjs").AdminEntry} */
let speaker;
/** @type {import("./support.mjs").AdminEntry} */
let event;
/** @type {import("./support.mjs").AdminEntry} */
let hidden;

before(async () => {
  assert.ok(SECRET, "CMS_READ_TOKEN is needed (node scripts/test.mjs exports it)");
  lister = await confirmedUser({ rolle: "Referent", prefix: "statistik" });
  stranger = await confirmedUser({ rolle: "Veranstalter", prefix: "fremd" });
  speaker = await create(SPEAKER, {
    Stadt: "Köln",
    Vorname: "Gezählt",
    Name: `Referentin ${unique()}`,
    Email: `gezaehlt${unique()}@example.org`,
    Published: true,
    createdby: { connect: [{ id: lister.id }] },
  });
  event = await create(EVENT, {
    Veranstaltungsname: `Fremde Veranstaltung ${unique()}`,
    Published: true,
    createdby: { connect: [{ id: stranger.id }] },
  });
  hidden = await create(SPEAKER, {
    Stadt: "Köln",
    Email: "referentin@example.org",
    Vorname: "Nicht",
    Name: "Veröffentlicht",
    Published: false,
    createdby: { connect: [{ id: lister.id }] },
  });
});

describe("Statistik der Inserate", () => {
  it("adds signed batches to the listing's day, ignoring unpublished and unknown listings", async () => {
    const day = today();
    assert.equal((await postViews([{ kind: "Referent", id: speaker.id, day, views: 3 }])).status, 200);
    const second = await postViews([
      { kind: "Referent", id: speaker.id, day, views: 2 },
      { kind: "Referent", id: hidden.id, day, views: 7 },
      { kind: "Referent", id: 99999999, day, views: 7 },
      { kind: "Veranstaltung", id: event.id, day, views: 4 },
    ]);
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.equal(second.body.data.counted, 2);

    const { status, body } = await mine(lister);
    assert.equal(status, 200);
    assert.equal(body.data.days.length, 30);
    assert.equal(body.data.days.at(-1), day);
    const own = body.data.listings.find(
      (/** @type {Figures} */ l) => l.kind === "Referent" && l.id === speaker.id,
    );
    assert.equal(own.views.at(-1), 5);
    const unpublished = body.data.listings.find(
      (/** @type {Figures} */ l) => l.kind === "Referent" && l.id === hidden.id,
    );
    assert.equal(unpublished.views.at(-1), 0);
    assert.equal(body.data.totals.views, 5);
  });

  it("counts a contact request on the listing's day", async () => {
    const sender = await confirmedUser({ rolle: "Veranstalter", prefix: "anfrage" });
    const sent = await call("/api/contact-requests/send", {
      method: "POST",
      token: sender.jwt,
      body: { listingKind: "Referent", listingId: speaker.id, message_body: "Gezählt?" },
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const own = (await mine(lister)).body.data.listings.find(
      (/** @type {Figures} */ l) => l.id === speaker.id && l.kind === "Referent",
    );
    assert.equal(own.contacts.at(-1), 1);
  });

  it("shows a user only the figures of their own listings", async () => {
    const { body } = await mine(stranger);
    assert.deepEqual(
      body.data.listings.map((/** @type {Figures} */ l) => `${l.kind}:${l.id}`),
      [`Veranstaltung:${event.id}`],
    );
    assert.equal(body.data.listings[0].views.at(-1), 4);
    assert.equal(body.data.totals.views, 4);
    const nobody = await confirmedUser({ rolle: "Hersteller", prefix: "leer" });
    assert.deepEqual((await mine(nobody)).body.data.listings, []);
  });

  it("deletes a listing's figures with it, whether its lister or an editor deletes it", async () => {
    const organiser = await confirmedUser({ rolle: "Veranstalter", prefix: "geloescht" });
    /** @param {string} name */
    const place = (name) =>
      create(EVENT, {
        Veranstaltungsname: `${name} ${unique()}`,
        Published: true,
        createdby: { connect: [{ id: organiser.id }] },
      });
    const byLister = await place("Vom Lister gelöscht");
    const byEditor = await place("Von der Redaktion gelöscht");
    const day = today();
    const counted = await postViews([
      { kind: "Veranstaltung", id: byLister.id, day, views: 2 },
      { kind: "Veranstaltung", id: byEditor.id, day, views: 3 },
    ]);
    assert.equal(counted.body.data.counted, 2);
    /** @param {{ id: number }} event */
    const figuresOf = (event) =>
      adminWhere(STAT, [
        [["kind"], "Veranstaltung"],
        [["listingId"], event.id],
      ]);
    assert.equal((await figuresOf(byLister)).length, 1);
    assert.equal((await figuresOf(byEditor)).length, 1);

    const deleted = await call(`/api/veranstaltungs/${byLister.documentId}`, {
      method: "DELETE",
      token: organiser.jwt,
    });
    assert.ok(deleted.status >= 200 && deleted.status < 300, `${deleted.status}`);
    await adminDelete(EVENT, byEditor.documentId);
    assert.deepEqual(await figuresOf(byLister), []);
    assert.deepEqual(await figuresOf(byEditor), []);
    assert.deepEqual((await mine(organiser)).body.data.listings, []);
    // A view counted a moment before the deletion and sent after it adds nothing.
    const late = await postViews([{ kind: "Veranstaltung", id: byLister.id, day, views: 1 }]);
    assert.equal(late.body.data.counted, 0);
    assert.deepEqual(await figuresOf(byLister), []);
  });

  it("is not readable anonymously or row by row", async () => {
    assert.equal((await mine(null)).status, 403);
    assert.equal((await call("/api/listing-stats", { token: lister.jwt })).status, 404);
    assert.equal((await call("/api/listing-stats")).status, 404);
  });

  it("refuses unsigned, wrongly signed, stale and malformed batches", async () => {
    const day = today();
    const count = { kind: "Referent", id: speaker.id, day, views: 100 };
    const counts = [count];
    const unsigned = await fetch(`${CMS_URL}/api/listing-stats/views`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sentAt: Date.now(), counts }),
    });
    assert.equal(unsigned.status, 401);
    assert.equal((await postViews(counts, { secret: "x".repeat(48) })).status, 401);
    assert.equal((await postViews(counts, { sentAt: Date.now() - 60 * 60_000 })).status, 400);
    assert.equal((await postViews([{ ...count, day: "2020-01-01" }])).status, 400);
    assert.equal((await postViews([{ ...count, views: -5 }])).status, 400);
    assert.equal((await postViews([{ ...count, kind: "Produkt" }])).status, 400);
    const own = (await mine(lister)).body.data.listings.find(
      (/** @type {Figures} */ l) => l.id === speaker.id && l.kind === "Referent",
    );
    assert.equal(own.views.at(-1), 5);
  });
});
