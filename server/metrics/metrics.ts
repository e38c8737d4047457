// The web app's Prometheus metrics, one registry per process (Next bundles proxy.ts, instrumentation.ts,
// pages and route handlers apart; each bundle reaches the same metrics through processWide). GET
// /api/metrics serves them to a scraper that shows METRICS_TOKEN (app/api/metrics/route.ts). The
// recording functions here are the only thing the request path calls: a label lookup and an
// increment or observe each, nothing that waits.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { processWide } from "@/server/process-wide";
import { routeTemplate } from "./route-template";

/** Seconds: a cached page answers in a few ms, a list over thousands of entries in tens, a cold start in seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds: a collection of 100 entries loads in a fraction of a second, 10,000 with their details in tens. */
const LOAD_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** Methods by name; anything else one value (a label per made-up method would be unbounded). */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export type HtmlCacheResult = "hit" | "miss" | "stale";

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const state = { cmsReached: false };
  return {
    registry,
    state,
    requests: new Histogram({
      name: "wundportal_http_request_duration_seconds",
      help: "Antwortzeit je Anfrage bis zum letzten Byte, nach Route-Vorlage, Methode und Status (_count: Anfragen)",
      labelNames: ["route", "method", "status"] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    htmlCache: new Counter({
      name: "wundportal_html_cache_lookups_total",
      help: "Abfragen des HTML-Caches: hit (aus dem Speicher), miss (nicht darin), stale (darin, aber veraltet)",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    collectionLoads: new Counter({
      name: "wundportal_collection_loads_total",
      help: "Ladevorgänge einer Sammlung aus dem CMS, nach Sammlung, Umfang (full, summary, changes) und Ausgang (ok, error)",
      labelNames: ["collection", "shape", "outcome"] as const,
      registers: [registry],
    }),
    collectionLoadSeconds: new Histogram({
      name: "wundportal_collection_load_duration_seconds",
      help: "Dauer eines Ladevorgangs einer Sammlung aus dem CMS",
      labelNames: ["collection", "shape", "outcome"] as const,
      buckets: LOAD_BUCKETS,
      registers: [registry],
    }),
    cmsUp: new Gauge({
      name: "wundportal_cms_up",
      help: "1, wenn der letzte Aufruf des CMS eine Antwort bekam (jeder Status), 0 bei Zeitüberschreitung oder ohne Verbindung",
      registers: [registry],
    }),
    cmsReached: new Gauge({
      name: "wundportal_cms_reached",
      help: "1, sobald die Web-App das CMS seit dem Start erreicht hat (vorher zeigt sie die Wartungsseite)",
      registers: [registry],
      collect() {
        this.set(state.cmsReached ? 1 : 0);
      },
    }),
    rateLimitRefusals: new Counter({
      name: "wundportal_rate_limit_refusals_total",
      help: "Abgewiesene Versuche je Begrenzer (signin, signup, reset, alert, geocode)",
      labelNames: ["limiter"] as const,
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: "wundportal_job_runs_total",
      help: "Läufe der Jobs der Web-App nach Job und Ausgang (ok, error)",
      labelNames: ["job", "outcome"] as const,
      registers: [registry],
    }),
  };
}

/** This process's metrics (made, with Node's default metrics, on first use). */
export const metrics = () => processWide("metrics", create);

/** One answered (or aborted) HTTP request: its route template, method and status, and how long it took. */
export function observeRequest(method: string | undefined, url: string, status: number, seconds: number) {
  metrics().requests.observe(
    {
      route: routeTemplate(url),
      method: method && METHODS.has(method) ? method : "other",
      status,
    },
    seconds,
  );
}

export function countHtmlCache(result: HtmlCacheResult) {
  metrics().htmlCache.inc({ result });
}

/** Counts and times the load `load` of `collection` (its tag). */
export async function measuredLoad<T>(
  collection: string,
  shape: "full" | "summary" | "changes",
  load: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const done = (outcome: "ok" | "error") => {
    const labels = { collection, shape, outcome };
    metrics().collectionLoads.inc(labels);
    metrics().collectionLoadSeconds.observe(labels, (performance.now() - started) / 1000);
  };
  try {
    const value = await load();
    done("ok");
    return value;
  } catch (error) {
    done("error");
    throw error;
  }
}

/** Whether the CMS answered its last call; and whether it has been reached since the start. */
export function noteCmsUp(up: boolean) {
  const { cmsUp, state } = metrics();
  cmsUp.set(up ? 1 : 0);
  if (up) state.cmsReached = true;
}

/** A refused attempt; the limiter is the key's first part (`signin:ip:…` → signin), a name the code chose. */
export function countRefusal(key: string) {
  const colon = key.indexOf(":");
  metrics().rateLimitRefusals.inc({ limiter: colon === -1 ? key : key.slice(0, colon) });
}

/** Runs a job and counts its run by outcome. */
export async function countedJob<T>(job: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    metrics().jobRuns.inc({ job, outcome: "ok" });
    return value;
  } catch (error) {
    metrics().jobRuns.inc({ job, outcome: "error" });
    throw error;
  }
}
