#!/usr/bin/env node
// @ts-check
"use strict";

/**
 * Creates the plans' products and yearly prices in the Stripe account of STRIPE_SECRET_KEY
 * (found again by lookup key, so it can run any number of times) and stores the price ids on the
 * plans. Run from the repository root as `npm run stripe:sync-plans`; needs a built CMS.
 */
const path = require("path");
const { createStrapi } = require("@strapi/strapi");
const { getStripe } = require("../dist/src/billing/stripe");
const { syncPlans } = require("../dist/src/billing/catalogue");

async function main() {
  const stripe = getStripe();
  if (!stripe) throw new Error("STRIPE_SECRET_KEY ist nicht gesetzt (cms/.env)");
  const appDir = path.resolve(__dirname, "..");
  const app = await createStrapi({ appDir, distDir: path.join(appDir, "dist") }).load();
  try {
    const count = await syncPlans(app, stripe, { log: console.log });
    console.log(`${count} Pläne mit Stripe abgeglichen`);
  } finally {
    await app.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
