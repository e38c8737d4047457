// What a user's plan allows, from the web app's lib/entitlements.json (the web app reads the same
// file in lib/entitlements.ts). Every plan decision of the CMS goes through entitlementsOf.
import type { Core } from '@strapi/strapi';
import { readLibJson } from '../shared';

interface PlanRules {
  maxListings: number | null;
  maxProducts: number | null;
  speakerAccess: boolean;
  unlocks: string[];
}

export interface EntitlementsTable {
  maxMediaFiles: number;
  listingKindOfPlan: Record<string, string>;
  premiumFields: Record<string, string[]>;
  plans: Record<string, Record<string, PlanRules>>;
}

export interface Entitlements extends PlanRules {
  kind: string;
  tier: string;
  /** The listing kind this plan places (Veranstalter → Veranstaltung). */
  listingKind: string;
  maxMediaFiles: number;
}

/** The parts of a Subscription entry (with its plan) that decide the entitlements. */
export interface SubscriptionRecord {
  stripeStatus?: string | null;
  stripeSubscriptionId?: string | null;
  cancel_at_period_end?: boolean | null;
  plan?: { kind?: string; tier?: string } | null;
}

export const table = readLibJson<EntitlementsTable>('entitlements.json');
const RUNNING = new Set(['active', 'trialing']);
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The user's current subscription: the newest by creation, with its plan; null when none. */
export async function currentSubscription(strapi: Core.Strapi, userId: number | null | undefined): Promise<SubscriptionRecord | null> {
  if (!userId) return null;
  const [subscription] = await strapi.documents('api::subscription.subscription').findMany({
    filters: { user: { id: userId } },
    sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: 1,
    populate: { plan: true },
  });
  return (subscription as SubscriptionRecord | undefined) || null;
}

export function planEntitlements(kind: string, tier: string): Entitlements | null {
  const tiers = has(table.plans, kind) ? table.plans[kind] : null;
  const rules = tiers && has(tiers, tier) ? tiers[tier] : null;
  if (!rules) return null;
  return {
    kind,
    tier,
    listingKind: table.listingKindOfPlan[kind],
    maxListings: rules.maxListings,
    maxProducts: rules.maxProducts,
    maxMediaFiles: table.maxMediaFiles,
    speakerAccess: rules.speakerAccess,
    unlocks: rules.unlocks,
  };
}

/** Entitlements of a subscription record: only while Stripe reports it active or trialing. */
export function entitlementsOf(subscription: SubscriptionRecord | null | undefined): Entitlements | null {
  if (!subscription?.plan || !RUNNING.has(subscription.stripeStatus)) return null;
  return planEntitlements(subscription.plan.kind, subscription.plan.tier);
}

/** The current entitlements of a user; a failed lookup counts as none. */
export async function currentEntitlements(strapi: Core.Strapi, userId: number | null | undefined): Promise<Entitlements | null> {
  try {
    return entitlementsOf(await currentSubscription(strapi, userId));
  } catch (error) {
    strapi.log.error(`Abonnement von Nutzer ${userId} nicht lesbar: ${(error as Error).message}`);
    return null;
  }
}
