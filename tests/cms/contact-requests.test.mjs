// @ts-check
// POST /api/contact-requests/send: the CMS finds the recipient, the sender comes from the token,
// the mail is plain text with the sender as reply-to, nothing about the recipient is answered,
// and a sender has a daily allowance.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import {
  MAILDEV_URL,
  adminCreated as create,
  adminList,
  adminToken,
  call,
  confirmedUser,
  exported,
  unique,
  waitForMail,
} from "./support.mjs";

const SPEAKER = "api::referent.referent";
const MAKER = "api::hersteller.hersteller";
const CONTACT = "api::contact-request.contact-request";

/** @typedef {import("./support.mjs").TestAccount} TestAccount */
/** @typedef {import("./support.mjs").AdminEntry} AdminEntry */

/**
 * @param {TestAccount | null} user null: signed out
 * @param {Record<string, unknown>} body
 */
const send = (user, body) => call("/api/contact-requests/send", { method: "POST", token: user?.jwt, body });

/**
 * The stored requests of a sender, newest first (through the admin, which sees everything).
 * @param {TestAccount} sender
 */
const storedOf = (sender) =>
  adminList(CONTACT, `&sort=id:desc&filters[$and][0][from][$eq]=${encodeURIComponent(sender.email)}`);

/** How many requests are stored in all. */
async function storedCount() {
  const { body } = await call(`/content-manager/collection-types/${CONTACT}?pageSize=1`, {
    token: await adminToken(),
  });
  return body.pagination.total;
}

/** @type {TestAccount} */
let lister;
/** @type {TestAccount} */
let sender;
/** @type {AdminEntry} */
let speaker;
/** @type {AdminEntry} */
let maker;
/** @type {string} */
let speakerAddress;

before(async () => {
  lister = await confirmedUser({ rolle: "Referent", prefix: "inserent" });
  sender = await confirmedUser({ rolle: "Veranstalter", prefix: "anfrage" });
  speakerAddress = `referentin${unique()}@example.org`;
  speaker = await create(SPEAKER, {
    Stadt: "Köln",
    Vorname: "Kontakt",
    Name: `Referentin ${unique()}`,
    Email: speakerAddress,
    Published: true,
    createdby: { connect: [{ id: lister.id }] },
  });
  maker = await create(MAKER, {
    Herstellername: `Hersteller ${unique()}`,
    Published: true,
    createdby: { connect: [{ id: lister.id }] },
  });
});

