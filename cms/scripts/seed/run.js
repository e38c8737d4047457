// @ts-check
"use strict";

// Writes the generated demo data through Strapi's document service (so the project's
// validation middleware checks every record) and reports what it did.
const { PLANS } = require("./plans");
const { DEMO_USERS } = require("./demo-users");
const { BACKGROUNDS, uploadMedia } = require("./media");
const { generateSpeakers } = require("./speakers");
const { generateManufacturers, generateProducts } = require("./companies");
const { generatePartners } = require("./partners");
const { generateEvents } = require("./events");
const names = require("./names");
// The CMS's own Stripe modules as compiled by `strapi build` (src/billing/*.ts → dist/src/billing/).
const { getStripe, settings } = require("../../dist/src/billing/stripe");
const { syncPlans, ensureCustomer, openCheckout } = require("../../dist/src/billing/catalogue");
const { syncSubscription } = require("../../dist/src/billing/subscriptions");

/** @typedef {import("@strapi/strapi").Core.Strapi} Strapi */
/** @typedef {(message: string) => void} Log */
/** @typedef {Record<string, { id: number, documentId: string }>} Users the demo accounts by key */
/** @typedef {import("@strapi/strapi").Modules.WebhookStore.Webhook} Webhook */
/**
 * Strapi's webhook runner, with the map of registered webhooks it keeps to itself.
 * @typedef {import("@strapi/strapi").Modules.WebhookRunner.WebhookRunner & { webhooksMap?: Map<string, Webhook[]> }} Runner
 */

/** @satisfies {Record<string, import("@strapi/strapi").UID.Schema>} */
const UID = /** @type {const} */ ({
  plan: "api::plan.plan",
  subscription: "api::subscription.subscription",
  background: "api::background-image.background-image",
  referent: "api::referent.referent",
  hersteller: "api::hersteller.hersteller",
  produkt: "api::produkt.produkt",
  veranstaltung: "api::veranstaltung.veranstaltung",
  versorgungspartner: "api::versorgungspartner.versorgungspartner",
  user: "plugin::users-permissions.user",
  role: "plugin::users-permissions.role",
  file: "plugin::upload.file",
});

/**
 * Sizes of the two data sets. Any scale above 1 is the benchmark set: `scale` events (at least
 * 10,000) and, in the same proportion, a fifth as many speakers, products and care partners and a
 * fiftieth as many manufacturers (--scale 100000: 100,000 events, 20,000 speakers, 2,000
 * manufacturers with 20,000 products, 20,000 care partners). The paid focus placements stay at
 * their number: they are bought one by one, not a share of the data.
 * @param {number} scale
 */
function sizesFor(scale) {
  if (scale > 1) {
    const events = Math.max(10000, Math.round(scale));
    const fifth = Math.round(events / 5);
    return {
      large: true,
      events,
      speakers: fifth,
      manufacturers: Math.round(events / 50),
      products: fifth,
      partners: fifth,
      focus: { events: 100, speakers: 80, manufacturers: 20, products: 80, partners: 60 },
    };
  }
  return {
    large: false,
    events: 60,
    speakers: 40,
    manufacturers: 12,
    products: 80,
    partners: 40,
    focus: { events: 10, speakers: 8, manufacturers: 3, products: 8, partners: 6 },
  };
}

// ------------------------------------------------------------------ webhooks

/**
 * Takes the registered webhooks out of the runner for the duration of the seed (in memory
 * only): thousands of creates must not become thousands of revalidation calls.
 * @param {Strapi} app
 * @returns {{ runner: Runner | null, hooks: Webhook[] }}
 */
function muteWebhooks(app) {
  /** @type {Runner | undefined} */
  const runner = app.get("webhookRunner");
  if (!runner || !runner.webhooksMap) return { runner: null, hooks: [] };
  /** @type {Map<string, Webhook>} */
  const hooks = new Map();
  for (const list of runner.webhooksMap.values()) for (const hook of list) hooks.set(hook.id, hook);
  for (const hook of hooks.values()) runner.remove(hook);
  return { runner, hooks: [...hooks.values()] };
}

