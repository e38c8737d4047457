// @ts-check
// The production preflight for scripts (npm run preflight, npm start in production, the per-process
// starts): the checks of packages/rules/src/preflight.ts, from the rules package's CommonJS build.
import { createRequire } from "node:module";
import { join } from "node:path";
import { buildRules } from "./build.mjs";
import { CMS, ROOT, RULES } from "./paths.mjs";

/** @typedef {typeof import("../../packages/rules/src/preflight.js")} Preflight the CommonJS build's exports */

/** @type {Record<"web" | "cms", { title: string, check: "checkWeb" | "checkCms" }>} */
const PROCESSES = {
  web: { title: "Web-App", check: "checkWeb" },
  cms: { title: "CMS", check: "checkCms" },
};

/**
 * Checks `env` for the named processes ("web", "cms"); resolves with each one's problems and the
 * report to print (empty when every process may start).
 * @param {("web" | "cms")[]} [names]
 * @param {import("../../packages/rules/src/preflight.js").Settings} [env]
 */
export async function preflight(names = ["web", "cms"], env = process.env) {
  await buildRules({ quiet: true });
  /** @type {Preflight} */
  const rules = createRequire(import.meta.url)(join(RULES, "dist", "preflight.js"));
  const options = { demoValues: rules.demoValues(rules.demoEnvFiles(ROOT)), cmsDir: CMS };
  const results = names.map((name) => {
    const { title, check } = PROCESSES[name];
    const problems = rules[check](env, options);
    return { name, title, problems, report: problems.length ? rules.formatProblems(title, problems) : "" };
  });
  return { ok: results.every((r) => r.problems.length === 0), results };
}
