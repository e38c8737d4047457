'use strict';

// What a user's plan allows, from the web app's lib/entitlements.json (the web app reads the same
// file in lib/entitlements.ts). Every plan decision of the CMS goes through entitlementsOf.
const { readLibJson } = require('../shared');

const table = readLibJson('entitlements.json');
const RUNNING = new Set(['active', 'trialing']);

/** The user's current subscription: the newest by creation, with its plan; null when none. */
async function currentSubscription(strapi, userId) {
  if (!userId) return null;
  const [subscription] = await strapi.documents('api::subscription.subscription').findMany({
    filters: { user: { id: userId } },
    sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: 1,
    populate: { plan: true },
  });
  return subscription || null;
}

function planEntitlements(kind, tier) {
  const tiers = Object.hasOwn(table.plans, kind) ? table.plans[kind] : null;
  const rules = tiers && Object.hasOwn(tiers, tier) ? tiers[tier] : null;
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
function entitlementsOf(subscription) {
  if (!subscription?.plan || !RUNNING.has(subscription.stripeStatus)) return null;
  return planEntitlements(subscription.plan.kind, subscription.plan.tier);
}

/** The current entitlements of a user; a failed lookup counts as none. */
async function currentEntitlements(strapi, userId) {
  try {
    return entitlementsOf(await currentSubscription(strapi, userId));
  } catch (error) {
    strapi.log.error(`Abonnement von Nutzer ${userId} nicht lesbar: ${error.message}`);
    return null;
  }
}

module.exports = { table, currentSubscription, entitlementsOf, currentEntitlements, planEntitlements };
