// @ts-check
// Brings up the whole stack (maildev, Strapi, Next) for the demo, for development and for tests.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { BIN, CMS, ROOT } from "./paths.mjs";
import { run, startService, waitForHttp } from "./processes.mjs";

/** @typedef {import("./processes.mjs").Env} Env */

/**
 * The marker of the local stacks (demo, tests, benchmark, Lighthouse): their Strapi and Next run the
 * production build with generated secrets, maildev and the Stripe emulator on loopback addresses,
 * which the production check inside each process (packages/rules/src/preflight.ts, DEMO_MODE)
 * accepts only under it, and only while every address the settings name is loopback.
 */
export const LOCAL_STACK = { WUNDPORTAL_MODE: "demo" };

/**
 * Payments: with STRIPE_SECRET_KEY set, Stripe itself; without, the local Stripe emulator
 * (scripts/stripe-emulator) on `ports.stripe`, sending its webhooks to the web app. Start it before
 * the seed (which gives the plans their prices and the demo accounts their subscriptions).
 * Its secret key is made anew at each start and known only to it and the CMS. Returns the CMS
 * settings to add.
 * @param {{ ports: { stripe: number, web: number }, cmsEnv: Env, statePath?: string, log?: boolean }} options
 * @returns {Promise<Env>}
 */
export async function startPayments({ ports, cmsEnv, statePath, log = true }) {
  if (cmsEnv.STRIPE_SECRET_KEY) return {};
  const secretKey = `sk_test_${randomBytes(24).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
  const apiBase = `http://127.0.0.1:${ports.stripe}`;
  const emulator = startService(
    "stripe",
    process.execPath,
    [join(ROOT, "scripts", "stripe-emulator", "server.mjs")],
    {
      cwd: ROOT,
      env: {
        STRIPE_EMULATOR_PORT: String(ports.stripe),
        STRIPE_EMULATOR_SECRET_KEY: secretKey,
        // Through the web app's public endpoint, as Stripe reaches a deployed portal.
        STRIPE_EMULATOR_WEBHOOK_URL: `http://127.0.0.1:${ports.web}/api/stripe/webhook`,
        STRIPE_EMULATOR_WEBHOOK_SECRET: webhookSecret,
        ...(statePath ? { STRIPE_EMULATOR_STATE: statePath } : {}),
      },
      log,
    },
  );
  await waitForHttp(`${apiBase}/health`, { service: emulator, timeoutMs: 30_000 });
  return {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: apiBase,
  };
}

/**
 * Seeds the CMS database unless it already holds data (the seed script checks).
 * @param {Env} cmsEnv
 * @param {{ scale?: number }} [options]
 */
export async function seedIfEmpty(cmsEnv, { scale = 1 } = {}) {
  await run(
    process.execPath,
    [join(CMS, "scripts", "seed.js"), ...(scale > 1 ? ["--scale", String(scale)] : [])],
    {
      cwd: CMS,
      env: cmsEnv,
    },
  );
}

/**
 * Starts Strapi (`name` on `port`, by default the stack's CMS) with the stack's settings. A second
 * one on another port shares the first one's database: several CMS instances behind a balancer.
 * Its webhook reaches `revalidateUrl` (by default the one web instance; a balancer with several).
 * @param {object} options
 * @param {{ cms: number, web: number, smtp: number }} options.ports
 * @param {Env} options.cmsEnv
 * @param {boolean} [options.dev]
 * @param {boolean} [options.log]
 * @param {string} [options.name]
 * @param {number} [options.port]
 * @param {string} [options.revalidateUrl]
 */
export function startCms({
  ports,
  cmsEnv,
  dev = false,
  log = true,
  name = "cms",
  port = ports.cms,
  revalidateUrl = `http://127.0.0.1:${ports.web}/api/revalidate`,
}) {
  return startService(name, BIN.strapi, dev ? ["develop", "--no-watch-admin", "--no-open"] : ["start"], {
    cwd: CMS,
    env: {
      ...cmsEnv,
      PORT: String(port),
      SMTP_PORT: String(ports.smtp),
      WEB_REVALIDATE_URL: revalidateUrl,
      NODE_ENV: dev ? "development" : "production",
      STRAPI_TELEMETRY_DISABLED: "true",
      ...LOCAL_STACK,
    },
    log,
  });
}

