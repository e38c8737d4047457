// @ts-check
// The web app for operators: GET /api/health for load balancers, a request running when SIGTERM
// arrives is answered before `next start` exits, and the log has one line per request without
// query strings or addresses. A second `next start` of the built app (against the test stack's
// CMS) is stopped here; the stack's own web app only answers the health check.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { freePort } from "../../scripts/lib/processes.mjs";
import { postInTwoParts } from "./support.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

describe("GET /api/health", () => {
  it("answers 200 with only the state while the web app reaches the CMS, without a page CSP or a cache", async () => {
    const response = await fetch(`${BASE_URL}/api/health`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: "ok" });
    assert.equal(response.headers.get("cache-control"), "no-store");
    assert.equal(response.headers.get("content-security-policy"), null);
    const head = await fetch(`${BASE_URL}/api/health`, { method: "HEAD" });
    assert.equal(head.status, 200);
  });
});

describe("next start on SIGTERM", () => {
  /** @type {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable> | undefined} */
  let web;
  after(() => {
    if (web?.pid !== undefined && web.exitCode === null) process.kill(web.pid, "SIGKILL");
  });

  it("answers a request that is running when the signal arrives, then exits; logs one line per request", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const next = spawn(
      join(ROOT, "node_modules", ".bin", "next"),
      ["start", "-p", String(port), "-H", "127.0.0.1"],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          CMS_URL: process.env.CMS_URL,
          SITE_URL: origin,
          NEXTAUTH_URL: origin,
          NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
          NEXT_TELEMETRY_DISABLED: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    web = next;
    let output = "";
    next.stdout.on("data", (d) => (output += d));
    next.stderr.on("data", (d) => (output += d));
    /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
    const exited = new Promise((resolve) => next.once("exit", (code, signal) => resolve({ code, signal })));
    const started = Date.now();
    for (;;) {
      assert.equal(next.exitCode, null, output);
      assert.ok(Date.now() - started < 60_000, `next start antwortet nicht:\n${output}`);
      const health = await fetch(`${origin}/api/health`).catch(() => null);
      if (health?.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    // Requests that arrive while Next is still loading (before instrumentation.ts runs) go unlogged.
    const probe = await fetch(`${origin}/api/health?email=anna%40example.org&token=geheim123`);
    assert.equal(probe.status, 200);

    // The webhook route reads its body; part of it is sent before the signal, the rest after.
    const answer = postInTwoParts({
      port,
      path: "/api/revalidate",
      headers: { "x-revalidate-secret": process.env.REVALIDATE_SECRET ?? "" },
      body: { tag: "unbekannt" },
      between: () => next.kill("SIGTERM"),
      pauseMs: 700,
    });
    const { status, text } = await answer;
    assert.equal(status, 200, text);
    const { code, signal } = await exited;
    assert.ok(code === 143 || code === 0 || signal === "SIGTERM", `Ende: ${code ?? signal}\n${output}`);

    assert.match(output, /^GET \/api\/health 200 \d+ms$/m);
    assert.match(output, /^POST \/api\/revalidate 200 \d+ms$/m);
    for (const secret of ["anna", "geheim123", process.env.REVALIDATE_SECRET]) {
      assert.ok(!output.includes(String(secret)), `${secret} im Log`);
    }
  });
});
