// @ts-check
// Listings and products written straight to the CMS API with a user's JWT: the CMS enforces
// ownership, the plan's listing kind and limits, premium fields and media on its own.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  adminList,
  adminToken,
  call,
  confirmedUser,
  eventually,
  exported,
  subscribedUser,
  userUpload,
} from "./support.mjs";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */
/** @typedef {import("./support.mjs").Answer} Answer */

/** @param {number | undefined} id */
const adminFileStatus = async (id) =>
  (await call(`/upload/files/${id}`, { token: await adminToken() })).status;
/**
 * @param {TestAccount} user
 * @param {string} path
 * @param {Record<string, unknown>} data
 */
const create = (user, path, data) =>
  call(`/api/${path}`, { method: "POST", token: user.jwt, body: { data } });
/**
 * @param {TestAccount} user
 * @param {string} path
 * @param {string} id
 * @param {Record<string, unknown>} data
 */
const update = (user, path, id, data) =>
  call(`/api/${path}/${id}`, { method: "PUT", token: user.jwt, body: { data } });
/**
 * @param {TestAccount} user
 * @param {string} path
 * @param {string} id
 */
const remove = (user, path, id) => call(`/api/${path}/${id}`, { method: "DELETE", token: user.jwt });

/**
 * The creator's user id as the web app's read token sees it (published listings only).
 * @param {string} path
 * @param {string} documentId
 */
async function creatorOf(path, documentId) {
  const { status, body } = await call(`/api/${path}/${documentId}?populate[createdby][fields][0]=id`, {
    token: process.env.CMS_READ_TOKEN,
  });
  assert.equal(status, 200, JSON.stringify(body));
  return body.data.createdby?.id ?? null;
}

/**
 * @param {Answer} answer
 * @param {number} status
 * @param {string} code
 */
function refused(answer, status, code) {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.error.details.code, code, JSON.stringify(answer.body));
}

/**
 * @param {Answer} answer
 * @returns {string} the new document's documentId
 */
function created(answer) {
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.data.documentId;
}

/**
 * A manufacturer the user created, as the list of ids a product's `hersteller` takes.
 * @param {TestAccount} user
 * @param {Record<string, unknown>} data
 */
async function makerRef(user, data) {
  const answer = await create(user, "herstellers", data);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return { documentId: answer.body.data.documentId, ref: [answer.body.data.id] };
}

/** @param {string} name */
const event = (name) => ({ Veranstaltungsname: name, Stadt: "Würzburg", Published: true });

describe("who may create", () => {
  it("a user without a subscription cannot create a listing", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "ohneabo" });
    refused(await create(user, "veranstaltungs", event("Ohne Abo")), 403, "subscription.none");
  });

  it("a listing kind outside the user's plan is refused", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Classic", "art");
    refused(
      await create(user, "referents", {
        Name: "Muster",
        Stadt: "Köln",
        Email: "referentin@example.org",
        Vorname: "Max",
      }),
      403,
      "listing.wrongPlan",
    );
    refused(await create(user, "herstellers", { Herstellername: "Fremd GmbH" }), 403, "listing.wrongPlan");
    refused(await create(user, "produkts", { Produktname: "Kompresse" }), 403, "listing.wrongPlan");
  });

  it("the 4th event on Veranstalter Classic is refused with its code", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Classic", "limit");
    for (const n of [1, 2, 3]) created(await create(user, "veranstaltungs", event(`Kurs ${n}`)));
    refused(await create(user, "veranstaltungs", event("Kurs 4")), 409, "listing.limitReached");
    assert.equal((await exported(user)).listings.Veranstaltung.length, 3);
  });

  it("parallel creates for the last free place: exactly one succeeds", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Classic", "parallel");
    for (const n of [1, 2]) created(await create(user, "veranstaltungs", event(`Kurs ${n}`)));
    const answers = await Promise.all(
      [3, 4, 5, 6, 7].map((n) => create(user, "veranstaltungs", event(`Kurs ${n}`))),
    );
    const statuses = answers.map((answer) => answer.status).sort((a, b) => a - b);
    assert.deepEqual(statuses, [201, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      refused(answer, 409, "listing.limitReached");
    assert.equal((await exported(user)).listings.Veranstaltung.length, 3);
  });
});

