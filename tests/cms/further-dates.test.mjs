// @ts-check
// "Weitere Termine anlegen" and copies of a listing straight against the CMS API: further dates of
// an event are new, unpublished events, all or nothing within the plan's event limit, also when two
// requests race; only one's own event can be copied; a copy may share its original's files, and
// taking a file out of one listing leaves it to the other.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { CMS_URLS, adminToken, adminUpdate, call, exported, subscribedUser, userUpload } from "./support.mjs";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */
/** @typedef {import("./support.mjs").Answer} Answer */

const EVENT_UID = "api::veranstaltung.veranstaltung";

/**
 * @param {TestAccount} user
 * @param {Record<string, unknown>} data
 * @returns {Promise<{ id: number, documentId: string }>}
 */
async function createEvent(user, data) {
  const answer = await call("/api/veranstaltungs", { method: "POST", token: user.jwt, body: { data } });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.data;
}

/**
 * @param {TestAccount} user
 * @param {string} documentId
 * @param {unknown[]} termine
 * @param {number} [instance] which CMS instance answers (with `--pg`, two share the database)
 */
const furtherDates = (user, documentId, termine, instance = 0) =>
  call(`/api/veranstaltungs/${documentId}/weitere-termine`, {
    method: "POST",
    token: user.jwt,
    body: { termine },
    base: CMS_URLS[instance % CMS_URLS.length],
  });

/**
 * @param {Answer} answer
 * @param {number} status
 * @param {string} code
 */
function refused(answer, status, code) {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.error.details.code, code, JSON.stringify(answer.body));
}

/** @param {TestAccount} user */
const ownEvents = async (user) =>
  /** @type {{ documentId: string, Veranstaltungsname: string, Published: boolean, Startzeit: string | null }[]} */ (
    (await exported(user)).listings.Veranstaltung
  );

/** @param {number} id */
const adminFileStatus = async (id) =>
  (await call(`/upload/files/${id}`, { token: await adminToken() })).status;

/** @param {number} day a day of June 2027, 09:00–17:00 in Berlin (CEST) */
const june = (day) => ({
  Startzeit: `2027-06-${String(day).padStart(2, "0")}T07:00:00.000Z`,
  Endzeit: `2027-06-${String(day).padStart(2, "0")}T15:00:00.000Z`,
});

const original = {
  Veranstaltungsname: "Basiskurs Wundexperte",
  Stadt: "Würzburg",
  PLZ: "97070",
  Published: true,
  Startzeit: "2027-05-04T07:00:00.000Z",
  Endzeit: "2027-05-04T15:00:00.000Z",
  Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 8 }],
};

