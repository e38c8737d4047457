// Retrying the start-up warm-up (instrumentation.ts) until it has loaded every collection. Plain
// module (no server-only import): instrumentation.ts loads it before any route exists.

export interface UntilDoneOptions {
  /** The waits between tries, in order; the last one repeats. */
  delaysMs?: readonly number[];
  /** No new try starts after this long (from the first try). */
  giveUpAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Calls `attempt` until it reports success (a throw counts as a failure). Resolves true once it
 * succeeded, false when the time was over first.
 */
export async function untilDone(
  attempt: () => Promise<boolean>,
  {
    delaysMs = [1_000, 2_000, 5_000, 10_000, 30_000],
    giveUpAfterMs = 15 * 60_000,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now = Date.now,
  }: UntilDoneOptions = {},
): Promise<boolean> {
  const started = now();
  for (let i = 0; ; i += 1) {
    if (await attempt().catch(() => false)) return true;
    const wait = delaysMs[Math.min(i, delaysMs.length - 1)] ?? 0;
    if (now() + wait - started > giveUpAfterMs) return false;
    await sleep(wait);
  }
}
