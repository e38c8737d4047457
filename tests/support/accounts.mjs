// Accounts the tests own: registered and confirmed through the CMS, with a plan bought through the
// Stripe emulator's checkout where needed, and removed with everything they own afterwards.
import assert from "node:assert/strict";
import {
  adminCreatedDocuments,
  adminDelete,
  adminDeleteFile,
  adminFind,
  adminUploadsOf,
  adminUpdate,
  adminWhere,
  alertAddresses,
  call,
  cmsJson,
  registeredAccounts,
} from "./cms.mjs";

export const STRONG_PASSWORD = "Wundheilung-Kompresse-42";

/** Digits no other test run has used: for names, addresses and titles. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** User name, address and password for a new account whose name starts with the prefix. */
export function uniqueUser(prefix = "nutzer") {
  const id = unique();
  return { username: `${prefix}${id}`, email: `${prefix}${id}@example.org`, password: STRONG_PASSWORD };
}

/**
 * @typedef {object} TestAccount
 * @property {number} id
 * @property {string} documentId
 * @property {string} username
 * @property {string} email
 * @property {string} password
 * @property {string} jwt
 */

const USER_UID = "plugin::users-permissions.user";

/** @template T @typedef {Exclude<T, false | 0 | "" | null | undefined>} Truthy */

/**
 * The user's API token (fails the test when the sign-in is refused).
 * @param {string} email
 * @param {string} password
 * @returns {Promise<string>}
 */
export async function login(email, password) {
  const { status, body } = await call("/api/auth/local", {
    method: "POST",
    body: { identifier: email, password },
  });
  if (status !== 200) throw new Error(`Login ${email}: ${status} ${JSON.stringify(body)}`);
  return body.jwt;
}

/**
 * Changes fields of the account through the Strapi admin (confirms it, removes its Rolle, …).
 * @param {Pick<TestAccount, "documentId">} account
 * @param {Record<string, unknown>} data
 */
export const adminUpdateAccount = (account, data) => adminUpdate(USER_UID, account.documentId, data);

/**
 * A registered account, confirmed through the admin's content manager as a support agent could.
 * @param {{ rolle?: string, password?: string, prefix?: string, email?: string }} [options]
 * @returns {Promise<TestAccount>}
 */
