// @ts-check
// Plans and payments through the CMS API and the Stripe emulator, as a caller without a browser
// sees them: checkout, the webhook as the only writer, cancel/reactivate, renewal, deletion.
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { describe, it } from "node:test";
import {
  adminList,
  adminToken,
  call,
  confirmedUser,
  eventually,
  exported,
  startCheckout,
  subscribe,
  subscribedUser,
  unique,
} from "./support.mjs";

/** @typedef {import("../../scripts/stripe-emulator/store.mjs").ExpandedSession} Session */
/** @typedef {import("../../scripts/stripe-emulator/store.mjs").Subscription} Subscription */
/** @typedef {import("../../scripts/stripe-emulator/store.mjs").Customer} Customer */
/** @typedef {import("../../scripts/stripe-emulator/store.mjs").Price} Price */
/** @typedef {import("../../scripts/stripe-emulator/store.mjs").StripeEvent} StripeEvent */

const STRIPE = process.env.STRIPE_EMULATOR_URL;
const STRIPE_KEY = process.env.STRIPE_SECRET_KEY;
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? "";

/**
 * A call to the Stripe emulator (scripts/stripe-emulator): its status and parsed body.
 * @template [T=unknown] the body of a success, as the emulator's typedefs name it
 * @param {string} path
 * @param {{ method?: string, form?: Record<string, string> }} [options] `form` is sent form-encoded
 * @returns {Promise<{ status: number, body: T }>}
 */
async function stripe(path, { method = "GET", form } = {}) {
  const response = await fetch(`${STRIPE}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${STRIPE_KEY}`,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: response.status, body: /** @type {T} */ (await response.json()) };
}

/**
 * The Stripe-Signature header for `payload`.
 * @param {string} payload
 */
function signed(payload, secret = WEBHOOK_SECRET) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/**
 * @param {object} event
 * @param {string} [secret]
 * @returns {Promise<Pick<import("./support.mjs").Answer, "status" | "body">>}
 */
