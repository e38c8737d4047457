// The emulator's state and rules: customers, products, prices, checkout and billing-portal
// sessions, subscriptions, invoices and events, with a clock that tests can move forward.
// Objects have the shape of Stripe's API (the fields this portal and its tests read). Time moves
// per subscription (like Stripe's test clocks), so one test cannot shift another's dates.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const YEAR = 365 * 24 * 60 * 60;
const MONTH = 30 * 24 * 60 * 60;

export class StripeError extends Error {
  constructor(status, message, { type = "invalid_request_error", code, param } = {}) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }
}

const list = (data, url) => ({ object: "list", data, has_more: false, url });

export class Store {
  constructor({ statePath, onEvent }) {
    this.statePath = statePath;
    this.onEvent = onEvent;
    this.state = {
      customers: {},
      products: {},
      prices: {},
      checkoutSessions: {},
      portalSessions: {},
      subscriptions: {},
      invoices: {},
      events: {},
    };
    if (statePath && existsSync(statePath)) {
      this.state = { ...this.state, ...JSON.parse(readFileSync(statePath, "utf8")) };
    }
  }

  now() {
    return Math.floor(Date.now() / 1000);
  }

  save() {
    if (!this.statePath) return;
    mkdirSync(dirname(this.statePath), { recursive: true });
    writeFileSync(this.statePath, JSON.stringify(this.state));
  }

  id(prefix) {
    return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
  }

  get(collection, id, what) {
    const object = this.state[collection][id];
    if (!object)
      throw new StripeError(404, `No such ${what}: '${id}'`, { code: "resource_missing", param: "id" });
    return object;
  }

  emit(type, object, previousAttributes) {
    const event = {
      id: this.id("evt"),
      object: "event",
      api_version: "2025-10-29.clover",
      created: this.now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
    };
    this.state.events[event.id] = event;
    this.onEvent?.(event);
    return event;
  }

  // ------------------------------------------------------------ customers

  createCustomer({ email, name, metadata = {} }) {
    const customer = {
      id: this.id("cus"),
      object: "customer",
      email: email ?? null,
      name: name ?? null,
      metadata,
      created: this.now(),
    };
    this.state.customers[customer.id] = customer;
    this.emit("customer.created", customer);
    return customer;
  }

  listCustomers({ email, limit }) {
    const all = Object.values(this.state.customers).filter((c) => !email || c.email === email);
    return list(all.slice(0, limit ? Number(limit) : 10), "/v1/customers");
  }

  deleteCustomer(id) {
    const customer = this.get("customers", id, "customer");
    // Stripe ends a deleted customer's subscriptions at once.
    for (const subscription of Object.values(this.state.subscriptions)) {
      if (subscription.customer === id && subscription.status !== "canceled")
        this.endSubscription(subscription);
    }
    delete this.state.customers[id];
    this.emit("customer.deleted", customer);
    return { id, object: "customer", deleted: true };
  }

  // ------------------------------------------------------------ catalogue

  createProduct({ name, metadata = {} }) {
    const product = {
      id: this.id("prod"),
      object: "product",
      name,
      active: true,
      metadata,
      created: this.now(),
    };
    this.state.products[product.id] = product;
    return product;
  }

  createPrice({
    product,
    unit_amount,
    currency,
    recurring = {},
    lookup_key,
    transfer_lookup_key,
    nickname,
    metadata = {},
  }) {
    this.get("products", product, "product");
    const holder = lookup_key && Object.values(this.state.prices).find((p) => p.lookup_key === lookup_key);
    if (holder && transfer_lookup_key !== "true" && transfer_lookup_key !== true) {
      throw new StripeError(400, `A price with lookup_key ${lookup_key} already exists.`, {
        param: "lookup_key",
      });
    }
    if (holder) holder.lookup_key = null;
    const price = {
      id: this.id("price"),
      object: "price",
      active: true,
      product,
      unit_amount: Number(unit_amount),
      currency: currency ?? "eur",
      recurring: { interval: recurring.interval ?? "year", interval_count: 1 },
      type: "recurring",
      lookup_key: lookup_key ?? null,
      nickname: nickname ?? null,
      metadata,
      created: this.now(),
    };
    this.state.prices[price.id] = price;
    return price;
  }

