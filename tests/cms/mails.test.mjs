// What users typed stays text in every mail, and every mail has a plain-text part of its own.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call, confirmedUser, requestEmailChange, STRONG_PASSWORD, unique, waitForMail } from "./support.mjs";

const HOSTILE = '<a href="https://evil.example">Hier bestätigen</a>';
const HOSTILE_ESCAPED = "&lt;a href=&quot;https://evil.example&quot;&gt;Hier bestätigen&lt;/a&gt;";
const TAG = /<\/?[a-z][^>]*>/i;

async function register(username) {
  const email = `post${unique()}@example.org`;
  const registered = await call("/api/auth/local/register", {
    method: "POST",
    body: { username, email, password: STRONG_PASSWORD, Rolle: "Referent" },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  return email;
}

/** A real text part: no markup, and the link of the HTML part written out. */
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
        (m) => new URL(m[1].replace(/&amp;/g, "&")).pathname,
      ),
      ["/api/auth/bestaetigen"],
    );
  });

  it("has a plain-text part with the confirmation link", async () => {
    const email = await register(`klartext${unique()}`);
    const mail = await waitForMail(email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    assertPlainText(mail, /https?:\/\/\S+\/api\/auth\/bestaetigen\?confirmation=[0-9a-f]+/);
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
    assert.match(mail.text, /https?:\/\/\S+\/api\/auth\/email-bestaetigen\?token=[0-9a-f]{64}/);
    // The username is the only markup-like text of the plain part, and it is not HTML there.
    assert.doesNotMatch(mail.text.replace(HOSTILE, ""), TAG, mail.text);
  });
});
