// @ts-check
// Users reach only their own account through the CMS API; sign-in attempts are limited.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call, confirmedUser, subscribedUser } from "./support.mjs";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

describe("own account only", () => {
  it("user A cannot update or delete user B", async () => {
    const a = await confirmedUser();
    const b = await confirmedUser();
    const update = await call(`/api/users/${b.id}`, {
      method: "PUT",
      token: a.jwt,
      body: { username: "gekapert" },
    });
    assert.equal(update.status, 403);
    const remove = await call(`/api/users/${b.id}`, { method: "DELETE", token: a.jwt });
    assert.equal(remove.status, 403);
    const list = await call("/api/users", { token: a.jwt });
    assert.equal(list.status, 403);
    const me = await call("/api/users/me", { token: b.jwt });
    assert.equal(me.body.username, b.username);
  });

  it("a user changes their own profile, but not their role or confirmation", async () => {
    const a = await confirmedUser();
    const ok = await call("/api/users/me", {
      method: "PUT",
      token: a.jwt,
      body: { website_url: "https://a.example.org" },
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.website_url, "https://a.example.org");
    for (const body of [{ Rolle: "Hersteller" }, { confirmed: false }, { role: 1 }, { blocked: true }]) {
      const refused = await call("/api/users/me", { method: "PUT", token: a.jwt, body });
      assert.equal(refused.status, 400, JSON.stringify(body));
    }
  });

  it("a user with a running subscription cannot delete their account", async () => {
    const user = await subscribedUser("Hersteller", "Hersteller: Premium", "abonniert");
    const refused = await call("/api/users/me", { method: "DELETE", token: user.jwt });
    assert.equal(refused.status, 403);
    assert.equal(
      refused.body.error.message,
      "Sie haben ein aktives Abonnement. Bitte kündigen Sie es zuerst.",
    );
  });

  it("a token taken before logout no longer works", async () => {
    const a = await confirmedUser();
    assert.equal((await call("/api/users/me", { token: a.jwt })).status, 200);
    assert.equal((await call("/api/auth/logout", { method: "POST", token: a.jwt, body: {} })).status, 200);
    assert.equal((await call("/api/users/me", { token: a.jwt })).status, 401);
  });
});

describe("brute force protection of the web app", () => {
  /**
   * One sign-in through the portal: the error code it answers, or null when it signed in.
   * @param {string} email
   */
  async function attempt(email, password = "falsch-falsch") {
    const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
    const { csrfToken } = /** @type {{ csrfToken: string }} next-auth's */ (await csrf.json());
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const response = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
    });
    const location =
      response.headers.get("location") ?? /** @type {{ url: string }} */ (await response.json()).url;
    return new URL(location, BASE_URL).searchParams.get("error");
  }

  it("refuses sign-in attempts for an account after the allowed number, naming the real wait", async () => {
    const email = `angriff${Date.now()}@example.org`;
    const errors = [];
    for (let i = 0; i < 6; i++) errors.push(await attempt(email));
    assert.deepEqual(errors.slice(0, 5), Array(5).fill("CredentialsSignin"));
    // The first failure was just now: it leaves the 15-minute window in 15 minutes.
    assert.equal(errors[5], "RATE_LIMITED:15");
  });

  it("31 correct sign-ins from one address (a clinic's staff) all succeed", async () => {
    const user = await confirmedUser();
    const errors = [];
    for (let i = 0; i < 31; i++) errors.push(await attempt(user.email, user.password));
    assert.deepEqual(errors, Array(31).fill(null));
  });
});