/**
 * The web process's V8 heap limit in MiB (`WEB_HEAP_MB`, default 768). V8 lets garbage pile up in
 * proportion to its limit, and Node's default limit grows with the machine's memory: on the large
 * seed the web process held about 240 MB of live objects but grew to 840 MB RSS under new filter
 * combinations, and 1.1 GB in the five-minute mixed run. With 1024 MiB the mixed run at 35 req/s
 * peaked at 895–913 MiB RSS, with 768 MiB at 834 MiB (640 MiB: 832), at the same throughput and p99
 * (bench, Nov 2026); 768 still leaves three times the live heap, and room for a reload's second copy.
 * At 100,000 events the live heap is about 1.8 GB: such data needs WEB_HEAP_MB=4096 (docs/decisions.md).
 */
export const WEB_HEAP_MB = Number(process.env.WEB_HEAP_MB ?? 768);

/**
 * The young generation's semi-space in MiB. With the heap limit above V8 reserved 128 MiB for young
 * objects, of which 16–40 were in use; with 16 it reserves 32–39 MiB. Under the five-minute mixed
 * run at 35 req/s the peak fell from 828–832 to 741 MiB RSS, with the same CPU time per request
 * (bench, 30 Nov 2026, docs/decisions.md).
 */
const WEB_SEMI_SPACE_MB = 16;

/**
 * The environment of a web process: `env`, the heap limits (added to any NODE_OPTIONS) and no
 * telemetry. `next dev` gets no limit: it compiles pages in the same process and needs more. A
 * local stack's web process carries its marker; `production` leaves it out.
 * @param {Env} env
 * @param {{ dev?: boolean, production?: boolean }} [options]
 * @returns {Env}
 */
export function webProcessEnv(env, { dev = false, production = false } = {}) {
  const heapLimit = dev
    ? null
    : `--max-old-space-size=${WEB_HEAP_MB} --max-semi-space-size=${WEB_SEMI_SPACE_MB}`;
  const nodeOptions = [process.env.NODE_OPTIONS, env.NODE_OPTIONS, heapLimit];
  return {
    ...env,
    NODE_OPTIONS: nodeOptions.filter(Boolean).join(" "),
    NEXT_TELEMETRY_DISABLED: "1",
    ...(production ? {} : LOCAL_STACK),
  };
}

/**
 * Starts `next start` (or `next dev`) on 127.0.0.1:`port`, as every script runs the web app.
 * @param {string} name
 * @param {{ port: number, env: Env, dev?: boolean, log?: boolean }} options
 */
export function startWeb(name, { port, env, dev = false, log = true }) {
  return startService(name, BIN.next, [dev ? "dev" : "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: webProcessEnv(env, { dev }),
    log,
  });
}

/**
 * Starts maildev, Strapi and Next with the given ports and settings; resolves when all answer.
 * `dev` runs Strapi and Next with hot reload.
 * @param {object} options
 * @param {{ cms: number, web: number, smtp: number, mailWeb: number }} options.ports
 * @param {Env} options.cmsEnv
 * @param {Env} options.webEnv
 * @param {boolean} [options.dev]
 * @param {boolean} [options.log]
 * @param {string} [options.revalidateUrl]
 */
export async function startStack({ ports, cmsEnv, webEnv, dev = false, log = true, revalidateUrl }) {
  const maildev = startService(
    "mail",
    BIN.maildev,
    ["--smtp", String(ports.smtp), "--web", String(ports.mailWeb), "--ip", "127.0.0.1", "--silent"],
    { cwd: ROOT, log },
  );
  const cms = startCms({ ports, cmsEnv, dev, log, revalidateUrl });
  const web = startWeb("web", {
    port: ports.web,
    env: { ...webEnv, CMS_URL: `http://127.0.0.1:${ports.cms}` },
    dev,
    log,
  });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.mailWeb}/`, { service: maildev }),
    waitForHttp(`http://127.0.0.1:${ports.cms}/_health`, { service: cms, timeoutMs: 180_000 }),
    waitForHttp(`http://127.0.0.1:${ports.web}/robots.txt`, { service: web, timeoutMs: 180_000 }),
  ]);
  return { maildev, cms, web };
}
