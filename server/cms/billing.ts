import "server-only";
import { strapiFetch } from "./client";

// Plans and payments through the CMS, which alone holds the Stripe key. Every call but the mode
// acts for the signed-in user with their JWT.

export interface BillingMode {
  configured: boolean;
  testMode: boolean;
}

/** What the account card shows of a subscription, as Stripe answered (unix seconds). */
export interface SubscriptionState {
  status: string;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  currentPeriodEnd: number | null;
}

export interface CheckoutResult {
  status: "open" | "complete" | "expired";
  paymentStatus: string;
  planTitle: string | null;
}

export async function getBillingMode(): Promise<BillingMode> {
  try {
    return await strapiFetch<BillingMode>("/billing/mode", { token: "" });
  } catch {
    return { configured: false, testMode: false };
  }
}

export async function createCheckout(jwt: string, planId: string): Promise<string> {
  const { url } = await strapiFetch<{ url: string }>("/billing/checkout", {
    method: "POST",
    token: jwt,
    body: { planId },
  });
  return url;
}

// Stripe is asked once per checkout session: a reload of /p-success reads the remembered answer.
const checkoutResults = new Map<string, CheckoutResult>();
const REMEMBERED = 500;

export async function getCheckoutResult(
  jwt: string,
  userId: number,
  sessionId: string,
): Promise<CheckoutResult> {
  const key = `${userId}:${sessionId}`;
  const known = checkoutResults.get(key);
  if (known) return known;
  const result = await strapiFetch<CheckoutResult>(`/billing/checkout/${encodeURIComponent(sessionId)}`, {
    token: jwt,
  });
  if (result.status !== "open") {
    if (checkoutResults.size >= REMEMBERED)
      checkoutResults.delete(checkoutResults.keys().next().value as string);
    checkoutResults.set(key, result);
  }
  return result;
}

export async function setCancellation(jwt: string, cancel: boolean): Promise<SubscriptionState> {
  const { subscription } = await strapiFetch<{ subscription: SubscriptionState }>(
    `/billing/subscription/${cancel ? "cancel" : "reactivate"}`,
    { method: "POST", token: jwt, body: {} },
  );
  return subscription;
}

export async function createPortalSession(jwt: string): Promise<string> {
  const { url } = await strapiFetch<{ url: string }>("/billing/portal", {
    method: "POST",
    token: jwt,
    body: {},
  });
  return url;
}

export async function exportAccount(jwt: string): Promise<unknown> {
  return strapiFetch<unknown>("/account/export", { token: jwt });
}
