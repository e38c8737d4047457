// @ts-check
// `npm test`: typecheck, lint, schema drift, unit tests, then the real stack (Strapi on a
// temporary SQLite database, maildev, Next) on free ports for the CMS API and end-to-end tests.
// `--cluster` (`npm run test:cluster`): two CMS instances on a throwaway PostgreSQL and two web
// instances, all sharing one Redis and uploads in a throwaway S3 stand-in, behind a balancer for
// Strapi's webhook; the cluster checks (tests/cluster/) plus the CMS API tests of limits across
// instances and of backup and restore, on that one stack.
// `--pg` (`npm run test:pg`): every CMS API test on that cluster, the deployment (deploy/ with nginx
// in front of it), then its cluster checks.
// Ends with one line 'N passed, M failed' over every suite.
import "./lib/node-runtime.mjs";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { buildCms, buildRules, buildWeb } from "./lib/build.mjs";
import { DEMO_ADMIN } from "./lib/env-files.mjs";
import { ROOT } from "./lib/paths.mjs";
import { NGINX, SYSTEMD, ensureDebianPackages } from "./lib/debian.mjs";
import { POSTGRES_PACKAGE, startPostgres } from "./lib/postgres.mjs";
import { freePorts, strapiSecrets } from "./lib/temp-stack.mjs";
import { REDIS_PACKAGE, startRedis } from "./lib/redis.mjs";
import { startS3 } from "./lib/s3.mjs";
import {
  logServicesTo,
  startService,
  stopAll,
  stopOnSignals,
  waitFor,
  waitForHttp,
} from "./lib/processes.mjs";
import {
  LOCAL_STACK,
  seedIfEmpty,
  startCms,
  startPayments,
  startStack,
  startWeb,
  webProcessEnv,
} from "./lib/stack.mjs";

/** @typedef {import("./lib/processes.mjs").Env} Env */

/**
 * Each suite's counts, and what failed in it: printed again after the summary, so the last lines of
 * a log (all a CI page may show) name the failed test with its error.
 * @type {{ suite: string, passed: number, failed: number, seconds?: number, failures?: string[] }[]}
 */
const results = [];
/** @param {string} name */
const bin = (name) => join(ROOT, "node_modules", ".bin", name);
const secret = () => randomBytes(32).toString("base64url");
const reportDir = join(ROOT, ".tmp", "test-reports");
mkdirSync(reportDir, { recursive: true });

/**
 * Runs a command to its end without blocking this process: the services' output keeps draining
 * (a full pipe would stall a server that logs every request), and the cluster's stand-ins answer.
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {Env} [env]
 * @param {{ buffered?: boolean }} [options]
 */
async function sh(label, cmd, args, env = {}, { buffered = false } = {}) {
  // A buffered command (one of several running at once) prints its output in one piece at its end.
  if (!buffered) console.log(`\n━━ ${label}`);
  const started = Date.now();
  /** @type {Buffer[]} */
  const output = [];
  /** @type {number | null} */
  const status = await new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    if (buffered)
      for (const stream of [child.stdout, child.stderr]) stream?.on("data", (c) => output.push(c));
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code));
  });
  const seconds = (Date.now() - started) / 1000;
  if (buffered) {
    console.log(`\n━━ ${label}`);
    process.stdout.write(Buffer.concat(output));
  }
  console.log(`━━ ${label}: ${status === 0 ? "ok" : "FEHLER"} (${seconds.toFixed(1)} s)`);
  return { ok: status === 0, seconds };
}

/**
 * A command whose exit status is the result (a check counts as one test).
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {Env} [env]
 * @param {{ buffered?: boolean }} [options]
 */
