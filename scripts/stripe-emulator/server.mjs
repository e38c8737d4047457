#!/usr/bin/env node
// @ts-check
// A small Stripe-compatible server for the demo and the tests (never imported by the app).
// The real `stripe` SDK talks to it through its host, port and protocol options. It serves the
// REST calls this portal makes, a German hosted checkout page ('Testzahlung'), a minimal
// customer portal, and sends webhook events signed as Stripe signs them, retrying on failure.
//
//   STRIPE_EMULATOR_PORT          port (default 12111)
//   STRIPE_EMULATOR_SECRET_KEY    the secret key callers must send (scripts/lib/stack.mjs makes a
//                                 random one per start; without it, one is made here and printed)
//   STRIPE_EMULATOR_WEBHOOK_URL   where events go (optional)
//   STRIPE_EMULATOR_WEBHOOK_SECRET  signing secret (whsec_…)
//   STRIPE_EMULATOR_STATE         JSON file that keeps the state across restarts (optional)
//
// Test controls (same secret key): POST /_emulator/end-period {subscription} (its period ends now:
// renewal, or the end of a cancelled one), POST /_emulator/fail-payment
// {subscription}, GET /_emulator/events, POST /_emulator/resend {event}.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { parseForm } from "./form.mjs";
import { checkoutPage, messagePage, portalPage } from "./pages.mjs";
import { signatureHeader } from "./sign.mjs";
import { Store, StripeError } from "./store.mjs";

/** @typedef {import("./store.mjs").StripeEvent} StripeEvent */
/** @typedef {import("./store.mjs").Params} Params */
/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

const port = Number(process.env.STRIPE_EMULATOR_PORT ?? 12111);
// A key nobody can know in advance: anything else on the machine that reaches the port still
// cannot create subscriptions or read customers.
const givenKey = process.env.STRIPE_EMULATOR_SECRET_KEY;
const secretKey = givenKey || `sk_test_${randomBytes(24).toString("hex")}`;
const webhookUrl = process.env.STRIPE_EMULATOR_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_EMULATOR_WEBHOOK_SECRET ?? "whsec_emulator";
const baseUrl = `http://127.0.0.1:${port}`;

// ---------------------------------------------------------------- webhook delivery

const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15000, 30000, 60000];
/** @type {{ event: StripeEvent, attempt: number }[]} */
const deliveries = [];
let delivering = false;

/** @param {StripeEvent} event */
function queueDelivery(event) {
  if (!webhookUrl) return;
  deliveries.push({ event, attempt: 0 });
  void drain();
}

/** One event at a time, in creation order; a failed one is retried later without blocking the rest. */
async function drain() {
  if (delivering) return;
  delivering = true;
  for (let delivery = deliveries.shift(); delivery; delivery = deliveries.shift()) {
    const ok = await deliver(delivery.event);
    const retry = delivery;
    if (!ok && retry.attempt < RETRY_DELAYS_MS.length) {
      const delay = RETRY_DELAYS_MS[retry.attempt++];
      setTimeout(() => {
        deliveries.push(retry);
        void drain();
      }, delay).unref();
    }
  }
  delivering = false;
}

/**
 * @param {StripeEvent} event
 * @returns {Promise<boolean>} whether the webhook took it
 */
