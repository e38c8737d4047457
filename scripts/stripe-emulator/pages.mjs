// @ts-check
// The emulator's hosted pages in German: checkout ('Testzahlung') and the customer portal.

import { priceOf } from "./store.mjs";

/** @typedef {import("./store.mjs").Subscription} Subscription */

/** @type {Record<string, string | undefined>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** @param {unknown} value */
const escape = (value) => String(value ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** @param {number} cents */
const euro = (cents, currency = "eur") =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

/** @param {number | null} unix */
const date = (unix) =>
  unix
    ? new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" }).format(
        new Date(unix * 1000),
      )
    : "–";

/** @type {Record<string, string | undefined>} */
const INTERVAL = { year: "pro Jahr", month: "pro Monat" };

/**
 * @param {string} title
 * @param {string} body HTML
 */
function layout(title, body) {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} – Stripe-Emulator</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1a1f36; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px #0002; }
  .badge { display: inline-block; background: #8a4b00; color: #fff; font-weight: 600; padding: .2rem .6rem; border-radius: 4px; font-size: .875rem; }
  .price { font-size: 1.75rem; font-weight: 700; margin: .25rem 0 1rem; }
  button, .button { font: inherit; font-weight: 600; padding: .6rem 1.2rem; border-radius: 6px; border: 2px solid #0a5c36; cursor: pointer; }
  .primary { background: #0a5c36; color: #fff; }
  .secondary { background: #fff; color: #0a5c36; text-decoration: none; display: inline-block; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  table { width: 100%; border-collapse: collapse; margin-top: .5rem; }
  th, td { text-align: left; padding: .4rem; border-bottom: 1px solid #d0d4dc; }
  :focus-visible { outline: 3px solid #1a4fd6; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * @param {string} title
 * @param {string} text
 */
export function messagePage(title, text) {
  return layout(title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`);
}

/**
 * @param {object} checkout
 * @param {import("./store.mjs").CheckoutSession} checkout.session
 * @param {import("./store.mjs").Price} checkout.price
 * @param {import("./store.mjs").Product | undefined} checkout.product
 * @param {import("./store.mjs").Customer | null | undefined} checkout.customer
 */
export function checkoutPage({ session, price, product, customer }) {
  return layout(
    "Testzahlung",
    `<p class="badge">Testmodus – es wird kein Geld abgebucht</p>
<h1>Testzahlung</h1>
<p>Abonnement: <strong>${escape(product?.name)}</strong></p>
<p class="price">${euro(price.unit_amount, price.currency)} <span style="font-size:1rem;font-weight:400">${INTERVAL[price.recurring.interval] ?? ""}</span></p>
${customer?.email ? `<p>Kunde: ${escape(customer.email)}</p>` : ""}
<div class="actions">
  <form method="post" action="/c/pay/${escape(session.id)}/confirm"><button class="primary" type="submit">Zahlung bestätigen</button></form>
  <form method="post" action="/c/pay/${escape(session.id)}/cancel"><button class="secondary" type="submit">Abbrechen</button></form>
</div>`,
  );
}

/** @type {Record<string, string | undefined>} */
const STATUS = {
  active: "Aktiv",
  trialing: "Testphase",
  past_due: "Zahlung überfällig",
  canceled: "Beendet",
  unpaid: "Unbezahlt",
};

/**
 * @param {object} portal
 * @param {import("./store.mjs").PortalSession} portal.session
 * @param {Subscription[]} portal.subscriptions
 * @param {import("./store.mjs").Invoice[]} portal.invoices
 * @param {Record<string, import("./store.mjs").Product | undefined>} portal.products
 */
export function portalPage({ session, subscriptions, invoices, products }) {
  const rows = subscriptions
    .map((s) => {
      const price = priceOf(s);
      const name = products[price.product]?.name ?? price.id;
      const state = s.cancel_at_period_end
        ? `Gekündigt zum ${date(s.cancel_at)}`
        : (STATUS[s.status] ?? s.status);
      const action =
        s.status === "canceled"
          ? ""
          : `<form method="post" action="/p/session/${escape(session.id)}/${s.cancel_at_period_end ? "renew" : "cancel"}/${escape(s.id)}">
  <button class="secondary" type="submit">${s.cancel_at_period_end ? "Kündigung zurücknehmen" : "Abonnement kündigen"}<span style="position:absolute;left:-9999px">: ${escape(name)}</span></button></form>`;
      return `<li><p><strong>${escape(name)}</strong> – ${euro(price.unit_amount, price.currency)} ${INTERVAL[price.recurring.interval] ?? ""}</p>
<p>Status: ${escape(state)}; aktueller Zeitraum bis ${date(s.current_period_end)}</p>${action}</li>`;
    })
    .join("");
  const invoiceRows = invoices
    .map(
      (i) =>
        `<tr><td>${date(i.created)}</td><td>${euro(i.amount_due, i.currency)}</td><td>${i.status === "paid" ? "Bezahlt" : "Offen"}</td></tr>`,
    )
    .join("");
  return layout(
    "Kundenportal",
    `<p class="badge">Testmodus</p>
<h1>Kundenportal</h1>
<h2>Abonnements</h2>
${rows ? `<ul>${rows}</ul>` : "<p>Keine Abonnements.</p>"}
<h2>Rechnungen</h2>
${invoiceRows ? `<table><thead><tr><th scope="col">Datum</th><th scope="col">Betrag</th><th scope="col">Status</th></tr></thead><tbody>${invoiceRows}</tbody></table>` : "<p>Keine Rechnungen.</p>"}
<h2>Zahlungsmittel</h2>
<p>Testkarte •••• 4242</p>
${session.return_url ? `<div class="actions"><a class="button secondary" href="${escape(session.return_url)}">Zurück zum Wundportal</a></div>` : ""}`,
  );
}
