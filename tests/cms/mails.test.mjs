// @ts-check
// What users typed stays text in every mail, every mail has a plain-text part of its own, and every
// mail is what a receiving server expects of automatic mail: signed, marked, whole documents.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { verifyDkim } from "../support/dkim.mjs";
import { parseMessage, rawMessage } from "../support/raw-mail.mjs";
import {
  call,
  confirmedUser,
  linkIn,
  requestEmailChange,
  STRONG_PASSWORD,
  unique,
  waitForMail,
  WEB_URL,
} from "./support.mjs";

const HOSTILE = '<a href="https://evil.example">Hier bestätigen</a>';
const HOSTILE_ESCAPED = "&lt;a href=&quot;https://evil.example&quot;&gt;Hier bestätigen&lt;/a&gt;";
const TAG = /<\/?[a-z][^>]*>/i;

/**
 * Registers an account with this username; its address.
 * @param {string} username
 */
async function register(username) {
  const email = `post${unique()}@example.org`;
  const registered = await call("/api/auth/local/register", {
    method: "POST",
    body: { username, email, password: STRONG_PASSWORD, Rolle: "Referent" },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  return email;
}

/**
 * A real text part: no markup, and the link of the HTML part written out.
 * @param {import("./support.mjs").Mail} mail
 * @param {RegExp} link
 */
function assertPlainText(mail, link) {
  assert.equal(typeof mail.text, "string", `Textteil von „${mail.subject}“`);
  assert.doesNotMatch(mail.text, TAG, mail.text);
  assert.match(mail.text, link);
}

describe("the sign-up confirmation mail", () => {
  it("shows a username with markup as text, never as a link", async () => {
    const email = await register(`${HOSTILE} ${unique()}`);
    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    assert.ok(mail.html.includes(`Hallo ${HOSTILE_ESCAPED}`), mail.html);
    assert.ok(!mail.html.includes('<a href="https://evil.example"'), mail.html);
    // The one link is the portal's.
    assert.deepEqual(
      [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map(
        (m) => new URL((m[1] ?? "").replace(/&amp;/g, "&")).pathname,
      ),
      ["/signup/bestaetigen"],
    );
  });

  it("has a plain-text part with the confirmation link", async () => {
    const email = await register(`klartext${unique()}`);
    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    assertPlainText(mail, /https?:\/\/\S+\/signup\/bestaetigen\?confirmation=[0-9a-f]+/);
    assert.match(mail.text, /^Hallo klartext\d+,/);
  });
});

describe("escaping", () => {
  it("keeps a legitimate username with & and quotes as typed: escaped once in HTML, plain in the text", async () => {
    const name = `Müller & Söhne "Wunde" ${unique()}`;
    const email = await register(name);
    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    assert.ok(mail.html.includes(`Hallo ${name.replace("&", "&amp;").replace(/"/g, "&quot;")},`), mail.html);
    assert.ok(mail.text.startsWith(`Hallo ${name},`), mail.text);
  });
});

describe("the password reset mail", () => {
  it("has a plain-text part with the reset link", async () => {
    const user = await confirmedUser({ prefix: "reset" });
    const asked = await call("/api/auth/forgot-password", { method: "POST", body: { email: user.email } });
    assert.equal(asked.status, 200);
    const mail = await waitForMail(user.email, /Passwort zurücksetzen/);
    assertPlainText(mail, /https?:\/\/\S+\/password-new\?code=[0-9a-f]+/);
  });
});

describe("the e-mail change mails", () => {
  it("escape the username and have plain-text parts", async () => {
    const user = await confirmedUser({ prefix: "wechsel" });
    const renamed = await call("/api/users/me", {
      method: "PUT",
      token: user.jwt,
      body: { username: `${HOSTILE} ${unique()}` },
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    const newEmail = `neu${unique()}@example.org`;
    await requestEmailChange(user, newEmail);
    const mail = await waitForMail(newEmail, /Neue E-Mail-Adresse bestätigen/);
    assert.ok(mail.html.includes(`Hallo ${HOSTILE_ESCAPED}`), mail.html);
    assert.ok(!mail.html.includes('<a href="https://evil.example"'), mail.html);
    assert.equal(typeof mail.text, "string");
    assert.match(mail.text, /https?:\/\/\S+\/konto\/email-bestaetigen\?token=[0-9a-f]{64}/);
    // The username is the only markup-like text of the plain part, and it is not HTML there.
    assert.doesNotMatch(mail.text.replace(HOSTILE, ""), TAG, mail.text);
  });
});

/**
 * A mail as a receiving server reads it: the raw message, parsed by a MIME parser.
 * @param {import("./support.mjs").Mail} mail
 */
async function received(mail) {
  const raw = await rawMessage(mail);
  return { raw, parsed: await parseMessage(raw) };
}

/**
 * What every automatic mail has: Auto-Submitted (RFC 3834), an HTML part that is a whole German
 * document in UTF-8, and a DKIM signature of the stack's domain that a receiver can verify with
 * the published key, covering the headers named.
 * @param {Awaited<ReturnType<typeof received>>} mail
 * @param {string[]} [signedHeaders]
 */
function assertAutomaticMail({ raw, parsed }, signedHeaders = []) {
  assert.equal(parsed.headers["auto-submitted"], "auto-generated", raw);
  assert.match(raw, /^Content-Type: text\/html; charset=utf-8$/im);
  // The parser writes the charset tag it decoded by as <meta charset="utf-8"/>.
  assert.match(
    parsed.html ?? "",
    /^<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"\/?>/,
    parsed.html,
  );
  assert.match(parsed.html ?? "", /<title>[^<]+<\/title><\/head><body>[\s\S]+<\/body><\/html>$/, parsed.html);
  const dkim = verifyDkim(raw, process.env.TEST_DKIM_PUBLIC_KEY ?? "");
  assert.ok(dkim, `DKIM-Signature in „${parsed.subject}“`);
  assert.equal(dkim.tags.d, process.env.TEST_DKIM_DOMAIN);
  assert.equal(dkim.tags.s, process.env.TEST_DKIM_SELECTOR);
  assert.equal(dkim.tags.a, "rsa-sha256");
  assert.ok(dkim.bodyHashMatches, "DKIM: Hash des Inhalts");
  assert.ok(dkim.signatureHolds, "DKIM: Signatur");
  for (const name of ["from", "to", "subject", "auto-submitted", ...signedHeaders])
    assert.ok(dkim.signedNames.includes(name), `${name} signiert: ${dkim.tags.h}`);
}

describe("every automatic mail, as the receiving server reads it", () => {
  it("the sign-up confirmation", async () => {
    const email = await register(`roh${unique()}`);
    assertAutomaticMail(await received(await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/)));
  });

  it("the password reset", async () => {
    const user = await confirmedUser({ prefix: "rohreset" });
    const asked = await call("/api/auth/forgot-password", { method: "POST", body: { email: user.email } });
    assert.equal(asked.status, 200);
    assertAutomaticMail(await received(await waitForMail(user.email, /Passwort zurücksetzen/)));
  });

  it("a saved-search alert: a list mail that unsubscribes with one POST", async () => {
    const server = process.env.CMS_READ_TOKEN;
    /**
     * @param {string} path
     * @param {Record<string, unknown>} body
     */
    const post = (path, body) => call(`/api/saved-searches/${path}`, { method: "POST", token: server, body });
    const email = `rohalarm${unique()}@example.org`;
    const subscribed = await post("subscribe", {
      email,
      list: "veranstaltungen",
      query: "q=Wunde",
      frequency: "taeglich",
    });
    assert.equal(subscribed.status, 201, JSON.stringify(subscribed.body));
    const confirmLink = new URL(linkIn(await waitForMail(email, /Bitte bestätigen/), /\/suche\/bestaetigen/));
    const confirmed = await post("confirm", { token: confirmLink.searchParams.get("token") });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const { manageToken } = confirmed.body.data;
    const delivered = await post("deliver", {
      documentId: manageToken.split(".")[0],
      checkedAt: new Date().toISOString(),
      items: [{ title: "Wundkongress", url: `${WEB_URL.replace(/\/$/, "")}/veranstaltungen/1` }],
      total: 1,
    });
    assert.deepEqual(delivered.body, { sent: true });

    const mail = await received(await waitForMail(email, /neuer Eintrag/));
    assertAutomaticMail(mail, ["list-id", "list-unsubscribe", "list-unsubscribe-post"]);
    const { headers } = mail.parsed;
    assert.equal(headers["list-id"], `Wundportal Suchaufträge <suchauftraege.${new URL(WEB_URL).hostname}>`);
    assert.equal(headers["list-unsubscribe-post"], "List-Unsubscribe=One-Click");
    const targets = [...(headers["list-unsubscribe"] ?? "").matchAll(/<([^>]+)>/g)].map((m) => m[1] ?? "");
    const oneClick = targets.find((uri) => /^https?:/.test(uri));
    assert.ok(oneClick, headers["list-unsubscribe"]);
    assert.ok(
      targets.some((uri) => uri.startsWith("mailto:")),
      headers["list-unsubscribe"],
    );

    // What a mail provider does on "Abbestellen": one POST with the body of RFC 8058.
    const unsubscribed = await fetch(oneClick, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    assert.equal(unsubscribed.status, 200, await unsubscribed.text());
    const gone = await post("view", { token: manageToken, purpose: "manage" });
    assert.equal(gone.status, 404, JSON.stringify(gone.body));
  });
});
