// What a user's plan allows. The rules (the entitlements table and the functions that read it) are
// the shared package @wundportal/rules, which the web app imports too; this module adds what only
// the CMS knows: a user's current subscription record.
import type { Core } from "@strapi/strapi";
import { entitlementsOf as entitlementsOfSubscription } from "@wundportal/rules";
import type { Entitlements } from "@wundportal/rules";

export type { Entitlements };

/** The parts of a Subscription entry (with its plan) that decide the entitlements. */
export interface SubscriptionRecord {
  stripeStatus?: string | null;
  stripeSubscriptionId?: string | null;
  cancel_at_period_end?: boolean | null;
  plan?: { kind?: string; tier?: string } | null;
}

/** The user's current subscription: the newest by creation, with its plan; null when none. */
export async function currentSubscription(
  strapi: Core.Strapi,
  userId: number | null | undefined,
): Promise<SubscriptionRecord | null> {
  if (!userId) return null;
  const [subscription] = await strapi.documents("api::subscription.subscription").findMany({
    filters: { user: { id: userId } },
    sort: [{ createdAt: "desc" }, { id: "desc" }],
    limit: 1,
    populate: { plan: true },
  });
  return (subscription as SubscriptionRecord | undefined) || null;
}

/** Entitlements of a subscription record: only while Stripe reports it active or trialing. */
export function entitlementsOf(subscription: SubscriptionRecord | null | undefined): Entitlements | null {
  if (!subscription) return null;
  return entitlementsOfSubscription({ status: subscription.stripeStatus, plan: subscription.plan });
}

/** The current entitlements of a user; a failed lookup counts as none. */
export async function currentEntitlements(
  strapi: Core.Strapi,
  userId: number | null | undefined,
): Promise<Entitlements | null> {
  try {
    return entitlementsOf(await currentSubscription(strapi, userId));
  } catch (error) {
    strapi.log.error(`Abonnement von Nutzer ${userId} nicht lesbar: ${(error as Error).message}`);
    return null;
  }
}
