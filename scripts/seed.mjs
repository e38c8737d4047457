// @ts-check
// `npm run seed [-- --scale N]`: fills an empty CMS database (see cms/scripts/seed.js).
import "./lib/node-runtime.mjs";
import { buildCms } from "./lib/build.mjs";
import { ensureEnvFiles } from "./lib/env-files.mjs";
import { EMULATOR_STATE } from "./lib/paths.mjs";
import { stopAll } from "./lib/processes.mjs";
import { seedIfEmpty, startPayments } from "./lib/stack.mjs";

const index = process.argv.indexOf("--scale");
const scale = index > 0 ? Number(process.argv[index + 1]) : 1;
if (!Number.isInteger(scale) || scale < 1) {
  console.error("--scale erwartet eine ganze Zahl ≥ 1");
  process.exit(1);
}
const { cms } = ensureEnvFiles();
await buildCms();
try {
  // The demo accounts' subscriptions are made in Stripe (or the emulator, as `npm start` runs it).
  Object.assign(
    cms,
    await startPayments({
      ports: { stripe: 12111, web: 3000 },
      cmsEnv: cms,
      statePath: EMULATOR_STATE,
      log: false,
    }),
  );
  await seedIfEmpty(cms, { scale });
} finally {
  await stopAll();
}
