// Runs once when the Next server starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // In production, unsafe or demo settings stop the start here, however Next was started
    // (NODE_ENV is fixed at build time: every `next start` of a build runs this).
    if (process.env.NODE_ENV === "production") await refuseUnsafeProduction();
    // A line per request, and no address or token in any log line (see the module).
    const { installLogging } = await import("./server/logging");
    await installLogging();
    // Rate limits need the real client address, which Next does not expose (see the module).
    const { recordSocketAddresses } = await import("./server/client-address");
    await recordSocketAddresses();
    // Views counted since the last flush are written before the server stops.
    const { flushViews } = await import("./server/stats/view-counter");
    // Best effort: Next exits on its own handler; without one (NEXT_MANUAL_SIG_HANDLE) we exit after the flush.
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        const othersExit = process.listenerCount(signal) > 0;
        void flushViews().finally(() => {
          if (!othersExit) process.exit(signal === "SIGINT" ? 130 : 143);
        });
      });
    }
    warmAfterStart();
  }
}

/** Stops the process with the list on stderr when a production setting is refused (packages/rules/src/preflight.ts). */
async function refuseUnsafeProduction() {
  const { demoEnvFiles, demoValues, formatProblems, startupProblems } =
    await import("@wundportal/rules/preflight");
  const problems = startupProblems("web", process.env, {
    demoValues: demoValues(demoEnvFiles(process.cwd())),
  });
  if (problems.length === 0) return;
  console.error(formatProblems("Web-App", problems));
  process.exit(1);
}

/**
 * Loads every public collection (and joins the Redis bus) right after start-up, so the first visitor
 * does not wait for the CMS. The server listens before this runs (Next sets PORT then); the call goes
 * through the webhook route because the caches live in the route and page modules, which this file
 * cannot import (they are server-only). A web app started before its CMS answers (both started at
 * once by systemd, say) tries again, at growing intervals up to 30 s, until every collection loaded.
 */
function warmAfterStart() {
  const secret = process.env.REVALIDATE_SECRET;
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  if (!secret || process.env.NODE_ENV !== "production") return;
  setTimeout(() => {
    void import("./server/read-path/warm-retry").then(({ untilDone }) =>
      untilDone(async () => {
        const response = await fetch(`${origin}/api/revalidate`, {
          method: "POST",
          headers: { "x-revalidate-secret": secret, "Content-Type": "application/json" },
          body: JSON.stringify({ warm: true, wait: true }),
          signal: AbortSignal.timeout(300_000),
        });
        return response.ok;
      }).then((done) => {
        if (!done) console.error("[cms] Vorladen nach dem Start: das CMS antwortete 15 Minuten lang nicht");
      }),
    );
  }, 0);
}