async function check(label, cmd, args, env, options) {
  const { ok, seconds } = await sh(label, cmd, args, env, options);
  results.push({ suite: label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

/**
 * A report a test runner wrote, or null when it wrote none (or half of one).
 * @template T the report's shape, as the runner documents it
 * @param {string} path
 * @returns {T | null}
 */
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/**
 * A failed test as printed after the summary: its name, then the first lines of its error.
 * @param {string} name
 * @param {string} error
 */
function failureText(name, error) {
  // Colour codes of the runners' reports (the log is read as text).
  const plain = stripVTControlCharacters(error);
  // Stack frames of the runners and of Node itself say nothing about the failure.
  const lines = plain
    .split("\n")
    .filter((line) => line.trim() && !/^\s+at .*(node_modules|node:)/.test(line));
  const shown = lines.slice(0, FAILURE_LINES).map((line) => `    ${line}`);
  if (lines.length > FAILURE_LINES)
    shown.push(`    … (${lines.length - FAILURE_LINES} Zeilen mehr im Log oben)`);
  return [`  ${name}`, ...shown].join("\n");
}
const FAILURE_LINES = 12;

/** @typedef {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites?: number, testResults?: { name: string, message?: string, testExecError?: unknown, assertionResults?: { fullName: string, status: string, failureMessages?: string[] }[] }[] }} JestReport Jest's --json report */

/** @param {JestReport} report */
function jestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const where = relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that could not run has no test results, only its message.
    if (!failed.length && file.testExecError) return [failureText(where, file.message ?? "")];
    return failed.map((test) => failureText(`${test.fullName} (${where})`, test.failureMessages?.[0] ?? ""));
  });
}

/** @typedef {{ title: string, file?: string, line?: number, tests?: { status: string, results?: { error?: { message?: string } }[] }[] }} PlaywrightSpec */
/** @typedef {{ suites?: PlaywrightSuite[], specs?: PlaywrightSpec[] }} PlaywrightSuite */
/** @typedef {{ stats: { expected: number, flaky: number, unexpected: number }, suites?: PlaywrightSuite[] }} PlaywrightReport Playwright's JSON report */

/**
 * The tests that failed in every try, with the last try's error.
 * @param {PlaywrightSuite[]} suites
 * @returns {string[]}
 */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === "unexpected")
        .map((test) =>
          failureText(
            `${spec.title} (${spec.file}:${spec.line})`,
            test.results?.at(-1)?.error?.message ?? "",
          ),
        ),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/** @type {import("./lib/debian.mjs").DebianPackage} */
const CHROMIUM_SHELL = {
  pkg: "chromium-headless-shell",
  present: () => existsSync("/usr/bin/chromium-headless-shell"),
};

/**
 * Strapi's limits on a test stack: AUTH_RATE_LIMIT_MAX requests a minute per address and auth route
 * (and per e-mail on the routes that take one, such as forgot-password), ADMIN_RATE_LIMIT_MAX admin
 * sign-ins per e-mail and address in 5 minutes (production: 20 and 5).
 * Every test calls from 127.0.0.1. In the CMS logs of a CI run, no minute saw more than 57 direct
 * sign-ins (the portal's signed ones are not counted), and the admin account signed in at most 23
 * times in 5 minutes; the limits leave three to four times that. The limit tests read them and send
 * that many requests and more, so each step up costs requests: at 1000 each, some 5,000 a stack.
 */
const TEST_LIMITS = { auth: 200, admin: 100 };

/**
 * Strapi on a temporary database (seeded; SQLite in `dir` unless `database` names another), maildev
 * and Next on free ports; returns the tests' env. With `secondCms` a second Strapi on the same
 * database answers at CMS_URL_2 (the tests split parallel writes across both), and both count
 * Strapi's auth limits in one Redis. With `s3` uploads go to a local S3 stand-in (scripts/lib/s3.mjs)
 * instead of the CMS's disk, read by the web app from there. With `secondWeb` (the cluster) a second
 * web instance on the second CMS answers at BASE_URL_2; both web instances share that Redis (their
 * change bus and limits), and Strapi's webhook reaches them through a balancer that skips a stopped
 * instance.
 * @param {string} dir
 * @param {{ DATABASE_CLIENT: string, DATABASE_FILENAME?: string, DATABASE_URL?: string }} [database]
 * @param {{ secondCms?: boolean, secondWeb?: boolean, s3?: boolean }} [options]
 * @returns {Promise<Env>}
 */
