// `npm test`: typecheck, lint, schema drift, unit tests, then the real stack (Strapi on a
// temporary SQLite database, maildev, Next) on free ports for the CMS API and end-to-end tests.
// `--pg` (`npm run test:pg`): only the CMS API tests, with Strapi on a throwaway PostgreSQL and
// uploads in a throwaway S3 stand-in.
// Ends with one line 'N passed, M failed' over every suite.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { buildCms, buildRules, buildWeb } from "./lib/build.mjs";
import { DEMO_ADMIN } from "./lib/env-files.mjs";
import { ROOT } from "./lib/paths.mjs";
import { ensureDebianPackage } from "./lib/debian.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { freePorts, strapiSecrets } from "./lib/temp-stack.mjs";
import { ensureRedis, startRedis } from "./lib/redis.mjs";
import { startS3 } from "./lib/s3.mjs";
import { stopAll, stopOnSignals, waitForHttp } from "./lib/processes.mjs";
import { seedIfEmpty, startCms, startPayments, startStack } from "./lib/stack.mjs";

const results = [];
const bin = (name) => join(ROOT, "node_modules", ".bin", name);
const secret = () => randomBytes(32).toString("base64url");
const reportDir = join(ROOT, ".tmp", "test-reports");
mkdirSync(reportDir, { recursive: true });

