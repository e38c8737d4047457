// `npm run build`: builds the CMS and the web app (skips what is up to date; --force rebuilds).
import { buildCms, buildWeb } from "./lib/build.mjs";

const force = process.argv.includes("--force");
await buildCms({ force });
await buildWeb({ force });
