// @ts-check
// The published-only rule holds for populated relations and relation filters too: an unpublished
// listing reaches only its creator (and the web app's read token), however it is asked for.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { adminCreated as create, call, confirmedUser, unique } from "./support.mjs";

const EVENT = "api::veranstaltung.veranstaltung";
const SPEAKER = "api::referent.referent";
const MAKER = "api::hersteller.hersteller";
const PRODUCT = "api::produkt.produkt";

/** @typedef {{ documentId: string }} Doc */
/** @typedef {import("./support.mjs").AdminEntry} AdminEntry */

/** @param {...Doc} docs */
const connect = (...docs) => ({ connect: docs.map((d) => ({ documentId: d.documentId })) });
/** @param {Doc[] | null | undefined} list */
const ids = (list) => (list ?? []).map((item) => item.documentId);

/** @type {import("./support.mjs").TestAccount} */
let creator;
/** @type {import("./support.mjs").TestAccount} */
let stranger;
/**
 * Published speaker and manufacturer, linked to an unpublished event and an unpublished product.
 * @type {Record<"hiddenEvent" | "speaker" | "hiddenMaker" | "maker" | "hiddenProduct" | "product", AdminEntry>}
 */
let data;

before(async () => {
  creator = await confirmedUser({ rolle: "Veranstalter" });
  stranger = await confirmedUser({ rolle: "Veranstalter" });
  const tag = unique();
  const hiddenEvent = await create(EVENT, {
    Veranstaltungsname: `Geheime Veranstaltung ${tag}`,
    Published: false,
    createdby: { connect: [{ id: creator.id }] },
  });
  const speaker = await create(SPEAKER, {
    Stadt: "Köln",
    Email: "referentin@example.org",
    Vorname: "Offen",
    Name: `Referentin ${tag}`,
    Published: true,
    veranstaltungs: connect(hiddenEvent),
  });
  const hiddenMaker = await create(MAKER, {
    Herstellername: `Geheimer Hersteller ${tag}`,
    Published: false,
    createdby: { connect: [{ id: creator.id }] },
  });
  const maker = await create(MAKER, {
    Herstellername: `Offener Hersteller ${tag}`,
    Published: true,
    veranstaltungs: connect(hiddenEvent),
  });
  const hiddenProduct = await create(PRODUCT, {
    Produktname: `Geheimes Produkt ${tag}`,
    Published: false,
    hersteller: connect(maker),
    createdby: { connect: [{ id: creator.id }] },
  });
  const product = await create(PRODUCT, {
    Produktname: `Offenes Produkt ${tag}`,
    Published: true,
    hersteller: connect(hiddenMaker),
  });
  data = { hiddenEvent, speaker, hiddenMaker, maker, hiddenProduct, product };
});

/**
 * Reads one listing with a query, as the given caller.
 * @param {string} path
 * @param {Doc} doc
 * @param {string} query
 * @param {string | undefined} token
 */
async function read(path, doc, query, token) {
  const response = await call(`/api/${path}?filters[documentId][$eq]=${doc.documentId}&${query}`, { token });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.equal(response.body.data.length, 1);
  return response.body.data[0];
}

for (const [who, token] of /** @type {[string, () => string | undefined][]} */ ([
  ["anonymous callers", () => undefined],
  ["signed-in users who did not create them", () => stranger.jwt],
])) {
  describe(`unpublished related listings stay hidden from ${who}`, () => {
    it("when a speaker's events are populated", async () => {
      for (const query of ["populate[veranstaltungs]=true", "populate[0]=veranstaltungs", "populate=*"]) {
        const speaker = await read("referents", data.speaker, query, token());
        assert.deepEqual(ids(speaker.veranstaltungs), [], query);
      }
    });

    it("when only the number of a speaker's events is asked for", async () => {
      const speaker = await read("referents", data.speaker, "populate[veranstaltungs][count]=true", token());
      assert.equal(speaker.veranstaltungs?.count ?? 0, 0);
    });

    it("when a manufacturer's products and events are populated", async () => {
      const maker = await read(
        "herstellers",
        data.maker,
        "populate[Produkt]=true&populate[veranstaltungs]=true",
        token(),
      );
      assert.deepEqual(ids(maker.Produkt), []);
      assert.deepEqual(ids(maker.veranstaltungs), []);
    });

    it("when a product's manufacturer is populated", async () => {
      const product = await read("produkts", data.product, "populate[hersteller]=true", token());
      assert.equal(product.hersteller ?? null, null);
    });

    it("when relations are populated through a published listing's relation", async () => {
      const response = await call(
        `/api/produkts?filters[documentId][$eq]=${data.hiddenProduct.documentId}&populate[hersteller][populate][veranstaltungs]=true`,
        { token: token() },
      );
      assert.deepEqual(response.body.data, []);
      const maker = await read(
        "herstellers",
        data.maker,
        "populate[Produkt][populate][hersteller]=true&populate[veranstaltungs][populate][herstellers]=true",
        token(),
      );
      assert.deepEqual(ids(maker.Produkt), []);
      assert.deepEqual(ids(maker.veranstaltungs), []);
    });

    it("when relation filters ask about unpublished listings", async () => {
      for (const query of [
        "filters[veranstaltungs][Published][$eq]=false",
        `filters[veranstaltungs][documentId][$eq]=${data.hiddenEvent.documentId}`,
        `filters[$or][0][veranstaltungs][Veranstaltungsname][$contains]=Geheime`,
        "populate[veranstaltungs][filters][Published][$eq]=false",
        `filters[veranstaltungs][$eq]=${data.hiddenEvent.id}`,
        `filters[veranstaltungs][$in][0]=${data.hiddenEvent.id}`,
        "filters[veranstaltungs][$notNull]=true",
      ]) {
        const response = await call(
          `/api/referents?filters[documentId][$eq]=${data.speaker.documentId}&${query}`,
          {
            token: token(),
          },
        );
        // Refused or answered as if the unpublished event did not exist: never a yes.
        const leaked =
          response.status === 200 &&
          response.body.data.some(
            (/** @type {{ veranstaltungs?: Doc[] }} */ s) =>
              !query.startsWith("populate") || ids(s.veranstaltungs).length > 0,
          );
        assert.equal(leaked, false, `${query}: ${JSON.stringify(response.body)}`);
      }
    });
  });
}

describe("unpublished related listings", () => {
  it("are shown to their creator", async () => {
    const speaker = await read("referents", data.speaker, "populate[veranstaltungs]=true", creator.jwt);
    assert.deepEqual(ids(speaker.veranstaltungs), [data.hiddenEvent.documentId]);
    const maker = await read("herstellers", data.maker, "populate[Produkt]=true", creator.jwt);
    assert.deepEqual(ids(maker.Produkt), [data.hiddenProduct.documentId]);
    const filtered = await call(
      `/api/referents?filters[documentId][$eq]=${data.speaker.documentId}&filters[veranstaltungs][Published][$eq]=false`,
      { token: creator.jwt },
    );
    assert.deepEqual(ids(filtered.body.data), [data.speaker.documentId]);
  });

  it("are still read by the web app's read token", async () => {
    const speaker = await read(
      "referents",
      data.speaker,
      "populate[veranstaltungs]=true",
      process.env.CMS_READ_TOKEN,
    );
    assert.deepEqual(ids(speaker.veranstaltungs), [data.hiddenEvent.documentId]);
    const product = await read(
      "produkts",
      data.product,
      "populate[hersteller]=true",
      process.env.CMS_READ_TOKEN,
    );
    assert.equal(product.hersteller?.documentId, data.hiddenMaker.documentId);
  });
});
