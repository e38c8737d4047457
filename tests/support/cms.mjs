// The CMS of the test stack over HTTP, for the CMS API tests (node:test) and the e2e tests
// (Playwright) alike: JSON calls, the Strapi admin's token, and the admin's content manager.
import assert from "node:assert/strict";

export const CMS_URL = process.env.CMS_URL ?? "http://127.0.0.1:1337";

/**
 * @typedef {object} CallOptions
 * @property {string} [method]
 * @property {string} [token] sent as `Authorization: Bearer …`
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
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
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

/**
 * Entries whose field (a path: ["createdby", "id"]) equals the value, through the admin API. The
 * answer is checked too: were the filter ever ignored, a removal must not take the seed with it.
 * @param {string} uid
 * @param {string[]} field
 * @param {string | number} value
 */
export async function adminFind(uid, field, value) {
  const filter = `filters[$and][0]${field.map((part) => `[${part}]`).join("")}[$eq]`;
  const found = await adminList(uid, `&${new URLSearchParams({ [filter]: `${value}` })}`);
  /** @param {AdminEntry} entry */
  const valueOf = (entry) =>
    field.reduce(
      (/** @type {unknown} */ at, part) => /** @type {Record<string, unknown> | null} */ (at)?.[part],
      entry,
    );
  const strays = found.filter((entry) => valueOf(entry) !== value);
  if (strays.length) throw new Error(`${uid}: Filter ${field.join(".")} = ${value} nicht angewandt`);
  return found;
}

/**
 * Creates a document through the admin's content manager (bypasses the content API's rules).
 * @param {string} uid
 * @param {Record<string, unknown>} data
 */
export async function adminCreate(uid, data) {
  return call(`${CM}/${uid}`, { method: "POST", token: await adminToken(), body: data });
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
