// The CMS's Prometheus metrics, served at GET /_metrics to a scraper that sends
// `Authorization: Bearer <METRICS_TOKEN>` (middlewares/metrics.ts): requests by route template and
// status with their duration, mails sent and failed, job runs by outcome, refusals of the auth
// limits, and Node's process metrics. One registry per process, made on first use (config files
// that import a recorder are also loaded by `strapi build`, which must not start collectors).
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Seconds: a content API read takes a few ms, a web export of 10,000 entries tens of seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 30];
const JOB_BUCKETS = [0.1, 1, 10, 60, 300, 900];

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Histogram({
      name: "wundportal_cms_http_request_duration_seconds",
      help: "Antwortzeit je Anfrage, nach Route-Vorlage, Methode und Status (_count: Anfragen)",
      labelNames: ["route", "method", "status"] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    mails: new Counter({
      name: "wundportal_cms_mails_total",
      help: "Mails, die das CMS dem SMTP-Server übergab (sent) oder nicht übergeben konnte (failed)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    jobRuns: new Counter({
      name: "wundportal_cms_job_runs_total",
      help: "Läufe der Jobs des CMS nach Job und Ausgang (ok, error)",
      labelNames: ["job", "outcome"] as const,
      registers,
    }),
    jobSeconds: new Histogram({
      name: "wundportal_cms_job_duration_seconds",
      help: "Dauer eines Job-Laufs",
      labelNames: ["job", "outcome"] as const,
      buckets: JOB_BUCKETS,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "wundportal_cms_rate_limit_refusals_total",
      help: "Abgewiesene Anfragen je Begrenzer (auth: Anmelde- und Kontorouten der Nutzer, admin: Anmeldung im Admin)",
      labelNames: ["limiter"] as const,
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof create>;
// On globalThis: config/admin.ts and src/ are loaded as separate module trees in some setups.
const KEY = Symbol.for("wundportal.cmsMetrics");
const holder = globalThis as { [KEY]?: Metrics };

export const metrics = (): Metrics => (holder[KEY] ??= create());

/** Methods by name; anything else one value (a label per made-up method would be unbounded). */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : "other");

/** A mail handed to the SMTP server (or not). */
export const countMail = (outcome: "sent" | "failed") => metrics().mails.inc({ outcome });

/** A request an auth limit refused. */
export const countRefusal = (limiter: string) => metrics().rateLimitRefusals.inc({ limiter });

/**
 * Runs the job `job` once, counted and timed by outcome: every job of the CMS (the hourly ones and
 * their runs on request) goes through here, so a new job is measured by being one.
 */
export async function countedJob<T>(job: string, task: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const done = (outcome: "ok" | "error") => {
    metrics().jobRuns.inc({ job, outcome });
    metrics().jobSeconds.observe({ job, outcome }, (performance.now() - started) / 1000);
  };
  try {
    const value = await task();
    done("ok");
    return value;
  } catch (error) {
    done("error");
    throw error;
  }
}
