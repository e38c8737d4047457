// The CMS of the test stack over HTTP, for the CMS API tests (node:test) and the e2e tests
// (Playwright) alike: JSON calls, the Strapi admin's token, and the admin's content manager.
import assert from "node:assert/strict";

export const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";

// What the tests of this process made in the CMS, for removeWhatTestsMade (tests/support/accounts.mjs):
// every account a registration through `call` created (by the account helpers or by a test of the
// endpoint itself), every address a saved search was asked for through `call` (with or without an
// account), and every document created through the admin's content manager.
/** @type {Map<number, { id: number, documentId: string, email: string }>} */
export const registeredAccounts = new Map();
/** @type {Set<string>} */
export const alertAddresses = new Set();
/** @type {{ uid: string, id: number, documentId: string }[]} */
export const adminCreatedDocuments = [];

/**
 * @typedef {object} CallOptions
 * @property {string} [method]
 * @property {string | null} [token] sent as `Authorization: Bearer …` (none: no header)
 * @property {object} [body] sent as JSON
 * @property {Record<string, string>} [headers]
 * @property {string} [base] another CMS instance than CMS_URL
 */

/**
 * A JSON request to the CMS; the answer's status, parsed body and headers, whatever the status.
 * @param {string} path
 * @param {CallOptions} [options]
 * @returns {Promise<{ status: number, body: any, headers: Headers }>}
 */
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
  const answer = { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  const user = answer.body?.user;
  if (path.startsWith("/api/auth/local/register") && answer.status === 200 && user?.documentId)
    registeredAccounts.set(user.id, { id: user.id, documentId: user.documentId, email: user.email });
  const alertAddress = /** @type {{ email?: unknown } | undefined} */ (body)?.email;
  if (/^\/api\/(saved-searches|reminders)\/subscribe/.test(path) && typeof alertAddress === "string")
    alertAddresses.add(alertAddress.trim().toLowerCase());
  return answer;
}

/**
 * A JSON request to the CMS whose answer must be a success; its body (fails otherwise).
 * @template [T=unknown]
 * @param {string} path
 * @param {CallOptions} [options]
 * @returns {Promise<T>}
 */
export async function cmsJson(path, options) {
  const { status, body } = await call(path, options);
  if (status < 200 || status > 299) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body;
}

// Strapi's admin access token lives 30 minutes; one sign-in serves a while (its sign-ins are rate-limited).
const ADMIN_TOKEN_REUSE_MS = 10 * 60_000;
/** @type {{ token: string, at: number } | undefined} */
let admin;

/** Signs in to Strapi's admin API, as an editor or support agent in the Strapi admin would. */
export async function adminToken() {
  if (admin && Date.now() - admin.at < ADMIN_TOKEN_REUSE_MS) return admin.token;
  /** @type {{ data: { token: string } }} */
  const body = await cmsJson("/admin/login", {
    method: "POST",
    body: { email: process.env.STRAPI_ADMIN_EMAIL, password: process.env.STRAPI_ADMIN_PASSWORD },
  });
  admin = { token: body.data.token, at: Date.now() };
  return admin.token;
}

const CM = "/content-manager/collection-types";

/** @typedef {{ id: number, documentId: string } & Record<string, unknown>} AdminEntry */

/**
 * Documents of a collection through the admin's content manager (sees everything).
 * @param {string} uid
 * @param {string} [query] more of the query string, starting with "&"
 * @returns {Promise<AdminEntry[]>}
 */
export async function adminList(uid, query = "") {
  /** @type {{ results: AdminEntry[] }} */
  const body = await cmsJson(`${CM}/${uid}?pageSize=100${query}`, { token: await adminToken() });
  return body.results;
}

/** @typedef {[field: string[], value: string | number]} Condition a field (a path: ["createdby", "id"]) and its value */

/**
 * Entries whose fields equal the values (all of them), through the admin API. The answer is checked
 * too: were a filter ever ignored, a removal must not take the seed with it.
 * @param {string} uid
 * @param {Condition[]} conditions
 */