async function postWebhook(event, secret) {
  const payload = JSON.stringify(event);
  const response = await fetch(`${process.env.CMS_URL}/api/billing/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signed(payload, secret) },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

/**
 * The Stripe checkout session behind the address POST /api/billing/checkout answered.
 * @param {import("./support.mjs").Answer} checkout
 */
const sessionOf = async (checkout) =>
  /** @type {{ body: Session }} */ (
    await stripe(`/v1/checkout/sessions/${new URL(checkout.body.url).pathname.split("/").pop()}`)
  ).body;

/** @param {import("./support.mjs").TestAccount} user */
const canReadSpeakerContact = async (user) => {
  const { body } = await call("/api/referents?pagination[pageSize]=3", { token: user.jwt });
  return (
    body.data.length > 0 &&
    body.data.every((/** @type {{ Kontakt?: unknown }} */ s) => typeof s.Kontakt === "string")
  );
};

describe("plans", () => {
  it("carry kind and tier, and a title that disagrees with them is refused", async () => {
    const { body } = await call("/api/plans?sort=title&pagination[pageSize]=20");
    assert.equal(body.data.length, 9);
    for (const plan of body.data) assert.equal(plan.title, `${plan.kind}: ${plan.tier}`);
    const created = await call("/content-manager/collection-types/api::plan.plan", {
      method: "POST",
      token: await adminToken(),
      body: {
        title: "Hersteller: Premium Plus",
        kind: "Hersteller",
        tier: "Classic",
        price: 1,
        stripePlanId: "price_falsch",
      },
    });
    assert.equal(created.status, 400);
    assert.equal(created.body.error.details.code, "plan.titleMismatch");
  });
});

describe("checkout", () => {
  it("is refused for a plan of another role and without a session", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "abo" });
    const wrong = await startCheckout(user, "Referent: Premium");
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.error.details.code, "plan.wrongRole");
    const anonymous = await startCheckout(undefined, "Veranstalter: Premium");
    assert.equal(anonymous.status, 403);
  });

  it("creates a German subscription session for the user's customer, found by the lower-cased e-mail", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "ABO" });
    const session = await sessionOf(await startCheckout(user, "Veranstalter: Classic"));
    assert.equal(session.mode, "subscription");
    assert.equal(session.locale, "de");
    assert.equal(session.client_reference_id, String(user.id));
    assert.match(session.success_url, /\/p-success\?sessionId=\{CHECKOUT_SESSION_ID\}$/);
    // "Abbrechen" returns to the plans with a marker for the German note, and nothing else in the URL.
    assert.match(session.cancel_url, /\/admin\/plans\?checkout=abgebrochen$/);
    /** @type {{ body: Customer }} */
    const { body: customer } = await stripe(`/v1/customers/${session.customer}`);
    assert.equal(customer.email, user.email.toLowerCase());
    // A second checkout reuses the customer.
    const again = await startCheckout(user, "Veranstalter: Premium");
    const second = await sessionOf(again);
    assert.equal(second.customer, session.customer);
  });

  it("subscribes, unlocks speaker details, refuses a second subscription and hides the session from others", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "abo" });
    assert.equal(await canReadSpeakerContact(user), false);
    const { sessionId } = await subscribe(user, "Veranstalter: Premium");
    assert.equal(await canReadSpeakerContact(user), true);

    const result = await call(`/api/billing/checkout/${sessionId}`, { token: user.jwt });
    assert.equal(result.status, 200);
    assert.deepEqual(result.body, {
      status: "complete",
      paymentStatus: "paid",
      planTitle: "Veranstalter: Premium",
    });
    const stranger = await confirmedUser({ rolle: "Veranstalter", prefix: "fremd" });
    assert.equal((await call(`/api/billing/checkout/${sessionId}`, { token: stranger.jwt })).status, 404);

    const second = await startCheckout(user, "Veranstalter: Classic");
    assert.equal(second.status, 409);
    assert.equal(second.body.error.details.code, "subscription.running");
  });
});

describe("the Stripe webhook is the only writer", () => {
  it("subscriptions cannot be written through the public API", async () => {
    const user = await confirmedUser({ rolle: "Referent", prefix: "schreib" });
    const body = { data: { stripeStatus: "active", stripeSubscriptionId: `sub_fake_${user.id}` } };
    assert.equal((await call("/api/subscriptions", { method: "POST", token: user.jwt, body })).status, 403);
    assert.equal((await call("/api/subscriptions", { method: "POST", body })).status, 403);
  });

  it("refuses a forged signature (400) and changes nothing", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "forged" });
    const { subscriptionId } = await subscribe(user, "Veranstalter: Classic");
    /** @type {{ body: Subscription }} */
    const { body: subscription } = await stripe(`/v1/subscriptions/${subscriptionId}`);
    const forged = {
      id: `evt_forged_${Date.now()}`,
      object: "event",
      type: "customer.subscription.deleted",
      data: { object: { ...subscription, status: "canceled" } },
    };
    const answer = await postWebhook(forged, "whsec_not_the_secret");
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error.details.code, "webhook.signature");
    const unsigned = await fetch(`${process.env.CMS_URL}/api/billing/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(forged),
    });
    assert.equal(unsigned.status, 400);
    // The public endpoint of the web app passes the verdict on.
    const payload = JSON.stringify(forged);
    const viaWeb = await fetch(`${process.env.BASE_URL}/api/stripe/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": signed(payload, "whsec_not_the_secret"),
      },
      body: payload,
    });
    assert.equal(viaWeb.status, 400);
    assert.equal((await exported(user)).subscriptions[0]?.status, "active");
  });

  it("processes the same event once, and an older update after a newer one does not roll back", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "order" });
    const { subscriptionId } = await subscribe(user, "Veranstalter: Premium");
    /** @type {{ body: Subscription }} */
    const { body: before } = await stripe(`/v1/subscriptions/${subscriptionId}`);

    const cancel = await call("/api/billing/subscription/cancel", {
      method: "POST",
      token: user.jwt,
      body: {},
    });
    assert.equal(cancel.status, 200);
    assert.equal(cancel.body.subscription.cancelAtPeriodEnd, true);
    await eventually(async () => (await exported(user)).subscriptions[0]?.cancel_at_period_end === true, {
      what: "Stornierung gespeichert",
    });

    // A late copy of the state before the cancellation, correctly signed, arrives last.
    const stale = {
      id: `evt_stale_${Date.now()}`,
      object: "event",
      created: before.created,
      type: "customer.subscription.updated",
      data: { object: before },
    };
    const first = await postWebhook(stale);
    assert.deepEqual(first.body, { received: true });
    const second = await postWebhook(stale);
    assert.deepEqual(second.body, { received: true, duplicate: true });
    const after = (await exported(user)).subscriptions;
    assert.equal(after.length, 1);
    assert.equal(after[0]?.cancel_at_period_end, true, "the stale event did not undo the cancellation");
  });

  it("renews at the period end and ends a cancelled subscription, which ends speaker access", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "ende" });
    const { subscriptionId } = await subscribe(user, "Veranstalter: Classic");
    const periodEnd = (await exported(user)).subscriptions[0]?.current_period_end;
    assert.ok(periodEnd, "Ende des Zeitraums gespeichert");

    // The period ends: a paid invoice and a new period.
    await stripe("/_emulator/end-period", { method: "POST", form: { subscription: String(subscriptionId) } });
    await eventually(
      async () => ((await exported(user)).subscriptions[0]?.current_period_end ?? "") > periodEnd,
      { what: "Verlängerung gespeichert" },
    );
    assert.equal(await canReadSpeakerContact(user), true);

    // Cancelled, the next period end ends it.
    await call("/api/billing/subscription/cancel", { method: "POST", token: user.jwt, body: {} });
    await stripe("/_emulator/end-period", { method: "POST", form: { subscription: String(subscriptionId) } });
    await eventually(async () => (await exported(user)).subscriptions[0]?.status === "canceled", {
      what: "Ende gespeichert",
    });
    assert.equal(await canReadSpeakerContact(user), false);
    // Without a running subscription the user may buy one again.
    const again = await startCheckout(user, "Veranstalter: Premium");
    assert.equal(again.status, 200);
  });

  it("a failed renewal payment makes the subscription past due, which ends speaker access", async () => {
    const user = await confirmedUser({ rolle: "Veranstalter", prefix: "mahnung" });
    const { subscriptionId } = await subscribe(user, "Veranstalter: Classic");
    await stripe("/_emulator/fail-payment", {
      method: "POST",
      form: { subscription: String(subscriptionId) },
    });
    await eventually(async () => (await exported(user)).subscriptions[0]?.status === "past_due", {
      what: "Zahlungsausfall gespeichert",
    });
    assert.equal(await canReadSpeakerContact(user), false);
  });
});

describe("cancel, reactivate, portal, export and deletion", () => {
  it("cancels at period end, reactivates, and opens the portal for the user's own customer", async () => {
    const user = await confirmedUser({ rolle: "Hersteller", prefix: "storno" });
    const { subscriptionId } = await subscribe(user, "Hersteller: Classic");
    const cancel = await call("/api/billing/subscription/cancel", {
      method: "POST",
      token: user.jwt,
      body: {},
    });
    /** @type {{ body: Subscription }} */
    const { body: stripeSide } = await stripe(`/v1/subscriptions/${subscriptionId}`);
    assert.equal(stripeSide.cancel_at_period_end, true);
    assert.equal(cancel.body.subscription.cancelAt, stripeSide.cancel_at);
    const reactivate = await call("/api/billing/subscription/reactivate", {
      method: "POST",
      token: user.jwt,
      body: {},
    });
    assert.equal(reactivate.body.subscription.cancelAtPeriodEnd, false);
    assert.equal(reactivate.body.subscription.cancelAt, null);

    const portal = await call("/api/billing/portal", { method: "POST", token: user.jwt, body: {} });
    assert.equal(portal.status, 200);
    const page = await fetch(portal.body.url);
    assert.match(await page.text(), /Kundenportal/);

    const stranger = await confirmedUser({ rolle: "Hersteller", prefix: "ohne" });
    const none = await call("/api/billing/subscription/cancel", {
      method: "POST",
      token: stranger.jwt,
      body: {},
    });
    assert.equal(none.status, 404);
    assert.equal(none.body.error.details.code, "subscription.none");
  });

  it("exports only the caller's data and deletes Stripe customer and subscriptions with the account", async () => {
    const user = await confirmedUser({ rolle: "Versorgungspartner", prefix: "export" });
    await subscribe(user, "Versorgungspartner: Premium");
    const data = await exported(user);
    assert.equal(data.profile.email, user.email.toLowerCase());
    assert.equal(data.subscriptions[0]?.plan, "Versorgungspartner: Premium");
    assert.equal("password" in data.profile, false);
    assert.equal((await call("/api/account/export")).status, 403);

    const blocked = await call("/api/users/me", { method: "DELETE", token: user.jwt });
    assert.equal(blocked.status, 403);
    assert.equal(
      blocked.body.error.message,
      "Sie haben ein aktives Abonnement. Bitte kündigen Sie es zuerst.",
    );

    await call("/api/billing/subscription/cancel", { method: "POST", token: user.jwt, body: {} });
    await eventually(async () => (await exported(user)).subscriptions[0]?.cancel_at_period_end === true);
    const customer = data.profile.stripeCustomerId;
    assert.equal((await call("/api/users/me", { method: "DELETE", token: user.jwt })).status, 200);
    assert.equal((await stripe(`/v1/customers/${customer}`)).status, 404);
    const left = await adminList(
      "api::subscription.subscription",
      `&filters[stripeCustomerId][$eq]=${encodeURIComponent(customer)}`,
    );
    assert.deepEqual(left, []);
  });
});

describe("who a subscription belongs to", () => {
  /**
   * Waits until the CMS has processed every emulator event about this subscription.
   * @param {string | Subscription | null} subscriptionId
   */
  async function processed(subscriptionId) {
    /** @type {{ body: { data: (StripeEvent & { data: { object: { id?: string, subscription?: string } } })[] } }} */
    const { body } = await stripe("/_emulator/events");
    const events = body.data.filter(
      (e) => e.data.object.id === subscriptionId || e.data.object.subscription === subscriptionId,
    );
    assert.ok(events.length > 0);
    await eventually(
      async () => {
        for (const event of events) {
          const stored = await adminList("api::billing.stripe-event", `&filters[eventId][$eq]=${event.id}`);
          if (stored.length === 0) return false;
        }
        return true;
      },
      { what: "Webhooks verarbeitet" },
    );
  }

  /** @param {string} lookupKey */
  const priceOf = async (lookupKey) => {
    /** @type {{ body: { data: Price[] } }} */
    const { body } = await stripe(`/v1/prices?lookup_keys[]=${lookupKey}`);
    const [price] = body.data;
    assert.ok(price, lookupKey);
    return price;
  };

  /**
   * A subscription another API caller starts for `customer`, with metadata naming the user: once
   * the CMS has processed its events, the user still has no plan.
   * @param {import("./support.mjs").TestAccount} user
   * @param {string} customer
   */
  async function assertNoPlanFromApiSubscription(user, customer) {
    const price = await priceOf("wundportal_veranstalter_premium");
    /** @type {{ status: number, body: Subscription }} */
    const created = await stripe("/v1/subscriptions", {
      method: "POST",
      form: { customer, "items[0][price]": price.id, "metadata[userId]": String(user.id) },
    });
    assert.equal(created.status, 200);
    await processed(created.body.id);
    assert.deepEqual((await exported(user)).subscriptions, []);
    assert.equal(await canReadSpeakerContact(user), false);
  }

  it("is never taken from metadata another API caller set", async () => {
    const victim = await confirmedUser({ rolle: "Veranstalter", prefix: "metadaten" });
    /** @type {{ body: Customer }} */
    const { body: customer } = await stripe("/v1/customers", {
      method: "POST",
      form: { email: `fremd${Date.now()}@example.org` },
    });
    await assertNoPlanFromApiSubscription(victim, customer.id);
  });

  it("comes only from a checkout session the user started, not from their customer alone", async () => {
    const victim = await confirmedUser({ rolle: "Veranstalter", prefix: "kunde" });
    // The user opens a checkout (which gives them a Stripe customer) but does not pay.
    const session = await sessionOf(await startCheckout(victim, "Veranstalter: Classic"));
    assert.ok(session.customer, "Kunde der Sitzung");
    await assertNoPlanFromApiSubscription(victim, session.customer);
  });

  it("is nobody's for a checkout session another API caller opened for one user with another's customer", async () => {
    const victim = await confirmedUser({ rolle: "Veranstalter", prefix: "genannt" });
    const other = await confirmedUser({ rolle: "Veranstalter", prefix: "zahlend" });
    const othersCustomer =
      (await sessionOf(await startCheckout(other, "Veranstalter: Classic"))).customer ?? "";
    const price = await priceOf("wundportal_veranstalter_premium");
    /** @type {{ status: number, body: Session }} */
    const forged = await stripe("/v1/checkout/sessions", {
      method: "POST",
      form: {
        mode: "subscription",
        customer: othersCustomer,
        client_reference_id: String(victim.id),
        "line_items[0][price]": price.id,
        "line_items[0][quantity]": "1",
        success_url: "https://example.org/ok",
        cancel_url: "https://example.org/abbruch",
      },
    });
    assert.equal(forged.status, 200, JSON.stringify(forged.body));
    const paid = await fetch(`${forged.body.url}/confirm`, { method: "POST", redirect: "manual" });
    assert.equal(paid.status, 303);
    /** @type {{ body: Session }} */
    const { body: completed } = await stripe(`/v1/checkout/sessions/${forged.body.id}`);
    await processed(completed.subscription);
    assert.deepEqual((await exported(victim)).subscriptions, []);
    assert.deepEqual((await exported(other)).subscriptions, []);
  });

  it("is never another account's customer found by an address that account used before", async () => {
    const earlier = await subscribedUser("Veranstalter", "Veranstalter: Classic", "frueher");
    const customer = (await exported(earlier)).profile.stripeCustomerId;
    // Support moves the account to a new address; the old one (a clinic's shared mailbox, say) is free.
    const moved = await call(
      `/content-manager/collection-types/plugin::users-permissions.user/${earlier.documentId}`,
      {
        method: "PUT",
        token: await adminToken(),
        body: { email: `umgezogen${unique()}@example.org` },
      },
    );
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const later = await confirmedUser({ rolle: "Veranstalter", email: earlier.email });
    const session = await sessionOf(await startCheckout(later, "Veranstalter: Premium"));
    assert.notEqual(session.customer, customer);
    // The customer portal (invoices, card, cancel) opens the account's own customer.
    assert.equal((await exported(later)).profile.stripeCustomerId, session.customer);
    assert.equal((await exported(earlier)).subscriptions[0]?.status, "active");
  });
});

describe("the Stripe emulator", () => {
  it("refuses the fixed key of earlier versions", async () => {
    assert.notEqual(STRIPE_KEY, "sk_test_emulator");
    const response = await fetch(`${STRIPE}/v1/customers`, {
      headers: { Authorization: "Bearer sk_test_emulator" },
    });
    assert.equal(response.status, 401);
  });
});
