// @ts-check
// A file import (POST /api/herstellers/:id/import, POST /api/veranstaltungs/import): every rule of a
// direct write holds (ownership, the plan's limit counted before anything is stored, the field
// rules), and one import is one transaction (a row refused at the end leaves nothing stored).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call, exported, subscribedUser } from "./support.mjs";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */
/** @typedef {{ documentId: string, Produktname: string, PZN: string | null, Hauptkategorie: string | null }} Product */

/**
 * A table as the web app sends it: the header and rows numbered from 2, as in the file.
 * @param {string[]} header
 * @param {string[][]} rows
 */
const table = (header, rows) => ({ header, rows: rows.map((cells, index) => ({ line: index + 2, cells })) });

/**
 * @param {TestAccount} user
 * @param {string} manufacturer documentId
 * @param {object} body
 */
const importProducts = (user, manufacturer, body) =>
  call(`/api/herstellers/${manufacturer}/import`, { method: "POST", token: user.jwt, body });

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
 * A manufacturer of the user with products of these names (and fields).
 * @param {TestAccount} user
 * @param {Record<string, unknown>[]} products
 */
async function manufacturerWith(user, products) {
  const created = await call("/api/herstellers/with-products", {
    method: "POST",
    token: user.jwt,
    body: {
      data: { Herstellername: `Import GmbH ${user.id}`, Published: true },
      products: products.map((data) => ({ data })),
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return /** @type {string} */ (created.body.data.documentId);
}

/**
 * The user's products as the data export lists them.
 * @param {TestAccount} user
 * @returns {Promise<Product[]>}
 */
const productsOf = async (user) => (await exported(user)).listings.Produkt;
/** @param {TestAccount} user */
const namesOf = async (user) => (await productsOf(user)).map((p) => p.Produktname).sort();

const seven = Array.from({ length: 7 }, (_, n) => ({ Produktname: `Bestand ${n + 1}` }));

describe("product import", () => {
  it("a Classic manufacturer at 7 products: 5 new rows are refused before anything is stored, 3 new and an update pass", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Classic", "importgrenze");
    const manufacturer = await manufacturerWith(user, [
      ...seven.slice(0, 6),
      { Produktname: "Bestand 7", PZN: "01234562" },
    ]);
    const five = table(
      ["Produktname", "PZN"],
      ["A", "B", "C", "D", "E"].map((name) => [`Neu ${name}`, ""]),
    );
    const details = refused(await importProducts(user, manufacturer, five), 409, "import.limitReached");
    assert.deepEqual([details.max, details.fit, details.adds], [10, 3, 5]);
    assert.equal((await namesOf(user)).length, 7);

    // Three new rows and one naming "Bestand 7" by its PZN: it is updated, not added.
    const fits = table(
      ["Produktname", "PZN", "Hauptkategorie"],
      [
        ["Neu A", "", "Wunde"],
        ["Neu B", "", ""],
        ["Bestand 7 umbenannt", "01234562", "Wunde"],
        ["Neu C", "", "Ernährung"],
      ],
    );
    const answer = await importProducts(user, manufacturer, fits);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual([answer.body.data.added, answer.body.data.updated], [3, 1]);
    const names = await namesOf(user);
    assert.equal(names.length, 10);
    assert.ok(names.includes("Bestand 7 umbenannt") && !names.includes("Bestand 7"), names.join());
    const renamed = (await productsOf(user)).find((p) => p.PZN === "01234562");
    assert.equal(renamed?.Hauptkategorie, "Wunde");
  });

  it("a manufacturer holds at most the 500 products its editor saves: 500 rows in one import pass, one more is told none fit", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Premium", "import500");
    const manufacturer = await manufacturerWith(user, []);
    const many = table(
      ["Produktname"],
      Array.from({ length: 500 }, (_, n) => [`Serie ${n + 1}`]),
    );
    const answer = await importProducts(user, manufacturer, many);
    assert.equal(answer.status, 200, JSON.stringify(answer.body).slice(0, 500));
    assert.equal(answer.body.data.added, 500);
    const details = refused(
      await importProducts(user, manufacturer, table(["Produktname"], [["Eins zu viel"]])),
      409,
      "import.limitReached",
    );
    assert.deepEqual([details.max, details.fit, details.adds], [500, 0, 1]);
    assert.equal((await productsOf(user)).length, 500);
  });

  it("only the user's own manufacturer takes an import; another lister's PZN adds a product of the importer's own", async () => {
    const [owner, other] = await Promise.all([
      subscribedUser("Hersteller", "Hersteller: Premium", "importeigen"),
      subscribedUser("Hersteller", "Hersteller: Premium", "importfremd"),
    ]);
    const ownersManufacturer = await manufacturerWith(owner, [{ Produktname: "Original", PZN: "02345677" }]);
    const othersManufacturer = await manufacturerWith(other, []);
    const row = table(["Produktname", "PZN"], [["Übernahme", "02345677"]]);

    refused(await importProducts(other, ownersManufacturer, row), 403, "listing.notOwner");
    refused(await importProducts(other, "keine-solche-id", row), 404, "listing.notFound");
    const anonymous = await call(`/api/herstellers/${othersManufacturer}/import`, {
      method: "POST",
      body: row,
    });
    assert.ok([401, 403].includes(anonymous.status), String(anonymous.status));

    const answer = await importProducts(other, othersManufacturer, row);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual([answer.body.data.added, answer.body.data.updated], [1, 0]);
    assert.deepEqual(await namesOf(owner), ["Original"]);
    assert.deepEqual(await namesOf(other), ["Übernahme"]);
  });

  it("the field rules of the editor: a broken row refuses the import, naming row and column, and nothing is stored", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Premium", "importregeln");
    const manufacturer = await manufacturerWith(user, []);
    const rows = table(
      ["Produktname", "Hauptkategorie"],
      [
        ["Gut", "Wunde"],
        ["Schlecht", "Kosmetik"],
      ],
    );
    const details = refused(await importProducts(user, manufacturer, rows), 400, "import.invalidRow");
    assert.equal(details.line, 3);
    assert.equal(details.column, "Hauptkategorie");
    assert.deepEqual(await namesOf(user), []);

    const unknownColumn = refused(
      await importProducts(user, manufacturer, table(["Produktname", "Farbe"], [["A", "rot"]])),
      400,
      "import.invalidFile",
    );
    assert.match(String(unknownColumn.problems?.[0]?.message), /Farbe/);
    refused(await importProducts(user, manufacturer, { header: "Produktname" }), 400, "import.invalidFile");
    const formula = refused(
      await importProducts(user, manufacturer, table(["Produktname"], [["=1+1"]])),
      400,
      "import.invalidRow",
    );
    assert.equal(formula.line, 2);
    assert.deepEqual(await namesOf(user), []);
  });

  it("is one transaction: a row refused at its write, after two rows were written, leaves nothing stored", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Premium", "importganz");
    const manufacturer = await manufacturerWith(user, [
      { Produktname: "Verband", Hauptkategorie: "Wunde", Unterkategorie: "Wundauflage" },
    ]);
    // Row 4 changes the stored product's main category without its sub-category: the row itself is
    // fine, but the stored "Wundauflage" is no sub-category of "Ernährung", which only the write
    // (the document middleware, against what would be stored) sees, after rows 2 and 3 were written.
    const rows = table(
      ["Produktname", "Hauptkategorie"],
      [
        ["Zuerst", "Wunde"],
        ["Danach", ""],
        ["Verband", "Ernährung"],
      ],
    );
    const details = refused(await importProducts(user, manufacturer, rows), 400, "listing.invalidValue");
    assert.equal(details.line, 4);
    assert.equal(details.field, "Unterkategorie");
    const stored = await productsOf(user);
    assert.deepEqual(
      stored.map((p) => [p.Produktname, p.Hauptkategorie]),
      [["Verband", "Wunde"]],
    );
  });
});

