// `npm start` (demo) and `npm run dev` (hot reload): .env files with generated secrets, seed if
// empty, build what is not built, then maildev + Strapi + Next together; Ctrl-C stops all.
import "./lib/node-runtime.mjs";
import { buildCms, buildWeb } from "./lib/build.mjs";
import { DEMO_ADMIN, ensureEnvFiles } from "./lib/env-files.mjs";
import { stopAll, stopOnSignals } from "./lib/processes.mjs";
import { EMULATOR_STATE } from "./lib/paths.mjs";
import { seedIfEmpty, startPayments, startStack } from "./lib/stack.mjs";

const dev = process.argv.includes("--dev");
const ports = { web: 3000, cms: 1337, smtp: 1025, mailWeb: 1080, stripe: 12111 };
const started = Date.now();

stopOnSignals();
try {
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
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
