// @ts-check
// The CMS checks every write of a listing with the zod field schemas the editor's forms are built
// from (@wundportal/rules LISTING_FIELDS): a direct REST call with a user's token, and the admin,
// meet the form's rules and its German messages, field by field.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { adminCreate, call, subscribedUser, unique } from "./support.mjs";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */

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
 * The 400 with its code and the German message of each named field.
 * @param {Pick<import("./support.mjs").Answer, "status" | "body">} answer
 * @param {string} code
 * @param {Record<string, string>} messages
 */
function refusedWith(answer, code, messages) {
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  assert.equal(answer.body.error.details.code, code, JSON.stringify(answer.body));
  const byField = Object.fromEntries(
    answer.body.error.details.errors.map((/** @type {{ path: string[], message: string }} */ e) => [
      e.path[0],
      e.message,
    ]),
  );
  for (const [field, message] of Object.entries(messages))
    assert.equal(byField[field], message, JSON.stringify(byField));
}

describe("a speaker profile written straight to the API", () => {
  it("needs what the form needs (Stadt and Email too), in the form's words, and is stored once they are given", async () => {
    const user = await subscribedUser("Referent", "Referent: Classic", "pflicht");
    refusedWith(
      await create(user, "referents", { Vorname: "Eva", Name: `Muster ${unique()}` }),
      "listing.invalidValue",
      {
        Stadt: "Stadt ist ein Pflichtfeld!",
        Email: "Email ist ein Pflichtfeld!",
      },
    );
    refusedWith(
      await create(user, "referents", {
        Vorname: "Eva",
        Name: "Muster",
        Stadt: "Köln",
        Email: "kein-at",
        Titel: "x".repeat(61),
      }),
      "listing.invalidValue",
      {
        Email: "Bitte geben Sie eine gültige Email-Adresse ein.",
        Titel: "Bitte höchstens 60 Zeichen eingeben.",
      },
    );
    const made = await create(user, "referents", {
      Vorname: "Eva",
      Name: "Muster",
      Stadt: "Köln",
      Email: "eva@example.org",
      PLZ: "50667",
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));

    // An update may leave a required field out, but never empty it.
    const id = made.body.data.documentId;
    assert.equal((await update(user, "referents", id, { Titel: "Dr." })).status, 200);
    refusedWith(await update(user, "referents", id, { Stadt: null }), "listing.invalidValue", {
      Stadt: "Stadt ist ein Pflichtfeld!",
    });
    refusedWith(await update(user, "referents", id, { PLZ: "5066" }), "listing.invalidValue", {
      PLZ: "Bitte geben Sie eine fünfstellige PLZ ein.",
    });
  });
});

describe("an event written straight to the API", () => {
  it("keeps the form's rules for points, external names and its date range, also across partial updates", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "felder");
    refusedWith(
      await create(user, "veranstaltungs", {
        Veranstaltungsname: `Regeln ${unique()}`,
        Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 11 }],
        ExterneReferenten: [{ Name: " " }],
      }),
      "listing.invalidValue",
      {
        Fortbildungspunkte: "Bitte 1 bis 10 Punkte angeben.",
        ExterneReferenten: "Bitte einen Namen angeben.",
      },
    );
    const made = await create(user, "veranstaltungs", {
      Veranstaltungsname: `Regeln ${unique()}`,
      Startzeit: "2027-05-04T07:00:00.000Z",
      Endzeit: "2027-05-04T15:00:00.000Z",
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    // Only the end, before the stored start: the CMS reads the start it has.
    refusedWith(
      await update(user, "veranstaltungs", made.body.data.documentId, {
        Endzeit: "2027-05-03T15:00:00.000Z",
      }),
      "listing.invalidValue",
      { Endzeit: "Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen." },
    );
    refusedWith(
      await update(user, "veranstaltungs", made.body.data.documentId, { Veranstaltungsname: "" }),
      "listing.invalidValue",
      { Veranstaltungsname: "Bitte geben Sie einen Veranstaltungsnamen an." },
    );
  });
});

describe("the admin", () => {
  it("meets the same field rules", async () => {
    const answer = await adminCreate("api::versorgungspartner.versorgungspartner", {
      Name: `Praxis ${unique()}`,
      Stadt: "Köln",
      PLZ: "506",
      Bundesland: "Nordrhein-Westfalen",
      Kategorie: "Apotheke",
      Published: false,
      Fokusiere: false,
    });
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal(answer.body.error.details.code, "listing.invalidValue", JSON.stringify(answer.body));
    assert.equal(answer.body.error.message, "Bitte auswählen: PLZ!");
  });
});

describe("input shapes a form cannot send", () => {
  const CONTROL = "Bitte ohne Zeilenumbrüche oder Steuerzeichen eingeben.";

  it("a one-line field with a line break or another control character is refused in German", async () => {
    const user = await subscribedUser("Referent", "Referent: Classic", "zeichen");
    const speaker = { Vorname: "Eva", Name: "Muster", Stadt: "Köln", Email: "eva@example.org" };
    for (const [field, value] of /** @type {[string, string][]} */ ([
      ["Name", "Muster\r\nBcc: opfer@example.org"],
      ["Stadt", "Köln\n"],
      ["PLZ", "50667\u0000"],
      ["Email", "eva@example.org\n"],
      ["Titel", "Dr.\u2028"],
    ])) {
      refusedWith(await create(user, "referents", { ...speaker, [field]: value }), "listing.invalidValue", {
        [field]: CONTROL,
      });
    }
  });

  it("a number is plain digits: 5e0, 0x10, 1_000 and ' 5' are refused", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "zahlen");
    for (const Punkte of ["5e0", "0x10", "1_000", " 5"]) {
      refusedWith(
        await create(user, "veranstaltungs", {
          Veranstaltungsname: `Zahlen ${unique()}`,
          Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte }],
        }),
        "listing.invalidValue",
        { Fortbildungspunkte: "Bitte 1 bis 10 Punkte angeben." },
      );
    }
    const made = await create(user, "veranstaltungs", {
      Veranstaltungsname: `Zahlen ${unique()}`,
      Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: "5" }],
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
  });

  it("a link with blanks around it is stored trimmed, on create and on update", async () => {
    const user = await subscribedUser("Veranstalter", "Veranstalter: Premium", "links");
    const made = await create(user, "veranstaltungs", {
      Veranstaltungsname: `Links ${unique()}`,
      Anmeldelink: "  https://example.org/anmeldung \t",
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.data.Anmeldelink, "https://example.org/anmeldung");
    const id = made.body.data.documentId;
    const updated = await update(user, "veranstaltungs", id, { ExternerLink: " https://example.org/info " });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.data.ExternerLink, "https://example.org/info");
    const read = await call(`/api/veranstaltungs/${id}`, { token: user.jwt });
    assert.equal(read.body.data.ExternerLink, "https://example.org/info", JSON.stringify(read.body));
    refusedWith(
      await update(user, "veranstaltungs", id, { ExternerLink: "https://example.org/\nx" }),
      "listing.invalidValue",
      { ExternerLink: CONTROL },
    );
  });
});