/**
 * One 'entry.create' call per seeded model instead, so a running web app drops its caches.
 * @param {ReturnType<typeof muteWebhooks>} muted
 * @param {Log} log
 */
async function notifyWebhooks({ runner, hooks }, log) {
  if (!runner) return;
  const models = Object.entries(UID)
    .filter(([key]) => !["role", "file", "user", "subscription"].includes(key))
    .map(([, uid]) => uid);
  const calls = [];
  for (const hook of hooks) {
    if (!hook.isEnabled || !(hook.events || []).includes("entry.create")) continue;
    for (const uid of models) {
      const model = uid.split(".").pop();
      calls.push(
        runner
          .run(hook, "entry.create", { model, uid })
          .then((r) => ({ hook: hook.name, model, status: r && r.statusCode })),
      );
    }
  }
  if (!calls.length) return;
  const results = await Promise.all(calls);
  const ok = results.filter((r) => r.status && r.status < 300).length;
  log(
    `Webhooks: ${ok}/${results.length} Benachrichtigungen zugestellt${ok < results.length ? " (Web-App nicht erreichbar?)" : ""}`,
  );
}

// ------------------------------------------------------------------ writing

/**
 * Creates records through the document service, `concurrency` at a time; every `chunk`
 * records share one transaction (far fewer commits on SQLite). Returns the documentIds in
 * input order.
 * @param {Strapi} app
 * @param {import("@strapi/strapi").UID.ContentType} uid
 * @param {Record<string, unknown>[]} datas
 * @param {{ concurrency?: number, chunk?: number, log?: Log, label: string }} options
 * @returns {Promise<string[]>}
 */
