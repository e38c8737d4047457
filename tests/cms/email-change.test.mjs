// @ts-check
// An e-mail change needs the current password and takes effect only through a single-use link
// mailed to the new address; the old address is told.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call, confirmedUser, linkIn, requestEmailChange, unique, waitForMail } from "./support.mjs";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

/** @param {string} jwt */
const emailOf = async (jwt) => (await call("/api/users/me", { token: jwt })).body.email;

/**
 * The confirmation link of the mail.
 * @param {import("./support.mjs").Mail} mail
 */
const confirmationLink = (mail) => new URL(linkIn(mail, /email-bestaetigen/));

describe("e-mail change", () => {
  it("is refused on the profile route", async () => {
    const user = await confirmedUser();
    const response = await call("/api/users/me", {
      method: "PUT",
      token: user.jwt,
      body: { email: `neu${unique()}@example.org` },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error.details?.code, "EMAIL_CHANGE_NEEDS_CONFIRMATION");
    assert.equal(await emailOf(user.jwt), user.email);
    // Saving the profile with the unchanged address still works.
    const same = await call("/api/users/me", {
      method: "PUT",
      token: user.jwt,
      body: { email: user.email, bio: "Hallo" },
    });
    assert.equal(same.status, 200, JSON.stringify(same.body));
  });

  it("needs the current password", async () => {
    const user = await confirmedUser();
    const response = await call("/api/users/me/email", {
      method: "POST",
      token: user.jwt,
      body: { email: `neu${unique()}@example.org`, currentPassword: "falsch-falsch-falsch" },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error.details?.code, "CURRENT_PASSWORD_INVALID");
    assert.equal(await emailOf(user.jwt), user.email);
  });

  it("refuses an address another account uses", async () => {
    const user = await confirmedUser();
    const other = await confirmedUser();
    const response = await call("/api/users/me/email", {
      method: "POST",
      token: user.jwt,
      body: { email: other.email, currentPassword: user.password },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error.details?.code, "EMAIL_TAKEN");
  });

  it("takes effect only through the link mailed to the new address, once, and tells the old address", async () => {
    const user = await confirmedUser();
    const newEmail = `neu${unique()}@example.org`;
    await requestEmailChange(user, newEmail);
    assert.equal(await emailOf(user.jwt), user.email, "noch nicht geändert");

    const link = confirmationLink(await waitForMail(newEmail, /E-Mail-Adresse bestätigen/));
    assert.equal(link.origin, new URL(BASE_URL).origin, "Link zeigt auf das Portal");
    // Opening the link (as a mail gateway's link scanner does) only shows the confirmation page.
    assert.equal(link.pathname, "/konto/email-bestaetigen");
    const opened = await fetch(`${BASE_URL}${link.pathname}${link.search}`);
    assert.equal(opened.status, 200);
    assert.match(await opened.text(), /Email-Adresse bestätigen/);
    // So does the link of mails sent before the page existed.
    const old = await fetch(`${BASE_URL}/api/auth/email-bestaetigen${link.search}`, { redirect: "manual" });
    assert.equal(old.status, 303);
    assert.equal(old.headers.get("location"), `${new URL(BASE_URL).origin}${link.pathname}${link.search}`);
    assert.equal(await emailOf(user.jwt), user.email, "der Link allein ändert nichts");
    // The page's button confirms with the CMS (tests/e2e/account-security.spec.ts presses it).
    const confirmed = await call("/api/auth/email-change/confirm", {
      method: "POST",
      body: { token: link.searchParams.get("token") },
    });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(await emailOf(user.jwt), newEmail);

    const notice = await waitForMail(user.email, /E-Mail-Adresse wurde geändert/);
    assert.match(notice.html, new RegExp(newEmail.replace(/[.]/g, "\\.")));

    const again = await call("/api/auth/email-change/confirm", {
      method: "POST",
      body: { token: link.searchParams.get("token") },
    });
    assert.equal(again.status, 400);
    assert.equal(again.body.error.details?.code, "EMAIL_CHANGE_LINK_INVALID");
  });

  it("refuses a made-up link", async () => {
    const response = await call("/api/auth/email-change/confirm", {
      method: "POST",
      body: { token: "a".repeat(64) },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error.details?.code, "EMAIL_CHANGE_LINK_INVALID");
  });
});