  listPrices({ lookup_keys }) {
    const keys = lookup_keys ? [].concat(lookup_keys) : null;
    return list(
      Object.values(this.state.prices).filter((p) => !keys || keys.includes(p.lookup_key)),
      "/v1/prices",
    );
  }

  // ------------------------------------------------------------ checkout

  createCheckoutSession(params, baseUrl) {
    if (params.mode !== "subscription")
      throw new StripeError(400, "Only mode=subscription is emulated.", { param: "mode" });
    const item = params.line_items?.[0];
    if (!item?.price)
      throw new StripeError(400, "Missing required param: line_items[0][price].", { param: "line_items" });
    this.get("prices", item.price, "price");
    if (params.customer) this.get("customers", params.customer, "customer");
    for (const key of ["success_url", "cancel_url"]) {
      if (!params[key]) throw new StripeError(400, `Missing required param: ${key}.`, { param: key });
    }
    const id = `cs_test_${randomBytes(16).toString("hex")}`;
    const session = {
      id,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      subscription_data: params.subscription_data ?? {},
      line_items_price: item.price,
      amount_total: this.state.prices[item.price].unit_amount,
      currency: this.state.prices[item.price].currency,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      subscription: null,
      invoice: null,
      url: `${baseUrl}/c/pay/${id}`,
      created: this.now(),
      expires_at: this.now() + 24 * 60 * 60,
    };
    this.state.checkoutSessions[id] = session;
    return session;
  }

  /** Stripe filters the list by the subscription or the customer a session is for. */
  listCheckoutSessions({ subscription, customer, limit }) {
    const all = Object.values(this.state.checkoutSessions).filter(
      (s) => (!subscription || s.subscription === subscription) && (!customer || s.customer === customer),
    );
    return list(
      all.slice(0, limit ? Number(limit) : 10).map((s) => this.expandSession(s)),
      "/v1/checkout/sessions",
    );
  }

  /** 'Zahlung bestätigen' on the hosted page: the customer pays, the subscription starts. */
  completeCheckout(id) {
    const session = this.get("checkoutSessions", id, "checkout.session");
    if (session.status !== "open") throw new StripeError(400, "This Checkout Session is no longer open.");
    let customer = session.customer;
    if (!customer) customer = this.createCustomer({ email: session.customer_email }).id;
    const trialDays = Number(session.subscription_data.trial_period_days ?? 0);
    const subscription = this.startSubscription({
      customer,
      price: session.line_items_price,
      metadata: session.subscription_data.metadata ?? {},
      trialDays,
    });
    Object.assign(session, {
      status: "complete",
      payment_status: trialDays ? "no_payment_required" : "paid",
      customer,
      subscription: subscription.id,
      invoice: subscription.latest_invoice,
    });
    this.emit("checkout.session.completed", session);
    return session;
  }

  expandSession(session, expand = []) {
    const out = structuredClone(session);
    delete out.line_items_price;
    if (expand.includes("subscription") && out.subscription)
      out.subscription = this.state.subscriptions[out.subscription];
    if (expand.includes("line_items")) {
      out.line_items = list(
        [{ object: "item", price: this.state.prices[session.line_items_price], quantity: 1 }],
        "",
      );
    }
    return out;
  }

  // ------------------------------------------------------------ subscriptions

  startSubscription({ customer, price, metadata = {}, trialDays = 0 }) {
    this.get("customers", customer, "customer");
    const priceObject = this.get("prices", price, "price");
    const start = this.now();
    const period = priceObject.recurring.interval === "month" ? MONTH : YEAR;
    const end = trialDays ? start + trialDays * 24 * 60 * 60 : start + period;
    const subscription = {
      id: this.id("sub"),
      object: "subscription",
      customer,
      status: trialDays ? "trialing" : "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      trial_start: trialDays ? start : null,
      trial_end: trialDays ? end : null,
      current_period_start: start,
      current_period_end: end,
      items: list(
        [
          {
            id: this.id("si"),
            object: "subscription_item",
            price: priceObject,
            quantity: 1,
            current_period_start: start,
            current_period_end: end,
          },
        ],
        "/v1/subscription_items",
      ),
      metadata,
      latest_invoice: null,
      livemode: false,
    };
    this.state.subscriptions[subscription.id] = subscription;
    this.emit("customer.subscription.created", subscription);
    if (!trialDays) this.payInvoice(subscription);
    return subscription;
  }

