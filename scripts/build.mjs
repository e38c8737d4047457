// @ts-check
// `npm run build`: builds the rules package, the CMS and the web app (skips what is up to date;
// --force rebuilds). `--rules` builds only the rules package (after `npm install`).
import "./lib/node-runtime.mjs";
import { buildCms, buildRules, buildWeb } from "./lib/build.mjs";

const force = process.argv.includes("--force");
if (process.argv.includes("--rules")) {
  await buildRules({ force });
} else {
  await buildCms({ force });
  await buildWeb({ force });
}
