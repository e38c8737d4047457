// @ts-check
// POST /api/auth/send-email-confirmation: the confirmation mail of an unconfirmed account again,
// once an hour per account, with one answer for every address (no account enumeration), and the
// time of the last resend in the account's data export.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  adminUpdateAccount,
  call,
  confirmedUser,
  exported,
  login,
  mailsTo,
  uniqueUser,
  waitForMail,
} from "./support.mjs";

/** @param {Record<string, unknown>} body */
const resend = (body) => call("/api/auth/send-email-confirmation", { method: "POST", body });
const SUBJECT = /bestätigen/i;
/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A registered account that has not confirmed its address.
 * @param {string} prefix
 */
async function unconfirmed(prefix) {
  const user = uniqueUser(prefix);
  const registered = await call("/api/auth/local/register", {
    method: "POST",
    body: { ...user, Rolle: "Referent" },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  await waitForMail(user.email, SUBJECT);
  return { ...registered.body.user, ...user };
}

describe("confirmation mail sent again", () => {
  it("answers alike for an unconfirmed, a confirmed and an unknown address, and mails only the unconfirmed one, once an hour", async () => {
    const waiting = await unconfirmed("erneut");
    const done = await confirmedUser({ prefix: "bestaetigt" });
    const unknown = uniqueUser("unbekannt").email;
    // The confirmed account got its sign-up mail (wait for it, so it is not counted as a resend).
    await waitForMail(done.email, SUBJECT);
    const answers = [];
    for (const email of [waiting.email, done.email, unknown, waiting.email.toUpperCase()]) {
      const answer = await resend({ email });
      answers.push([answer.status, JSON.stringify(answer.body)]);
    }
    assert.deepEqual(new Set(answers.map((a) => JSON.stringify(a))).size, 1, JSON.stringify(answers));
    assert.deepEqual(answers[0], [200, JSON.stringify({ sent: true })]);

    // The first resend went out (the sign-up's mail and this one); the second within the hour not.
    for (let i = 0; i < 50 && (await mailsTo(waiting.email, SUBJECT)).length < 2; i += 1) await pause(200);
    await pause(1500);
    assert.equal((await mailsTo(waiting.email, SUBJECT)).length, 2);
    assert.equal((await mailsTo(done.email, SUBJECT)).length, 1);
    assert.equal((await mailsTo(unknown, SUBJECT)).length, 0);
  });

  it("keeps the time of the last resend private, and names it in the account's data export", async () => {
    const user = await unconfirmed("export");
    const before = Date.now();
    assert.equal((await resend({ email: user.email })).status, 200);
    await adminUpdateAccount(user, { confirmed: true });
    const jwt = await login(user.email, user.password);
    const { profile } = await exported({ ...user, jwt });
    const at = Date.parse(profile.confirmationResentAt);
    assert.ok(at >= before - 2000 && at <= Date.now() + 2000, JSON.stringify(profile));
    const me = await call("/api/users/me", { token: jwt });
    assert.equal(me.status, 200);
    assert.ok(!("confirmationResentAt" in me.body), JSON.stringify(me.body));
  });

  it("refuses a body that is not one address, with a code", async () => {
    for (const body of [
      {},
      { email: "keine-adresse" },
      { email: ["a@example.org"] },
      { email: "a@example.org", x: 1 },
    ]) {
      const answer = await resend(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error.details.code, "EMAIL_INVALID", JSON.stringify(answer.body));
    }
  });
});