function sh(label, cmd, args, env = {}) {
  console.log(`\n━━ ${label}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(
    `━━ ${label}: ${result.status === 0 ? "ok" : "FEHLER"} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return result.status === 0;
}

function check(label, cmd, args, env) {
  const ok = sh(label, cmd, args, env);
  results.push({ suite: label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

function ensureChromium() {
  ensureDebianPackage("chromium", () => existsSync("/usr/bin/chromium"));
}

/**
 * Strapi on a temporary database (seeded; SQLite in `dir` unless `database` names another), maildev
 * and Next on free ports; returns the tests' env. With `secondCms` a second Strapi on the same
 * database answers at CMS_URL_2 (the tests split parallel writes across both), and both count
 * Strapi's auth limits in one Redis. With `s3` uploads go to a local S3 stand-in (scripts/lib/s3.mjs)
 * instead of the CMS's disk, read by the web app from there.
 */
async function startTestStack(
  dir,
  database = { DATABASE_CLIENT: "sqlite", DATABASE_FILENAME: join(dir, "data.db") },
  { secondCms = false, s3 = false } = {},
) {
  const ports = await freePorts(["web", "cms", "cms2", "smtp", "mailWeb", "stripe"]);
  // Two CMS instances share Strapi's auth limits through Redis, as in production.
  const redis = secondCms ? { REDIS_URL: (await startRedis()).url } : {};
  let storage = {};
  if (s3) {
    const bucket = await startS3({ log: process.env.TEST_STACK_LOG === "1" });
    // Runs after stopAll() has stopped the server (both callers exit the process when done).
    process.on("exit", bucket.remove);
    storage = bucket.env;
  }
  const shared = { CMS_READ_TOKEN: secret(), REVALIDATE_SECRET: secret() };
  const webUrl = `http://127.0.0.1:${ports.web}`;
  const cmsEnv = {
    HOST: "127.0.0.1",
    PORT: String(ports.cms),
    ...strapiSecrets(),
    ...shared,
    ...database,
    ...redis,
    ...storage,
    SITE_URL: webUrl,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(ports.smtp),
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    // Every test signs in from 127.0.0.1: the per-address limits are raised, the per-account ones stay.
    AUTH_RATE_LIMIT_MAX: "1000",
    ADMIN_RATE_LIMIT_MAX: "1000",
    // 40 MB instead of 2 GB, so the quota test fills an account with a few PDFs; no other test
    // keeps more than about 12 MB in one account.
    UPLOAD_QUOTA_BYTES: String(40 * 1024 * 1024),
  };
  const webEnv = {
    ...shared,
    // The web app serves /uploads/* from the same bucket.
    ...storage,
    NEXTAUTH_SECRET: secret(),
    NEXTAUTH_URL: webUrl,
    SITE_URL: webUrl,
    // Sign-in keeps its default: only failures count, so the tests exercise the real per-address rule.
    RATE_LIMIT_SIGNUP_PER_IP: "1000",
    RATE_LIMIT_RESET_PER_IP: "1000",
  };

  Object.assign(
    cmsEnv,
    await startPayments({
      ports,
      cmsEnv,
      statePath: join(dir, "stripe-emulator.json"),
      log: process.env.TEST_STACK_LOG === "1",
    }),
  );
  console.log("\n━━ Testumgebung: Seed in temporäre Datenbank");
  await seedIfEmpty(cmsEnv);
  console.log("━━ Testumgebung: starte maildev, Strapi, Next");
  await startStack({ ports, cmsEnv, webEnv, log: process.env.TEST_STACK_LOG === "1" });
  if (secondCms) {
    // Started once the first has set the database up, like a second instance joining later.
    const cms2 = startCms({
      ports,
      cmsEnv,
      name: "cms2",
      port: ports.cms2,
      log: process.env.TEST_STACK_LOG === "1",
    });
    await waitForHttp(`http://127.0.0.1:${ports.cms2}/_health`, { service: cms2, timeoutMs: 180_000 });
  }
  return {
    BASE_URL: webUrl,
    CMS_URL: `http://127.0.0.1:${ports.cms}`,
    ...(secondCms ? { CMS_URL_2: `http://127.0.0.1:${ports.cms2}` } : {}),
    MAILDEV_URL: `http://127.0.0.1:${ports.mailWeb}`,
    STRIPE_EMULATOR_URL: cmsEnv.STRIPE_API_BASE ?? "",
    STRIPE_SECRET_KEY: cmsEnv.STRIPE_SECRET_KEY ?? "",
    STRIPE_WEBHOOK_SECRET: cmsEnv.STRIPE_WEBHOOK_SECRET ?? "",
    CMS_READ_TOKEN: shared.CMS_READ_TOKEN,
    // The alert job's route takes it (tests trigger the job directly).
    REVALIDATE_SECRET: shared.REVALIDATE_SECRET,
    AUTH_RATE_LIMIT_MAX: cmsEnv.AUTH_RATE_LIMIT_MAX,
    UPLOAD_QUOTA_BYTES: cmsEnv.UPLOAD_QUOTA_BYTES,
    STRAPI_ADMIN_EMAIL: DEMO_ADMIN.email,
    STRAPI_ADMIN_PASSWORD: DEMO_ADMIN.password,
    // The backup test backs this database up and restores it into a fresh one.
    CMS_DATABASE_CLIENT: database.DATABASE_CLIENT,
    CMS_DATABASE_FILENAME: database.DATABASE_FILENAME ?? "",
    CMS_DATABASE_URL: database.DATABASE_URL ?? "",
    // The S3 test looks into the bucket itself (tests/cms/uploads-s3.test.mjs).
    ...storage,
  };
}

stopOnSignals();
const started = Date.now();

// `node scripts/test.mjs --serve`: only start the test stack and keep it running (for debugging tests).
// With `--pg` on PostgreSQL, and there with a second Strapi on the same database (CMS_URL_2).
if (process.argv.includes("--serve")) {
  await buildCms();
  await buildWeb();
  const dir = mkdtempSync(join(tmpdir(), "wundportal-serve-"));
  let env;
  if (process.argv.includes("--pg")) {
    const pg = await startPostgres();
    // Deleted when the stack stops (after stopAll() has stopped the server).
    process.on("exit", pg.remove);
    env = await startTestStack(
      dir,
      { DATABASE_CLIENT: "postgres", DATABASE_URL: pg.url },
      { secondCms: true, s3: true },
    );
  } else {
    env = await startTestStack(dir);
  }
  console.log("Teststack läuft. Umgebung für Tests:");
  for (const [key, value] of Object.entries(env)) console.log(`export ${key}='${value}'`);
  await new Promise(() => {});
}
/** The CMS API tests (node:test) against a running test stack; their counts join the results. */
function runCmsTests(label, testEnv, reportName) {
  const report = join(reportDir, reportName);
  rmSync(report, { force: true });
  sh(
    label,
    process.execPath,
    [
      "--test",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=./tests/cms/count-reporter.mjs",
      `--test-reporter-destination=${report}`,
      "tests/cms/",
    ],
    testEnv,
  );
  const counts = readJson(report);
  results.push({ suite: label, passed: counts?.passed ?? 0, failed: counts ? counts.failed : 1 });
}

async function fullSuite(cleanup) {
  check("Typprüfung", bin("tsc"), ["--noEmit"]);
  // The CMS is its own package with Strapi's compiler settings; strapi build compiles without checking types.
  // It reads the rules package's types from its build (dist/), so that is brought up to date first.
  await buildRules();
  check("Typprüfung CMS", join(ROOT, "cms", "node_modules", ".bin", "tsc"), ["--noEmit", "-p", "cms"]);
  check("Lint", bin("eslint"), [".", "--max-warnings", "0"]);
  check("Schema-Abgleich", process.execPath, ["scripts/gen-cms-schemas.mjs", "--check"]);

  const jestReport = join(reportDir, "jest.json");
  rmSync(jestReport, { force: true });
  // The invalidation bus and the shared attempt limits are tested against a real redis-server
  // (server/cms/bus.redis.test.ts, server/rate-limit.redis.test.ts).
  ensureRedis();
  sh("Unit-Tests (Jest)", bin("jest"), ["--ci", "--json", `--outputFile=${jestReport}`]);
  const jest = readJson(jestReport);
  results.push({
    suite: "Unit-Tests",
    passed: jest?.numPassedTests ?? 0,
    failed: jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 1,
  });

  ensureChromium();
  await buildCms();
  await buildWeb();

  const tmp = mkdtempSync(join(tmpdir(), "wundportal-test-"));
  cleanup.push(() => rmSync(tmp, { recursive: true, force: true }));
  const testEnv = await startTestStack(tmp);
  runCmsTests("CMS-API-Tests", testEnv, "cms.json");

  const e2eReport = join(reportDir, "e2e.json");
  rmSync(e2eReport, { force: true });
  sh("End-to-End (Playwright, Chromium)", bin("playwright"), ["test"], {
    ...testEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const e2e = readJson(e2eReport);
  results.push({
    suite: "End-to-End",
    passed: (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0),
    failed: e2e ? e2e.stats.unexpected : 1,
  });
}

/** The CMS API tests with Strapi on PostgreSQL instead of SQLite (same stack otherwise). */
async function postgresSuite(cleanup) {
  await buildCms();
  await buildWeb();
  console.log("\n━━ Testumgebung: PostgreSQL");
  // Strapi's auth limit store is tested against a real redis-server (tests/cms/auth-limit-store.test.mjs).
  ensureRedis();
  const pg = await startPostgres();
  // Removed after stopAll() has stopped the server.
  cleanup.push(pg.remove);
  const tmp = mkdtempSync(join(tmpdir(), "wundportal-test-"));
  cleanup.push(() => rmSync(tmp, { recursive: true, force: true }));
  // Two Strapi on the one database: limits counted in it must hold across instances. Uploads go
  // to an S3 stand-in, so both instances (and the web app) see the same files.
  const testEnv = await startTestStack(
    tmp,
    { DATABASE_CLIENT: "postgres", DATABASE_URL: pg.url },
    { secondCms: true, s3: true },
  );
  runCmsTests("CMS-API-Tests (PostgreSQL)", testEnv, "cms-pg.json");
}

const cleanup = [];
try {
  await (process.argv.includes("--pg") ? postgresSuite(cleanup) : fullSuite(cleanup));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  results.push({ suite: "Testumgebung", passed: 0, failed: 1 });
} finally {
  await stopAll();
  for (const step of cleanup) step();
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log("\nZusammenfassung:");
for (const r of results)
  console.log(`  ${r.suite.padEnd(28)} ${r.passed} bestanden, ${r.failed} fehlgeschlagen`);
console.log(`  Dauer: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
