// @ts-check
// One password policy on every path that sets a password, and a new password ends every other session.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call, confirmedUser, login, STRONG_PASSWORD, unique, waitForMail } from "./support.mjs";

const WEAK = ["123456", "aaaaaa", "passwort1", "Kurz-1"];

/**
 * Asks for a reset mail and returns the code of its link.
 * @param {string} email
 */
async function resetCode(email) {
  const asked = await call("/api/auth/forgot-password", { method: "POST", body: { email } });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
  const mail = await waitForMail(email, /Passwort zurücksetzen/);
  const code = /[?&]code=([^"&]+)/.exec(mail.html)?.[1];
  assert.ok(code, "Code im Link der Mail");
  return code;
}

describe("password policy", () => {
  for (const password of WEAK) {
    it(`registration refuses ${password}`, async () => {
      const id = unique();
      const response = await call("/api/auth/local/register", {
        method: "POST",
        body: { username: `schwach${id}`, email: `schwach${id}@example.org`, password, Rolle: "Referent" },
      });
      assert.equal(response.status, 400);
      assert.equal(response.body.error.details?.code, "PASSWORD_TOO_WEAK");
    });
  }

  it("password reset refuses a weak password", async () => {
    const user = await confirmedUser();
    const code = await resetCode(user.email);
    for (const password of WEAK) {
      const response = await call("/api/auth/reset-password", {
        method: "POST",
        body: { code, password, passwordConfirmation: password },
      });
      assert.equal(response.status, 400, password);
      assert.equal(response.body.error.details?.code, "PASSWORD_TOO_WEAK", password);
    }
    // The old password still works: nothing was changed.
    assert.ok(await login(user.email, user.password));
  });

  it("password change refuses a weak password", async () => {
    const user = await confirmedUser();
    for (const password of WEAK) {
      const response = await call("/api/auth/change-password", {
        method: "POST",
        token: user.jwt,
        body: { currentPassword: user.password, password, passwordConfirmation: password },
      });
      assert.equal(response.status, 400, password);
      assert.equal(response.body.error.details?.code, "PASSWORD_TOO_WEAK", password);
    }
  });

  it("a password that contains the user's own e-mail name is too weak", async () => {
    const user = await confirmedUser();
    const password = `${user.username}1`;
    const response = await call("/api/auth/change-password", {
      method: "POST",
      token: user.jwt,
      body: { currentPassword: user.password, password, passwordConfirmation: password },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error.details?.code, "PASSWORD_TOO_WEAK");
  });
});

describe("a new password ends every other session", () => {
  it("after a password change the other sessions are signed out, the changing one continues", async () => {
    const user = await confirmedUser();
    const other = await login(user.email, user.password);
    assert.equal((await call("/api/users/me", { token: other })).status, 200);
    const newPassword = `Neu-${STRONG_PASSWORD}`;
    const changed = await call("/api/auth/change-password", {
      method: "POST",
      token: user.jwt,
      body: { currentPassword: user.password, password: newPassword, passwordConfirmation: newPassword },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await call("/api/users/me", { token: other })).status, 401);
    assert.equal((await call("/api/users/me", { token: changed.body.jwt })).status, 200);
    assert.ok(await login(user.email, newPassword));
  });

  it("after a password reset every earlier session is signed out", async () => {
    const user = await confirmedUser();
    const other = await login(user.email, user.password);
    const code = await resetCode(user.email);
    const newPassword = `Zurueck-${STRONG_PASSWORD}`;
    const reset = await call("/api/auth/reset-password", {
      method: "POST",
      body: { code, password: newPassword, passwordConfirmation: newPassword },
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.equal((await call("/api/users/me", { token: other })).status, 401);
    assert.equal((await call("/api/users/me", { token: user.jwt })).status, 401);
    const fresh = await login(user.email, newPassword);
    assert.equal((await call("/api/users/me", { token: fresh })).status, 200);
  });
});
