// @ts-check
// A manufacturer and its product list in one call (POST /api/herstellers/with-products, PUT
// /api/herstellers/:id/with-products): stored all or nothing, the product limit counted on the
// state the save leaves, products only of this manufacturer, the same rules as single writes.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { adminToken, call, exported, subscribedUser, unique, userUpload, WEB_URL } from "./support.mjs";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */
/** @typedef {{ documentId: string, Produktname: string }} Product */

/**
 * @param {TestAccount} user
 * @param {object} body
 */
const saveNew = (user, body) =>
  call("/api/herstellers/with-products", { method: "POST", token: user.jwt, body });
/**
 * @param {TestAccount} user
 * @param {string} documentId
 * @param {object} body
 */
const save = (user, documentId, body) =>
  call(`/api/herstellers/${documentId}/with-products`, { method: "PUT", token: user.jwt, body });
/** @param {string[]} names */
const named = (names) => names.map((Produktname) => ({ data: { Produktname } }));

/**
 * @param {import("./support.mjs").Answer} answer
 * @param {number} status
 * @param {string} code
 */
function refused(answer, status, code) {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.error.details.code, code, JSON.stringify(answer.body));
  return answer.body.error.details;
}

/**
 * Whether the upload is still stored and its file still served (a rollback restores rows, not files).
 * @param {number | undefined} id
 */
async function fileServed(id) {
  const info = await call(`/upload/files/${id}`, { token: await adminToken() });
  if (info.status !== 200) return false;
  // As a visitor asks for it: through the web app, wherever the CMS stores the file.
  return (await fetch(`${WEB_URL}${info.body.url}`)).status === 200;
}

/**
 * The user's products as the data export lists them, by name.
 * @param {TestAccount} user
 * @returns {Promise<string[]>}
 */
const productNames = async (user) =>
  (await exported(user)).listings.Produkt.map((/** @type {Product} */ p) => p.Produktname).sort();

