// @ts-check
// Settings for a throwaway stack (benchmark, Lighthouse): fresh secrets, a SQLite file in `dir`,
// the demo admin, and the web app's matching settings.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { DEMO_ADMIN } from "./env-files.mjs";
import { freePort } from "./processes.mjs";

const secret = () => randomBytes(32).toString("base64url");

/** Strapi's own keys and salts, fresh for a throwaway stack. */
export function strapiSecrets() {
  return {
    APP_KEYS: [secret(), secret()].join(","),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

/**
 * Free ports for `names` (web, cms, smtp, mailWeb, …).
 * @template {string} Name
 * @param {readonly Name[]} names
 * @returns {Promise<Record<Name, number>>}
 */
export async function freePorts(names) {
  const ports = /** @type {Record<Name, number>} */ ({});
  for (const name of names) ports[name] = await freePort();
  return ports;
}

/**
 * @param {{ dir: string, ports: { web: number, cms: number } }} stack
 */
export function tempStackEnv({ dir, ports }) {
  const shared = { CMS_READ_TOKEN: secret(), REVALIDATE_SECRET: secret(), METRICS_TOKEN: secret() };
  const web = `http://127.0.0.1:${ports.web}`;
  const cmsEnv = {
    ...strapiSecrets(),
    ...shared,
    DATABASE_FILENAME: join(dir, "data.db"),
    SITE_URL: web,
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
  };
  const webEnv = {
    ...shared,
    NEXTAUTH_SECRET: secret(),
    NEXTAUTH_URL: web,
    SITE_URL: web,
    CMS_URL: `http://127.0.0.1:${ports.cms}`,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  return { shared, cmsEnv, webEnv, web, cms: webEnv.CMS_URL };
}