  setPeriod(subscription, start, end) {
    Object.assign(subscription, { current_period_start: start, current_period_end: end });
    Object.assign(subscription.items.data[0], { current_period_start: start, current_period_end: end });
    if (subscription.cancel_at_period_end) subscription.cancel_at = end;
  }

  payInvoice(subscription, { fail = false } = {}) {
    const price = subscription.items.data[0].price;
    const invoice = {
      id: this.id("in"),
      object: "invoice",
      customer: subscription.customer,
      subscription: subscription.id,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
      status: fail ? "open" : "paid",
      amount_due: price.unit_amount,
      amount_paid: fail ? 0 : price.unit_amount,
      currency: price.currency,
      period_start: subscription.current_period_start,
      period_end: subscription.current_period_end,
      created: this.now(),
    };
    this.state.invoices[invoice.id] = invoice;
    subscription.latest_invoice = invoice.id;
    this.emit(fail ? "invoice.payment_failed" : "invoice.paid", invoice);
    return invoice;
  }

  updateSubscription(id, params) {
    const subscription = this.get("subscriptions", id, "subscription");
    if (subscription.status === "canceled") {
      throw new StripeError(
        400,
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    }
    const previous = {};
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === true || params.cancel_at_period_end === "true";
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? subscription.current_period_end : null;
      subscription.canceled_at = cancel ? this.now() : null;
    }
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
    this.emit("customer.subscription.updated", subscription, previous);
    return subscription;
  }

  endSubscription(subscription) {
    Object.assign(subscription, {
      status: "canceled",
      ended_at: this.now(),
      canceled_at: subscription.canceled_at ?? this.now(),
    });
    this.emit("customer.subscription.deleted", subscription);
    return subscription;
  }

  listSubscriptions({ customer, status }) {
    const all = Object.values(this.state.subscriptions).filter(
      (s) =>
        (!customer || s.customer === customer) &&
        (status === "all" ? true : status ? s.status === status : s.status !== "canceled"),
    );
    return list(all, "/v1/subscriptions");
  }

  // ------------------------------------------------------------ test clock

  /**
   * Time passes for one subscription, as on its own test clock: its current period ends now. It
   * renews (a paid invoice and a new period) or, when set to cancel at its end, ends.
   */
  endPeriod(id) {
    const subscription = this.get("subscriptions", id, "subscription");
    if (subscription.status === "canceled") return subscription;
    if (subscription.cancel_at_period_end) return this.endSubscription(subscription);
    const price = subscription.items.data[0].price;
    const period = price.recurring.interval === "month" ? MONTH : YEAR;
    const previous = { status: subscription.status, current_period_end: subscription.current_period_end };
    const start = subscription.current_period_end;
    this.setPeriod(subscription, start, start + period);
    subscription.status = "active";
    this.payInvoice(subscription);
    this.emit("customer.subscription.updated", subscription, previous);
    return subscription;
  }

  /** The renewal payment fails: the invoice stays open and the subscription is past due. */
  failPayment(id) {
    const subscription = this.get("subscriptions", id, "subscription");
    const previous = { status: subscription.status };
    this.payInvoice(subscription, { fail: true });
    subscription.status = "past_due";
    this.emit("customer.subscription.updated", subscription, previous);
    return subscription;
  }

  // ------------------------------------------------------------ billing portal

  createPortalSession({ customer, return_url }, baseUrl) {
    this.get("customers", customer, "customer");
    const id = this.id("bps");
    const session = {
      id,
      object: "billing_portal.session",
      customer,
      return_url: return_url ?? null,
      url: `${baseUrl}/p/session/${id}`,
      created: this.now(),
      livemode: false,
      locale: "de",
    };
    this.state.portalSessions[id] = session;
    return session;
  }

  invoicesOf(customer) {
    return Object.values(this.state.invoices).filter((i) => i.customer === customer);
  }
}
