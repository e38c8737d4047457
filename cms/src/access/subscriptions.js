'use strict';

// Who may read full speaker records: the listing's creator, and users whose current subscription
// (the newest by creation) is a running 'Veranstalter' plan.
const RUNNING = ['active', 'trialing'];

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

function grantsSpeakerAccess(subscription) {
  return Boolean(
    subscription && RUNNING.includes(subscription.stripeStatus) && subscription.plan?.title?.includes('Veranstalter'),
  );
}

module.exports = { currentSubscription, grantsSpeakerAccess };
