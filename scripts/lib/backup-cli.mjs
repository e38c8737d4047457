// @ts-check
// The settings `npm run backup` and `npm run restore` read: cms/.env (as `npm start` passes it to
// Strapi), with variables set in the environment taking precedence.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildCms } from "./build.mjs";
import { parseEnvFile } from "./env-files.mjs";
import { CMS, EMULATOR_STATE } from "./paths.mjs";

export async function cmsSettingsForBackup() {
  // The database and uploads paths are read from Strapi's compiled config.
  if (!existsSync(join(CMS, "dist", "config", "database.js"))) await buildCms();
  /** @type {Record<string, string | undefined>} */
  const cmsEnv = { ...parseEnvFile(join(CMS, ".env")), ...process.env };
  // The demo's payments run against the Stripe emulator, whose customers the subscriptions name.
  return { cmsEnv, emulatorState: cmsEnv.STRIPE_SECRET_KEY ? undefined : EMULATOR_STATE };
}