describe("ownership", () => {
  it("createdby comes from the token and cannot be forged", async () => {
    const victim = await confirmedUser({ rolle: "Veranstalter", prefix: "opfer" });
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "faelscher");
    for (const forged of [victim.id, [victim.id], victim.documentId]) {
      refused(
        await create(user, "veranstaltungs", { ...event("Gefälscht"), createdby: forged }),
        400,
        "listing.relationReadOnly",
      );
    }
    const id = created(await create(user, "veranstaltungs", event("Echt")));
    assert.equal(await creatorOf("veranstaltungs", id), user.id);
    refused(
      await update(user, "veranstaltungs", id, { createdby: [victim.id] }),
      400,
      "listing.relationReadOnly",
    );
    assert.equal(await creatorOf("veranstaltungs", id), user.id);
  });

  it("another user's listing cannot be updated or deleted; unknown ids are 404", async () => {
    const owner = await subscribedUser("Veranstalter", "Veranstalter: Premium", "eigner");
    const other = await subscribedUser("Veranstalter", "Veranstalter: Premium", "anderer");
    const id = created(await create(owner, "veranstaltungs", event("Meins")));
    refused(
      await update(other, "veranstaltungs", id, { Veranstaltungsname: "Deins" }),
      403,
      "listing.notOwner",
    );
    refused(await remove(other, "veranstaltungs", id), 403, "listing.notOwner");
    const stored = await call(`/api/veranstaltungs/${id}`);
    assert.equal(stored.body.data.Veranstaltungsname, "Meins");
    refused(
      await update(owner, "veranstaltungs", "gibtesnicht0000000000000", event("x")),
      404,
      "listing.notFound",
    );
    refused(await remove(owner, "veranstaltungs", "gibtesnicht0000000000000"), 404, "listing.notFound");
  });

  it("the creator can update and delete their own listing", async () => {
    const user = await subscribedUser("Versorgungspartner", "Versorgungspartner: Classic", "selbst");
    const id = created(
      await create(user, "versorgungspartners", {
        Name: "Praxis Am Main",
        Kategorie: "Apotheke",
        Stadt: "Frankfurt am Main",
        PLZ: "60311",
        Bundesland: "Hessen",
        Published: true,
      }),
    );
    const changed = await update(user, "versorgungspartners", id, { Name: "Praxis Am Rhein" });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await call(`/api/versorgungspartners/${id}`)).body.data.Name, "Praxis Am Rhein");
    assert.equal((await remove(user, "versorgungspartners", id)).status, 204);
    assert.equal((await call(`/api/versorgungspartners/${id}`)).status, 404);
  });

  it("another user's product cannot be updated, deleted or attached; products need an own manufacturer", async () => {
    const owner = await subscribedUser("Hersteller", "Hersteller: Classic", "produkt");
    const other = await subscribedUser("Hersteller", "Hersteller: Classic", "konkurrent");
    const maker = await makerRef(owner, { Herstellername: "Eigen GmbH", Published: true });
    const otherMaker = await makerRef(other, { Herstellername: "Andere GmbH" });
    const productAnswer = await create(owner, "produkts", { Produktname: "Schaum", hersteller: maker.ref });
    const product = created(productAnswer);

    refused(await update(other, "produkts", product, { Produktname: "Geklaut" }), 403, "listing.notOwner");
    refused(await remove(other, "produkts", product), 403, "listing.notOwner");
    refused(
      await update(other, "herstellers", otherMaker.documentId, { Produkt: [productAnswer.body.data.id] }),
      400,
      "listing.relationReadOnly",
    );
    refused(
      await create(other, "produkts", { Produktname: "Fremd", hersteller: maker.ref }),
      403,
      "listing.relationNotOwned",
    );
    refused(await create(other, "produkts", { Produktname: "Ohne" }), 400, "product.herstellerRequired");

    const read = await call(`/api/produkts/${product}?populate[hersteller][fields][0]=documentId`, {
      token: owner.jwt,
    });
    assert.equal(read.body.data.Produktname, "Schaum");
    assert.equal(read.body.data.hersteller.documentId, maker.documentId);
    assert.equal((await update(owner, "produkts", product, { Produktname: "Schaum 2" })).status, 200);
    assert.equal((await remove(owner, "produkts", product)).status, 204);
  });

  it("deleting a manufacturer deletes its products, published or not, and frees the product limit", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Classic", "kaskade");
    const maker = await makerRef(user, { Herstellername: "Kaskade GmbH", Published: true });
    const kept = await makerRef(user, { Herstellername: "Bleibt GmbH" });
    const products = [];
    for (let n = 1; n <= 9; n += 1) {
      products.push(
        created(
          await create(user, "produkts", { Produktname: `K${n}`, hersteller: maker.ref, Published: n === 1 }),
        ),
      );
    }
    const other = created(await create(user, "produkts", { Produktname: "Bleibt", hersteller: kept.ref }));

    assert.equal((await remove(user, "herstellers", maker.documentId)).status, 204);
    for (const product of products) {
      assert.equal((await call(`/api/produkts/${product}`, { token: user.jwt })).status, 404, product);
    }
    const left = (await exported(user)).listings.Produkt.map(
      (/** @type {{ documentId: string }} */ p) => p.documentId,
    );
    assert.deepEqual(left, [other]);
    // Ten products of the plan are free again: nine more fit beside the one left.
    for (let n = 1; n <= 9; n += 1)
      created(await create(user, "produkts", { Produktname: `N${n}`, hersteller: kept.ref }));
  });
});

