// Checkout, cancel/reactivate, customer portal and the Stripe webhook. The secret key stays in
// this process; the web app calls these routes with the signed-in user's JWT.
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import type Stripe from "stripe";
import { getStripe, isTestMode, isMissing, settings } from "../../../billing/stripe";
import { openCheckout } from "../../../billing/catalogue";
import { syncSubscription, markGone, periodEnd } from "../../../billing/subscriptions";
import { currentSubscription, entitlementsOf } from "../../../access/entitlements";
import { refuse } from "../../../utils/refusal";
import { siteUrl } from "../../../shared";

const PLAN = "api::plan.plan";
const EVENT = "api::billing.stripe-event";

/** What the account card needs of a Stripe subscription (unix seconds, as Stripe gives them). */
const subscriptionView = (subscription: Stripe.Subscription) => ({
  status: subscription.status,
  cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  cancelAt: subscription.cancel_at ?? null,
  currentPeriodEnd: periodEnd(subscription),
});

/** The subscription a Stripe event is about, or null for events this portal does not use. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  // The fields read here exist on the event types named in the cases (and on older API versions).
  const object = (event.data?.object ?? {}) as {
    id?: string;
    mode?: string;
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  };
  const id = (value: string | { id: string } | null | undefined) =>
    typeof value === "string" ? value : (value?.id ?? null);
  switch (event.type) {
    case "checkout.session.completed":
      return object.mode === "subscription" ? id(object.subscription) : null;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return object.id ?? null;
    case "invoice.paid":
    case "invoice.payment_failed":
      return id(object.subscription) ?? id(object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Stripe, or a 503 refusal when payments are not configured. */
  function stripeOr503(): Stripe {
    return getStripe() ?? refuse(503, "billing.unavailable", "Payments are not configured");
  }

  /** Runs a Stripe call; a failure of Stripe itself becomes a 502 with a code. */
  async function callStripe<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      strapi.log.error(`[stripe] Aufruf fehlgeschlagen: ${(error as Error).message}`);
      return refuse(502, "billing.stripeFailed", "Stripe call failed");
    }
  }

  async function setCancelAtPeriodEnd(ctx: Context, cancel: boolean) {
    const user = ctx.state.user;
    if (!user) refuse(401, "auth.required", "Sign-in required");
    const stripe = stripeOr503();
    const current = await currentSubscription(strapi, user.id);
    const subscriptionId = current?.stripeSubscriptionId;
    if (!subscriptionId || !entitlementsOf(current))
      refuse(404, "subscription.none", "No running subscription");
    const updated = await callStripe(() =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    );
    // The answer is Stripe's own state; the webhook that follows stores it.
    ctx.send({ subscription: subscriptionView(updated) });
  }

  return {
    async mode(ctx: Context) {
      ctx.send({ configured: Boolean(settings().secretKey), testMode: isTestMode() });
    },

    async checkout(ctx: Context) {
      const user = ctx.state.user;
      if (!user) refuse(401, "auth.required", "Sign-in required");
      const planId: unknown = ctx.request.body?.planId;
      if (typeof planId !== "string" || !planId) refuse(400, "plan.missing", "planId is required");
      const stripe = stripeOr503();
      const plan = await strapi.documents(PLAN).findOne({ documentId: planId });
      if (!plan) refuse(404, "plan.notFound", "No such plan");
      if (plan.kind !== user.Rolle) refuse(403, "plan.wrongRole", "The plan is not for this role");
      // One subscription at a time: a running one changes plan in the customer portal.
      if (entitlementsOf(await currentSubscription(strapi, user.id))) {
        refuse(409, "subscription.running", "A subscription is already running");
      }
      const session = await callStripe(() => openCheckout(strapi, stripe, user.id, plan));
      ctx.send({ url: session.url });
    },

    async checkoutSession(ctx: Context) {
      const user = ctx.state.user;
      if (!user) refuse(401, "auth.required", "Sign-in required");
      const stripe = stripeOr503();
      const sessionId: unknown = ctx.params.sessionId;
      if (typeof sessionId !== "string" || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) {
        refuse(400, "checkout.invalidId", "Malformed id");
      }
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["line_items"] });
      } catch (error) {
        if (isMissing(error)) refuse(404, "checkout.notFound", "No such session");
        strapi.log.error(`[stripe] Aufruf fehlgeschlagen: ${(error as Error).message}`);
        refuse(502, "billing.stripeFailed", "Stripe call failed");
      }
      // Another user's session id reveals nothing.
      if (session.client_reference_id !== String(user.id))
        refuse(404, "checkout.notFound", "No such session");
      const priceId = session.line_items?.data?.[0]?.price?.id;
      const plan = priceId ? await strapi.db.query(PLAN).findOne({ where: { stripePlanId: priceId } }) : null;
      ctx.send({
        status: session.status,
        paymentStatus: session.payment_status,
        planTitle: plan?.title ?? null,
      });
    },

    cancel: (ctx: Context) => setCancelAtPeriodEnd(ctx, true),
    reactivate: (ctx: Context) => setCancelAtPeriodEnd(ctx, false),

    async portal(ctx: Context) {
      const user = ctx.state.user;
      if (!user) refuse(401, "auth.required", "Sign-in required");
      const stripe = stripeOr503();
      const record = await strapi.db
        .query("plugin::users-permissions.user")
        .findOne({ where: { id: user.id } });
      const customer: unknown = record?.stripeCustomerId;
      if (typeof customer !== "string" || !customer)
        refuse(404, "billing.noCustomer", "No Stripe customer yet");
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({
          customer,
          return_url: `${siteUrl()}/admin/benutzerkonto`,
          locale: "de",
        }),
      );
      ctx.send({ url: session.url });
    },

    async webhook(ctx: Context) {
      const stripe = stripeOr503();
      const raw: unknown = ctx.request.body?.[Symbol.for("unparsedBody")];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          typeof raw === "string" || Buffer.isBuffer(raw) ? raw : "",
          ctx.get("stripe-signature"),
          settings().webhookSecret,
        );
      } catch {
        refuse(400, "webhook.signature", "Invalid signature");
      }
      if (await strapi.db.query(EVENT).findOne({ where: { eventId: event.id } })) {
        return ctx.send({ received: true, duplicate: true });
      }
      const subscriptionId = subscriptionIdOf(event);
      if (subscriptionId) {
        // Events may come late, twice or out of order: store what Stripe says now, not the event.
        let subscription: Stripe.Subscription | null = null;
        try {
          subscription = await stripe.subscriptions.retrieve(subscriptionId);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
        if (subscription) await syncSubscription(strapi, stripe, subscription);
        else await markGone(strapi, subscriptionId);
      }
      try {
        await strapi.db.query(EVENT).create({ data: { eventId: event.id, type: event.type } });
      } catch {
        // A parallel delivery of the same event stored it first; the state written is the same.
      }
      ctx.send({ received: true });
    },
  };
};
