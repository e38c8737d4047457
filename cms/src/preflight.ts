// The production preflight inside the CMS (packages/rules/src/preflight.ts): `strapi start` with
// NODE_ENV=production refuses unsafe settings even when started without `npm run start:cms`.
import path from "path";
import { demoEnvFiles, demoValues, formatProblems, startupProblems } from "@wundportal/rules/dist/preflight";

/**
 * A production start: NODE_ENV=production, or `strapi start` without it (which Strapi then runs in
 * development mode, with cookies that are not Secure): no way of serving the built CMS escapes the
 * check. `strapi develop` and the scripts that load Strapi (seed, backup) are neither.
 */
export function isProductionStart(env: NodeJS.ProcessEnv, argv: readonly string[]): boolean {
  return (
    env.NODE_ENV === "production" ||
    (path.basename(argv[1] ?? "").startsWith("strapi") && argv[2] === "start")
  );
}

/** Stops the process with the list on stderr when a production setting is refused. */
export function refuseUnsafeProduction(appRoot: string): void {
  if (!isProductionStart(process.env, process.argv)) return;
  const problems = startupProblems("cms", process.env, {
    cmsDir: appRoot,
    demoValues: demoValues(demoEnvFiles(path.resolve(appRoot, ".."))),
  });
  if (problems.length === 0) return;
  process.stderr.write(`${formatProblems("CMS", problems)}\n`);
  process.exit(1);
}
