// @ts-check
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const CMS = join(ROOT, "cms");
/** The rules package both processes import (packages/rules, built to CommonJS for the CMS). */
export const RULES = join(ROOT, "packages", "rules");
export const BIN = {
  next: join(ROOT, "node_modules", ".bin", "next"),
  tsc: join(ROOT, "node_modules", ".bin", "tsc"),
  maildev: join(ROOT, "node_modules", ".bin", "maildev"),
  strapi: join(CMS, "node_modules", ".bin", "strapi"),
};

/** The demo's Stripe emulator keeps its state beside the demo database. */
export const EMULATOR_STATE = join(CMS, ".tmp", "stripe-emulator.json");