describe("plan limits and premium fields", () => {
  const premium = {
    Seminartyp: ["Inhouse Schulungen"],
    Homepage: "https://icw.example.org/register/1",
    HonorarvorstellungProUnterrichtseinheit: null,
    Terminverfuegbarkeit: ["2027-03-01"],
    Fokusiere: true,
  };

  it("a Classic Referent's premium fields are dropped, Premium Plus keeps them; one profile per Referent", async () => {
    const classic = await subscribedUser("Referent", "Referent: Classic", "klassik");
    const id = created(
      await create(classic, "referents", {
        Name: "Muster",
        Email: "referentin@example.org",
        Vorname: "Max",
        Stadt: "Köln",
        ...premium,
      }),
    );
    const stored = (await call(`/api/referents/${id}`, { token: classic.jwt })).body.data;
    assert.equal(stored.Name, "Muster");
    assert.equal(stored.Seminartyp ?? null, null);
    assert.equal(stored.Homepage, null);
    assert.equal(stored.Terminverfuegbarkeit ?? null, null);
    assert.notEqual(stored.Fokusiere, true);
    // An update cannot sneak them in either.
    assert.equal((await update(classic, "referents", id, premium)).status, 200);
    assert.equal(
      (await call(`/api/referents/${id}`, { token: classic.jwt })).body.data.Seminartyp ?? null,
      null,
    );
    refused(
      await create(classic, "referents", {
        Name: "Zweit",
        Stadt: "Köln",
        Email: "referentin@example.org",
        Vorname: "Profil",
      }),
      409,
      "referent.limitReached",
    );

    const plus = await subscribedUser("Referent", "Referent: Premium Plus", "plus");
    const full = created(
      await create(plus, "referents", {
        Name: "Voll",
        Stadt: "Köln",
        Email: "referentin@example.org",
        Vorname: "Eva",
        ...premium,
      }),
    );
    const kept = (await call(`/api/referents/${full}`, { token: plus.jwt })).body.data;
    assert.deepEqual(kept.Seminartyp, premium.Seminartyp);
    assert.equal(kept.Homepage, premium.Homepage);
    assert.equal(kept.Fokusiere, true);
  });

  it("the 11th product without Hersteller Premium is refused", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Classic", "zehn");
    const maker = await makerRef(user, { Herstellername: "Zehn GmbH" });
    for (let n = 1; n <= 10; n += 1)
      created(await create(user, "produkts", { Produktname: `P${n}`, hersteller: maker.ref }));
    refused(
      await create(user, "produkts", { Produktname: "P11", hersteller: maker.ref }),
      409,
      "product.limitReached",
    );

    const premiumUser = await subscribedUser("Hersteller", "Hersteller: Premium", "elf");
    const big = await makerRef(premiumUser, { Herstellername: "Elf GmbH" });
    for (let n = 1; n <= 11; n += 1) {
      created(await create(premiumUser, "produkts", { Produktname: `Q${n}`, hersteller: big.ref }));
    }
  });

  it("a 9th media file is refused", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "medien");
    const files = await userUpload(user, 9);
    refused(
      await create(user, "veranstaltungs", { ...event("Neun"), Medien: files }),
      409,
      "media.limitReached",
    );
    const id = created(await create(user, "veranstaltungs", { ...event("Acht"), Medien: files.slice(0, 8) }));
    refused(await update(user, "veranstaltungs", id, { Medien: files }), 409, "media.limitReached");
    const stored = await call(`/api/veranstaltungs/${id}?populate[Medien][fields][0]=id`);
    assert.equal(stored.body.data.Medien.length, 8);
  });
});