async function createAll(app, uid, datas, { concurrency = 1, chunk = 1, log, label }) {
  /** @type {string[]} */
  const ids = new Array(datas.length);
  const started = Date.now();
  let lastReport = started;
  for (let from = 0; from < datas.length; from += chunk) {
    const slice = datas.slice(from, from + chunk);
    const work = async () => {
      for (let k = 0; k < slice.length; k += concurrency) {
        const batch = slice.slice(k, k + concurrency);
        const created = await Promise.all(
          batch.map((data) => app.documents(uid).create({ data, fields: ["documentId"] })),
        );
        created.forEach((doc, j) => (ids[from + k + j] = doc.documentId));
      }
    };
    if (chunk > 1) await app.db.transaction(work);
    else await work();
    if (log && Date.now() - lastReport > 10000) {
      lastReport = Date.now();
      log(
        `  ${label}: ${Math.min(from + chunk, datas.length)}/${datas.length} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  }
  return ids;
}

/** @param {Strapi} app */
async function ensurePlans(app) {
  /** @type {Record<string, unknown>} */
  const byTitle = {};
  for (const plan of PLANS) {
    const existing = await app.db.query(UID.plan).findOne({ where: { title: plan.title } });
    byTitle[plan.title] = existing || (await app.documents(UID.plan).create({ data: plan }));
  }
  return byTitle;
}

/**
 * The demo accounts, made when missing.
 * @param {Strapi} app
 * @returns {Promise<Users>}
 */
async function ensureUsers(app) {
  const role = await app.db.query(UID.role).findOne({ where: { type: "authenticated" } });
  if (!role) throw new Error('Die Rolle "authenticated" fehlt (users-permissions nicht initialisiert?)');
  /** @type {Users} */
  const byKey = {};
  for (const u of DEMO_USERS) {
    const existing = await app.db.query(UID.user).findOne({ where: { email: u.email } });
    byKey[u.key] =
      existing ||
      (await app.plugin("users-permissions").service("user").add({
        username: u.username,
        email: u.email,
        password: u.password,
        provider: "local",
        confirmed: true,
        blocked: false,
        role: role.id,
        Rolle: u.Rolle,
      }));
  }
  return byKey;
}

/**
 * A demo account pays as a visitor would: a subscription belongs to a user only through the
 * checkout session the CMS opened for them, so the seed opens one and confirms it on the
 * emulator's payment page.
 * @param {Strapi} app
 * @param {import("stripe").Stripe} stripe
 * @param {number} userId
 * @param {Parameters<typeof openCheckout>[3]} plan
 */
async function checkOut(app, stripe, userId, plan) {
  const session = await openCheckout(app, stripe, userId, plan);
  const confirm = await fetch(`${session.url}/confirm`, {
    method: "POST",
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  if (confirm.status !== 303) throw new Error(`Testzahlung für Nutzer ${userId}: ${confirm.status}`);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  if (typeof paid.subscription !== "string")
    throw new Error(`Testzahlung für Nutzer ${userId}: kein Abonnement`);
  return stripe.subscriptions.retrieve(paid.subscription);
}

/**
 * Prices for the plans and the demo accounts' subscriptions, made in Stripe's emulator and stored
 * by the same writer as the webhook's. A real Stripe account gets prices only: its subscriptions
 * need a real payment.
 * @param {Strapi} app
 * @param {Users} users
 * @param {Log} log
 */
async function ensureSubscriptions(app, users, log) {
  // Typed here too: after a build, dist's JavaScript is what the checker reads for getStripe.
  const stripe = /** @type {import("stripe").Stripe | null} */ (getStripe());
  if (!stripe) {
    log("Kein STRIPE_SECRET_KEY: Pläne ohne Stripe-Preise, keine Demo-Abonnements");
    return 0;
  }
  await syncPlans(app, stripe);
  if (!settings().apiBase) {
    log("Echtes Stripe-Konto: keine Demo-Abonnements angelegt");
    return 0;
  }
  let created = 0;
  for (const u of DEMO_USERS) {
    if (!u.plan) continue;
    const plan = await app.db.query(UID.plan).findOne({ where: { title: u.plan } });
    const user = users[u.key];
    // ensureUsers made every demo account.
    if (!user) throw new Error(`Demo-Zugang ${u.key} fehlt`);
    const customer = await ensureCustomer(app, stripe, user.id);
    const running = (await stripe.subscriptions.list({ customer, status: "all" })).data.find(
      (s) => s.status !== "canceled" && s.items.data[0]?.price?.id === plan.stripePlanId,
    );
    const subscription = running ?? (await checkOut(app, stripe, user.id, plan));
    await syncSubscription(app, stripe, subscription);
    created++;
  }
  return created;
}

/**
 * @param {Strapi} app
 * @param {import("./media").Media} media
 */
async function ensureBackgrounds(app, media) {
  if ((await app.db.query(UID.background).count()) > 0) return 0;
  for (const [i, { alt }] of BACKGROUNDS.entries()) {
    await app.documents(UID.background).create({
      data: { Bild: media.background?.[String(i + 1)], Alternativtext: alt, Reihenfolge: i + 1 },
    });
  }
  return BACKGROUNDS.length;
}

/**
 * The record's data with its demo account as creator, if it has one.
 * @param {Record<string, unknown>} data
 * @param {string | null | undefined} owner a demo account's key
 * @param {Users} users
 */
const withOwner = (data, owner, users) => (owner ? { ...data, createdby: users[owner]?.documentId } : data);

// ------------------------------------------------------------------ main

/**
 * Writes the demo data set (`scale` > 1: the benchmark set) into the CMS.
 * @param {Strapi} app
 * @param {{ scale?: number, log?: Log }} [options]
 */
async function seed(app, { scale = 1, log = console.log } = {}) {
  const sizes = sizesFor(scale);
  /** @type {{ concurrency: number, chunk: number, log?: Log }} */
  const speed = sizes.large ? { concurrency: 20, chunk: 500, log } : { concurrency: 1, chunk: 1 };
  const muted = muteWebhooks(app);
  /** @type {Record<string, number>} milliseconds per step */
  const t = {};
  let mark = Date.now();
  /** @param {string} name */
  const step = (name) => {
    t[name] = Date.now() - mark;
    mark = Date.now();
  };

  await ensurePlans(app);
  const users = await ensureUsers(app);
  await ensureSubscriptions(app, users, log);
  step("Pläne, Nutzer, Abos");

  const herstellerNamen = names.HERSTELLER.map((h) => h.name);
  const media = await uploadMedia(app, herstellerNamen, log);
  await ensureBackgrounds(app, media);
  step("Medien");

  const speakers = generateSpeakers(sizes.speakers, media, { focusCount: sizes.focus.speakers });
  const manufacturers = generateManufacturers(sizes.manufacturers, media, {
    focusCount: sizes.focus.manufacturers,
  });
  const products = generateProducts(sizes.products, manufacturers, media, {
    focusCount: sizes.focus.products,
  });
  const partners = generatePartners(sizes.partners, media, { focusCount: sizes.focus.partners });
  const events = generateEvents(sizes.events, media, speakers, manufacturers, {
    focusCount: sizes.focus.events,
  });
  step("Generieren");

  const speakerIds = await createAll(
    app,
    UID.referent,
    speakers.map((s) => withOwner(s.data, s.owner, users)),
    { ...speed, label: "Referenten" },
  );
  step("Referenten");
  const manufacturerIds = await createAll(
    app,
    UID.hersteller,
    manufacturers.map((m) => withOwner(m.data, m.owner, users)),
    { ...speed, label: "Hersteller" },
  );
  step("Hersteller");
  await createAll(
    app,
    UID.produkt,
    products.map((p) => withOwner({ ...p.data, hersteller: manufacturerIds[p.hersteller] }, p.owner, users)),
    { ...speed, label: "Produkte" },
  );
  step("Produkte");
  await createAll(
    app,
    UID.versorgungspartner,
    partners.map((p) => withOwner(p.data, p.owner, users)),
    { ...speed, label: "Versorgungspartner" },
  );
  step("Versorgungspartner");
  await createAll(
    app,
    UID.veranstaltung,
    events.map((e) => {
      /** @type {Record<string, unknown>} */
      const data = { ...e.data };
      if (e.referents.length) data.referents = e.referents.map((i) => speakerIds[i]);
      if (e.herstellers.length) data.herstellers = e.herstellers.map((i) => manufacturerIds[i]);
      return withOwner(data, e.owner, users);
    }),
    { ...speed, label: "Veranstaltungen" },
  );
  step("Veranstaltungen");

  await notifyWebhooks(muted, log);
  return { sizes, timings: t };
}

/**
 * What the database holds after the seed, per collection.
 * @param {Strapi} app
 */
async function counts(app) {
  /** @type {[label: string, uid: import("@strapi/strapi").UID.Schema, published?: { Published: true }][]} */
  const rows = [
    ["Veranstaltungen", UID.veranstaltung, { Published: true }],
    ["Referenten", UID.referent, { Published: true }],
    ["Hersteller", UID.hersteller, { Published: true }],
    ["Produkte", UID.produkt, { Published: true }],
    ["Versorgungspartner", UID.versorgungspartner, { Published: true }],
    ["Pläne", UID.plan],
    ["Abonnements", UID.subscription],
    ["Hintergrundbilder", UID.background],
    ["Nutzer", UID.user],
    ["Dateien", UID.file],
  ];
  /** @type {{ label: string, total: number, visible: number | null, focus: number | null }[]} */
  const out = [];
  for (const [label, uid, published] of rows) {
    const total = await app.db.query(uid).count();
    const visible = published ? await app.db.query(uid).count({ where: published }) : null;
    const focus = published
      ? await app.db.query(uid).count({ where: { Published: true, Fokusiere: true } })
      : null;
    out.push({ label, total, visible, focus });
  }
  return out;
}

/** @param {Strapi} app */
async function alreadySeeded(app) {
  return (await app.db.query(UID.veranstaltung).count()) > 0;
}

module.exports = { seed, counts, alreadySeeded, sizesFor, UID };
