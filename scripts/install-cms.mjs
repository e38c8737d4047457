// Installs the Strapi package in cms/ as its own npm root (own lockfile), so React 18 of
// Strapi's admin never hoists into the React 19 web app.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const cmsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "cms");
if (process.env.SKIP_CMS_INSTALL === "1" || !existsSync(join(cmsDir, "package.json"))) process.exit(0);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const result = spawnSync(npm, ["install", "--no-audit", "--no-fund"], { cwd: cmsDir, stdio: "inherit" });
process.exit(result.status ?? 1);
