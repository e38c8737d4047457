// The Stripe client of the CMS. With STRIPE_API_BASE (the local emulator of the demo and the
// tests) the SDK talks to that host instead of api.stripe.com; the key never leaves this process.
import Stripe from "stripe";

let client: Stripe | null = null;

export function settings(): { secretKey: string; webhookSecret: string; apiBase: string } {
  return {
    secretKey: process.env.STRIPE_SECRET_KEY || "",
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || "",
    apiBase: process.env.STRIPE_API_BASE || "",
  };
}

/** Test mode: the emulator, or a Stripe test key. The plans and checkout pages say so. */
export const isTestMode = () => {
  const { secretKey, apiBase } = settings();
  return Boolean(apiBase) || secretKey.startsWith("sk_test_") || secretKey.startsWith("rk_test_");
};

export function getStripe(): Stripe | null {
  if (client) return client;
  const { secretKey, apiBase } = settings();
  if (!secretKey) return null;
  const options: Stripe.StripeConfig = {
    timeout: 10_000,
    maxNetworkRetries: 1,
    appInfo: { name: "Wundportal" },
  };
  if (apiBase) {
    const url = new URL(apiBase);
    Object.assign(options, {
      host: url.hostname,
      port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
      protocol: url.protocol.replace(":", ""),
    });
  }
  client = new Stripe(secretKey, options);
  return client;
}

/** Stripe's "no such object" answer. */
export const isMissing = (error: unknown): boolean => {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  return statusCode === 404 || code === "resource_missing";
};