describe("further dates of an event", () => {
  it("create one new, unpublished event per date with the original's fields; the original stays", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Classic", "termine");
    const event = await createEvent(user, original);
    const answer = await furtherDates(user, event.documentId, [june(1), june(8)]);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.data.length, 2);

    const events = await ownEvents(user);
    assert.equal(events.length, 3);
    const copies = events.filter((entry) => entry.documentId !== event.documentId);
    assert.deepEqual(copies.map((entry) => new Date(String(entry.Startzeit)).toISOString()).sort(), [
      june(1).Startzeit,
      june(8).Startzeit,
    ]);
    for (const copy of copies) {
      assert.equal(copy.Veranstaltungsname, "Basiskurs Wundexperte");
      assert.equal(copy.Published, false);
    }
    const stored = await call(`/api/veranstaltungs/${copies[0]?.documentId}?populate=Fortbildungspunkte`, {
      token: user.jwt,
    });
    assert.deepEqual(
      stored.body.data.Fortbildungspunkte.map(
        (/** @type {{ Vergabestelle: string, Punkte: number }} */ p) => [p.Vergabestelle, p.Punkte],
      ),
      [["ICW", 8]],
    );
    const kept = await call(`/api/veranstaltungs/${event.documentId}`);
    assert.equal(kept.status, 200);
    assert.equal(kept.body.data.Published, true);
    assert.equal(kept.body.data.Startzeit, original.Startzeit);
  });

  it("that do not all fit the Classic limit are refused as a whole: nothing is stored", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Classic", "zuviele");
    const event = await createEvent(user, original);
    const answer = await furtherDates(user, event.documentId, [june(1), june(8), june(15)]);
    refused(answer, 409, "event.datesBeyondLimit");
    assert.equal(answer.body.error.details.free, 2);
    assert.equal(answer.body.error.details.wanted, 3);
    assert.equal((await ownEvents(user)).length, 1);

    assert.equal((await furtherDates(user, event.documentId, [june(1), june(8)])).status, 201);
    const full = await furtherDates(user, event.documentId, [june(22)]);
    refused(full, 409, "event.datesBeyondLimit");
    assert.equal(full.body.error.details.free, 0);
    assert.equal((await ownEvents(user)).length, 3);
  });

  it("racing requests cannot pass the limit together", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Classic", "wettlauf");
    const event = await createEvent(user, original);
    // Six requests for two dates each and one single create, all at once, for the two free places,
    // spread over the CMS instances when there are several (npm run test:pg).
    const pairs = [1, 2, 3, 4, 5, 6].map((n) =>
      furtherDates(user, event.documentId, [june(n), june(n + 7)], n),
    );
    const single = call("/api/veranstaltungs", {
      method: "POST",
      token: user.jwt,
      body: { data: { ...original, Veranstaltungsname: "Einzeln" } },
    });
    const answers = await Promise.all([...pairs, single]);
    // Whichever runs first under the lock wins: a pair takes both free places, or the single
    // create one of them and no pair fits any more. Never more than the limit.
    assert.deepEqual(
      answers.map((answer) => answer.status).sort((a, b) => a - b),
      [201, 409, 409, 409, 409, 409, 409],
    );
    for (const answer of answers.slice(0, 6).filter((a) => a.status === 409))
      refused(answer, 409, "event.datesBeyondLimit");
    const pairWon = answers.slice(0, 6).some((answer) => answer.status === 201);
    assert.equal((await ownEvents(user)).length, pairWon ? 3 : 2);
  });

  it("an unlimited plan creates many at once", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "viele");
    const event = await createEvent(user, original);
    const dates = Array.from({ length: 6 }, (_, i) => june(i + 1));
    const answer = await furtherDates(user, event.documentId, dates);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal((await ownEvents(user)).length, 7);
  });

  it("of another user's event are refused, of an unknown one answered 404", async () => {
    const owner = await subscribedUser("Veranstalter", "Veranstalter: Premium", "eigner");
    const other = await subscribedUser("Veranstalter", "Veranstalter: Premium", "fremder");
    const event = await createEvent(owner, { ...original, Published: false });
    refused(await furtherDates(other, event.documentId, [june(1)]), 403, "listing.notOwner");
    refused(await furtherDates(other, "gibtesnicht123", [june(1)]), 404, "listing.notFound");
    assert.equal((await ownEvents(other)).length, 0);
    assert.equal((await ownEvents(owner)).length, 1);
    // Without a session nobody copies anything.
    const anonymous = await call(`/api/veranstaltungs/${event.documentId}/weitere-termine`, {
      method: "POST",
      body: { termine: [june(1)] },
    });
    assert.ok([401, 403].includes(anonymous.status), String(anonymous.status));
  });

  it("with a broken body or a date the event rules refuse store nothing", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "kaputt");
    const event = await createEvent(user, original);
    refused(await furtherDates(user, event.documentId, []), 400, "listing.invalidSave");
    refused(
      await furtherDates(user, event.documentId, [{ Startzeit: "morgen" }]),
      400,
      "listing.invalidSave",
    );
    const backwards = { Startzeit: june(8).Startzeit, Endzeit: june(1).Endzeit };
    const answer = await furtherDates(user, event.documentId, [june(1), backwards]);
    refused(answer, 400, "listing.invalidValue");
    assert.equal((await ownEvents(user)).length, 1);
  });
});

describe("copies share files safely", () => {
  it("taking the picture out of the original keeps it for the copy; it goes with the last user", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "teilen");
    const [picture] = await userUpload(user, 1);
    const event = await createEvent(user, { ...original, Bild: [picture] });
    const answer = await furtherDates(user, event.documentId, [june(1)]);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const copy = answer.body.data[0];
    const withPicture = await call(`/api/veranstaltungs/${copy.documentId}?populate[Bild][fields][0]=id`, {
      token: user.jwt,
    });
    assert.equal(withPicture.body.data.Bild?.id, picture);

    const taken = await call(`/api/veranstaltungs/${event.documentId}`, {
      method: "PUT",
      token: user.jwt,
      body: { data: { Bild: [] } },
    });
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    assert.equal(await adminFileStatus(Number(picture)), 200);
    const still = await call(`/api/veranstaltungs/${copy.documentId}?populate[Bild][fields][0]=url`, {
      token: user.jwt,
    });
    assert.ok(still.body.data.Bild?.url, JSON.stringify(still.body));

    const removed = await call(`/api/veranstaltungs/${copy.documentId}`, {
      method: "DELETE",
      token: user.jwt,
    });
    assert.equal(removed.status, 204);
    assert.equal(await adminFileStatus(Number(picture)), 404);
  });

  it("a file on one of the user's listings may go on a copy; on nobody else's", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "vorlage");
    const uploader = await subscribedUser("Veranstalter", "Veranstalter: Premium", "hochlader");
    const stranger = await subscribedUser("Veranstalter", "Veranstalter: Premium", "fremd");
    // A file the user did not upload (as the demo's pictures, placed by the seed or the editors).
    const [picture] = await userUpload(uploader, 1);
    const event = await createEvent(user, original);
    await adminUpdate(EVENT_UID, event.documentId, { Bild: picture });

    const copy = await call("/api/veranstaltungs", {
      method: "POST",
      token: user.jwt,
      body: { data: { ...original, Published: false, Bild: [picture] } },
    });
    assert.equal(copy.status, 201, JSON.stringify(copy.body));
    refused(
      await call("/api/veranstaltungs", {
        method: "POST",
        token: stranger.jwt,
        body: { data: { ...original, Bild: [picture] } },
      }),
      403,
      "upload.notOwned",
    );
  });
});
