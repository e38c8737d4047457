// The one writer of Subscription entries: it stores what Stripe says a subscription is. The
// webhook calls it after re-reading the subscription from Stripe (events may arrive late or out
// of order; the re-read makes the newest state win); the demo seed calls it for its accounts.
import type { Core, Modules } from '@strapi/strapi';
import type Stripe from 'stripe';

const SUBSCRIPTION = 'api::subscription.subscription';
// No generated content-type typings: the document service's input type names no attributes.
type SubscriptionData = Modules.Documents.Params.Data.Input<typeof SUBSCRIPTION>;
const PLAN = 'api::plan.plan';
const USER = 'plugin::users-permissions.user';

const ENDED = new Set(['canceled', 'incomplete_expired']);

const toDate = (unix: number | null | undefined) => (unix ? new Date(unix * 1000).toISOString() : null);

/** Recent API versions keep the period on the subscription item, older ones on the subscription. */
export function periodEnd(subscription: Stripe.Subscription): number | null {
  const legacy = (subscription as { current_period_end?: number }).current_period_end;
  return subscription.items?.data?.[0]?.current_period_end ?? legacy ?? null;
}

function priceId(subscription: Stripe.Subscription): string | null {
  const price = subscription.items?.data?.[0]?.price;
  return typeof price === 'string' ? price : price?.id ?? null;
}

/** The portal user a Stripe subscription belongs to: by stored customer id, else our own metadata. */
async function ownerOf(strapi: Core.Strapi, subscription: Stripe.Subscription) {
  const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id;
  if (customer) {
    const byCustomer = await strapi.db.query(USER).findOne({ where: { stripeCustomerId: customer } });
    if (byCustomer) return byCustomer;
  }
  const userId = Number(subscription.metadata?.userId);
  if (Number.isInteger(userId) && userId > 0) return strapi.db.query(USER).findOne({ where: { id: userId } });
  return null;
}

export async function syncSubscription(strapi: Core.Strapi, subscription: Stripe.Subscription) {
  const [plan, user] = await Promise.all([
    strapi.db.query(PLAN).findOne({ where: { stripePlanId: priceId(subscription) } }),
    ownerOf(strapi, subscription),
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
    stripeCustomerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id,
    plan: plan ? plan.documentId : null,
    user: user.documentId,
  };
  const existing = await strapi.db.query(SUBSCRIPTION).findOne({ where: { stripeSubscriptionId: subscription.id } });
  // A subscription first heard of after it ended (say, after its account was deleted) is not stored.
  if (!existing && ENDED.has(subscription.status)) return null;
  if (existing) return strapi.documents(SUBSCRIPTION).update({ documentId: existing.documentId, data: data as SubscriptionData });
  return strapi.documents(SUBSCRIPTION).create({ data: { ...data, stripeSubscriptionId: subscription.id } as SubscriptionData });
}

/** Stripe no longer knows the subscription (deleted in a test account): it has ended. */
export async function markGone(strapi: Core.Strapi, stripeSubscriptionId: string) {
  const record = await strapi.db.query(SUBSCRIPTION).findOne({ where: { stripeSubscriptionId } });
  if (!record) return null;
  return strapi
    .documents(SUBSCRIPTION)
    .update({ documentId: record.documentId, data: { stripeStatus: 'canceled', cancel_at_period_end: false } as SubscriptionData });
}
