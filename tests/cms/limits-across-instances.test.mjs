// @ts-check
// Limits the CMS counts in its database hold for parallel requests, also when they reach different
// CMS instances: the PostgreSQL stack (`npm run test:pg`, `node scripts/test.mjs --serve --pg`)
// runs a second Strapi on the same database at CMS_URL_2, and the requests below alternate
// between the instances. With one instance (the SQLite stack) they all go to it.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import {
  adminCreated,
  adminList,
  call,
  CMS_URLS,
  confirmedUser,
  exported,
  subscribedUser,
  unique,
} from "./support.mjs";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */
/** @typedef {import("./support.mjs").Answer} Answer */

/**
 * The n-th of a burst of requests goes to the n-th instance, round robin.
 * @param {number} n
 */
const base = (n) => CMS_URLS[n % CMS_URLS.length];
/**
 * @param {TestAccount} user
 * @param {string} path
 * @param {Record<string, unknown>} data
 */
const create = (user, path, data, n = 0) =>
  call(`/api/${path}`, { method: "POST", token: user.jwt, body: { data }, base: base(n) });

/** @param {Answer} answer */
function created(answer) {
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.data;
}

/**
 * Of a burst's answers: exactly `ok` successes (status `okStatus`), the rest refused with `code`.
 * @param {Answer[]} answers
 * @param {number} ok
 * @param {number} okStatus
 * @param {number} status
 * @param {string} code
 */
function exactly(answers, ok, okStatus, status, code) {
  const statuses = answers.map((answer) => answer.status);
  assert.equal(statuses.filter((s) => s === okStatus).length, ok, JSON.stringify(answers.map((a) => a.body)));
  for (const answer of answers.filter((a) => a.status !== okStatus)) {
    assert.equal(answer.status, status, JSON.stringify(answer.body));
    assert.equal(answer.body.error.details.code, code, JSON.stringify(answer.body));
  }
}

/**
 * @template T
 * @param {number} count
 * @param {(n: number) => Promise<T>} request
 */
const burst = (count, request) => Promise.all(Array.from({ length: count }, (_, n) => request(n)));

describe(`limits under parallel requests (${CMS_URLS.length} CMS-Instanz${CMS_URLS.length > 1 ? "en" : ""})`, () => {
  it("Veranstalter Classic: of eight creates for the last free place, one is stored", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Classic", "instanzen");
    for (const n of [1, 2])
      created(await create(user, "veranstaltungs", { Veranstaltungsname: `Kurs ${n}`, Stadt: "Ulm" }));
    const answers = await burst(8, (n) =>
      create(user, "veranstaltungs", { Veranstaltungsname: `Parallel ${n}`, Stadt: "Ulm" }, n),
    );
    exactly(answers, 1, 201, 409, "listing.limitReached");
    assert.equal((await exported(user)).listings.Veranstaltung.length, 3);
  });

  it("one speaker profile per user, however many are sent at once", async () => {
    const user = await subscribedUser("Referent", "Referent: Classic", "einprofil");
    const answers = await burst(6, (n) =>
      create(
        user,
        "referents",
        { Name: `Profil ${n}`, Stadt: "Köln", Email: "referentin@example.org", Vorname: "Eva" },
        n,
      ),
    );
    exactly(answers, 1, 201, 409, "referent.limitReached");
    assert.equal((await exported(user)).listings.Referent.length, 1);
  });

  it("Hersteller Classic: of six product creates for the last free place, one is stored", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Classic", "produkte");
    const maker = created(await create(user, "herstellers", { Herstellername: `Parallel ${unique()} GmbH` }));
    for (let n = 1; n <= 9; n += 1)
      created(await create(user, "produkts", { Produktname: `P${n}`, hersteller: [maker.id] }));
    const answers = await burst(6, (n) =>
      create(user, "produkts", { Produktname: `Q${n}`, hersteller: [maker.id] }, n),
    );
    exactly(answers, 1, 201, 409, "product.limitReached");
    assert.equal((await exported(user)).listings.Produkt.length, 10);
  });

  describe("contact requests", () => {
    const CONTACT = "api::contact-request.contact-request";
    /** @type {import("./support.mjs").AdminEntry} */
    let speaker;
    before(async () => {
      const lister = await confirmedUser({ rolle: "Referent", prefix: "empfaenger" });
      speaker = await adminCreated("api::referent.referent", {
        Stadt: "Köln",
        Vorname: "Viel",
        Name: `Gefragt ${unique()}`,
        Email: `gefragt${unique()}@example.org`,
        Published: true,
        createdby: { connect: [{ id: lister.id }] },
      });
    });
    /**
     * @param {TestAccount} user
     * @param {number} n
     */
    const send = (user, n) =>
      call("/api/contact-requests/send", {
        method: "POST",
        token: user.jwt,
        base: base(n),
        body: { listingKind: "Referent", listingId: speaker.id, message_body: `Anfrage ${n}` },
      });

    it("a sender with two of ten left sends six at once: two go out", async () => {
      const busy = await confirmedUser({ rolle: "Hersteller", prefix: "eilig" });
      for (let n = 0; n < 8; n += 1) assert.equal((await send(busy, n)).status, 200);
      exactly(await burst(6, (n) => send(busy, n)), 2, 200, 429, "contact.rateLimited");
      const stored = await adminList(
        CONTACT,
        `&filters[$and][0][from][$eq]=${encodeURIComponent(busy.email)}`,
      );
      assert.equal(stored.length, 10);
    });
  });
});