export async function confirmedUser({
  rolle = "Referent",
  password = STRONG_PASSWORD,
  prefix = "konto",
  email,
} = {}) {
  const user = { ...uniqueUser(prefix), password, ...(email ? { email } : {}) };
  const registered = await call("/api/auth/local/register", {
    method: "POST",
    body: { ...user, Rolle: rolle },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  await adminUpdateAccount(registered.body.user, { confirmed: true });
  return { ...registered.body.user, ...user, jwt: await login(user.email, password) };
}

/**
 * Polls `probe` until it returns a truthy value, and returns that (or fails after `timeoutMs`).
 * @template T
 * @param {() => Promise<T>} probe
 * @param {{ timeoutMs?: number, what?: string }} [options]
 * @returns {Promise<Truthy<T>>}
 */
export async function eventually(probe, { timeoutMs = 15_000, what = "Bedingung" } = {}) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    last = await probe();
    if (last) return /** @type {Truthy<T>} */ (last);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} nicht erfüllt nach ${timeoutMs / 1000} s (zuletzt: ${JSON.stringify(last)})`);
}

/**
 * The documentId of the plan with this title.
 * @param {string} title
 * @returns {Promise<string>}
 */
export async function planId(title) {
  /** @type {{ data: { documentId: string }[] }} */
  const plans = await cmsJson(`/api/plans?filters[title][$eq]=${encodeURIComponent(title)}`);
  assert.equal(plans.data.length, 1, `Plan ${title}`);
  return /** @type {{ documentId: string }} */ (plans.data[0]).documentId;
}

/**
 * @typedef {{ plan: string | null, status: string, cancel_at_period_end: boolean, cancel_at: string | null,
 *   current_period_end: string | null, stripeSubscriptionId: string } & Record<string, unknown>} ExportedSubscription
 * @typedef {{ subscriptions: ExportedSubscription[] } & Record<string, any>} AccountExport
 */

/**
 * What GET /api/account/export answers the user.
 * @param {Pick<TestAccount, "jwt">} user
 * @returns {Promise<AccountExport>}
 */
export const exported = async (user) => (await call("/api/account/export", { token: user.jwt })).body;

/**
 * POST /api/billing/checkout for the plan with this title, as the user (anonymous without one).
 * @param {Pick<TestAccount, "jwt"> | undefined} user
 * @param {string} title
 */
export const startCheckout = async (user, title) =>
  call("/api/billing/checkout", { method: "POST", token: user?.jwt, body: { planId: await planId(title) } });

/**
 * Buys the plan as the browser would: the checkout session's page, 'Zahlung bestätigen', the webhook.
 * @param {Pick<TestAccount, "jwt">} user
 * @param {string} title
 */
export async function subscribe(user, title) {
  const checkout = await startCheckout(user, title);
  assert.equal(checkout.status, 200, JSON.stringify(checkout.body));
  const confirm = await fetch(`${checkout.body.url}/confirm`, { method: "POST", redirect: "manual" });
  assert.equal(confirm.status, 303);
  const sessionId = new URL(confirm.headers.get("location") ?? "").searchParams.get("sessionId");
  const data = await eventually(
    async () => {
      const d = await exported(user);
      return d.subscriptions.some((s) => s.status === "active") && d;
    },
    // The subscription arrives with the billing webhook. Five purchases at once (backup-restore's
    // setup) on a busy two-core machine have taken over 15 s on PostgreSQL with two CMS instances:
    // the test asserts that it arrives, not how fast (timings belong in the benchmark).
    { what: "Abonnement gespeichert", timeoutMs: 60_000 },
  );
  return { sessionId, subscriptionId: data.subscriptions[0]?.stripeSubscriptionId };
}

/**
 * A fresh confirmed user of the role with a running subscription of the plan with this title.
 * @param {string} rolle
 * @param {string} planTitle
 * @param {string} [prefix]
 */
export async function subscribedUser(rolle, planTitle, prefix = "abo") {
  const user = await confirmedUser({ rolle, prefix });
  await subscribe(user, planTitle);
  return user;
}

// What an account owns: its listings (a manufacturer's products go with it, by the CMS's cascade;
// products are listed first for those whose manufacturer another account placed) with the contact
// requests they received (the CMS deletes a listing's daily figures with it), and its subscription
// records. The admin API deletes a user alone, so these go first.
/** @type {[uid: string, kind?: string][]} */
const LISTINGS = [
  ["api::produkt.produkt"],
  ["api::veranstaltung.veranstaltung", "Veranstaltung"],
  ["api::referent.referent", "Referent"],
  ["api::hersteller.hersteller", "Hersteller"],
  ["api::versorgungspartner.versorgungspartner", "Versorgungspartner"],
];
const SUBSCRIPTION_UID = "api::subscription.subscription";
const CONTACT_UID = "api::contact-request.contact-request";
const SAVED_SEARCH_UID = "api::saved-search.saved-search";
const REMINDER_UID = "api::reminder.reminder";

/**
 * Deletes every entry matching the conditions (page by page: a busy listing has many requests).
 * @param {string} uid
 * @param {import("./cms.mjs").Condition[]} conditions
 */
async function deleteAll(uid, conditions) {
  for (;;) {
    const found = await adminWhere(uid, conditions);
    for (const entry of found) await adminDelete(uid, entry.documentId);
    if (found.length < 100) return;
  }
}

/**
 * Deletes the listing (the CMS deletes its daily figures with it) and the contact requests it received.
 * @param {string} uid
 * @param {string | undefined} kind the listing kind requests and figures name it by
 * @param {Pick<TestAccount, "id" | "documentId">} listing
 */
async function removeListing(uid, kind, listing) {
  await adminDelete(uid, listing.documentId);
  if (kind) {
    await deleteAll(CONTACT_UID, [
      [["listingKind"], kind],
      [["listingId"], listing.id],
    ]);
  }
}

/**
 * Removes the account with everything it owns through the Strapi admin, as a support agent could:
 * its listings (with the requests and figures they received), the files it uploaded, its
 * subscription records, the contact
 * requests it sent or received, and the saved searches of its addresses (the one it was registered
 * with and the one it has now). An account the test deleted itself is fine.
 * @param {Pick<TestAccount, "id" | "documentId"> & { email?: string } | undefined} account
 */
export async function removeAccount(account) {
  if (!account) return;
  registeredAccounts.delete(account.id);
  const [stored] = await adminFind(USER_UID, ["id"], account.id);
  const addresses = new Set(
    [account.email, /** @type {string | undefined} */ (stored?.email)]
      .filter((address) => typeof address === "string")
      .map((address) => address.trim().toLowerCase()),
  );
  for (const [uid, kind] of LISTINGS) {
    for (const listing of await adminFind(uid, ["createdby", "id"], account.id)) {
      await removeListing(uid, kind, listing);
    }
  }
  for (let files = await adminUploadsOf(account.id); files.length; files = await adminUploadsOf(account.id)) {
    for (const file of files) await adminDeleteFile(file.id);
  }
  await deleteAll(SUBSCRIPTION_UID, [[["user", "id"], account.id]]);
  await deleteAll(CONTACT_UID, [[["sender", "id"], account.id]]);
  for (const address of addresses) {
    await deleteAll(CONTACT_UID, [[["to"], address]]);
    await deleteAll(SAVED_SEARCH_UID, [[["email"], address]]);
    await deleteAll(REMINDER_UID, [[["email"], address]]);
  }
  await adminDelete(USER_UID, account.documentId);
}

/**
 * Removes what the tests of this process made and have not removed themselves: every account
 * registered through the API (with what it owns), the saved searches asked for through the API, then,
 * newest first, every document created through the admin (listings with the requests and figures
 * they received). The CMS API tests run
 * it after each file (tests/cms/support.mjs); an e2e test's fixtures remove their own accounts.
 */
export async function removeWhatTestsMade() {
  for (const account of [...registeredAccounts.values()]) await removeAccount(account);
  for (const address of [...alertAddresses]) {
    await deleteAll(SAVED_SEARCH_UID, [[["email"], address]]);
    await deleteAll(REMINDER_UID, [[["email"], address]]);
    alertAddresses.delete(address);
  }
  for (const document of adminCreatedDocuments.splice(0).reverse()) {
    const kind = LISTINGS.find(([uid]) => uid === document.uid)?.[1];
    await removeListing(document.uid, kind, document);
  }
}

/**
 * The account registered with this address (e.g. through the sign-up form), if there is one.
 * @param {string} email
 */
export async function accountWithEmail(email) {
  const [found] = await adminFind(USER_UID, ["email"], email);
  return found;
}
