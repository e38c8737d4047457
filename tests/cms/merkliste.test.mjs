// @ts-check
// The account's Merkliste (cms/src/api/merkliste): only the caller's own list, in one input shape,
// published listings only, at most 200 entries, merged at sign-in, in the export and deleted with
// the account.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import {
  adminCreated as create,
  adminFind,
  adminUpdate,
  call,
  confirmedUser,
  exported,
  unique,
} from "./support.mjs";

const MAKER = "api::hersteller.hersteller";
const LIST = "api::merkliste.merkliste";

/** @typedef {import("./support.mjs").TestAccount | null} Caller null: signed out */
/** @typedef {import("./support.mjs").AdminEntry} AdminEntry */

/** @param {Caller} user */
const mine = (user) => call("/api/merkliste", { token: user?.jwt });
/** @param {Caller} user @param {object} body */
const set = (user, body) => call("/api/merkliste/set", { method: "POST", token: user?.jwt, body });
/** @param {Caller} user @param {object} body */
const merge = (user, body) => call("/api/merkliste/merge", { method: "POST", token: user?.jwt, body });
/** @param {{ documentId: string }} maker */
const ref = (maker) => ({ kind: "Hersteller", documentId: maker.documentId });
/**
 * A documentId no listing has (the shape of one).
 * @param {number} n
 */
const unknownId = (n) => `zz${String(n).padStart(22, "0")}`;

/** @type {import("./support.mjs").TestAccount} */
let owner;
/** @type {import("./support.mjs").TestAccount} */
let other;
/** @type {AdminEntry} */
let maker;
/** @type {AdminEntry} */
let second;
/** @type {AdminEntry} */
let draft;

before(async () => {
  owner = await confirmedUser({ rolle: "Referent", prefix: "merkliste" });
  other = await confirmedUser({ rolle: "Referent", prefix: "merkliste-andere" });
  /** @param {boolean} Published */
  const makerOf = (Published) => create(MAKER, { Herstellername: `Merk-Hersteller ${unique()}`, Published });
  [maker, second, draft] = await Promise.all([makerOf(true), makerOf(true), makerOf(false)]);
});

describe("Merkliste of an account", () => {
  it("needs a signed-in user and offers no core routes", async () => {
    assert.ok([401, 403].includes((await mine(null)).status));
    assert.ok([401, 403].includes((await set(null, { entry: ref(maker), save: true })).status));
    for (const path of ["/api/merklisten", "/api/merklisten/1"])
      assert.ok([403, 404, 405].includes((await call(path, { token: owner.jwt })).status), path);
  });

  it("keeps a published listing for its owner only", async () => {
    const saved = await set(owner, { entry: ref(maker), save: true });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.entries, [ref(maker)]);
    assert.deepEqual((await mine(owner)).body.entries, [ref(maker)]);
    // Another account sees its own (empty) list; there is no way to name another owner.
    assert.deepEqual((await mine(other)).body.entries, []);
    const forged = await set(other, { entry: ref(second), save: true, owner: owner.id });
    assert.equal(forged.status, 400);
    assert.equal(forged.body.error.details.code, "merkliste.shape");
    assert.deepEqual((await mine(owner)).body.entries, [ref(maker)]);
  });

  it("refuses every other input shape and changes nothing", async () => {
    const bodies = [
      { entry: { ...ref(second), id: 3 }, save: true },
      { entry: { kind: "Hersteller", documentId: second.id }, save: true },
      { entry: { kind: "Kurs", documentId: second.documentId }, save: true },
      { entry: { connect: [ref(second)] }, save: true },
      { entry: [ref(second)], save: true },
      { entry: ref(second), save: "1" },
      { entry: ref(second) },
      { entries: [ref(second)] },
      [ref(second)],
    ];
    for (const body of bodies) {
      const answer = await set(owner, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error.details.code, "merkliste.shape", JSON.stringify(body));
    }
    for (const body of [
      { entries: { set: [ref(second)] } },
      { entries: [ref(second), "x"] },
      { entry: ref(second) },
    ]) {
      const answer = await merge(owner, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error.details.code, "merkliste.shape");
    }
    assert.deepEqual((await mine(owner)).body.entries, [ref(maker)]);
  });

  it("refuses a listing that is not published", async () => {
    for (const entry of [
      ref(draft),
      { kind: "Hersteller", documentId: unknownId(1) },
      { ...ref(maker), kind: "Referent" },
    ]) {
      const answer = await set(owner, { entry, save: true });
      assert.equal(answer.status, 404, JSON.stringify(entry));
      assert.equal(answer.body.error.details.code, "merkliste.notPublished");
    }
    assert.deepEqual((await mine(owner)).body.entries, [ref(maker)]);
  });

  it("merges a browser's list as a union, leaving out what is not published", async () => {
    const merged = await merge(owner, { entries: [ref(second), ref(draft), ref(maker)] });
    assert.equal(merged.status, 200, JSON.stringify(merged.body));
    assert.deepEqual(merged.body.entries, [ref(maker), ref(second)]);
  });

  it("holds at most 200 entries: the 201st is refused and nothing changes", async () => {
    const user = await confirmedUser({ rolle: "Referent", prefix: "merkliste-voll" });
    const full = Array.from({ length: 200 }, (_, i) => ({ kind: "Produkt", documentId: unknownId(i) }));
    await create(LIST, { owner: user.id, entries: full, version: 1 });
    const answer = await set(user, { entry: ref(maker), save: true });
    assert.equal(answer.status, 409, JSON.stringify(answer.body));
    assert.equal(answer.body.error.details.code, "merkliste.full");
    const [stored] = await adminFind(LIST, ["owner"], user.id);
    assert.ok(stored, "Merkliste gespeichert");
    const entries = /** @type {{ documentId: string }[]} */ (stored.entries);
    assert.equal(entries.length, 200);
    assert.ok(!entries.some((e) => e.documentId === maker.documentId));
    // A merge into a full list keeps the account's entries and adds none.
    const merged = await merge(user, { entries: [ref(maker)] });
    assert.equal(merged.status, 200);
    assert.equal(merged.body.entries.length, 200);
    const tooMany = await merge(user, {
      entries: [...full, { kind: "Produkt", documentId: unknownId(999) }],
    });
    assert.equal(tooMany.status, 400);
  });

  it("removes listings no longer published when read, and names them", async () => {
    await adminUpdate(MAKER, second.documentId, { Published: false });
    const read = await mine(owner);
    assert.deepEqual(read.body.entries, [ref(maker)]);
    assert.deepEqual(read.body.removed, [ref(second)]);
    assert.deepEqual((await mine(owner)).body.removed, []);
  });

  it("is part of the data export and deleted with the account", async () => {
    assert.deepEqual((await exported(owner)).merkliste, [ref(maker)]);
    assert.equal((await adminFind(LIST, ["owner"], owner.id)).length, 1);
    const deleted = await call("/api/users/me", { method: "DELETE", token: owner.jwt });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.deepEqual(await adminFind(LIST, ["owner"], owner.id), []);
  });
});