describe(`Strapi's own auth limit (${CMS_URLS.length} CMS-Instanz${CMS_URLS.length > 1 ? "en" : ""})`, () => {
  // The test stack raises it (TEST_LIMITS in scripts/test.mjs, per address and minute); two
  // instances count in one Redis.
  const MAX = Number(process.env.AUTH_RATE_LIMIT_MAX ?? 20);

  it("counts an address's requests on every instance together", async () => {
    const email = `vergessen${unique()}@example.org`;
    /** @param {number} n */
    const ask = (n) =>
      call("/api/auth/forgot-password", { method: "POST", body: { email }, base: base(n) }).then(
        (a) => a.status,
      );
    /** @type {number[]} */
    const statuses = [];
    for (let start = 0; start < MAX; start += 25) {
      statuses.push(...(await burst(Math.min(25, MAX - start), (n) => ask(start + n))));
    }
    assert.deepEqual([...new Set(statuses)], [200]);
    assert.deepEqual(
      await burst(CMS_URLS.length, ask),
      CMS_URLS.map(() => 429),
    );
  });
});

describe(`the admin panel's sign-in limit (${CMS_URLS.length} CMS-Instanz${CMS_URLS.length > 1 ? "en" : ""})`, () => {
  // The test stack raises it (TEST_LIMITS in scripts/test.mjs, per e-mail and address in 5
  // minutes); two instances count in one Redis.
  const MAX = Number(process.env.ADMIN_RATE_LIMIT_MAX ?? 5);

  it("counts the failed sign-ins of one e-mail on every instance together", async () => {
    const email = `admin${unique()}@example.org`;
    /** @param {number} n */
    const signIn = (n) =>
      call("/admin/login", { method: "POST", body: { email, password: "Falsch-2026!" }, base: base(n) }).then(
        (a) => a.status,
      );
    /** @type {number[]} */
    const statuses = [];
    for (let start = 0; start < MAX; start += 25) {
      statuses.push(...(await burst(Math.min(25, MAX - start), (n) => signIn(start + n))));
    }
    assert.deepEqual([...new Set(statuses)], [400]);
    assert.deepEqual(
      await burst(CMS_URLS.length, signIn),
      CMS_URLS.map(() => 429),
    );
  });
});
