// The production preflight inside the CMS (packages/rules/src/preflight.ts): `strapi start` with
// NODE_ENV=production refuses unsafe settings even when started without `npm run start:cms`.
import path from "path";
import { demoEnvFiles, demoValues, formatProblems, startupProblems } from "@wundportal/rules/dist/preflight";

/** Stops the process with the list on stderr when a production setting is refused. */
export function refuseUnsafeProduction(appRoot: string): void {
  if (process.env.NODE_ENV !== "production") return;
  const problems = startupProblems("cms", process.env, {
    cmsDir: appRoot,
    demoValues: demoValues(demoEnvFiles(path.resolve(appRoot, ".."))),
  });
  if (problems.length === 0) return;
  process.stderr.write(`${formatProblems("CMS", problems)}\n`);
  process.exit(1);
}
