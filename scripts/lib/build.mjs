// @ts-check
// Builds the rules package, the CMS (TypeScript compile + admin) and the web app only when their
// sources changed since the last build, judged by a fingerprint of file names, sizes and
// modification times.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { markCompileHints } from "./compile-hints.mjs";
import { precompress } from "./precompress.mjs";
import { BIN, CMS, ROOT, RULES } from "./paths.mjs";
import { run } from "./processes.mjs";

// Unit tests beside the code are in no build (Next bundles what pages import, strapi build leaves
// them out through cms/tsconfig.json): editing one needs no rebuild.
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** @param {string[]} paths */
function fingerprint(paths) {
  const hash = createHash("sha256");
  /** @param {string} path */
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else if (!TEST_FILE.test(path)) {
      hash.update(`${relative(ROOT, path)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  paths.forEach(walk);
  return hash.digest("hex");
}

// The web app compiles the rules package from its source (tsconfig paths); the CMS runs its build.
const RULES_SOURCES = [join(RULES, "src"), join(RULES, "package.json"), join(RULES, "tsconfig.json")];

const WEB_SOURCES = [
  "packages/rules/src",
  "app",
  "components",
  "lib",
  "server",
  "public",
  "proxy.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
].map((p) => join(ROOT, p));
// Only what `strapi build` compiles or bundles. The CMS reads the rules package's build and
// lib/uploads.json when it starts, so a change there needs buildRules (or nothing), not the
// minutes of a CMS and admin build.
const CMS_SOURCES = [
  join(CMS, "src"),
  join(CMS, "config"),
  join(CMS, "package-lock.json"),
  join(CMS, "tsconfig.json"),
];

/**
 * @param {string} name
 * @param {string[]} sources
 * @param {string} marker the file keeping the fingerprint of the last build
 * @param {() => boolean} ready whether the build's output is there
 * @param {(buffered: boolean) => Promise<unknown>} build with `buffered`, resolves with its output
 * @param {boolean} force
 * @param {{ quiet?: boolean, buffered?: boolean }} [output] `quiet`: no line when up to date;
 *   `buffered`: the build's output printed whole once it ends (two builds at once stay readable)
 * @returns {Promise<boolean>} whether it built
 */
async function buildIfChanged(
  name,
  sources,
  marker,
  ready,
  build,
  force,
  { quiet = false, buffered = false } = {},
) {
  const current = fingerprint(sources);
  const previous = existsSync(marker) ? readFileSync(marker, "utf8") : null;
  if (!force && previous === current && ready()) {
    if (!quiet) console.log(`${name}: Build aktuell`);
    return false;
  }
  console.log(`${name}: baue …`);
  const started = Date.now();
  const output = await build(buffered);
  writeFileSync(marker, current);
  if (buffered && typeof output === "string") process.stdout.write(output);
  console.log(`${name}: gebaut in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** The rules package's CommonJS build (dist/), which the CMS and the CMS scripts require. */
export function buildRules({ force = false, quiet = false } = {}) {
  return buildIfChanged(
    "Regeln",
    RULES_SOURCES,
    join(RULES, "dist", ".source-fingerprint"),
    () => existsSync(join(RULES, "dist", "index.js")),
    async () => {
      rmSync(join(RULES, "dist"), { recursive: true, force: true });
      await run(BIN.tsc, ["-p", join(RULES, "tsconfig.json")], { cwd: RULES });
    },
    force,
    { quiet },
  );
}

/** @param {{ force?: boolean, buffered?: boolean }} [options] */
export async function buildCms({ force = false, buffered = false } = {}) {
  await buildRules({ force });
  return buildIfChanged(
    "CMS",
    CMS_SOURCES,
    join(CMS, "dist", ".source-fingerprint"),
    () =>
      existsSync(join(CMS, "dist", "build", "index.html")) &&
      existsSync(join(CMS, "dist", "src", "index.js")),
    (quiet) => run(BIN.strapi, ["build"], { cwd: CMS, env: { STRAPI_TELEMETRY_DISABLED: "true" }, quiet }),
    force,
    { buffered },
  );
}

/** @param {{ force?: boolean, env?: Record<string, string>, buffered?: boolean }} [options] */
export async function buildWeb({ force = false, env = {}, buffered = false } = {}) {
  const built = await buildIfChanged(
    "Web-App",
    WEB_SOURCES,
    join(ROOT, ".next", ".source-fingerprint"),
    () => existsSync(join(ROOT, ".next", "BUILD_ID")),
    (quiet) => run(BIN.next, ["build"], { cwd: ROOT, env: { NEXT_TELEMETRY_DISABLED: "1", ...env }, quiet }),
    force,
    { buffered },
  );
  // Also on a build that is up to date: it may predate these steps.
  markCompileHints(join(ROOT, ".next"));
  await precompress(join(ROOT, ".next", "static"));
  return built;
}
