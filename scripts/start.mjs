// @ts-check
// `npm start` (demo) and `npm run dev` (hot reload): .env files with generated secrets, seed if
// empty, build what is not built, then maildev + Strapi + Next together; Ctrl-C stops all.
// With NODE_ENV=production: the production start (startProduction), nothing of the demo.
import "./lib/node-runtime.mjs";
import { buildCms, buildWeb } from "./lib/build.mjs";
import { DEMO_ADMIN, ensureEnvFiles } from "./lib/env-files.mjs";
import { startService, stopAll, stopOnSignals, waitForHttp } from "./lib/processes.mjs";
import { BIN, CMS, EMULATOR_STATE, ROOT } from "./lib/paths.mjs";
import { preflight } from "./lib/preflight.mjs";
import { seedIfEmpty, startPayments, startStack, webProcessEnv } from "./lib/stack.mjs";

const dev = process.argv.includes("--dev");

/**
 * The production start: settings from the environment only (the operator's, e.g. an environment
 * file loaded by systemd or `set -a; . /etc/wundportal.env`). The preflight first: any problem
 * stops it before anything is built or started. No .env file is written, no maildev, no Stripe
 * emulator, no seed. Then builds what is not built and starts Strapi (`strapi start` on HOST:PORT)
 * and Next (`next start` on WEB_HOST:WEB_PORT, 127.0.0.1:3000 by default, behind the proxy).
 */
async function startProduction() {
  const { ok, results } = await preflight(["web", "cms"]);
  if (!ok) {
    for (const { report } of results) if (report) console.error(report);
    process.exit(1);
  }
  await buildCms();
  await buildWeb();
  const cmsUrl = `http://${process.env.HOST || "127.0.0.1"}:${process.env.PORT || 1337}`;
  const webHost = process.env.WEB_HOST || "127.0.0.1";
  const webPort = process.env.WEB_PORT || "3000";
  const cms = startService("cms", BIN.strapi, ["start"], {
    cwd: CMS,
    env: { NODE_ENV: "production", STRAPI_TELEMETRY_DISABLED: "true" },
  });
  const web = startService("web", BIN.next, ["start", "-p", webPort, "-H", webHost], {
    cwd: ROOT,
    env: webProcessEnv({ PORT: webPort }, { production: true }),
  });
  await Promise.all([
    waitForHttp(`${cmsUrl}/_health`, { service: cms, timeoutMs: 180_000 }),
    waitForHttp(`http://${webHost}:${webPort}/robots.txt`, { service: web, timeoutMs: 180_000 }),
  ]);
  console.log(
    `Wundportal läuft (Produktion): ${process.env.SITE_URL}, Web-App auf ${webHost}:${webPort}, CMS auf ${cmsUrl}`,
  );
}
const ports = { web: 3000, cms: 1337, smtp: 1025, mailWeb: 1080, stripe: 12111 };
const started = Date.now();

async function startDemo() {
  const { web, cms } = ensureEnvFiles();
  await buildCms();
  Object.assign(cms, await startPayments({ ports, cmsEnv: cms, statePath: EMULATOR_STATE }));
  await seedIfEmpty(cms);
  if (!dev) await buildWeb();
  await startStack({ ports, cmsEnv: cms, webEnv: web, dev });
  console.log(`
────────────────────────────────────────────────────────────
 Wundportal läuft (bereit nach ${((Date.now() - started) / 1000).toFixed(0)} s)
   Portal:        http://localhost:${ports.web}
   Strapi-Admin:  http://localhost:${ports.cms}/admin
                  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
   Mail-Postfach: http://localhost:${ports.mailWeb}
   Zahlungen:     ${cms.STRIPE_API_BASE ? `Stripe-Emulator (Testmodus) auf ${cms.STRIPE_API_BASE}` : "Stripe"}
   Demo-Zugänge:  siehe README (Passwort Demo-Passwort-2026)
 Beenden mit Strg+C
────────────────────────────────────────────────────────────`);
}

stopOnSignals();
try {
  if (process.env.NODE_ENV === "production") {
    await startProduction();
  } else await startDemo();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
