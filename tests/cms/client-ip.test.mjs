// @ts-check
// Strapi's per-address limits count the web app's signed visitor address, never a forged
// X-Forwarded-For (cms/src/middlewares/client-ip.ts).
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { request } from "node:http";
import { describe, it } from "node:test";
import { CMS_URL } from "./support.mjs";

// The limit of the test stack (scripts/test.mjs raises it so all tests may sign in from one address).
const MAX = Number(process.env.AUTH_RATE_LIMIT_MAX ?? 1000);
/**
 * The web app's header (server/cms/client.ts): address, signing time in seconds, HMAC over both.
 * @param {string} address
 */
const signed = (address, secret = process.env.CMS_READ_TOKEN ?? "", at = Date.now()) => {
  const seconds = Math.floor(at / 1000);
  return `${address};${seconds};${createHmac("sha256", secret).update(`client-ip:${seconds}:${address}`).digest("hex")}`;
};
const MINUTE = 60_000;

// forgot-password counts per (e-mail, address): a fresh e-mail gives this test its own buckets.
/**
 * @param {string} email
 * @param {Record<string, string>} [headers]
 */
const forgot = (email, headers = {}) =>
  fetch(`${CMS_URL}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email }),
  }).then((r) => r.status);

describe("client address for Strapi's rate limit", () => {
  it("a forged X-Forwarded-For does not open a fresh bucket; the web app's signed address does", async () => {
    const email = `niemand${Date.now()}@example.org`;
    const statuses = [];
    for (let start = 0; start < MAX; start += 20) {
      const batch = Array.from({ length: Math.min(20, MAX - start) }, (_, i) =>
        forgot(email, { "X-Forwarded-For": `203.0.${Math.floor((start + i) / 250)}.${(start + i) % 250}` }),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    assert.ok(
      statuses.every((s) => s === 200),
      "the first MAX requests pass",
    );
    assert.equal(await forgot(email, { "X-Forwarded-For": "198.51.100.200" }), 429);
    // A wrongly signed address is ignored (still the exhausted socket bucket) ...
    assert.equal(
      await forgot(email, { "X-Wundportal-Client-IP": signed("198.51.100.201", "falsch".repeat(8)) }),
      429,
    );
    assert.equal(await forgot(email, { "X-Wundportal-Client-IP": "198.51.100.202" }), 429);
    // A header seen once (a log, a proxy) is worth nothing later: a signature ten minutes old or
    // dated ahead is ignored like a forged one.
    const stale = signed("198.51.100.204", undefined, Date.now() - 10 * MINUTE);
    assert.equal(await forgot(email, { "X-Wundportal-Client-IP": stale }), 429);
    const ahead = signed("198.51.100.205", undefined, Date.now() + 10 * MINUTE);
    assert.equal(await forgot(email, { "X-Wundportal-Client-IP": ahead }), 429);
    // ... a correctly signed one is a visitor of its own.
    assert.equal(await forgot(email, { "X-Wundportal-Client-IP": signed("198.51.100.203") }), 200);
  });
});

describe("sign-in through the portal and Strapi's per-address limit", () => {
  // The web app limits sign-ins on failures itself; Strapi counting every sign-in of a clinic's
  // shared address again would refuse correct passwords (cms/src/auth/portal-sign-in-limit.ts).
  /** @param {Record<string, string>} headers */
  const signIn = (headers) =>
    fetch(`${CMS_URL}/api/auth/local`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      // No credentials: Strapi's limiter counts the request, the controller answers 400 cheaply.
      body: JSON.stringify({}),
    }).then((r) => r.status);

  it("signed sign-ins from one visitor address are not cut off after AUTH_RATE_LIMIT_MAX", async () => {
    const headers = { "X-Wundportal-Client-IP": signed(`198.51.100.${210 + (Date.now() % 40)}`) };
    /** @type {number[]} */
    const statuses = [];
    for (let start = 0; start <= MAX; start += 20) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: Math.min(20, MAX + 1 - start) }, () => signIn(headers)))),
      );
    }
    assert.equal(statuses.length, MAX + 1);
    assert.deepEqual([...new Set(statuses)], [400]);
  });

  // A caller straight to the CMS, from an address of its own (a loopback address no other test
  // uses, so exhausting its bucket cannot refuse another test's sign-in).
  /**
   * @param {string} localAddress
   * @param {Record<string, string>} headers
   * @returns {Promise<number | undefined>} the status
   */
  const signInFrom = (localAddress, headers) =>
    new Promise((resolve, reject) => {
      const url = new URL(`${CMS_URL}/api/auth/local`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          localAddress,
          headers: { "Content-Type": "application/json", ...headers },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode));
        },
      );
      req.on("error", reject);
      req.end("{}");
    });

  it("a sign-in straight to the CMS with a forged, stale or unsigned address header keeps Strapi's limit", async () => {
    const localAddress = `127.0.${1 + (Date.now() % 200)}.${2 + Math.floor(Math.random() * 250)}`;
    /** @type {Record<string, string>[]} */
    const attempts = [
      { "X-Wundportal-Client-IP": signed("198.51.100.230", "falsch".repeat(8)) },
      { "X-Wundportal-Client-IP": signed("198.51.100.231", undefined, Date.now() - 10 * MINUTE) },
      { "X-Wundportal-Client-IP": "198.51.100.232" },
      { "X-Forwarded-For": "198.51.100.233" },
    ];
    /** @type {(number | undefined)[]} */
    const statuses = [];
    for (let start = 0; start < MAX; start += 20) {
      const batch = Array.from({ length: Math.min(20, MAX - start) }, (_, i) =>
        signInFrom(localAddress, attempts[(start + i) % attempts.length] ?? {}),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    assert.deepEqual([...new Set(statuses)], [400], "the first MAX attempts reach the controller");
    for (const headers of attempts) assert.equal(await signInFrom(localAddress, headers), 429);
    // Only the web app's fresh signature passes (its own failure limit applies instead).
    assert.equal(await signInFrom(localAddress, { "X-Wundportal-Client-IP": signed("198.51.100.234") }), 400);
  });
});