export async function adminWhere(uid, conditions) {
  const query = new URLSearchParams(
    conditions.map(
      ([field, value], i) =>
        /** @type {[string, string]} */ ([
          `filters[$and][${i}]${field.map((part) => `[${part}]`).join("")}[$eq]`,
          `${value}`,
        ]),
    ),
  );
  const found = await adminList(uid, `&${query}`);
  /** @param {AdminEntry} entry @param {string[]} field */
  const valueOf = (entry, field) =>
    field.reduce(
      (/** @type {unknown} */ at, part) => /** @type {Record<string, unknown> | null} */ (at)?.[part],
      entry,
    );
  for (const [field, value] of conditions) {
    if (found.some((entry) => valueOf(entry, field) !== value))
      throw new Error(`${uid}: Filter ${field.join(".")} = ${value} nicht angewandt`);
  }
  return found;
}

/**
 * Entries whose field (a path: ["createdby", "id"]) equals the value, through the admin API.
 * @param {string} uid
 * @param {string[]} field
 * @param {string | number} value
 */
export const adminFind = (uid, field, value) => adminWhere(uid, [[field, value]]);

/**
 * Creates a document through the admin's content manager (bypasses the content API's rules).
 * @param {string} uid
 * @param {Record<string, unknown>} data
 */
export async function adminCreate(uid, data) {
  const created = await call(`${CM}/${uid}`, { method: "POST", token: await adminToken(), body: data });
  if (created.status === 201) {
    const { id, documentId } = created.body.data;
    adminCreatedDocuments.push({ uid, id, documentId });
  }
  return created;
}

/**
 * Creates a document through the admin's content manager and returns it (fails the test otherwise).
 * @param {string} uid
 * @param {Record<string, unknown>} data
 * @returns {Promise<AdminEntry>}
 */
export async function adminCreated(uid, data) {
  const created = await adminCreate(uid, data);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.data;
}

/**
 * Changes fields of a document through the admin's content manager, as a support agent could.
 * @param {string} uid
 * @param {string} documentId
 * @param {Record<string, unknown>} data
 */
export async function adminUpdate(uid, documentId, data) {
  await cmsJson(`${CM}/${uid}/${documentId}`, { method: "PUT", token: await adminToken(), body: data });
}

/**
 * Deletes a document through the admin's content manager; one gone already (deleted by the test,
 * or with the listing it belonged to) is as good as deleted.
 * @param {string} uid
 * @param {string} documentId
 */
export async function adminDelete(uid, documentId) {
  const { status } = await call(`${CM}/${uid}/${documentId}`, {
    method: "DELETE",
    token: await adminToken(),
  });
  if ((status < 200 || status > 299) && status !== 404) throw new Error(`${uid}/${documentId}: ${status}`);
}

/**
 * The media library's files a portal user uploaded (the CMS records the uploader), through the admin
 * API; checked like adminWhere's answer.
 * @param {number} userId
 * @returns {Promise<AdminEntry[]>}
 */
export async function adminUploadsOf(userId) {
  /** @type {{ results: AdminEntry[] }} */
  const body = await cmsJson(`/upload/files?pageSize=100&filters[uploadedBy][$eq]=${userId}`, {
    token: await adminToken(),
  });
  if (body.results.some((file) => file.uploadedBy !== userId))
    throw new Error(`Dateien: Filter uploadedBy = ${userId} nicht angewandt`);
  return body.results;
}

/**
 * Deletes a file of the media library through the admin API; one gone already is as good as deleted.
 * @param {number} id
 */
export async function adminDeleteFile(id) {
  const { status } = await call(`/upload/files/${id}`, { method: "DELETE", token: await adminToken() });
  if ((status < 200 || status > 299) && status !== 404) throw new Error(`Datei ${id}: ${status}`);
}

/**
 * A published event in Hamburg with 8 ICW points, starting `hours` from now and lasting 8 hours,
 * created through the admin (the reminder tests: an event tomorrow, in a week, one that began).
 * @param {number} hours
 * @param {Record<string, unknown>} [extra]
 * @returns {Promise<AdminEntry>}
 */
export async function adminEventIn(hours, extra = {}) {
  const start = new Date(Date.now() + hours * 60 * 60 * 1000);
  return adminCreated("api::veranstaltung.veranstaltung", {
    Veranstaltungsname: `Erinnerungstest ${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    Published: true,
    Startzeit: start.toISOString(),
    Endzeit: new Date(start.getTime() + 8 * 60 * 60 * 1000).toISOString(),
    PLZ: "20095",
    Stadt: "Hamburg",
    Fortbildungspunkte: [{ Vergabestelle: "ICW", Punkte: 8 }],
    ...extra,
  });
}
