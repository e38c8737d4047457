// @ts-check
// The emulator's state and rules: customers, products, prices, checkout and billing-portal
// sessions, subscriptions, invoices and events, with a clock that tests can move forward.
// Objects have the shape of Stripe's API (the fields this portal and its tests read). Time moves
// per subscription (like Stripe's test clocks), so one test cannot shift another's dates.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const YEAR = 365 * 24 * 60 * 60;
const MONTH = 30 * 24 * 60 * 60;

/** @typedef {Record<string, string>} Metadata */
/**
 * @template T
 * @typedef {{ object: "list", data: T[], has_more: false, url: string }} List
 */
/**
 * @typedef {object} Customer
 * @property {string} id
 * @property {"customer"} object
 * @property {string | null} email
 * @property {string | null} name
 * @property {Metadata} metadata
 * @property {number} created
 */
/**
 * @typedef {object} Product
 * @property {string} id
 * @property {"product"} object
 * @property {string | undefined} name
 * @property {boolean} active
 * @property {Metadata} metadata
 * @property {number} created
 */
/**
 * @typedef {object} Price
 * @property {string} id
 * @property {"price"} object
 * @property {boolean} active
 * @property {string} product
 * @property {number} unit_amount in cents
 * @property {string} currency
 * @property {{ interval: string, interval_count: number }} recurring
 * @property {"recurring"} type
 * @property {string | null} lookup_key
 * @property {string | null} nickname
 * @property {Metadata} metadata
 * @property {number} created
 */
/**
 * @typedef {object} CheckoutSession
 * @property {string} id
 * @property {"checkout.session"} object
 * @property {"subscription"} mode
 * @property {string} status
 * @property {string} payment_status
 * @property {string | null} customer
 * @property {string | null} customer_email
 * @property {string | null} client_reference_id
 * @property {string | null} locale
 * @property {Metadata} metadata
 * @property {SubscriptionData} subscription_data
 * @property {string} line_items_price the price paid for (Stripe keeps line items apart)
 * @property {number} amount_total
 * @property {string} currency
 * @property {string} success_url
 * @property {string} cancel_url
 * @property {string | null} subscription
 * @property {string | null} invoice
 * @property {string} url
 * @property {number} created
 * @property {number} expires_at
 */
/** @typedef {{ trial_period_days?: string | number, metadata?: Metadata }} SubscriptionData */
/**
 * A checkout session as the API answers with it, `expand` applied.
 * @typedef {Omit<CheckoutSession, "line_items_price" | "subscription"> & {
 *   subscription: string | Subscription | null,
 *   line_items?: List<{ object: "item", price: Price | undefined, quantity: number }>,
 * }} ExpandedSession
 */
/**
 * @typedef {object} PortalSession
 * @property {string} id
 * @property {"billing_portal.session"} object
 * @property {string} customer
 * @property {string | null} return_url
 * @property {string} url
 * @property {number} created
 * @property {false} livemode
 * @property {string} locale
 */
/**
 * @typedef {object} SubscriptionItem
 * @property {string} id
 * @property {"subscription_item"} object
 * @property {Price} price
 * @property {number} quantity
 * @property {number} current_period_start
 * @property {number} current_period_end
 */
/**
 * @typedef {object} Subscription
 * @property {string} id
 * @property {"subscription"} object
 * @property {string} customer
 * @property {string} status
 * @property {boolean} cancel_at_period_end
 * @property {number | null} cancel_at
 * @property {number | null} canceled_at
 * @property {number | null} ended_at
 * @property {number} created
 * @property {number} start_date
 * @property {number | null} trial_start
 * @property {number | null} trial_end
 * @property {number} current_period_start
 * @property {number} current_period_end
 * @property {List<SubscriptionItem>} items one item
 * @property {Metadata} metadata
 * @property {string | null} latest_invoice
 * @property {false} livemode
 */
