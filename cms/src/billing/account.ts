// What deleting an account removes on the payment side: the Stripe customer (Stripe then ends
// its subscriptions) and the user's subscription records.
import type { Core } from "@strapi/strapi";
import { getStripe, isMissing } from "./stripe";

export async function deleteBillingData(strapi: Core.Strapi, userId: number): Promise<void> {
  const user = await strapi.db.query("plugin::users-permissions.user").findOne({ where: { id: userId } });
  const stripe = getStripe();
  if (user?.stripeCustomerId && stripe) {
    try {
      await stripe.customers.del(user.stripeCustomerId);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  const records = await strapi.db
    .query("api::subscription.subscription")
    .findMany({ where: { user: { id: userId } }, select: ["documentId"] });
  for (const record of records) {
    await strapi.documents("api::subscription.subscription").delete({ documentId: record.documentId });
  }
}
