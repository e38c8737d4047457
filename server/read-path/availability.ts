import "server-only";
import { env } from "@/server/env";
import { noteCmsUp } from "@/server/metrics/metrics";
import { processWide } from "@/server/process-wide";

// A web app started while the CMS is down has nothing to show: it answers with a maintenance page
// (proxy.ts) until it has reached the CMS once. From then on pages are served from the cache in
// memory, also through later outages. Any answer of the CMS counts (noteCmsAnswered, called by
// strapiFetch): right after a start the CMS is busy with the collections' first loads, and a health
// check queued behind them must not turn visitors away while the data is already arriving.

/** How long a failed probe is remembered, so a down CMS is not asked on every request. */
const RETRY_MS = 5000;
/** A probe must not hold a visitor's request for long. */
const PROBE_TIMEOUT_MS = 2000;

interface State {
  reached: boolean;
  lastProbe: number;
  probing?: Promise<boolean>;
  /** Ends a running probe with true when another call has had an answer. */
  answered?: () => void;
}

// One per process: proxy.ts and the pages ask the same.
const state = processWide<State>("cmsAvailability", () => ({ reached: false, lastProbe: -Infinity }));

async function probe(): Promise<boolean> {
  const settings = env();
  const answeredElsewhere = new Promise<boolean>((resolve) => (state.answered = () => resolve(true)));
  try {
    return await Promise.race([answeredElsewhere, health(settings)]);
  } finally {
    state.answered = undefined;
  }
}

async function health(settings: ReturnType<typeof env>): Promise<boolean> {
  try {
    const response = await fetch(`${settings.CMS_URL}/_health`, {
      cache: "no-store",
      signal: AbortSignal.timeout(Math.min(PROBE_TIMEOUT_MS, settings.CMS_TIMEOUT_MS)),
    });
    noteCmsUp(response.ok);
    return response.ok;
  } catch {
    noteCmsUp(false);
    return false;
  }
}

/** Records that a call got no answer from the CMS (timeout, no connection): for the metrics only. */
export const noteCmsUnanswered = (): void => noteCmsUp(false);

/** Records that the CMS answered a call (any status: it is up). */
export function noteCmsAnswered(): void {
  noteCmsUp(true);
  if (state.reached) return;
  state.reached = true;
  state.answered?.();
}

/** Whether the CMS has been reached since this process started (asks it again every few seconds until then). */
export async function cmsReachable(now = Date.now()): Promise<boolean> {
  if (state.reached) return true;
  if (now - state.lastProbe < RETRY_MS) return false;
  state.lastProbe = now;
  state.probing ??= probe().finally(() => (state.probing = undefined));
  const answered = await state.probing;
  state.reached ||= answered;
  return state.reached;
}
