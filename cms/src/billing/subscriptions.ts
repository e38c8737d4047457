// The one writer of Subscription entries: it stores what Stripe says a subscription is. The
// webhook calls it after re-reading the subscription from Stripe (events may arrive late or out
// of order; the re-read makes the newest state win); the demo seed calls it for its accounts.
// Which user a subscription belongs to comes from the checkout session the CMS opened (ownerOf).
import type { Core, Modules } from "@strapi/strapi";
import type Stripe from "stripe";

const SUBSCRIPTION = "api::subscription.subscription";
// No generated content-type typings: the document service's input type names no attributes.
type SubscriptionData = Modules.Documents.Params.Data.Input<typeof SUBSCRIPTION>;
const PLAN = "api::plan.plan";
const USER = "plugin::users-permissions.user";

const ENDED = new Set(["canceled", "incomplete_expired"]);

const toDate = (unix: number | null | undefined) => (unix ? new Date(unix * 1000).toISOString() : null);

/** Recent API versions keep the period on the subscription item, older ones on the subscription. */
export function periodEnd(subscription: Stripe.Subscription): number | null {
  const legacy = (subscription as { current_period_end?: number }).current_period_end;
  return subscription.items?.data?.[0]?.current_period_end ?? legacy ?? null;
}

function priceId(subscription: Stripe.Subscription): string | null {
  const price = subscription.items?.data?.[0]?.price;
  return typeof price === "string" ? price : (price?.id ?? null);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * The portal user a Stripe subscription belongs to. Once stored, its owner stays. A new one
 * belongs to a user only through the checkout session the CMS opened for that user: the session
 * that made the subscription names the user (client_reference_id) and the user's own Stripe
 * customer. Metadata, or a subscription started for a user's customer some other way, names
 * nobody: anyone holding an API key can write those.
 */
async function ownerOf(strapi: Core.Strapi, stripe: Stripe, subscription: Stripe.Subscription) {
  const existing = await strapi.db
    .query(SUBSCRIPTION)
    .findOne({ where: { stripeSubscriptionId: subscription.id }, populate: { user: true } });
  if (existing) return existing.user ?? null;
  const customer = idOf(subscription.customer);
  if (!customer) return null;
  const [session] = (await stripe.checkout.sessions.list({ subscription: subscription.id, limit: 1 })).data;
  if (!session || session.mode !== "subscription" || idOf(session.customer) !== customer) return null;
  const userId = Number(session.client_reference_id);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const user = await strapi.db.query(USER).findOne({ where: { id: userId } });
  return user?.stripeCustomerId === customer ? user : null;
}

export async function syncSubscription(
  strapi: Core.Strapi,
  stripe: Stripe,
  subscription: Stripe.Subscription,
) {
  const [plan, user] = await Promise.all([
    strapi.db.query(PLAN).findOne({ where: { stripePlanId: priceId(subscription) } }),
    ownerOf(strapi, stripe, subscription),
  ]);
  if (!user) {
    strapi.log.warn(`Stripe-Abonnement ${subscription.id}: kein Nutzer zugeordnet, nicht gespeichert`);
    return null;
  }
  const data: Record<string, unknown> = {
    stripeStatus: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end === true,
    cancel_at: toDate(subscription.cancel_at),
    current_period_end: toDate(periodEnd(subscription)),
    stripeCustomerId:
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer?.id,
    plan: plan ? plan.documentId : null,
    user: user.documentId,
  };
  const existing = await strapi.db
    .query(SUBSCRIPTION)
    .findOne({ where: { stripeSubscriptionId: subscription.id } });
  // A subscription first heard of after it ended (say, after its account was deleted) is not stored.
  if (!existing && ENDED.has(subscription.status)) return null;
  if (existing)
    return strapi
      .documents(SUBSCRIPTION)
      .update({ documentId: existing.documentId, data: data as SubscriptionData });
  return strapi
    .documents(SUBSCRIPTION)
    .create({ data: { ...data, stripeSubscriptionId: subscription.id } as SubscriptionData });
}

/** Stripe no longer knows the subscription (deleted in a test account): it has ended. */
export async function markGone(strapi: Core.Strapi, stripeSubscriptionId: string) {
  const record = await strapi.db.query(SUBSCRIPTION).findOne({ where: { stripeSubscriptionId } });
  if (!record) return null;
  return strapi.documents(SUBSCRIPTION).update({
    documentId: record.documentId,
    data: { stripeStatus: "canceled", cancel_at_period_end: false } as SubscriptionData,
  });
}