async function startTestStack(
  dir,
  database = { DATABASE_CLIENT: "sqlite", DATABASE_FILENAME: join(dir, "data.db") },
  { secondCms = false, secondWeb = false, s3 = false } = {},
) {
  const ports = await freePorts(["web", "web2", "balancer", "cms", "cms2", "smtp", "mailWeb", "stripe"]);
  // Every service's output also goes to a file there; the tests read them (STACK_LOG_DIR).
  const logs = join(dir, "logs");
  mkdirSync(logs, { recursive: true });
  logServicesTo(logs);
  // Two CMS instances share Strapi's auth limits through Redis, as in production.
  const redis = secondCms || secondWeb ? { REDIS_URL: (await startRedis()).url } : {};
  /** @type {Env} */
  let storage = {};
  if (s3) {
    const bucket = await startS3({ log: process.env.TEST_STACK_LOG === "1" });
    // Runs after stopAll() has stopped the server (both callers exit the process when done).
    process.on("exit", bucket.remove);
    storage = bucket.env;
  }
  // METRICS_TOKEN: both processes serve their metrics to whoever shows it (tests/cms/metrics.test.mjs).
  const shared = { CMS_READ_TOKEN: secret(), REVALIDATE_SECRET: secret(), METRICS_TOKEN: secret() };
  // Every mail is DKIM-signed as in production, with a key of this run; the tests verify the
  // signatures against its public half, as a receiver would against the DNS record.
  const dkimKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const dkim = {
    DKIM_DOMAIN: "wundportal.test",
    DKIM_SELECTOR: "test",
    DKIM_PRIVATE_KEY: dkimKey.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
  const webUrl = `http://127.0.0.1:${ports.web}`;
  /** @type {Env} */
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
    ...dkim,
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    // Every test signs in from 127.0.0.1: the per-address limits are raised (TEST_LIMITS), the
    // per-account ones stay.
    AUTH_RATE_LIMIT_MAX: String(TEST_LIMITS.auth),
    ADMIN_RATE_LIMIT_MAX: String(TEST_LIMITS.admin),
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
    ...(secondWeb ? redis : {}),
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
  const log = process.env.TEST_STACK_LOG === "1";
  const web2Url = `http://127.0.0.1:${ports.web2}`;
  /** @type {string | undefined} */
  let revalidateUrl;
  if (secondWeb) {
    const balancer = startService(
      "balancer",
      process.execPath,
      [join(ROOT, "scripts", "lib", "balancer.mjs")],
      {
        env: { BALANCER_PORT: String(ports.balancer), BALANCER_UPSTREAMS: `${webUrl},${web2Url}` },
        log,
      },
    );
    revalidateUrl = `http://127.0.0.1:${ports.balancer}/api/revalidate`;
    // Any answer shows it listens (a 502 while the web instances are not up yet).
    await waitFor(async () => Boolean(await fetch(`http://127.0.0.1:${ports.balancer}/`)), {
      service: balancer,
      what: "Balancer",
    });
  }
  const stack = await startStack({ ports, cmsEnv, webEnv, log, revalidateUrl });
  if (secondCms || secondWeb) {
    // Started once the first has set the database up, like a second instance joining later.
    const cms2 = startCms({
      ports,
      cmsEnv,
      name: "cms2",
      port: ports.cms2,
      log,
      revalidateUrl,
    });
    await waitForHttp(`http://127.0.0.1:${ports.cms2}/_health`, { service: cms2, timeoutMs: 180_000 });
  }
  // Web A's command, so the cluster test can stop it and start it again as it was.
  const webAEnv = { ...webEnv, CMS_URL: `http://127.0.0.1:${ports.cms}` };
  const webA = { args: ["start", "-p", String(ports.web), "-H", "127.0.0.1"], env: webProcessEnv(webAEnv) };
  if (secondWeb) {
    const web2 = startWeb("web2", {
      port: ports.web2,
      env: { ...webAEnv, CMS_URL: `http://127.0.0.1:${ports.cms2}`, NEXTAUTH_URL: web2Url },
      log,
    });
    await waitForHttp(`${web2Url}/robots.txt`, { service: web2, timeoutMs: 180_000 });
  }
  return {
    BASE_URL: webUrl,
    CMS_URL: `http://127.0.0.1:${ports.cms}`,
    ...(secondCms || secondWeb ? { CMS_URL_2: `http://127.0.0.1:${ports.cms2}` } : {}),
    ...(secondWeb
      ? {
          BASE_URL_2: web2Url,
          WEB_A_PID: String(stack.web.pid),
          WEB_A_START: JSON.stringify(webA),
        }
      : {}),
    MAILDEV_URL: `http://127.0.0.1:${ports.mailWeb}`,
    STACK_LOG_DIR: logs,
    // Not under the CMS's own names: a Strapi a test starts with this environment (backup and
    // restore) would find half a DKIM setting and refuse to start.
    TEST_DKIM_DOMAIN: dkim.DKIM_DOMAIN,
    TEST_DKIM_SELECTOR: dkim.DKIM_SELECTOR,
    // The p= value of the DNS record: the public key, DER in base64.
    TEST_DKIM_PUBLIC_KEY: dkimKey.publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    STRIPE_EMULATOR_URL: cmsEnv.STRIPE_API_BASE ?? "",
    STRIPE_SECRET_KEY: cmsEnv.STRIPE_SECRET_KEY ?? "",
    STRIPE_WEBHOOK_SECRET: cmsEnv.STRIPE_WEBHOOK_SECRET ?? "",
    CMS_READ_TOKEN: shared.CMS_READ_TOKEN,
    // The alert job's route takes it (tests trigger the job directly).
    REVALIDATE_SECRET: shared.REVALIDATE_SECRET,
    METRICS_TOKEN: shared.METRICS_TOKEN,
    AUTH_RATE_LIMIT_MAX: cmsEnv.AUTH_RATE_LIMIT_MAX,
    ADMIN_RATE_LIMIT_MAX: cmsEnv.ADMIN_RATE_LIMIT_MAX,
    UPLOAD_QUOTA_BYTES: cmsEnv.UPLOAD_QUOTA_BYTES,
    STRAPI_ADMIN_EMAIL: DEMO_ADMIN.email,
    STRAPI_ADMIN_PASSWORD: DEMO_ADMIN.password,
    // The backup test backs this database up and restores it into a fresh one.
    CMS_DATABASE_CLIENT: database.DATABASE_CLIENT,
    CMS_DATABASE_FILENAME: database.DATABASE_FILENAME ?? "",
    CMS_DATABASE_URL: database.DATABASE_URL ?? "",
    // The S3 test looks into the bucket itself (tests/cms/uploads-s3.test.mjs).
    ...storage,
    // A Strapi or Next a test starts itself runs as part of this local stack.
    ...LOCAL_STACK,
  };
}

stopOnSignals();
const started = Date.now();

// `node scripts/test.mjs --serve`: only start the test stack and keep it running (for debugging tests).
// With `--pg` on PostgreSQL, and there with a second Strapi on the same database (CMS_URL_2);
// `--cluster` adds the second web instance (BASE_URL_2).
if (process.argv.includes("--serve")) {
  await buildCms();
  await buildWeb();
  const dir = mkdtempSync(join(tmpdir(), "wundportal-serve-"));
  let env;
  if (process.argv.includes("--pg") || process.argv.includes("--cluster")) {
    const pg = await startPostgres();
    // Deleted when the stack stops (after stopAll() has stopped the server).
    process.on("exit", pg.remove);
    env = await startTestStack(
      dir,
      { DATABASE_CLIENT: "postgres", DATABASE_URL: pg.url },
      { secondCms: true, secondWeb: process.argv.includes("--cluster"), s3: true },
    );
  } else {
    env = await startTestStack(dir);
  }
  console.log("Teststack läuft. Umgebung für Tests:");
  for (const [key, value] of Object.entries(env)) console.log(`export ${key}='${value}'`);
  await new Promise(() => {});
}
/**
 * node:test files (by default the CMS API tests) against a running test stack; their counts join the results.
 * @param {string} label
 * @param {Env} testEnv
 * @param {string} reportName
 * @param {string[]} [files]
 * @param {{ buffered?: boolean }} [options]
 */
async function runCmsTests(label, testEnv, reportName, files = ["tests/cms/*.test.mjs"], options = {}) {
  const report = join(reportDir, reportName);
  rmSync(report, { force: true });
  const { seconds } = await sh(
    label,
    process.execPath,
    [
      "--test",
      // Three files at a time (node's default on two cores is one): a test mostly waits for Strapi,
      // and each file owns its data (tests/cms/support.mjs), so files do not see each other's.
      "--test-concurrency=3",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=./tests/cms/count-reporter.mjs",
      `--test-reporter-destination=${report}`,
      ...files,
    ],
    testEnv,
    options,
  );
  /** @type {{ passed: number, failed: number, failures?: import("../tests/cms/count-reporter.mjs").Failure[] } | null} */
  const counts = readJson(report);
  results.push({
    suite: label,
    passed: counts?.passed ?? 0,
    failed: counts ? counts.failed : 1,
    seconds,
    failures: (counts?.failures ?? []).map((f) => failureText(`${f.name} (${f.location})`, f.error)),
  });
}

/** @typedef {(() => void)[]} Cleanup what to remove once the stack has stopped */

/** @param {Cleanup} cleanup */
async function fullSuite(cleanup) {
  // The CMS is its own package with Strapi's compiler settings; strapi build compiles without checking types.
  // It reads the rules package's types from its build (dist/), so that is brought up to date first.
  await buildRules();
  // The static checks at once (each uses one core; together they keep both busy), their output
  // printed whole as each ends.
  const once = { buffered: true };
  // Every Debian package the run needs, in one apt-get run while the static checks keep the cores
  // busy (on a new machine: downloads of some 200 packages); awaited before the first that needs one.
  const debianPackages = ensureDebianPackages([
    REDIS_PACKAGE,
    CHROMIUM_SHELL,
    ...(process.argv.includes("--with-pg") ? [POSTGRES_PACKAGE, NGINX, SYSTEMD] : []),
  ]);
  // Its error counts where it is awaited, not as an unhandled rejection while the checks run.
  debianPackages.catch(() => {});
  // The route types Next's build would check the pages against (.next/types), so that the
  // Typprüfung covers them too and the build need not check the types again.
  await check("Routentypen", bin("next"), ["typegen"], {}, once);
  await Promise.all([
    check("Typprüfung", bin("tsc"), ["--noEmit"], {}, once),
    // cms/tsconfig.test.json is the build's tsconfig plus the CMS's unit tests (the build leaves them out).
    check(
      "Typprüfung CMS",
      join(ROOT, "cms", "node_modules", ".bin", "tsc"),
      ["-p", "cms/tsconfig.test.json"],
      {},
      once,
    ),
    // The JavaScript of the scripts and of the CMS API tests (// @ts-check, JSDoc types): Node's
    // module rules and types only, each with the TypeScript of its package (tsconfig.scripts.json,
    // cms/tsconfig.scripts.json).
    check("Typprüfung Skripte", bin("tsc"), ["-p", "tsconfig.scripts.json"], {}, once),
    check(
      "Typprüfung CMS-Skripte",
      join(ROOT, "cms", "node_modules", ".bin", "tsc"),
      ["-p", "cms/tsconfig.scripts.json"],
      {},
      once,
    ),
    check("Lint", bin("eslint"), [".", "--max-warnings", "0"], {}, once),
    // The house format (.prettierrc), over the web app, the CMS and the tests; .prettierignore names what tools write.
    check("Formatierung", bin("prettier"), ["--check", "."], {}, once),
    check("Schema-Abgleich", process.execPath, ["scripts/gen-cms-schemas.mjs", "--check"], {}, once),
    // No export and no file that nothing uses (knip.json: the entry points of the web app, the CMS
    // and the scripts); an export used only in its own file counts as used.
    check("Ungenutzte Exporte", bin("knip"), ["--no-progress"], {}, once),
  ]);

  const jestReport = join(reportDir, "jest.json");
  rmSync(jestReport, { force: true });
  // The invalidation bus and the shared attempt limits are tested against a real redis-server
  // (server/read-path/bus.redis.test.ts, server/rate-limit.redis.test.ts).
  await debianPackages;
  // Both Jest projects, the web app's and the CMS's (jest.config.mjs), in one report.
  // Every core: Jest's default leaves one free (on CI's two, one worker), but nothing else runs now
  // (40 → 24 s here).
  const { seconds: jestSeconds } = await sh("Unit-Tests (Jest)", bin("jest"), [
    "--ci",
    "--maxWorkers=100%",
    "--json",
    `--outputFile=${jestReport}`,
  ]);
  /** @type {JestReport | null} */
  const jest = readJson(jestReport);
  results.push({
    suite: "Unit-Tests",
    passed: jest?.numPassedTests ?? 0,
    failed: jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 1,
    seconds: jestSeconds,
    failures: jest ? jestFailures(jest) : [],
  });

  // The build's own type check repeats the Typprüfung above; it is left out only when that passed.
  const typesChecked = results.some((r) => r.suite === "Typprüfung" && r.failed === 0);
  // Both builds at once: the admin panel's (Vite) uses one core for half a minute, Next's the rest.
  // Both are awaited before a failure of either stops the run (no build left running behind it).
  const builds = await Promise.allSettled([
    buildCms({ buffered: true }),
    buildWeb({ env: typesChecked ? { WUNDPORTAL_TYPES_CHECKED: "1" } : {}, buffered: true }),
  ]);
  for (const build of builds) if (build.status === "rejected") throw build.reason;

  const tmp = mkdtempSync(join(tmpdir(), "wundportal-test-"));
  cleanup.push(() => rmSync(tmp, { recursive: true, force: true }));
  const testEnv = await startTestStack(tmp);

  // With --with-pg (.ci/run), the PostgreSQL suite runs on its own stack beside the CMS API and
  // end-to-end tests, which wait for Strapi or the browser part of the time; the two stacks share
  // nothing. Its output is printed whole as each of its parts ends. It starts
  // once this stack is up: a service logs to the folder named when it starts (logServicesTo), and
  // the end-to-end tests read this stack's logs (STACK_LOG_DIR).
  const pg = process.argv.includes("--with-pg")
    ? postgresSuite(cleanup, { buffered: true }).catch((error) => {
        console.error(error instanceof Error ? error.message : error);
        results.push({ suite: "Testumgebung (PostgreSQL)", passed: 0, failed: 1 });
      })
    : null;
  await runCmsTests("CMS-API-Tests", testEnv, "cms.json");

  const e2eReport = join(reportDir, "e2e.json");
  rmSync(e2eReport, { force: true });
  const { seconds: e2eSeconds } = await sh("End-to-End (Playwright, Chromium)", bin("playwright"), ["test"], {
    ...testEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  /** @type {PlaywrightReport | null} */
  const e2e = readJson(e2eReport);
  results.push({
    suite: "End-to-End",
    passed: (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0),
    failed: e2e ? e2e.stats.unexpected : 1,
    seconds: e2eSeconds,
    failures: e2e ? playwrightFailures(e2e.suites ?? []) : [],
  });
  await pg;
}

/**
 * The test stack with two Strapi on one throwaway PostgreSQL (limits counted in it must hold across
 * instances), and with `secondWeb` two web instances; removed after stopAll() has stopped it.
 * @param {Cleanup} cleanup
 */
async function postgresStack(cleanup, { secondWeb = false } = {}) {
  await buildCms();
  await buildWeb();
  console.log(`\n━━ Testumgebung: PostgreSQL${secondWeb ? ", Cluster" : ""}`);
  const pg = await startPostgres();
  cleanup.push(pg.remove);
  const tmp = mkdtempSync(join(tmpdir(), "wundportal-test-"));
  cleanup.push(() => rmSync(tmp, { recursive: true, force: true }));
  // Two Strapi on the one database: limits counted in it must hold across instances. Uploads go
  // to an S3 stand-in, so every instance (and both web apps) see the same files.
  return startTestStack(
    tmp,
    { DATABASE_CLIENT: "postgres", DATABASE_URL: pg.url },
    { secondCms: true, secondWeb, s3: true },
  );
}

/**
 * The CMS API tests with Strapi on PostgreSQL instead of SQLite, on the cluster (one start for both:
 * a stack costs a minute and more), the deployment's checks, then the cluster checks: those stop and restart web A, which the
 * others need (the Stripe emulator's webhook reaches it), so they run last.
 * @param {Cleanup} cleanup
 * @param {{ buffered?: boolean }} [options]
 */
async function postgresSuite(cleanup, options = {}) {
  const testEnv = await postgresStack(cleanup, { secondWeb: true });
  await runCmsTests("CMS-API-Tests (PostgreSQL)", testEnv, "cms-pg.json", undefined, options);
  // deploy/: systemd checks the units, nginx its configuration and runs it in front of a web
  // instance with production settings on this stack (tests/deploy/).
  await runCmsTests(
    "Bereitstellung (systemd, nginx)",
    testEnv,
    "deploy.json",
    ["tests/deploy/*.test.mjs"],
    options,
  );
  await runCmsTests("Cluster: Web-Instanzen", testEnv, "cluster.json", ["tests/cluster/*.test.mjs"], options);
}

/**
 * The cluster: PostgreSQL, Redis, two CMS and two web instances, started once. First the CMS API
 * tests of limits across instances, of the mail jobs racing across both CMS instances (reminders,
 * follows: each mail once) and of backup and restore, then the cluster checks: those stop
 * and restart web A, which the others need (the Stripe emulator's webhook reaches it), so they run
 * apart and last.
 * @param {Cleanup} cleanup
 */
async function clusterSuite(cleanup) {
  const testEnv = await postgresStack(cleanup, { secondWeb: true });
  await runCmsTests("Cluster: Grenzen, Sicherung", testEnv, "cluster-cms.json", [
    "tests/cms/limits-across-instances.test.mjs",
    "tests/cms/reminders.test.mjs",
    "tests/cms/follows.test.mjs",
    "tests/cms/backup-restore.test.mjs",
  ]);
  await runCmsTests("Cluster: Web-Instanzen", testEnv, "cluster.json", ["tests/cluster/*.test.mjs"]);
}

const SUITES = { "--pg": postgresSuite, "--cluster": clusterSuite };
const suite = Object.entries(SUITES).find(([flag]) => process.argv.includes(flag))?.[1] ?? fullSuite;
/** @type {Cleanup} */
const cleanup = [];
try {
  await suite(cleanup);
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
  console.log(
    `  ${r.suite.padEnd(32)} ${r.passed} bestanden, ${r.failed} fehlgeschlagen` +
      (r.seconds === undefined ? "" : ` (${r.seconds.toFixed(0)} s)`),
  );
console.log(`  Dauer: ${((Date.now() - started) / 1000).toFixed(0)} s (Node ${process.version})\n`);
// Every failed test again, with its error: .ci/run prints these lines once more at its end. A check
// (lint, types, format) or a suite that wrote no report is named with where its output stands.
const failedSuites = results.filter((r) => r.failed > 0);
if (failedSuites.length) {
  console.log("Fehlgeschlagen:");
  for (const r of failedSuites)
    console.log(
      `${r.suite}:\n${r.failures?.length ? r.failures.join("\n") : "  siehe die Ausgabe der Suite oben"}`,
    );
  console.log("");
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