async function deliver(event) {
  if (!webhookUrl) return false;
  const payload = JSON.stringify(event, null, 2);
  try {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Stripe-Signature": signatureHeader(payload, webhookSecret),
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

const store = new Store({ statePath: process.env.STRIPE_EMULATOR_STATE, onEvent: queueDelivery });

// ---------------------------------------------------------------- HTTP helpers

/** @param {Request} req */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function send(res, status, body, headers = {}) {
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {unknown} object
 */
const json = (res, status, object) =>
  send(res, status, JSON.stringify(object), {
    "Content-Type": "application/json",
    "Request-Id": `req_${Date.now()}`,
  });

/**
 * @param {Response} res
 * @param {number} status
 * @param {string} body
 */
const html = (res, status, body) => send(res, status, body, { "Content-Type": "text/html; charset=utf-8" });

/**
 * @param {Response} res
 * @param {string} location
 */
const redirect = (res, location) => send(res, 303, "", { Location: location });

/** @param {Request} req */
function authorised(req) {
  const header = req.headers.authorization ?? "";
  const basic = header.startsWith("Basic ")
    ? Buffer.from(header.slice(6), "base64").toString().split(":")[0]
    : null;
  return header === `Bearer ${secretKey}` || basic === secretKey;
}

/** @param {Params} params */
const expandOf = (params) => [params.expand ?? []].flat();

// ---------------------------------------------------------------- API routes

/**
 * [method, pattern, handler(params, id)] for /v1 and the test controls; `id` is the pattern's group.
 * @type {[string, RegExp, (params: Params, id: string) => unknown][]}
 */
const API = [
  ["POST", /^\/v1\/customers$/, (p) => store.createCustomer(p)],
  ["GET", /^\/v1\/customers$/, (p) => store.listCustomers(p)],
  ["GET", /^\/v1\/customers\/([^/]+)$/, (_, id) => store.get("customers", id, "customer")],
  ["DELETE", /^\/v1\/customers\/([^/]+)$/, (_, id) => store.deleteCustomer(id)],
  ["POST", /^\/v1\/products$/, (p) => store.createProduct(p)],
  ["GET", /^\/v1\/products\/([^/]+)$/, (_, id) => store.get("products", id, "product")],
  ["POST", /^\/v1\/prices$/, (p) => store.createPrice(p)],
  ["GET", /^\/v1\/prices$/, (p) => store.listPrices(p)],
  ["GET", /^\/v1\/prices\/([^/]+)$/, (_, id) => store.get("prices", id, "price")],
  ["POST", /^\/v1\/checkout\/sessions$/, (p) => store.expandSession(store.createCheckoutSession(p, baseUrl))],
  ["GET", /^\/v1\/checkout\/sessions$/, (p) => store.listCheckoutSessions(p)],
  [
    "GET",
    /^\/v1\/checkout\/sessions\/([^/]+)$/,
    (p, id) => store.expandSession(store.get("checkoutSessions", id, "checkout.session"), expandOf(p)),
  ],
  [
    "POST",
    /^\/v1\/subscriptions$/,
    (p) =>
      store.startSubscription({ customer: p.customer, price: p.items?.[0]?.price, metadata: p.metadata }),
  ],
  ["GET", /^\/v1\/subscriptions$/, (p) => store.listSubscriptions(p)],
  ["GET", /^\/v1\/subscriptions\/([^/]+)$/, (_, id) => store.get("subscriptions", id, "subscription")],
  ["POST", /^\/v1\/subscriptions\/([^/]+)$/, (p, id) => store.updateSubscription(id, p)],
  [
    "DELETE",
    /^\/v1\/subscriptions\/([^/]+)$/,
    (_, id) => store.endSubscription(store.get("subscriptions", id, "subscription")),
  ],
  ["GET", /^\/v1\/invoices\/([^/]+)$/, (_, id) => store.get("invoices", id, "invoice")],
  ["POST", /^\/v1\/billing_portal\/sessions$/, (p) => store.createPortalSession(p, baseUrl)],
  ["POST", /^\/_emulator\/end-period$/, (p) => store.endPeriod(p.subscription)],
  ["POST", /^\/_emulator\/fail-payment$/, (p) => store.failPayment(p.subscription)],
  ["GET", /^\/_emulator\/events$/, () => ({ data: Object.values(store.state.events) })],
  [
    "POST",
    /^\/_emulator\/resend$/,
    (p) => {
      const event = store.get("events", p.event, "event");
      queueDelivery(event);
      return event;
    },
  ],
];

/**
 * @param {Request} req
 * @param {Response} res
 * @param {URL} url
 */
async function handleApi(req, res, url) {
  if (!authorised(req)) {
    return json(res, 401, {
      error: { type: "invalid_request_error", message: "Invalid API Key provided." },
    });
  }
  const body = req.method === "GET" || req.method === "DELETE" ? url.search.slice(1) : await readBody(req);
  // Taken as sent: the callers are the portal's Stripe SDK and its tests (Params names what is read).
  const params = /** @type {Params} */ (
    req.headers["content-type"]?.includes("application/json") && body ? JSON.parse(body) : parseForm(body)
  );
  for (const [method, pattern, handler] of API) {
    const match = pattern.exec(url.pathname);
    if (match && method === req.method) {
      const result = handler(params, match[1] ?? "");
      store.save();
      return json(res, 200, result);
    }
  }
  return json(res, 404, {
    error: {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    },
  });
}

// ---------------------------------------------------------------- hosted pages

/**
 * @param {string} template
 * @param {string} id
 */
function withSessionId(template, id) {
  return template.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(id));
}

/**
 * The pages from a session id on (`/c/pay/<id>`, `/p/session/<id>`): the one of `sessions`, if any.
 * @template T
 * @param {Record<string, T>} sessions
 * @param {RegExpExecArray} match
 */
const sessionOf = (sessions, match) => sessions[match[1] ?? ""];

/**
 * @param {Request} req
 * @param {Response} res
 * @param {URL} url
 */
async function handlePage(req, res, url) {
  let match = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
  if (match && req.method === "GET") {
    const session = sessionOf(store.state.checkoutSessions, match);
    if (!session)
      return html(
        res,
        404,
        messagePage("Zahlungsseite nicht gefunden", "Diese Zahlungssitzung existiert nicht."),
      );
    if (session.status !== "open")
      return html(
        res,
        410,
        messagePage("Zahlung abgeschlossen", "Diese Zahlungssitzung ist bereits abgeschlossen."),
      );
    const price = store.get("prices", session.line_items_price, "price");
    const product = store.state.products[price.product];
    const customer = session.customer ? store.state.customers[session.customer] : null;
    return html(res, 200, checkoutPage({ session, price, product, customer }));
  }
  match = /^\/c\/pay\/([^/]+)\/(confirm|cancel)$/.exec(url.pathname);
  if (match && req.method === "POST") {
    const session = sessionOf(store.state.checkoutSessions, match);
    if (!session)
      return html(
        res,
        404,
        messagePage("Zahlungsseite nicht gefunden", "Diese Zahlungssitzung existiert nicht."),
      );
    if (match[2] === "cancel") return redirect(res, session.cancel_url);
    if (session.status === "open") {
      store.completeCheckout(session.id);
      store.save();
    }
    return redirect(res, withSessionId(session.success_url, session.id));
  }
  match = /^\/p\/session\/([^/]+)$/.exec(url.pathname);
  if (match && req.method === "GET") {
    const session = sessionOf(store.state.portalSessions, match);
    if (!session)
      return html(
        res,
        404,
        messagePage("Kundenportal nicht gefunden", "Diese Portalsitzung existiert nicht."),
      );
    const subscriptions = Object.values(store.state.subscriptions).filter(
      (s) => s.customer === session.customer,
    );
    const products = store.state.products;
    return html(
      res,
      200,
      portalPage({ session, subscriptions, invoices: store.invoicesOf(session.customer), products }),
    );
  }
  match = /^\/p\/session\/([^/]+)\/(cancel|renew)\/([^/]+)$/.exec(url.pathname);
  if (match && req.method === "POST") {
    const session = sessionOf(store.state.portalSessions, match);
    const subscription = store.state.subscriptions[match[3] ?? ""];
    if (!session || !subscription || subscription.customer !== session.customer) {
      return html(
        res,
        404,
        messagePage("Nicht gefunden", "Dieses Abonnement gehört nicht zu dieser Sitzung."),
      );
    }
    store.updateSubscription(subscription.id, { cancel_at_period_end: match[2] === "cancel" });
    store.save();
    return redirect(res, `/p/session/${session.id}`);
  }
  return html(res, 404, messagePage("Nicht gefunden", "Diese Seite gibt es im Stripe-Emulator nicht."));
}

// ---------------------------------------------------------------- server

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", baseUrl);
  try {
    if (url.pathname === "/health") return json(res, 200, { ok: true });
    if (url.pathname.startsWith("/v1/") || url.pathname.startsWith("/_emulator/"))
      return await handleApi(req, res, url);
    return await handlePage(req, res, url);
  } catch (error) {
    if (error instanceof StripeError) {
      return json(res, error.status, {
        error: { type: error.type, message: error.message, code: error.code, param: error.param },
      });
    }
    console.error("[stripe-emulator]", error);
    return json(res, 500, { error: { type: "api_error", message: "Interner Fehler des Emulators" } });
  }
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Stripe-Emulator auf ${baseUrl}${webhookUrl ? `, Webhooks an ${webhookUrl}` : ""}`);
  if (!givenKey) console.log(`Geheimer Schlüssel: ${secretKey}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    store.save();
    server.close();
    process.exit(0);
  });
}