/**
 * @typedef {object} Invoice
 * @property {string} id
 * @property {"invoice"} object
 * @property {string} customer
 * @property {string} subscription
 * @property {{ type: "subscription_details", subscription_details: { subscription: string } }} parent
 * @property {"open" | "paid"} status
 * @property {number} amount_due
 * @property {number} amount_paid
 * @property {string} currency
 * @property {number} period_start
 * @property {number} period_end
 * @property {number} created
 */
/**
 * @typedef {object} StripeEvent
 * @property {string} id
 * @property {"event"} object
 * @property {string} api_version
 * @property {number} created
 * @property {string} type
 * @property {false} livemode
 * @property {number} pending_webhooks
 * @property {{ object: unknown, previous_attributes?: Record<string, unknown> }} data
 */
/**
 * What each collection of the state holds.
 * @typedef {object} Objects
 * @property {Customer} customers
 * @property {Product} products
 * @property {Price} prices
 * @property {CheckoutSession} checkoutSessions
 * @property {PortalSession} portalSessions
 * @property {Subscription} subscriptions
 * @property {Invoice} invoices
 * @property {StripeEvent} events
 */
/** @typedef {{ [K in keyof Objects]: Record<string, Objects[K]> }} State each collection by id */
/**
 * The request parameters the emulated endpoints read, as the portal's Stripe SDK sends them (form
 * encoded) or its tests (the controls, also as JSON). Each endpoint reads its own few.
 * @typedef {object} Params
 * @property {string | null} [email]
 * @property {string} [name]
 * @property {Metadata} [metadata]
 * @property {string} [limit]
 * @property {string} [product]
 * @property {string | number} [unit_amount]
 * @property {string} [currency]
 * @property {{ interval?: string }} [recurring]
 * @property {string} [lookup_key]
 * @property {string | string[]} [lookup_keys]
 * @property {string | boolean} [transfer_lookup_key]
 * @property {string} [nickname]
 * @property {string} [mode]
 * @property {{ price?: string }[]} [line_items]
 * @property {{ price?: string }[]} [items]
 * @property {string} [customer]
 * @property {string} [customer_email]
 * @property {string} [client_reference_id]
 * @property {string} [locale]
 * @property {SubscriptionData} [subscription_data]
 * @property {string} [success_url]
 * @property {string} [cancel_url]
 * @property {string} [return_url]
 * @property {string} [subscription]
 * @property {string} [status]
 * @property {string | boolean} [cancel_at_period_end]
 * @property {string | string[]} [expand]
 * @property {string} [event]
 */

export class StripeError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {{ type?: string, code?: string, param?: string }} [details]
   */
  constructor(status, message, { type = "invalid_request_error", code, param } = {}) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }
}

/**
 * @template T
 * @param {T[]} data
 * @param {string} url
 * @returns {List<T>}
 */
const list = (data, url) => ({ object: "list", data, has_more: false, url });

