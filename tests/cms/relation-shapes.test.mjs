// @ts-check
// The CMS takes relation and media fields from a user's token in one shape only: a plain list of
// numeric ids. Every other shape Strapi's REST API would accept is refused with 400 and a code
// before any rule reads it, on every relation and media field of every listing kind and of
// products, and the rules hold on the final list a write stores.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { adminCreated, adminToken, call, entriesOf, subscribedUser, unique, userUpload } from "./support.mjs";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */
/** @typedef {import("./support.mjs").Answer} Answer */
/** @typedef {{ id: number, documentId: string }} Ref */

/**
 * @param {TestAccount} user
 * @param {string} path
 * @param {Record<string, unknown>} data
 */
const create = (user, path, data, query = "") =>
  call(`/api/${path}${query}`, { method: "POST", token: user.jwt, body: { data } });
/**
 * @param {TestAccount} user
 * @param {string} path
 * @param {string} documentId
 * @param {Record<string, unknown>} data
 */
const update = (user, path, documentId, data, query = "") =>
  call(`/api/${path}/${documentId}${query}`, { method: "PUT", token: user.jwt, body: { data } });

/**
 * @param {Answer} answer
 * @param {number} status
 * @param {string} code
 */
function refused(answer, status, code, what = "") {
  assert.equal(answer.status, status, `${what} ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body?.error?.details?.code, code, `${what} ${JSON.stringify(answer.body)}`);
}

/** @param {Answer} answer */
function ok(answer, what = "") {
  assert.ok(
    answer.status === 200 || answer.status === 201,
    `${what} ${answer.status} ${JSON.stringify(answer.body)}`,
  );
  return answer.body.data;
}

/**
 * Every shape of a reference to `entry` ({ id, documentId }) that is not the plain list of ids.
 * @param {Ref} entry
 * @returns {[string, unknown][]}
 */
const otherShapes = (entry) => [
  ["a bare id", entry.id],
  ["a bare documentId", entry.documentId],
  ["an object with id", { id: entry.id }],
  ["an object with documentId", { documentId: entry.documentId }],
  ["a list of documentIds", [entry.documentId]],
  ["a list of objects with id", [{ id: entry.id }]],
  ["a list of objects with documentId", [{ documentId: entry.documentId }]],
  ["a list of id strings", [String(entry.id)]],
  ["null", null],
  ["connect with ids", { connect: [entry.id] }],
  ["connect with objects", { connect: [{ id: entry.id }] }],
  ["connect with documentIds", { connect: [{ documentId: entry.documentId }] }],
  ["connect with a position", { connect: [{ id: entry.id, position: { end: true } }] }],
  ["set with ids", { set: [entry.id] }],
  ["set null and connect", { set: null, connect: [entry.id] }],
  ["disconnect", { disconnect: [entry.id] }],
  ["connect and disconnect", { connect: [entry.id], disconnect: [entry.id] }],
  ["an empty object", {}],
  ["the id twice", [entry.id, entry.id]],
];

/** @typedef {"file" | "files" | "speaker" | "maker" | "ownMaker" | "event" | "product" | "user"} Target what a field refers to */
/**
 * @typedef {object} KindSpec
 * @property {[rolle: string, plan: string]} plan
 * @property {string} path
 * @property {string} uid
 * @property {(tag: string) => Record<string, unknown>} data
 * @property {Record<string, Target>} fields
 */
/** @typedef {"Veranstaltung" | "Referent" | "Hersteller" | "Versorgungspartner"} Kind */

/**
 * A user of each plan with one own listing of its kind (created through the admin, as seed data is).
 * @type {Record<Kind, KindSpec>}
 */
const KINDS = {
  Veranstaltung: {
    plan: ["Veranstalter", "Veranstalter: Premium"],
    path: "veranstaltungs",
    uid: "api::veranstaltung.veranstaltung",
    data: (tag) => ({ Veranstaltungsname: `Formen ${tag}`, Published: true }),
    fields: { Bild: "file", Medien: "files", referents: "speaker", herstellers: "maker", createdby: "user" },
  },
  Referent: {
    plan: ["Referent", "Referent: Premium Plus"],
    path: "referents",
    uid: "api::referent.referent",
    data: (tag) => ({
      Stadt: "Köln",
      Email: "referentin@example.org",
      Vorname: "Formen",
      Name: `Referent ${tag}`,
      Published: true,
    }),
    fields: { Bild: "file", Medien: "files", veranstaltungs: "event", createdby: "user" },
  },
  Hersteller: {
    plan: ["Hersteller", "Hersteller: Premium"],
    path: "herstellers",
    uid: "api::hersteller.hersteller",
    data: (tag) => ({ Herstellername: `Formen ${tag}`, Published: true }),
    fields: { Logo: "file", Medien: "files", veranstaltungs: "event", Produkt: "product", createdby: "user" },
  },
  Versorgungspartner: {
    plan: ["Versorgungspartner", "Versorgungspartner: Premium"],
    path: "versorgungspartners",
    uid: "api::versorgungspartner.versorgungspartner",
    data: (tag) => ({
      Name: `Formen ${tag}`,
      Kategorie: "Apotheke",
      Stadt: "Bonn",
      PLZ: "53111",
      Bundesland: "Nordrhein-Westfalen",
      Published: true,
    }),
    fields: { Logo: "file", Medien: "files", createdby: "user" },
  },
};
/** @type {Record<string, Target>} */
const PRODUCT_FIELDS = {
  hersteller: "ownMaker",
  Produktbild: "file",
  Medien: "files",
  Datenblaetter: "files",
  createdby: "user",
};

// Filled in before().
const users = /** @type {Record<Kind, TestAccount>} */ ({});
const listings = /** @type {Record<Kind, import("./support.mjs").AdminEntry>} */ ({});
/** @type {Record<Target, (kind: Kind) => Ref>} */
let targets;
/** @type {import("./support.mjs").AdminEntry} */
let product;

before(async () => {
  const tag = unique();
  for (const [kind, spec] of entriesOf(KINDS)) {
    users[kind] = await subscribedUser(spec.plan[0], spec.plan[1], `form${kind.toLowerCase()}`);
    listings[kind] = await adminCreated(spec.uid, {
      ...spec.data(tag),
      createdby: { connect: [{ id: users[kind].id }] },
    });
  }
  const maker = users.Hersteller;
  product = await adminCreated("api::produkt.produkt", {
    Produktname: `Formen ${tag}`,
    Published: true,
    hersteller: { connect: [{ id: listings.Hersteller.id }] },
    createdby: { connect: [{ id: maker.id }] },
  });
  /** @type {Partial<Record<Kind, number>>} */
  const files = {};
  for (const [kind] of entriesOf(KINDS)) [files[kind]] = await userUpload(users[kind], 1);
  /** @param {Kind} kind */
  const fileOf = (kind) => ({ id: files[kind] ?? 0, documentId: `datei${files[kind]}` });
  targets = {
    file: fileOf,
    files: fileOf,
    speaker: () => listings.Referent,
    maker: () => listings.Hersteller,
    ownMaker: () => listings.Hersteller,
    event: () => listings.Veranstaltung,
    product: () => product,
    user: (kind) => ({ id: users[kind].id, documentId: users[kind].documentId }),
  };
});

describe("relation and media fields take only a plain list of ids", () => {
  for (const [kind, spec] of entriesOf(KINDS)) {
    for (const [field, target] of Object.entries(spec.fields)) {
      it(`${kind}.${field}: every other shape is refused on update and create`, async () => {
        const entry = targets[target](kind);
        for (const [what, value] of otherShapes(entry)) {
          const answer = await update(users[kind], spec.path, listings[kind].documentId, { [field]: value });
          assert.equal(answer.status, 400, `${what}: ${JSON.stringify(answer.body)}`);
          assert.match(answer.body.error.details.code, /^listing\.relation(Shape|ReadOnly)$/, what);
          const created = await create(users[kind], spec.path, { ...spec.data(unique()), [field]: value });
          assert.equal(created.status, 400, `create, ${what}: ${JSON.stringify(created.body)}`);
        }
      });
    }
  }

  for (const [field, target] of Object.entries(PRODUCT_FIELDS)) {
    it(`Produkt.${field}: every other shape is refused`, async () => {
      const entry = targets[target]("Hersteller");
      for (const [what, value] of otherShapes(entry)) {
        const answer = await update(users.Hersteller, "produkts", product.documentId, { [field]: value });
        assert.equal(answer.status, 400, `${what}: ${JSON.stringify(answer.body)}`);
        assert.match(answer.body.error.details.code, /^listing\.relation(Shape|ReadOnly)$/, what);
      }
    });
  }

  it("a single image field takes at most one id", async () => {
    const [a, b] = await userUpload(users.Versorgungspartner, 2);
    refused(
      await update(users.Versorgungspartner, "versorgungspartners", listings.Versorgungspartner.documentId, {
        Logo: [a, b],
      }),
      400,
      "listing.relationShape",
    );
    ok(
      await update(users.Versorgungspartner, "versorgungspartners", listings.Versorgungspartner.documentId, {
        Logo: [a],
      }),
    );
    const stored = await call(
      `/api/versorgungspartners/${listings.Versorgungspartner.documentId}?populate[Logo][fields][0]=id`,
    );
    assert.equal(stored.body.data.Logo.id, a);
    ok(
      await update(users.Versorgungspartner, "versorgungspartners", listings.Versorgungspartner.documentId, {
        Logo: [],
      }),
    );
    const cleared = await call(
      `/api/versorgungspartners/${listings.Versorgungspartner.documentId}?populate[Logo][fields][0]=id`,
    );
    assert.equal(cleared.body.data.Logo, null);
  });
});

describe("the rules hold on the final list", () => {
  it("nobody moves another manufacturer's product under their own listing", async () => {
    const thief = await subscribedUser("Hersteller", "Hersteller: Premium", "dieb");
    const own = ok(await create(thief, "herstellers", { Herstellername: `Dieb ${unique()}` }));
    for (const value of [
      { set: null, connect: [product.id] },
      [product.id],
      { connect: [{ documentId: product.documentId }] },
    ]) {
      const answer = await update(thief, "herstellers", own.documentId, { Produkt: value });
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
    }
    // The owner still edits their product, which still hangs on their manufacturer.
    ok(await update(users.Hersteller, "produkts", product.documentId, { Produktname: "Noch meins" }));
    const read = await call(`/api/produkts/${product.documentId}?populate[hersteller][fields][0]=documentId`);
    assert.equal(read.body.data.hersteller.documentId, listings.Hersteller.documentId);
  });

  it("another user's upload cannot be attached in any shape", async () => {
    const [foreign] = await userUpload(users.Referent, 1);
    const event = listings.Veranstaltung.documentId;
    refused(
      await update(users.Veranstaltung, "veranstaltungs", event, { Medien: [foreign] }),
      403,
      "upload.notOwned",
    );
    refused(
      await update(users.Veranstaltung, "veranstaltungs", event, { Bild: [foreign] }),
      403,
      "upload.notOwned",
    );
    refused(
      await update(users.Veranstaltung, "veranstaltungs", event, { Medien: { connect: [foreign] } }),
      400,
      "listing.relationShape",
    );
    const stored = await call(
      `/api/veranstaltungs/${event}?populate[Medien][fields][0]=id&populate[Bild][fields][0]=id`,
    );
    assert.deepEqual(stored.body.data.Medien ?? [], []);
    assert.equal(stored.body.data.Bild, null);
  });

  it("a speaker profile is never linked to an event from the speaker's side", async () => {
    const hidden = await adminCreated("api::veranstaltung.veranstaltung", {
      Veranstaltungsname: `Fremd und geheim ${unique()}`,
      Published: false,
      createdby: { connect: [{ id: users.Veranstaltung.id }] },
    });
    for (const value of [[hidden.id], { set: null, connect: [hidden.id] }]) {
      const answer = await update(users.Referent, "referents", listings.Referent.documentId, {
        veranstaltungs: value,
      });
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
    }
    const speaker = await call(
      `/api/referents/${listings.Referent.documentId}?populate[veranstaltungs][fields][0]=documentId`,
      {
        token: process.env.CMS_READ_TOKEN,
      },
    );
    assert.deepEqual(speaker.body.data.veranstaltungs, []);
  });

  it("an event links published or own speakers and manufacturers, never another user's unpublished one", async () => {
    const organiser = users.Veranstaltung;
    const other = await subscribedUser("Referent", "Referent: Classic", "versteckt");
    const hiddenSpeaker = await adminCreated("api::referent.referent", {
      Stadt: "Köln",
      Email: "referentin@example.org",
      Vorname: "Versteckt",
      Name: `Referentin ${unique()}`,
      Published: false,
      createdby: { connect: [{ id: other.id }] },
    });
    const ownHidden = await adminCreated("api::hersteller.hersteller", {
      Herstellername: `Eigener Entwurf ${unique()}`,
      Published: false,
      createdby: { connect: [{ id: organiser.id }] },
    });
    const event = listings.Veranstaltung.documentId;
    refused(
      await update(organiser, "veranstaltungs", event, { referents: [hiddenSpeaker.id] }),
      400,
      "listing.invalidRelation",
    );
    refused(
      await update(organiser, "veranstaltungs", event, { referents: [987654321] }),
      400,
      "listing.invalidRelation",
    );
    refused(
      await update(organiser, "veranstaltungs", event, { herstellers: [987654320] }),
      400,
      "listing.invalidRelation",
    );
    ok(
      await update(organiser, "veranstaltungs", event, {
        referents: [listings.Referent.id],
        herstellers: [listings.Hersteller.id, ownHidden.id],
      }),
    );
    const stored = await call(
      `/api/veranstaltungs/${event}?populate[referents][fields][0]=id&populate[herstellers][fields][0]=id`,
      { token: organiser.jwt },
    );
    assert.deepEqual(
      stored.body.data.referents.map((/** @type {Ref} */ r) => r.id),
      [listings.Referent.id],
    );
    assert.deepEqual(
      stored.body.data.herstellers.map((/** @type {Ref} */ h) => h.id).sort(),
      [listings.Hersteller.id, ownHidden.id].sort(),
    );
  });

  it("a linked speaker who has since unpublished may stay, but cannot be linked anew", async () => {
    const organiser = users.Veranstaltung;
    const speaker = await adminCreated("api::referent.referent", {
      Stadt: "Köln",
      Email: "referentin@example.org",
      Vorname: "Bald",
      Name: `Privat ${unique()}`,
      Published: true,
    });
    const event = ok(
      await create(organiser, "veranstaltungs", {
        Veranstaltungsname: `Mit ${unique()}`,
        referents: [speaker.id],
      }),
    );
    await call(`/content-manager/collection-types/api::referent.referent/${speaker.documentId}`, {
      method: "PUT",
      token: await adminToken(),
      body: { Published: false },
    });
    ok(
      await update(organiser, "veranstaltungs", event.documentId, { referents: [speaker.id], Stadt: "Kiel" }),
    );
    refused(
      await create(organiser, "veranstaltungs", {
        Veranstaltungsname: `Neu ${unique()}`,
        referents: [speaker.id],
      }),
      400,
      "listing.invalidRelation",
    );
  });

  it("at most 8 media files, counted on the list the write stores", async () => {
    const organiser = users.Veranstaltung;
    const files = await userUpload(organiser, 12);
    const event = listings.Veranstaltung.documentId;
    refused(await update(organiser, "veranstaltungs", event, { Medien: files }), 409, "media.limitReached");
    refused(
      await update(organiser, "veranstaltungs", event, { Medien: { set: null, connect: files } }),
      400,
      "listing.relationShape",
    );
    ok(await update(organiser, "veranstaltungs", event, { Medien: files.slice(0, 8) }));
    const stored = await call(`/api/veranstaltungs/${event}?populate[Medien][fields][0]=id`);
    assert.equal(stored.body.data.Medien.length, 8);
  });

  it("a product keeps exactly one own manufacturer", async () => {
    const maker = users.Hersteller;
    const rival = await subscribedUser("Hersteller", "Hersteller: Classic", "rivale");
    const rivalMaker = ok(await create(rival, "herstellers", { Herstellername: `Rivale ${unique()}` }));
    refused(
      await update(maker, "produkts", product.documentId, { hersteller: [rivalMaker.id] }),
      403,
      "listing.relationNotOwned",
    );
    refused(
      await update(maker, "produkts", product.documentId, { hersteller: [] }),
      400,
      "product.herstellerRequired",
    );
    refused(await create(maker, "produkts", { Produktname: "Ohne" }), 400, "product.herstellerRequired");
    const made = ok(
      await create(maker, "produkts", {
        Produktname: `Mit ${unique()}`,
        hersteller: [listings.Hersteller.id],
      }),
    );
    assert.ok(made.documentId);
  });
});

describe("a write answers only with what the caller could read", () => {
  it("populate on PUT and POST leaves out another user's unpublished listings", async () => {
    const organiser = users.Veranstaltung;
    const stranger = await subscribedUser("Hersteller", "Hersteller: Classic", "fremd");
    const hiddenMaker = await adminCreated("api::hersteller.hersteller", {
      Herstellername: `Unveröffentlicht ${unique()}`,
      Published: false,
      createdby: { connect: [{ id: stranger.id }] },
    });
    const hiddenEvent = await adminCreated("api::veranstaltung.veranstaltung", {
      Veranstaltungsname: `Fremder Entwurf ${unique()}`,
      Published: false,
      createdby: { connect: [{ id: stranger.id }] },
    });
    const event = await adminCreated("api::veranstaltung.veranstaltung", {
      Veranstaltungsname: `Meine ${unique()}`,
      Published: true,
      createdby: { connect: [{ id: organiser.id }] },
      herstellers: { connect: [{ id: hiddenMaker.id }] },
    });
    // A published speaker linked to the stranger's unpublished event (by an editor).
    const speaker = await adminCreated("api::referent.referent", {
      Stadt: "Köln",
      Email: "referentin@example.org",
      Vorname: "Offen",
      Name: `Brücke ${unique()}`,
      Published: true,
      veranstaltungs: { connect: [{ id: hiddenEvent.id }] },
    });
    for (const query of ["?populate[herstellers]=true", "?populate=*", "?populate[0]=herstellers"]) {
      const answer = ok(
        await update(organiser, "veranstaltungs", event.documentId, { Stadt: "Ulm" }, query),
        query,
      );
      assert.deepEqual(answer.herstellers ?? [], [], `${query}: ${JSON.stringify(answer.herstellers)}`);
    }
    const created = ok(
      await create(
        organiser,
        "veranstaltungs",
        { Veranstaltungsname: `Neu ${unique()}`, referents: [speaker.id] },
        "?populate[referents][populate][veranstaltungs][fields][0]=Veranstaltungsname",
      ),
    );
    assert.equal(created.referents.length, 1);
    // The speaker's events: the one just created, never the stranger's draft.
    assert.deepEqual(
      created.referents[0].veranstaltungs.map((/** @type {Ref} */ e) => e.documentId),
      [created.documentId],
    );
  });
});