describe("a manufacturer saved with its products in one step", () => {
  it("a Classic manufacturer at ten products replaces one in one save; an eleventh is refused and nothing changes", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Classic", "einschritt");
    const ten = Array.from({ length: 10 }, (_, n) => `P${n + 1}`);
    const created = await saveNew(user, {
      data: { Herstellername: "Einschritt GmbH" },
      products: named(ten),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { documentId, products } = created.body.data;
    assert.equal(products.length, 10);
    assert.deepEqual(await productNames(user), [...ten].sort());

    // Keep nine, drop P10, add a new one.
    const kept = products.slice(0, 9).map((/** @type {Product} */ p, /** @type {number} */ n) => ({
      documentId: p.documentId,
      data: { Produktname: ten[n] },
    }));
    const replaced = await save(user, documentId, {
      data: { Herstellername: "Einschritt GmbH" },
      products: [...kept, { data: { Produktname: "Neu" } }],
    });
    assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
    assert.deepEqual(await productNames(user), [...ten.slice(0, 9), "Neu"].sort());
    assert.deepEqual(
      replaced.body.data.products.slice(0, 9).map((/** @type {Product} */ p) => p.documentId),
      products.slice(0, 9).map((/** @type {Product} */ p) => p.documentId),
    );

    // An eleventh: refused with the specification's code, and the renamed manufacturer is not stored either.
    const all = replaced.body.data.products.map((/** @type {Product} */ p, /** @type {number} */ n) => ({
      documentId: p.documentId,
      data: { Produktname: `${n}-umbenannt` },
    }));
    const details = refused(
      await save(user, documentId, {
        data: { Herstellername: "Umbenannt GmbH" },
        products: [...all, { data: { Produktname: "Elf" } }],
      }),
      409,
      "product.limitReached",
    );
    assert.equal(details.max, 10);
    assert.deepEqual(await productNames(user), [...ten.slice(0, 9), "Neu"].sort());
    const maker = (await call(`/api/herstellers/${documentId}`, { token: user.jwt })).body.data;
    assert.equal(maker.Herstellername, "Einschritt GmbH");
  });

  it("a refused product refuses the whole save, naming the product", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Premium", "ganzodergar");
    const created = await saveNew(user, {
      data: { Herstellername: "Ganz GmbH" },
      products: named(["Erstes", "Zweites"]),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const [first, second] = created.body.data.products;
    const details = refused(
      await save(user, created.body.data.documentId, {
        data: { Herstellername: "Ganz GmbH" },
        products: [
          { documentId: first.documentId, data: { Produktname: "Erstes geändert" } },
          { data: { Produktname: "Drittes", Exsudation: ["gar keine Sorte"] } },
        ],
      }),
      400,
      "listing.invalidValue",
    );
    assert.equal(details.product, 1);
    // Nothing changed: the second product was not dropped, the first not renamed, no third.
    assert.deepEqual(await productNames(user), ["Erstes", "Zweites"]);
    assert.ok(second.documentId);
  });

  it("a refused save keeps the files it would have taken out", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Premium", "dateienbleiben");
    const [logo, picture] = await userUpload(user, 2);
    const created = await saveNew(user, {
      data: { Herstellername: "Dateien GmbH", Logo: [logo] },
      products: [{ data: { Produktname: "Mit Bild", Produktbild: [picture] } }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const [product] = created.body.data.products;
    // Both files are taken out, then a new product breaks a rule the CMS checks while storing.
    refused(
      await save(user, created.body.data.documentId, {
        data: { Herstellername: "Dateien GmbH", Logo: [] },
        products: [
          { documentId: product.documentId, data: { Produktname: "Ohne Bild", Produktbild: [] } },
          { data: { Produktname: "Kaputt", Exsudation: ["gar keine Sorte"] } },
        ],
      }),
      400,
      "listing.invalidValue",
    );
    assert.equal(await fileServed(logo), true);
    assert.equal(await fileServed(picture), true);
    const stored = await call(`/api/produkts/${product.documentId}?populate[Produktbild][fields][0]=id`, {
      token: user.jwt,
    });
    assert.equal(stored.body.data.Produktname, "Mit Bild");
    assert.equal(stored.body.data.Produktbild.id, picture);
  });

  it("takes only products of this manufacturer, sets their manufacturer itself, and checks files", async () => {
    const owner = await subscribedUser("Hersteller", "Hersteller: Premium", "eigner");
    const thief = await subscribedUser("Hersteller", "Hersteller: Premium", "dieb");
    const victim = await saveNew(owner, {
      data: { Herstellername: `Opfer ${unique()}` },
      products: named(["Fremdes"]),
    });
    const foreign = victim.body.data.products[0];
    const own = await saveNew(thief, { data: { Herstellername: `Dieb ${unique()}` }, products: [] });
    assert.equal(own.status, 201, JSON.stringify(own.body));
    const target = own.body.data.documentId;

    refused(
      await save(thief, target, {
        data: {},
        products: [{ documentId: foreign.documentId, data: { Produktname: "Meins" } }],
      }),
      400,
      "listing.invalidRelation",
    );
    refused(
      await save(thief, target, { data: {}, products: [{ data: { Produktname: "X", hersteller: [1] } }] }),
      400,
      "listing.relationReadOnly",
    );
    refused(
      await save(thief, victim.body.data.documentId, { data: { Herstellername: "Meins" }, products: [] }),
      403,
      "listing.notOwner",
    );
    const [ownerFile] = await userUpload(owner, 1);
    const details = refused(
      await save(thief, target, {
        data: {},
        products: [{ data: { Produktname: "Bild", Produktbild: [ownerFile] } }],
      }),
      403,
      "upload.notOwned",
    );
    assert.equal(details.product, 0);
    refused(
      await save(thief, target, {
        data: {},
        products: [{ data: { Produktname: "Y", Medien: { connect: [ownerFile] } } }],
      }),
      400,
      "listing.relationShape",
    );
    // The owner's product is untouched.
    assert.deepEqual(await productNames(owner), ["Fremdes"]);
    assert.deepEqual(await productNames(thief), []);
  });

  it("needs a Hersteller plan and a session", async () => {
    const organiser = await subscribedUser("Veranstalter", "Veranstalter: Premium", "falscherplan");
    refused(
      await saveNew(organiser, { data: { Herstellername: "Nicht meins" }, products: [] }),
      403,
      "listing.wrongPlan",
    );
    const anonymous = await call("/api/herstellers/with-products", {
      method: "POST",
      body: { data: {}, products: [] },
    });
    assert.ok([401, 403].includes(anonymous.status), JSON.stringify(anonymous.body));
    const user = await subscribedUser("Hersteller", "Hersteller: Classic", "kaputt");
    refused(await saveNew(user, { data: { Herstellername: "Ohne Liste" } }), 400, "listing.invalidSave");
  });
});