export class Store {
  /**
   * @param {{ statePath?: string, onEvent?: (event: StripeEvent) => void }} options
   */
  constructor({ statePath, onEvent }) {
    this.statePath = statePath;
    this.onEvent = onEvent;
    /** @type {State} */
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

  /** @param {string} prefix */
  id(prefix) {
    return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
  }

  /**
   * The object of `collection` with that id; a 404 naming `what` when there is none.
   * @template {keyof Objects} K
   * @param {K} collection
   * @param {string | undefined} id
   * @param {string} what
   * @returns {Objects[K]}
   */
  get(collection, id, what) {
    /** @type {Record<string, Objects[K]>} */
    const objects = this.state[collection];
    const object = id === undefined ? undefined : objects[id];
    if (!object)
      throw new StripeError(404, `No such ${what}: '${id}'`, { code: "resource_missing", param: "id" });
    return object;
  }

  /**
   * @param {string} type
   * @param {unknown} object
   * @param {Record<string, unknown>} [previousAttributes]
   */
  emit(type, object, previousAttributes) {
    /** @type {StripeEvent} */
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

  /** @param {Params} params */
  createCustomer({ email, name, metadata = {} }) {
    /** @type {Customer} */
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

  /** @param {Params} params */
  listCustomers({ email, limit }) {
    const all = Object.values(this.state.customers).filter((c) => !email || c.email === email);
    return list(all.slice(0, limit ? Number(limit) : 10), "/v1/customers");
  }

  /** @param {string} id */
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

  /** @param {Params} params */
  createProduct({ name, metadata = {} }) {
    /** @type {Product} */
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

  /** @param {Params} params */
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
    const productId = this.get("products", product, "product").id;
    const holder = lookup_key && Object.values(this.state.prices).find((p) => p.lookup_key === lookup_key);
    if (holder && transfer_lookup_key !== "true" && transfer_lookup_key !== true) {
      throw new StripeError(400, `A price with lookup_key ${lookup_key} already exists.`, {
        param: "lookup_key",
      });
    }
    if (holder) holder.lookup_key = null;
    /** @type {Price} */
    const price = {
      id: this.id("price"),
      object: "price",
      active: true,
      product: productId,
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

  /** @param {Params} params */
  listPrices({ lookup_keys }) {
    const keys = lookup_keys ? [lookup_keys].flat() : null;
    return list(
      Object.values(this.state.prices).filter(
        (p) => !keys || (p.lookup_key !== null && keys.includes(p.lookup_key)),
      ),
      "/v1/prices",
    );
  }

  // ------------------------------------------------------------ checkout

  /**
   * @param {Params} params
   * @param {string} baseUrl
   */
  createCheckoutSession(params, baseUrl) {
    if (params.mode !== "subscription")
      throw new StripeError(400, "Only mode=subscription is emulated.", { param: "mode" });
    const item = params.line_items?.[0];
    if (!item?.price)
      throw new StripeError(400, "Missing required param: line_items[0][price].", { param: "line_items" });
    const price = this.get("prices", item.price, "price");
    if (params.customer) this.get("customers", params.customer, "customer");
    const { success_url, cancel_url } = params;
    for (const [key, value] of Object.entries({ success_url, cancel_url })) {
      if (!value) throw new StripeError(400, `Missing required param: ${key}.`, { param: key });
    }
    const id = `cs_test_${randomBytes(16).toString("hex")}`;
    /** @type {CheckoutSession} */
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
      amount_total: price.unit_amount,
      currency: price.currency,
      // Checked above.
      success_url: success_url ?? "",
      cancel_url: cancel_url ?? "",
      subscription: null,
      invoice: null,
      url: `${baseUrl}/c/pay/${id}`,
      created: this.now(),
      expires_at: this.now() + 24 * 60 * 60,
    };
    this.state.checkoutSessions[id] = session;
    return session;
  }

  /**
   * Stripe filters the list by the subscription or the customer a session is for.
   * @param {Params} params
   */
  listCheckoutSessions({ subscription, customer, limit }) {
    const all = Object.values(this.state.checkoutSessions).filter(
      (s) => (!subscription || s.subscription === subscription) && (!customer || s.customer === customer),
    );
    return list(
      all.slice(0, limit ? Number(limit) : 10).map((s) => this.expandSession(s)),
      "/v1/checkout/sessions",
    );
  }

  /**
   * 'Zahlung bestätigen' on the hosted page: the customer pays, the subscription starts.
   * @param {string} id
   */
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

  /**
   * @param {CheckoutSession} session
   * @param {string[]} [expand]
   */
  expandSession(session, expand = []) {
    /** @type {ExpandedSession & { line_items_price?: string }} */
    const out = structuredClone(session);
    delete out.line_items_price;
    if (expand.includes("subscription") && typeof out.subscription === "string")
      out.subscription = this.state.subscriptions[out.subscription] ?? null;
    if (expand.includes("line_items")) {
      out.line_items = list(
        [{ object: "item", price: this.state.prices[session.line_items_price], quantity: 1 }],
        "",
      );
    }
    /** @type {ExpandedSession} */
    const expanded = out;
    return expanded;
  }

  // ------------------------------------------------------------ subscriptions

  /**
   * @param {{ customer: string | undefined, price: string | undefined, metadata?: Metadata, trialDays?: number }} options
   */
  startSubscription({ customer, price, metadata = {}, trialDays = 0 }) {
    const customerId = this.get("customers", customer, "customer").id;
    const priceObject = this.get("prices", price, "price");
    const start = this.now();
    const period = priceObject.recurring.interval === "month" ? MONTH : YEAR;
    const end = trialDays ? start + trialDays * 24 * 60 * 60 : start + period;
    /** @type {Subscription} */
    const subscription = {
      id: this.id("sub"),
      object: "subscription",
      customer: customerId,
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

  /**
   * @param {Subscription} subscription
   * @param {number} start
   * @param {number} end
   */
  setPeriod(subscription, start, end) {
    Object.assign(subscription, { current_period_start: start, current_period_end: end });
    Object.assign(itemOf(subscription), { current_period_start: start, current_period_end: end });
    if (subscription.cancel_at_period_end) subscription.cancel_at = end;
  }

  /**
   * @param {Subscription} subscription
   * @param {{ fail?: boolean }} [options]
   */
  payInvoice(subscription, { fail = false } = {}) {
    const price = priceOf(subscription);
    /** @type {Invoice} */
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

  /**
   * @param {string} id
   * @param {Params} params
   */
  updateSubscription(id, params) {
    const subscription = this.get("subscriptions", id, "subscription");
    if (subscription.status === "canceled") {
      throw new StripeError(
        400,
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    }
    /** @type {Record<string, unknown>} */
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

  /** @param {Subscription} subscription */
  endSubscription(subscription) {
    Object.assign(subscription, {
      status: "canceled",
      ended_at: this.now(),
      canceled_at: subscription.canceled_at ?? this.now(),
    });
    this.emit("customer.subscription.deleted", subscription);
    return subscription;
  }

  /** @param {Params} params */
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
   * @param {string | undefined} id
   */
  endPeriod(id) {
    const subscription = this.get("subscriptions", id, "subscription");
    if (subscription.status === "canceled") return subscription;
    if (subscription.cancel_at_period_end) return this.endSubscription(subscription);
    const price = priceOf(subscription);
    const period = price.recurring.interval === "month" ? MONTH : YEAR;
    const previous = { status: subscription.status, current_period_end: subscription.current_period_end };
    const start = subscription.current_period_end;
    this.setPeriod(subscription, start, start + period);
    subscription.status = "active";
    this.payInvoice(subscription);
    this.emit("customer.subscription.updated", subscription, previous);
    return subscription;
  }

  /**
   * The renewal payment fails: the invoice stays open and the subscription is past due.
   * @param {string | undefined} id
   */
  failPayment(id) {
    const subscription = this.get("subscriptions", id, "subscription");
    const previous = { status: subscription.status };
    this.payInvoice(subscription, { fail: true });
    subscription.status = "past_due";
    this.emit("customer.subscription.updated", subscription, previous);
    return subscription;
  }

  // ------------------------------------------------------------ billing portal

  /**
   * @param {Params} params
   * @param {string} baseUrl
   */
  createPortalSession({ customer, return_url }, baseUrl) {
    const customerId = this.get("customers", customer, "customer").id;
    const id = this.id("bps");
    /** @type {PortalSession} */
    const session = {
      id,
      object: "billing_portal.session",
      customer: customerId,
      return_url: return_url ?? null,
      url: `${baseUrl}/p/session/${id}`,
      created: this.now(),
      livemode: false,
      locale: "de",
    };
    this.state.portalSessions[id] = session;
    return session;
  }

  /** @param {string} customer */
  invoicesOf(customer) {
    return Object.values(this.state.invoices).filter((i) => i.customer === customer);
  }
}

/**
 * A subscription's one item (each has one: startSubscription).
 * @param {Subscription} subscription
 */
function itemOf(subscription) {
  const item = subscription.items.data[0];
  if (!item)
    throw new StripeError(500, `Subscription ${subscription.id} has no item.`, { type: "api_error" });
  return item;
}

/**
 * The price a subscription is for.
 * @param {Subscription} subscription
 */
export const priceOf = (subscription) => itemOf(subscription).price;
