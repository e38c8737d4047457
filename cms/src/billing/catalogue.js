'use strict';

// Plans and customers in Stripe. `syncPlans` gives every plan a yearly price (found by its
// lookup key, created when missing or when the amount changed) and stores the price id on the
// plan; `ensureCustomer` finds or creates a user's customer by the lower-cased e-mail.
const PLAN = 'api::plan.plan';
const USER = 'plugin::users-permissions.user';

const lookupKey = (plan) => `wundportal_${plan.kind}_${plan.tier}`.toLowerCase().replace(/\s+/g, '_');
const cents = (price) => Math.round(Number(price) * 100);

async function syncPlans(strapi, stripe, { log = () => {} } = {}) {
  const plans = await strapi.db.query(PLAN).findMany({ orderBy: { title: 'asc' } });
  for (const plan of plans) {
    const key = lookupKey(plan);
    let [price] = (await stripe.prices.list({ lookup_keys: [key], limit: 1 })).data;
    const current = price && price.unit_amount === cents(plan.price) && price.recurring?.interval === plan.interval;
    if (!current) {
      const product = price
        ? price.product
        : (await stripe.products.create({ name: plan.title, metadata: { plan: plan.documentId } })).id;
      price = await stripe.prices.create({
        product: typeof product === 'string' ? product : product.id,
        unit_amount: cents(plan.price),
        currency: 'eur',
        recurring: { interval: plan.interval },
        lookup_key: key,
        transfer_lookup_key: true,
        nickname: plan.title,
      });
      log(`Stripe-Preis für ${plan.title}: ${price.id}`);
    }
    if (plan.stripePlanId !== price.id) {
      await strapi.documents(PLAN).update({ documentId: plan.documentId, data: { stripePlanId: price.id } });
    }
  }
  return plans.length;
}

async function ensureCustomer(strapi, stripe, userId) {
  const user = await strapi.db.query(USER).findOne({ where: { id: userId } });
  if (user.stripeCustomerId) {
    try {
      const customer = await stripe.customers.retrieve(user.stripeCustomerId);
      if (!customer.deleted) return customer.id;
    } catch (error) {
      if (error?.statusCode !== 404) throw error;
    }
  }
  const email = user.email.toLowerCase();
  const [found] = (await stripe.customers.list({ email, limit: 1 })).data;
  const customer =
    found ?? (await stripe.customers.create({ email, name: user.username, metadata: { userId: String(user.id) } }));
  await strapi.db.query(USER).update({ where: { id: user.id }, data: { stripeCustomerId: customer.id } });
  return customer.id;
}

module.exports = { syncPlans, ensureCustomer, lookupKey };
