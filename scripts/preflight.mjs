// @ts-check
// `npm run preflight` (both processes), `--web` or `--cms` (one): checks the environment's settings
// for a production start; prints every problem and exits with 1, or prints one line and exits with 0.
// The production starts run it first (npm start with NODE_ENV=production, npm run start:web/start:cms).
import "./lib/node-runtime.mjs";
import { preflight } from "./lib/preflight.mjs";

/** @type {("web" | "cms")[]} */
const processes = ["web", "cms"];
const only = processes.filter((name) => process.argv.includes(`--${name}`));
const { ok, results } = await preflight(only.length ? only : ["web", "cms"]);
if (!ok) {
  for (const { report } of results) if (report) console.error(report);
  process.exit(1);
}
console.log(
  `Preflight: Einstellungen für den Produktionsstart in Ordnung (${results.map((r) => r.title).join(", ")}).`,
);
