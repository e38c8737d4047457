// Plans and customers in Stripe. `syncPlans` gives every plan a yearly price (found by its
// lookup key, created when missing or when the amount changed) and stores the price id on the
// plan; `ensureCustomer` finds (by the lower-cased e-mail, never one another user holds) or
// creates a user's customer; `openCheckout` opens the checkout session through which a
// subscription becomes a user's.
import type { Core, Modules } from "@strapi/strapi";
import type Stripe from "stripe";
import { siteUrl } from "../shared";

/** A Plan entry as the query engine returns it. */
interface PlanRecord {
  documentId: string;
  title: string;
  kind: string;
  tier: string;
  price: number | string;
  interval: Stripe.PriceCreateParams.Recurring.Interval;
  stripePlanId?: string | null;
}

const PLAN = "api::plan.plan";
const USER = "plugin::users-permissions.user";

export const lookupKey = (plan: { kind: string; tier: string }) =>
  `wundportal_${plan.kind}_${plan.tier}`.toLowerCase().replace(/\s+/g, "_");
const cents = (price: number | string) => Math.round(Number(price) * 100);

/** @public Used by cms/scripts (sync-stripe-plans.js, the seed) from the build in dist/. */
export async function syncPlans(
  strapi: Core.Strapi,
  stripe: Stripe,
  { log = (() => {}) as (message: string) => void } = {},
): Promise<number> {
  const plans: PlanRecord[] = await strapi.db.query(PLAN).findMany({ orderBy: { title: "asc" } });
  for (const plan of plans) {
    const key = lookupKey(plan);
    const [listed] = (await stripe.prices.list({ lookup_keys: [key], limit: 1 })).data;
    let price = listed;
    if (!price || price.unit_amount !== cents(plan.price) || price.recurring?.interval !== plan.interval) {
      const product = price
        ? price.product
        : (await stripe.products.create({ name: plan.title, metadata: { plan: plan.documentId } })).id;
      price = await stripe.prices.create({
        product: typeof product === "string" ? product : product.id,
        unit_amount: cents(plan.price),
        currency: "eur",
        recurring: { interval: plan.interval },
        lookup_key: key,
        transfer_lookup_key: true,
        nickname: plan.title,
      });
      log(`Stripe-Preis für ${plan.title}: ${price.id}`);
    }
    if (plan.stripePlanId !== price.id) {
      await strapi.documents(PLAN).update({
        documentId: plan.documentId,
        data: { stripePlanId: price.id } as Modules.Documents.Params.Data.Input<typeof PLAN>,
      });
    }
  }
  return plans.length;
}

export async function ensureCustomer(strapi: Core.Strapi, stripe: Stripe, userId: number): Promise<string> {
  const user = await strapi.db.query(USER).findOne({ where: { id: userId } });
  if (user.stripeCustomerId) {
    try {
      const customer = await stripe.customers.retrieve(user.stripeCustomerId);
      if (!customer.deleted) return customer.id;
    } catch (error) {
      if ((error as { statusCode?: unknown } | null)?.statusCode !== 404) throw error;
    }
  }
  const email = user.email.toLowerCase();
  const [found] = (await stripe.customers.list({ email, limit: 1 })).data;
  // A customer another account holds stays that account's: an address can pass to a new account
  // (changed, or freed by hand), the customer with its subscriptions and invoices does not.
  const unheld = found && !(await strapi.db.query(USER).findOne({ where: { stripeCustomerId: found.id } }));
  const customer =
    (unheld ? found : null) ??
    (await stripe.customers.create({ email, name: user.username, metadata: { userId: String(user.id) } }));
  await strapi.db.query(USER).update({ where: { id: user.id }, data: { stripeCustomerId: customer.id } });
  return customer.id;
}

/**
 * A checkout session for the user's customer that names the user (client_reference_id): the one
 * way a subscription comes to belong to a user (billing/subscriptions.ts reads it back).
 */
export async function openCheckout(
  strapi: Core.Strapi,
  stripe: Stripe,
  userId: number,
  plan: { documentId: string; stripePlanId?: string | null },
): Promise<Stripe.Checkout.Session> {
  const customer = await ensureCustomer(strapi, stripe, userId);
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: String(userId),
    line_items: [{ price: plan.stripePlanId ?? undefined, quantity: 1 }],
    locale: "de",
    success_url: `${siteUrl()}/p-success?sessionId={CHECKOUT_SESSION_ID}`,
    // A marker only (no session id, nothing personal): the plans page says nothing was charged.
    cancel_url: `${siteUrl()}/admin/plans?checkout=abgebrochen`,
    metadata: { plan: plan.documentId },
    subscription_data: { metadata: { plan: plan.documentId } },
  });
}