describe("Kontaktanfrage", () => {
  it("goes to the speaker's contact address, with the sender as reply-to, as plain text", async () => {
    const message = `Guten Tag,\n<b>fett</b> <script>alert(1)</script>Termin im Mai? ${unique()}`;
    const response = await send(sender, {
      listingKind: "Referent",
      listingId: speaker.id,
      message_body: message,
      name: "Erika\r\nBcc: boese@example.org",
      // Ignored: the CMS sets these itself.
      from: "gefaelscht@example.org",
      to: "umgeleitet@example.org",
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.deepEqual(response.body, { data: { sent: true } });
    assert.ok(!JSON.stringify(response.body).includes(speakerAddress));

    const mail = await waitForMail(speakerAddress, /Kontaktanfrage/);
    assert.deepEqual(
      mail.replyTo?.map((r) => r.address),
      [sender.email],
    );
    assert.ok(!mail.html, "no HTML part");
    assert.match(mail.text, /Termin im Mai\?/);
    assert.match(mail.text, /fett/);
    assert.doesNotMatch(mail.text, /<b>|<script>/);
    assert.doesNotMatch(JSON.stringify(mail.headers), /boese@example\.org/i);
    const stored = (await storedOf(sender))[0];
    assert.equal(stored?.to, speakerAddress);
    assert.equal(stored?.listingKind, "Referent");
    assert.equal(stored?.listingId, speaker.id);
    const forged = /** @type {import("./support.mjs").Mail[]} maildev's inbox */ (
      await (await fetch(`${MAILDEV_URL}/email`)).json()
    );
    assert.ok(!forged.some((m) => m.to.some((t) => t.address === "umgeleitet@example.org")));
  });

  it("goes to the creator's account address for a listing without its own address", async () => {
    const response = await send(sender, {
      listingKind: "Hersteller",
      listingId: maker.id,
      message_body: "Muster bitte",
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const mail = await waitForMail(lister.email, /Kontaktanfrage/);
    assert.match(mail.text, /Muster bitte/);
    assert.ok(!JSON.stringify(response.body).includes(lister.email));
  });

  it("refuses anonymous callers and stores nothing", async () => {
    const before = await storedCount();
    const response = await send(null, {
      listingKind: "Referent",
      listingId: speaker.id,
      message_body: "Hallo",
    });
    assert.equal(response.status, 403);
    assert.equal(await storedCount(), before);
    // The core routes are granted to nobody: no one lists or creates requests directly.
    assert.equal((await call("/api/contact-requests", { token: sender.jwt })).status, 403);
    const direct = await call("/api/contact-requests", {
      method: "POST",
      token: sender.jwt,
      body: { data: { message_body: "x", from: sender.email, to: "x@example.org" } },
    });
    assert.equal(direct.status, 403);
  });

  it("refuses an empty message, an unknown or unpublished listing, and one's own listing, with codes", async () => {
    const hidden = await create(SPEAKER, {
      Stadt: "Köln",
      Vorname: "Nicht",
      Name: "Veröffentlicht",
      Email: `versteckt${unique()}@example.org`,
      Published: false,
    });
    /** @type {[TestAccount, Record<string, unknown>, number, string][]} */
    const cases = [
      [
        sender,
        { listingKind: "Referent", listingId: speaker.id, message_body: "  <p></p> " },
        400,
        "contact.messageRequired",
      ],
      [
        sender,
        { listingKind: "Referent", listingId: 99999999, message_body: "Hallo" },
        404,
        "contact.listingNotFound",
      ],
      [
        sender,
        { listingKind: "Referent", listingId: hidden.id, message_body: "Hallo" },
        404,
        "contact.listingNotFound",
      ],
      [
        sender,
        { listingKind: "Produkt", listingId: speaker.id, message_body: "Hallo" },
        400,
        "contact.invalidListing",
      ],
      [
        lister,
        { listingKind: "Referent", listingId: speaker.id, message_body: "Hallo" },
        400,
        "contact.ownListing",
      ],
    ];
    for (const [user, body, status, code] of cases) {
      const response = await send(user, body);
      assert.equal(response.status, status, JSON.stringify(response.body));
      assert.equal(response.body.error.details.code, code);
      assert.ok(!JSON.stringify(response.body).includes("@example.org"), JSON.stringify(response.body));
    }
  });

  it("allows ten requests per sender and day, then answers 429 with a code", async () => {
    const busy = await confirmedUser({ rolle: "Hersteller", prefix: "viel" });
    for (let i = 1; i <= 10; i += 1) {
      const ok = await send(busy, {
        listingKind: "Hersteller",
        listingId: maker.id,
        message_body: `Anfrage ${i}`,
      });
      assert.equal(ok.status, 200, `Anfrage ${i}: ${JSON.stringify(ok.body)}`);
    }
    const refused = await send(busy, {
      listingKind: "Hersteller",
      listingId: maker.id,
      message_body: "Nummer 11",
    });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error.details.code, "contact.rateLimited");
    assert.equal((await storedOf(busy)).length, 10);
    // Another sender is not affected.
    const other = await send(sender, {
      listingKind: "Hersteller",
      listingId: maker.id,
      message_body: "Noch eine",
    });
    assert.equal(other.status, 200);
  });

  it("one listing address receives at most 30 requests a day from all senders together, however it is spelled", async () => {
    const target = await create(SPEAKER, {
      Stadt: "Köln",
      Vorname: "Viel",
      Name: `Gefragt ${unique()}`,
      Email: `gefragt${unique()}@example.org`,
      Published: true,
      createdby: { connect: [{ id: lister.id }] },
    });
    for (let s = 1; s <= 3; s += 1) {
      const each = await confirmedUser({ rolle: "Veranstalter", prefix: `flut${s}` });
      for (let i = 1; i <= 10; i += 1) {
        const ok = await send(each, {
          listingKind: "Referent",
          listingId: target.id,
          message_body: `Anfrage ${s}/${i}`,
        });
        assert.equal(ok.status, 200, `Anfrage ${s}/${i}: ${JSON.stringify(ok.body)}`);
      }
    }
    const refused = await send(sender, {
      listingKind: "Referent",
      listingId: target.id,
      message_body: "Nummer 31",
    });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error.details.code, "contact.recipientLimited");
    // The same mailbox written in other letters is the same recipient: its count goes on.
    const changed = await call(`/content-manager/collection-types/${SPEAKER}/${target.documentId}`, {
      method: "PUT",
      token: await adminToken(),
      body: { Email: String(target.Email).toUpperCase() },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const recased = await send(sender, {
      listingKind: "Referent",
      listingId: target.id,
      message_body: "Nummer 32",
    });
    assert.equal(recased.status, 429, JSON.stringify(recased.body));
    assert.equal(recased.body.error.details.code, "contact.recipientLimited");
    // The sender's own allowance is untouched: another listing still takes the request.
    assert.equal(
      (await send(sender, { listingKind: "Referent", listingId: speaker.id, message_body: "Andere" })).status,
      200,
    );
  });

  it("are in the sender's data export without the recipient's address, and go with either account", async () => {
    const writer = await confirmedUser({ rolle: "Veranstalter", prefix: "export" });
    const owner = await confirmedUser({ rolle: "Referent", prefix: "empfang" });
    const ownSpeaker = await create(SPEAKER, {
      Stadt: "Köln",
      Vorname: "Export",
      Name: `Referent ${unique()}`,
      Email: `export${unique()}@example.org`,
      Published: true,
      createdby: { connect: [{ id: owner.id }] },
    });
    const text = `Exportiert ${unique()}`;
    assert.equal(
      (await send(writer, { listingKind: "Referent", listingId: ownSpeaker.id, message_body: text })).status,
      200,
    );
    assert.equal(
      (await send(sender, { listingKind: "Referent", listingId: ownSpeaker.id, message_body: "Bleibt?" }))
        .status,
      200,
    );
    const data = await exported(writer);
    assert.deepEqual(
      data.contactRequests.map((/** @type {Record<string, unknown>} */ r) => [
        r.listingKind,
        r.listingId,
        r.message_body,
      ]),
      [["Referent", ownSpeaker.id, text]],
    );
    assert.equal(JSON.stringify(data.contactRequests).includes("@"), false);

    // The sender's account goes: its request goes with it.
    assert.equal((await call("/api/users/me", { method: "DELETE", token: writer.jwt })).status, 200);
    assert.deepEqual(await storedOf(writer), []);
    // The lister's account goes: the requests its listing received go too.
    assert.equal(
      (await storedOf(sender)).some((r) => r.message_body === "Bleibt?"),
      true,
    );
    assert.equal((await call("/api/users/me", { method: "DELETE", token: owner.jwt })).status, 200);
    assert.equal(
      (await storedOf(sender)).some((r) => r.message_body === "Bleibt?"),
      false,
    );
  });
});
