// Fixture accounts for the listing journeys: each test creates its own confirmed user (and, where
// needed, a running subscription through the Stripe emulator's checkout) and removes it afterwards.
import { expect } from "@playwright/test";
import { adminToken, cmsJson } from "./cms";
import { uniqueUser } from "./users";

export interface TestAccount {
  id: number;
  documentId: string;
  username: string;
  email: string;
  password: string;
  jwt: string;
}

/** A registered account of the role, confirmed through the Strapi admin as a support agent could. */
export async function confirmedAccount(rolle: string, prefix = "inserent"): Promise<TestAccount> {
  const user = uniqueUser(prefix);
  const registered = await cmsJson<{ user: { id: number; documentId: string } }>("/api/auth/local/register", {
    method: "POST",
    body: JSON.stringify({ ...user, Rolle: rolle }),
  });
  const admin = await adminToken();
  await cmsJson(
    `/content-manager/collection-types/plugin::users-permissions.user/${registered.user.documentId}`,
    {
      method: "PUT",
      token: admin,
      body: JSON.stringify({ confirmed: true }),
    },
  );
  const login = await cmsJson<{ jwt: string }>("/api/auth/local", {
    method: "POST",
    body: JSON.stringify({ identifier: user.email, password: user.password }),
  });
  return { ...registered.user, ...user, jwt: login.jwt };
}

/** Changes a field of the account through the Strapi admin (e.g. removes its Rolle). */
export async function adminUpdateAccount(account: TestAccount, data: Record<string, unknown>) {
  await cmsJson(`/content-manager/collection-types/plugin::users-permissions.user/${account.documentId}`, {
    method: "PUT",
    token: await adminToken(),
    body: JSON.stringify(data),
  });
}

/** Buys the plan with this title: checkout, the emulator's 'Zahlung bestätigen', then the webhook. */
export async function subscribe(account: TestAccount, planTitle: string) {
  const plans = await cmsJson<{ data: { documentId: string }[] }>(
    `/api/plans?filters[title][$eq]=${encodeURIComponent(planTitle)}`,
  );
  const plan = plans.data[0];
  if (!plan) throw new Error(`Plan ${planTitle} fehlt`);
  const checkout = await cmsJson<{ url: string }>("/api/billing/checkout", {
    method: "POST",
    token: account.jwt,
    body: JSON.stringify({ planId: plan.documentId }),
  });
  const confirm = await fetch(`${checkout.url}/confirm`, { method: "POST", redirect: "manual" });
  expect(confirm.status).toBe(303);
  await expect
    .poll(
      async () => {
        const data = await cmsJson<{ subscriptions: { status: string }[] }>("/api/account/export", {
          token: account.jwt,
        });
        return data.subscriptions.some((s) => s.status === "active");
      },
      { timeout: 15_000, message: "Abonnement gespeichert" },
    )
    .toBe(true);
}

export async function subscribedAccount(rolle: string, planTitle: string): Promise<TestAccount> {
  const account = await confirmedAccount(rolle);
  await subscribe(account, planTitle);
  return account;
}

const CM = "/content-manager/collection-types";
const USER_UID = "plugin::users-permissions.user";
// What an account owns: its listings (a manufacturer's products go with it, by the CMS's cascade;
// products are listed first for those whose manufacturer another account placed) and its
// subscription records. The admin API deletes a user alone, so these go first.
const OWNED: [uid: string, owner: string][] = [
  ["api::produkt.produkt", "createdby"],
  ["api::veranstaltung.veranstaltung", "createdby"],
  ["api::referent.referent", "createdby"],
  ["api::hersteller.hersteller", "createdby"],
  ["api::versorgungspartner.versorgungspartner", "createdby"],
  ["api::subscription.subscription", "user"],
];

type AdminEntry = { id: number; documentId: string } & Record<string, unknown>;

/**
 * Entries whose field (a path: ["createdby", "id"]) equals the value, through the admin API. The
 * answer is checked too: were the filter ever ignored, a removal must not take the seed with it.
 */
async function adminFind(admin: string, uid: string, field: string[], value: string | number) {
  const filter = `filters[$and][0]${field.map((part) => `[${part}]`).join("")}[$eq]`;
  const query = new URLSearchParams({ page: "1", pageSize: "100", [filter]: `${value}` });
  const body = await cmsJson<{ results: AdminEntry[] }>(`${CM}/${uid}?${query}`, { token: admin });
  const valueOf = (entry: AdminEntry) =>
    field.reduce<unknown>((at, part) => (at as Record<string, unknown> | null)?.[part], entry);
  const strays = body.results.filter((entry) => valueOf(entry) !== value);
  if (strays.length) throw new Error(`${uid}: Filter ${field.join(".")} = ${value} nicht angewandt`);
  return body.results;
}

async function adminDelete(admin: string, uid: string, documentId: string) {
  const response = await fetch(
    `${process.env.CMS_URL ?? "http://127.0.0.1:1337"}${CM}/${uid}/${documentId}`,
    {
      method: "DELETE",
      headers: { Authorization: `Bearer ${admin}` },
    },
  );
  // Gone already (deleted by the test, or with its manufacturer) is as good as deleted.
  if (!response.ok && response.status !== 404) throw new Error(`${uid}/${documentId}: ${response.status}`);
}

/**
 * Removes the account with its listings and subscription records through the Strapi admin, as a
 * support agent could; an account the test deleted itself is fine.
 */
export async function removeAccount(account: Pick<TestAccount, "id" | "documentId"> | undefined) {
  if (!account) return;
  const admin = await adminToken();
  for (const [uid, owner] of OWNED) {
    for (const entry of await adminFind(admin, uid, [owner, "id"], account.id)) {
      await adminDelete(admin, uid, entry.documentId);
    }
  }
  await adminDelete(admin, USER_UID, account.documentId);
}

/** The account registered with this address (e.g. through the sign-up form), if there is one. */
export async function accountWithEmail(email: string) {
  const [found] = await adminFind(await adminToken(), USER_UID, ["email"], email);
  return found;
}