describe("files taken out of a listing", () => {
  it("are deleted when the owner uploaded them and nothing else uses them; the listing's delete takes the rest", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "aufraeumen");
    const [first, second, third] = await userUpload(user, 3);
    const id = created(
      await create(user, "veranstaltungs", { ...event("Aufräumen"), Medien: [first, second, third] }),
    );
    // The second file is also used by another listing of the same user.
    const other = created(await create(user, "veranstaltungs", { ...event("Teilt"), Medien: [second] }));

    assert.equal((await update(user, "veranstaltungs", id, { Medien: [first] })).status, 200);
    assert.equal(await adminFileStatus(third), 404);
    assert.equal(await adminFileStatus(second), 200);
    assert.equal(await adminFileStatus(first), 200);

    assert.equal((await remove(user, "veranstaltungs", id)).status, 204);
    assert.equal(await adminFileStatus(first), 404);
    assert.equal((await remove(user, "veranstaltungs", other)).status, 204);
    assert.equal(await adminFileStatus(second), 404);
  });
});

describe("the account", () => {
  it("exports the user's listings and deleting it removes them", async () => {
    const user = await subscribedUser("Referent", "Referent: Classic", "weg");
    const [own, loose] = await userUpload(user, 2);
    const id = created(
      await create(user, "referents", {
        Name: "Weg",
        Stadt: "Köln",
        Vorname: "Bald",
        Email: "weg@example.org",
        Medien: [own],
      }),
    );
    const keeper = await subscribedUser("Referent", "Referent: Classic", "bleibt");
    const [kept] = await userUpload(keeper, 1);
    created(
      await create(keeper, "referents", {
        Name: "Bleibt",
        Stadt: "Köln",
        Email: "referentin@example.org",
        Vorname: "Da",
        Medien: [kept],
      }),
    );
    const data = await exported(user);
    assert.deepEqual(
      data.listings.Referent.map((/** @type {{ documentId: string, Email: string }} */ r) => [
        r.documentId,
        r.Email,
      ]),
      [[id, "weg@example.org"]],
    );
    // Both files came in one request, which Strapi stores in no fixed order.
    assert.deepEqual(data.uploads.map((/** @type {{ name: string }} */ file) => file.name).sort(), [
      "test-0.png",
      "test-1.png",
    ]);

    await call("/api/billing/subscription/cancel", { method: "POST", token: user.jwt, body: {} });
    await eventually(async () => (await exported(user)).subscriptions[0]?.cancel_at_period_end === true, {
      what: "Stornierung gespeichert",
    });
    assert.equal((await call("/api/users/me", { method: "DELETE", token: user.jwt })).status, 200);
    assert.deepEqual(await adminList("api::referent.referent", `&filters[documentId][$eq]=${id}`), []);
    // The listing's upload and the user's unattached upload are gone; another user's stays.
    assert.equal(await adminFileStatus(own), 404);
    assert.equal(await adminFileStatus(loose), 404);
    assert.equal(await adminFileStatus(kept), 200);
  });
});
