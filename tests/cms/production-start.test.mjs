// @ts-check
// `next start` and `strapi start` called directly, without `npm start` or its preflight, refuse
// unsafe settings too: the check runs inside each process (instrumentation.ts, cms/src/index.ts).
// Against the test stack's builds; each server stops at start, so none answers or touches its data.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/lib/processes.mjs";

const ROOT = join(fileURLToPath(new URL(".", import.meta.url)), "..", "..");

/** @typedef {Record<string, string | undefined>} Env */

/**
 * The test stack's environment without its local-stack marker, as a production host would have it.
 * @param {Env} env
 */
function withoutMarker(env) {
  const rest = { ...env };
  delete rest.WUNDPORTAL_MODE;
  return rest;
}

/**
 * Runs `cmd` to its exit (at most 120 s); resolves with its code and everything it printed.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd: string, env: Env }} options
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runToExit(cmd, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${cmd} lief nach 120 s noch:\n${output.slice(-3000)}`));
    }, 120_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** @param {Env} env */
const nextStart = async (env) =>
  runToExit(
    join(ROOT, "node_modules", ".bin", "next"),
    ["start", "-p", String(await freePort()), "-H", "127.0.0.1"],
    {
      cwd: ROOT,
      env: { ...env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );

describe("a production process started directly", () => {
  it("next start refuses demo settings and names each one", async () => {
    const { code, output } = await nextStart({
      ...withoutMarker(process.env),
      SITE_URL: "http://localhost:3000",
      NEXTAUTH_SECRET: "zu-kurz",
      // The test stack has a metrics token of its own: unset here, it is one more refusal.
      METRICS_TOKEN: "",
    });
    assert.equal(code, 1, output);
    assert.match(output, /Web-App: \d+ Einstellungen verhindern den Produktionsstart/);
    for (const setting of ["SITE_URL", "NEXTAUTH_SECRET", "METRICS_TOKEN"])
      assert.match(output, new RegExp(setting));
  });

  it("next start refuses the local stacks' marker on a public address", async () => {
    const { code, output } = await nextStart({
      ...process.env,
      WUNDPORTAL_MODE: "demo",
      SITE_URL: "https://wundportal.de",
      NEXTAUTH_SECRET: "x".repeat(40),
    });
    assert.equal(code, 1, output);
    assert.match(output, /WUNDPORTAL_MODE=demo gilt nur für ein Portal auf diesem Rechner, SITE_URL/);
  });

  it("strapi start refuses demo settings and names each one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wundportal-production-start-"));
    const { code, output } = await runToExit(join(ROOT, "cms", "node_modules", ".bin", "strapi"), ["start"], {
      cwd: join(ROOT, "cms"),
      env: {
        ...withoutMarker(process.env),
        NODE_ENV: "production",
        STRAPI_TELEMETRY_DISABLED: "true",
        HOST: "127.0.0.1",
        PORT: String(await freePort()),
        DATABASE_CLIENT: "sqlite",
        DATABASE_FILENAME: join(dir, "data.db"),
        PUBLIC_DIR: join(dir, "public"),
        APP_KEYS: "kurz,kurz",
        SITE_URL: "http://localhost:3000",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: "1025",
        STRIPE_API_BASE: "http://127.0.0.1:12111",
        ADMIN_PASSWORD: "Demo-Admin-2026!",
      },
    });
    assert.equal(code, 1, output);
    assert.match(output, /CMS: \d+ Einstellungen verhindern den Produktionsstart/);
    for (const setting of [
      "APP_KEYS",
      "SITE_URL",
      "SMTP_PORT",
      "STRIPE_API_BASE",
      "ADMIN_PASSWORD",
      "DATABASE_CLIENT",
    ])
      assert.match(output, new RegExp(setting));
  });
});
