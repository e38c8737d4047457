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

/** Removes the account (and what is left of its listings) through the Strapi admin. */
export async function removeAccount(account: TestAccount | undefined) {
  if (!account) return;
  const admin = await adminToken();
  await fetch(
    `${process.env.CMS_URL ?? "http://127.0.0.1:1337"}/content-manager/collection-types/plugin::users-permissions.user/${account.documentId}`,
    { method: "DELETE", headers: { Authorization: `Bearer ${admin}` } },
  );
}
