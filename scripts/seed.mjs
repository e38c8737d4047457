// `npm run seed [-- --scale N]`: fills an empty CMS database (see cms/scripts/seed.js).
import { buildCms } from "./lib/build.mjs";
import { ensureEnvFiles } from "./lib/env-files.mjs";
import { seedIfEmpty } from "./lib/stack.mjs";

const index = process.argv.indexOf("--scale");
const scale = index > 0 ? Number(process.argv[index + 1]) : 1;
if (!Number.isInteger(scale) || scale < 1) {
  console.error("--scale erwartet eine ganze Zahl ≥ 1");
  process.exit(1);
}
const { cms } = ensureEnvFiles();
await buildCms();
await seedIfEmpty(cms, { scale });
