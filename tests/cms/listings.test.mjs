// @ts-check
// What anonymous and signed-in callers may read straight from the CMS API. The listings read here
// are placed by the file's own accounts (removed after it), so the checks hold on an empty CMS too.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { call, confirmedUser, placeListingsOfEveryKind, subscribedUser } from "./support.mjs";

const PRIVATE_SPEAKER_FIELDS = [
  "Bio",
  "Kontakt",
  "Email",
  "Homepage",
  "ExternerLink",
  "HonorarvorstellungProUnterrichtseinheit",
  "HonorarvorstellungPauschaleHalberTag",
  "HonorarvorstellungPauschaleGanzerTag",
  "Terminverfuegbarkeit",
];

/** @type {import("./support.mjs").PlacedListings} */
let placed;
before(async () => {
  placed = await placeListingsOfEveryKind();
});

/**
 * The collection's entries as the caller (anonymous without a token) lists them, all on one page.
 * @param {string} path
 * @param {string} [token]
 */
async function listed(path, token) {
  const list = await call(`/api/${path}?pagination[pageSize]=1000`, { token });
  assert.equal(list.status, 200, JSON.stringify(list.body));
  return /** @type {Record<string, unknown>[]} */ (list.body.data);
}

/**
 * The entry with this documentId in the list; fails when it is missing.
 * @param {Record<string, unknown>[]} list
 * @param {string} documentId
 */
function entryIn(list, documentId) {
  const entry = list.find((item) => item.documentId === documentId);
  assert.ok(entry, `${documentId} fehlt in der Liste`);
  return entry;
}

describe("unpublished listings", () => {
  for (const path of /** @type {const} */ ([
    "veranstaltungs",
    "referents",
    "herstellers",
    "versorgungspartners",
    "produkts",
  ])) {
    it(`stay hidden from anonymous callers: /api/${path}`, async () => {
      const { shown, hidden } = placed.listings[path];

      const list = await listed(path);
      // The published one is listed, so the list is not empty and the checks below mean something.
      entryIn(list, shown.documentId);
      assert.ok(list.every((item) => item.Published === true));
      assert.ok(!list.some((item) => item.documentId === hidden.documentId));

      const asked = await call(`/api/${path}?filters[Published][$eq]=false`);
      assert.deepEqual(asked.body.data, []);

      const one = await call(`/api/${path}/${hidden.documentId}`);
      assert.equal(one.status, 404);
      assert.equal((await call(`/api/${path}/${shown.documentId}`)).status, 200);
    });
  }
});

/**
 * Fails when any of the speaker's private fields was sent.
 * @param {object} speaker
 * @param {string} where
 */
function expectNoPrivateFields(speaker, where) {
  for (const field of PRIVATE_SPEAKER_FIELDS) assert.equal(field in speaker, false, `${field} ${where}`);
}

describe("the full speaker record", () => {
  it("is not sent to anonymous callers, in lists, single reads or populated relations", async () => {
    const speakerId = placed.listings.referents.shown.documentId;
    const list = await listed("referents");
    entryIn(list, speakerId);
    for (const speaker of list) expectNoPrivateFields(speaker, "sichtbar");

    const one = await call(`/api/referents/${speakerId}`);
    assert.equal(one.status, 200);
    expectNoPrivateFields(one.body.data, "sichtbar");

    const events = await call("/api/veranstaltungs?populate[0]=referents&pagination[pageSize]=1000");
    assert.equal(events.status, 200, JSON.stringify(events.body));
    const linked = /** @type {{ documentId: string }[]} */ (
      entryIn(events.body.data, placed.listings.veranstaltungs.shown.documentId).referents
    );
    assert.deepEqual(
      linked.map((speaker) => speaker.documentId),
      [speakerId],
    );
    for (const speaker of events.body.data.flatMap(
      (/** @type {{ referents?: object[] }} */ event) => event.referents ?? [],
    ))
      expectNoPrivateFields(speaker, "über Relation sichtbar");
  });

  it("cannot be probed with filters on hidden fields", async () => {
    const probe = await call(`/api/referents?filters[Email][$eq]=${encodeURIComponent(placed.speakerEmail)}`);
    assert.equal(probe.status, 400);
  });

  it("is not sent to a signed-in user without an organiser subscription", async () => {
    const user = await confirmedUser({ rolle: "Referent", prefix: "ohneabo" });
    const list = await listed("referents", user.jwt);
    // The file's speaker (with an address and a biography) is among them: an empty list would pass
    // the check below without proving anything.
    entryIn(list, placed.listings.referents.shown.documentId);
    assert.ok(list.every((speaker) => !("Email" in speaker) && !("Bio" in speaker)));
  });

  it("is sent to a user whose current subscription is an organiser plan", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "veranstalter");
    const list = await listed("referents", user.jwt);
    const speaker = entryIn(list, placed.listings.referents.shown.documentId);
    assert.equal(speaker.Email, placed.speakerEmail);
    assert.equal(speaker.Bio, placed.speakerBio);
    assert.ok(list.every((entry) => "Bio" in entry && "Terminverfuegbarkeit" in entry));
  });
});

describe("user records", () => {
  it("cannot be listed by anonymous callers", async () => {
    const users = await call("/api/users");
    assert.equal(users.status, 403);
  });
});