describe("event import", () => {
  it("stores a Veranstalter's future events unpublished in one step; an event in the past is refused with its row", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "importtermine");
    const header = ["Veranstaltungsname", "Beginn (Datum und Uhrzeit)", "Ende (Datum und Uhrzeit)", "Stadt"];
    const past = table(header, [
      ["Kommt noch", "15.01.2099 09:00", "15.01.2099 17:00", "Hamburg"],
      ["Vorbei", "01.01.2020 09:00", "", "Köln"],
    ]);
    const details = refused(
      await call("/api/veranstaltungs/import", { method: "POST", token: user.jwt, body: past }),
      400,
      "import.invalidRow",
    );
    assert.equal(details.line, 3);
    assert.equal(details.column, "Beginn (Datum und Uhrzeit)");
    assert.deepEqual((await exported(user)).listings.Veranstaltung, []);

    const future = table(header, [past.rows[0]?.cells ?? []]);
    const answer = await call("/api/veranstaltungs/import", {
      method: "POST",
      token: user.jwt,
      body: future,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const [event] = (await exported(user)).listings.Veranstaltung;
    assert.equal(event.Veranstaltungsname, "Kommt noch");
    assert.equal(event.Published, false);
    // 09:00 in Berlin in winter is 08:00 UTC.
    assert.equal(new Date(event.Startzeit).toISOString(), "2099-01-15T08:00:00.000Z");

    // The same event again (name and start): an update, not a second one.
    const again = await call("/api/veranstaltungs/import", { method: "POST", token: user.jwt, body: future });
    assert.deepEqual([again.body.data.added, again.body.data.updated], [0, 1]);
    assert.equal((await exported(user)).listings.Veranstaltung.length, 1);
  });

  it("a Classic Veranstalter with 1 of 3 events is told that 2 fit, and nothing is stored", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Classic", "importclassic");
    const header = ["Veranstaltungsname", "Beginn (Datum und Uhrzeit)"];
    const first = await call("/api/veranstaltungs/import", {
      method: "POST",
      token: user.jwt,
      body: table(header, [["Erster Kurs", "01.02.2099 10:00"]]),
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const three = table(header, [
      ["Kurs A", "01.03.2099 10:00"],
      ["Kurs B", "01.04.2099 10:00"],
      ["Kurs C", "01.05.2099 10:00"],
    ]);
    const details = refused(
      await call("/api/veranstaltungs/import", { method: "POST", token: user.jwt, body: three }),
      409,
      "import.limitReached",
    );
    assert.deepEqual([details.max, details.fit, details.adds], [3, 2, 3]);
    assert.equal((await exported(user)).listings.Veranstaltung.length, 1);
  });

  it("a Hersteller cannot import events", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Premium", "importfalsch");
    const rows = table(["Veranstaltungsname", "Beginn (Datum und Uhrzeit)"], [["X", "15.01.2099 09:00"]]);
    refused(
      await call("/api/veranstaltungs/import", { method: "POST", token: user.jwt, body: rows }),
      403,
      "listing.wrongPlan",
    );
  });

  it("takes no column that is not a field of the editor: no relation, no creator, no publication by populate", async () => {
    const [owner, attacker] = await Promise.all([
      subscribedUser("Hersteller", "Hersteller: Premium", "importziel"),
      subscribedUser("Hersteller", "Hersteller: Premium", "importangriff"),
    ]);
    const victim = await manufacturerWith(owner, []);
    const own = await manufacturerWith(attacker, []);
    for (const column of ["hersteller", "createdby", "Published", "documentId"]) {
      const body = table(["Produktname", column], [["Fremdprodukt", victim]]);
      const details = refused(
        await call(`/api/herstellers/${own}/import?populate=*`, {
          method: "POST",
          token: attacker.jwt,
          body,
        }),
        400,
        "import.invalidFile",
      );
      assert.ok(JSON.stringify(details).includes(column), JSON.stringify(details));
    }
    // The relation grammar in the body's own keys is not read either.
    const crafted = {
      ...table(["Produktname"], [["Fremdprodukt"]]),
      data: { hersteller: { connect: [victim] } },
      hersteller: { set: [victim] },
    };
    const answer = await call(`/api/herstellers/${own}/import`, {
      method: "POST",
      token: attacker.jwt,
      body: crafted,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(await namesOf(owner), []);
    assert.deepEqual(await namesOf(attacker), ["Fremdprodukt"]);
  });
});
