// Helpers for the CMS API tests: plain HTTP against the Strapi of the test stack.
import assert from "node:assert/strict";
import { request as httpRequest } from "node:http";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
export const { DEMO_USERS } = require("../../cms/scripts/seed/demo-users.js");

export const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";
/** Every CMS instance of the stack: CMS_URL_2 is a second Strapi on the same database (PostgreSQL stack). */
export const CMS_URLS = [CMS_URL, ...(process.env.CMS_URL_2 ? [process.env.CMS_URL_2] : [])];

/** The web app of the test stack: it serves /uploads/* to visitors, from the CMS's disk or the S3 bucket. */
export const WEB_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

export const MAILDEV_URL = process.env.MAILDEV_URL ?? "http://127.0.0.1:1080";

export async function call(path, { method = "GET", token, body, headers = {}, base = CMS_URL } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
export const STRONG_PASSWORD = "Wundheilung-Kompresse-42";

export async function login(email, password) {
  const { status, body } = await call("/api/auth/local", {
    method: "POST",
    body: { identifier: email, password },
  });
  if (status !== 200) throw new Error(`Login ${email}: ${status} ${JSON.stringify(body)}`);
  return body.jwt;
}

export function demoUser(key) {
  const user = DEMO_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`Demo-Nutzer ${key} fehlt`);
  return user;
}

let adminJwt;
/** Strapi admin token, to look at what anonymous callers must not see. */
export async function adminToken() {
  if (adminJwt) return adminJwt;
  const { status, body } = await call("/admin/login", {
    method: "POST",
    body: { email: process.env.STRAPI_ADMIN_EMAIL, password: process.env.STRAPI_ADMIN_PASSWORD },
  });
  if (status !== 200) throw new Error(`Admin-Login: ${status}`);
  adminJwt = body.data.token;
  return adminJwt;
}

/** Documents of a collection through the admin's content manager (sees everything). */
export async function adminList(uid, query = "") {
  const { body } = await call(`/content-manager/collection-types/${uid}?pageSize=100${query}`, {
    token: await adminToken(),
  });
  return body.results;
}

/** A registered account, confirmed through the admin's content manager as a support agent could. */
export async function confirmedUser({
  rolle = "Referent",
  password = STRONG_PASSWORD,
  prefix = "konto",
  email: address,
} = {}) {
  const id = unique();
  const email = address ?? `${prefix}${id}@example.org`;
  const registered = await call("/api/auth/local/register", {
    method: "POST",
    body: { username: `${prefix}${id}`, email, password, Rolle: rolle },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const user = registered.body.user;
  const confirmed = await call(
    `/content-manager/collection-types/plugin::users-permissions.user/${user.documentId}`,
    {
      method: "PUT",
      token: await adminToken(),
      body: { confirmed: true },
    },
  );
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return { ...user, email, password, jwt: await login(email, password) };
}

/** Polls `probe` until it returns a truthy value (or fails after `timeoutMs`). */
export async function eventually(probe, { timeoutMs = 15_000, what = "Bedingung" } = {}) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    last = await probe();
    if (last) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} nicht erfüllt nach ${timeoutMs / 1000} s (zuletzt: ${JSON.stringify(last)})`);
}

/** Creates a document through the admin's content manager (bypasses the content API's rules). */
export async function adminCreate(uid, data) {
  const created = await call(`/content-manager/collection-types/${uid}`, {
    method: "POST",
    token: await adminToken(),
    body: data,
  });
  return created;
}

/** Creates a document through the admin's content manager and returns it (fails the test otherwise). */
export async function adminCreated(uid, data) {
  const created = await adminCreate(uid, data);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.data;
}

/** Waits for the newest mail to `address` whose subject matches (maildev's REST API). */
export async function waitForMail(address, subject, timeoutMs = 15_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = await (await fetch(`${MAILDEV_URL}/email`)).json();
    const match = mails
      .filter(
        (m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) && subject.test(m.subject),
      )
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    if (match) return match;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Keine Mail an ${address} mit Betreff ${subject}`);
}

/** Asks to move the user's account to `newEmail` (the confirmation link goes there). */
export async function requestEmailChange(user, newEmail) {
  const asked = await call("/api/users/me/email", {
    method: "POST",
    token: user.jwt,
    body: { email: newEmail, currentPassword: user.password },
  });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
}

/** The documentId of the plan with this title. */
export async function planId(title) {
  const { body } = await call(`/api/plans?filters[title][$eq]=${encodeURIComponent(title)}`);
  assert.equal(body.data.length, 1, `Plan ${title}`);
  return body.data[0].documentId;
}

/** What GET /api/account/export answers the user. */
export const exported = async (user) => (await call("/api/account/export", { token: user.jwt })).body;

/** POST /api/billing/checkout for the plan with this title, as the user (anonymous without one). */
export const startCheckout = async (user, title) =>
  call("/api/billing/checkout", { method: "POST", token: user?.jwt, body: { planId: await planId(title) } });

/** Checkout as the browser would do it: the session's page, 'Zahlung bestätigen', the webhook. */
export async function subscribe(user, title) {
  const checkout = await startCheckout(user, title);
  assert.equal(checkout.status, 200, JSON.stringify(checkout.body));
  const confirm = await fetch(`${checkout.body.url}/confirm`, { method: "POST", redirect: "manual" });
  assert.equal(confirm.status, 303);
  const sessionId = new URL(confirm.headers.get("location")).searchParams.get("sessionId");
  const data = await eventually(
    async () => {
      const d = await exported(user);
      return d.subscriptions.some((s) => s.status === "active") && d;
    },
    { what: "Abonnement gespeichert" },
  );
  return { sessionId, subscriptionId: data.subscriptions[0].stripeSubscriptionId };
}

/** A fresh confirmed user of the role with a running subscription of the plan with this title. */
export async function subscribedUser(rolle, planTitle, prefix = "abo") {
  const user = await confirmedUser({ rolle, prefix });
  await subscribe(user, planTitle);
  return user;
}

// A 1×1 PNG.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** POST /api/upload with these files ({ name, type, content }) and the token; status and body. */
export async function uploadAs(token, files, kind) {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([file.content], { type: file.type }), file.name);
  const response = await fetch(`${CMS_URL}/api/upload${kind ? `?kind=${encodeURIComponent(kind)}` : ""}`, {
    method: "POST",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Uploads `count` small PNGs as the portal user (their own files); returns their ids. */
export async function userUpload(user, count) {
  const ids = [];
  // A portal upload carries at most 8 files (lib/uploads.json).
  for (let done = 0; done < count; done += 8) {
    const files = Array.from({ length: Math.min(8, count - done) }, (_, i) => ({
      name: `test-${done + i}.png`,
      type: "image/png",
      content: PNG,
    }));
    const { status, body } = await uploadAs(user.jwt, files);
    assert.equal(status, 201, JSON.stringify(body));
    ids.push(...body.map((file) => file.id));
  }
  return ids;
}

/**
 * POSTs the JSON `body` to 127.0.0.1:`port` in two parts: `between()` runs once the server is inside
 * the request (headers and part of the body sent), the rest follows `pauseMs` later. Resolves with
 * the status and text of the answer.
 */
export function postInTwoParts({ port, path, headers = {}, body, between, pauseMs = 500 }) {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let answer = "";
        res.on("data", (d) => (answer += d));
        res.on("end", () => resolve({ status: res.statusCode, text: answer }));
      },
    );
    req.on("error", reject);
    req.write(text.slice(0, 5));
    setTimeout(() => {
      between();
      setTimeout(() => req.end(text.slice(5)), pauseMs);
    }, 300);
  });
}
