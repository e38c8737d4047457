// @ts-check
// `npm run bench`: seeds the large data set (--scale 10000: 10,000 events, 2,000 speakers, 200
// manufacturers with 2,000 products, 2,000 care partners; --scale 100000 ten times each) into a
// temporary database, builds, starts the production stack and measures side by side in one run:
//   - the old client's four list calls (limit 1000, populate of spec/public-area.md section 7), straight
//     against Strapi: bytes and time until all four are in;
//   - our pages: HTML bytes (raw, gzip, brotli), p50/p99 and req/s under autocannon
//     (--connections, default 10, for --duration seconds, default 10), and /robots.txt as the ceiling;
//   - an edit saved in Strapi (admin API) until the event's detail page shows it;
//   - the first /veranstaltungen after the web app (re)starts;
//   - two web instances sharing REDIS_URL (Debian's redis-server on a free port): Strapi's webhook
//     reaches instance A, timed until instance B shows the edit.
// Prints one table and writes it as JSON to bench/results/<date>-<commit>.json. Figures only: nothing
// here passes or fails. The machine may be shared, so figures are noisy; compare runs on one machine.
//
// Options: --scale N (10000), --duration S (10), --connections N (10), --db FILE (reuse a seeded
// SQLite file: copied when it exists, else seeded and saved there), --skip-build, --cpu-prof DIR (the
// first web instance runs under node --cpu-prof; its profiles land in DIR and the top self-time
// functions are printed), --verbose (the services' own output), --soak S (a mixed load of S seconds
// at --rate R requests/s, default 20: 70 % new combinations, 20 % repeated pages, 10 % detail pages,
// with the web process's largest RSS), --only longtail (only the long tail and the ceiling: for
// iterating on render speed), --hold (start, warm up and keep the stack running: for profiling),
// --web-node PATH (the measured web instance runs on that Node binary: to compare Node versions),
// --nginx (after the long tail, pages as browsers get them: with Chrome's Accept-Encoding directly
// from Next and through Debian's nginx running deploy/nginx/wundportal.conf; see throughNginx).
//
// The long tail: every request a new combination of filters, sort and page on each list
// (scripts/lib/long-tail.mjs), at --connections and one at a time, side by side with /robots.txt;
// each list after its first traffic of new combinations (printed apart), and no address twice.
// Then Next alone (bench/next-reference): its empty page, and the markup of pages the long tail
// measured, as plain elements rendered anew (scripts/lib/markup-tree.mjs): what the same markup
// costs without any code of ours.
import "./lib/node-runtime.mjs";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildCms, buildWeb } from "./lib/build.mjs";
import { DEMO_ADMIN } from "./lib/env-files.mjs";
import { ROOT } from "./lib/paths.mjs";
import { NGINX, ensureDebianPackages } from "./lib/debian.mjs";
import { NGINX_HOST, nginxInFront } from "./lib/nginx.mjs";
import { startService, stopAll, stopOnSignals, waitFor, waitForHttp } from "./lib/processes.mjs";
import { seedIfEmpty, startStack, startWeb, WEB_HEAP_MB, webProcessEnv } from "./lib/stack.mjs";
import { startRedis } from "./lib/redis.mjs";
import { freePorts, tempStackEnv } from "./lib/temp-stack.mjs";
import { LONG_TAIL_LISTS, longTailAddresses } from "./lib/long-tail.mjs";
import { startNextReference } from "./lib/next-reference.mjs";
import { quantile, treeCpuMs, treeRss } from "./lib/proc-figures.mjs";
import { benchTargets, targetTable } from "./lib/bench-targets.mjs";
import { option } from "./lib/cli.mjs";

const scale = Number(option("scale", "10000"));
if (!Number.isInteger(scale) || scale < 1) {
  console.error("--scale erwartet eine ganze Zahl ≥ 1");
  process.exit(2);
}
const duration = Number(option("duration", "10"));
const connections = Number(option("connections", "10"));
const dbCacheOption = option("db");
const dbCache = dbCacheOption ? resolve(dbCacheOption) : null;
const skipBuild = process.argv.includes("--skip-build");
const cpuProfOption = option("cpu-prof");
const cpuProfDir = cpuProfOption ? resolve(cpuProfOption) : null;
/** --verbose: the services' output goes to the console (to see why an instance misses a change). */
const verbose = process.argv.includes("--verbose");
const soakSeconds = Number(option("soak", "0"));
const soakRate = Number(option("rate", "20"));
const onlyLongTail = option("only") === "longtail";
const viaNginx = process.argv.includes("--nginx");
// --web-node PATH: the first web instance runs on that Node binary (e.g. Debian's Node 20 beside the
// project's Node 24), the rest of the stack on the project's own.
const webNode = resolve(option("web-node") ?? process.execPath);

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** @param {number} bytes */
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
/** @param {number | null | undefined} value */
const ms = (value) => (value == null ? "–" : `${Math.round(value).toLocaleString("en")} ms`);
/**
 * The `n`th entry of `list`, counted round.
 * @template T
 * @param {readonly T[]} list not empty
 * @param {number} n
 */
const nth = (list, n) => /** @type {T} */ (list[n % list.length]);

/** @typedef {{ rps: number, p50: number, p99: number, non2xx: number, errors: number, cpuMs?: number }} Load autocannon's figures (cpuMs: the server's CPU time per request) */
/** @typedef {{ p50: number, p99: number }} Single requests one after another */
/** @typedef {Load & { single: Single, firstTraffic?: Load }} LongTailRow firstTraffic: the list's first new combinations, before those measured */

/** Every long-tail address this run asked (the generators skip them): none is measured twice. */
const asked = new Set();
/**
 * @typedef {object} Results what bench/results/<date>-<commit>.json holds
 * @property {number} scale
 * @property {number} duration
 * @property {number} connections
 * @property {string} startedAt
 * @property {string} webNode
 * @property {number} [webHeapMb] the web instances' V8 heap limit (WEB_HEAP_MB)
 * @property {number | null} [seedMs]
 * @property {Awaited<ReturnType<typeof longTail>>} [longTail]
 * @property {Load & { seconds: number, rate: number, maxRssBytes: number }} [soak]
 * @property {Awaited<ReturnType<typeof throughNginx>>} [browser] --nginx: pages as browsers get them
 * @property {string} [failed] the error that ended the run before its last step (the rest is not measured)
 * @property {Awaited<ReturnType<typeof oldClient>>} [oldClient]
 * @property {Record<string, Awaited<ReturnType<typeof htmlSize>> & Load & { path: string, rendered?: Load }>} [pages]
 * @property {number | null} [editToVisibleMs]
 * @property {{ serverUpMs: number, firstListMs: number, allLoadedMs: number, status: number, rows: number }} [firstRequest]
 * @property {{ webBytes: number, cmsBytes: number }} [rss] both processes' memory once every collection is loaded
 * @property {ReturnType<typeof benchTargets>} [targets]
 * @property {number} [twoInstancesWarmMs]
 * @property {{ instanceAMs: number | null, instanceBMs: number | null }} [twoInstances]
 * @property {ReturnType<typeof topOfProfiles>} [profile]
 * @property {string} [commit]
 */

/**
 * fetch, tried again on a dropped connection: right after the web app (re)starts it loads every
 * collection at once, and Strapi may reset a kept-alive socket under that load.
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<Response>}
 */
async function fetchRetry(url, init, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(1000 * attempt);
    }
  }
}

/**
 * Resolves when the instance at `base` has loaded every collection ({ warm: true, wait: true }).
 * @param {string} base
 * @param {string} secret
 */
async function warmed(base, secret) {
  const r = await fetch(`${base}/api/revalidate`, {
    method: "POST",
    headers: { "x-revalidate-secret": secret, "Content-Type": "application/json" },
    body: JSON.stringify({ warm: true, wait: true }),
  });
  if (!r.ok) throw new Error(`Vorladen auf ${base}: HTTP ${r.status}`);
}

/**
 * @template T
 * @param {() => Promise<T>} fn
 */
async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/**
 * @param {import("./lib/processes.mjs").Service} child
 * @returns {Promise<void>}
 */
function stopService(child) {
  return new Promise((done) => {
    const { pid } = child;
    // No pid: the process never started.
    if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      done();
    }
    setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }, 10_000).unref();
  });
}

/**
 * The Strapi bracket query of an object (`populate[referents][populate][Bild]=true`).
 * @param {Record<string, unknown>} query
 */
function qs(query) {
  /** @type {string[]} */
  const parts = [];
  /** @param {unknown} value @param {string} key */
  const walk = (value, key) => {
    if (value !== null && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`);
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [k, v] of Object.entries(query)) walk(v, k);
  return parts.join("&");
}

// The old client's four list calls (spec/public-area.md section 7), unauthenticated.
const OLD_CALLS = {
  veranstaltungs: {
    Bild: true,
    Medien: true,
    Fortbildungspunkte: true,
    ExterneReferenten: true,
    ExterneHersteller: true,
    referents: { populate: { Bild: true } },
    herstellers: { populate: { Logo: true } },
  },
  referents: { Bild: true, Medien: true, veranstaltungs: { populate: { Bild: true } } },
  herstellers: {
    Logo: true,
    Medien: true,
    veranstaltungs: true,
    Produkt: { populate: { Produktgroesse: true, Medien: true, Produktbild: true, Datenblaetter: true } },
  },
  versorgungspartners: { Logo: true, Medien: true },
};

/** @param {string} cms */
async function oldClient(cms) {
  /** @type {Record<string, Buffer>} */
  const bodies = {};
  const { ms: total } = await timed(() =>
    Promise.all(
      Object.entries(OLD_CALLS).map(async ([path, populate]) => {
        const r = await fetch(`${cms}/api/${path}?${qs({ pagination: { limit: 1000 }, populate })}`);
        if (!r.ok) throw new Error(`Strapi /api/${path}: ${r.status}`);
        bodies[path] = Buffer.from(await r.arrayBuffer());
      }),
    ),
  );
  const all = Buffer.concat(Object.values(bodies));
  return {
    ms: total,
    bytes: all.length,
    gzipBytes: gzipSync(all).length,
    records: Object.fromEntries(
      Object.entries(bodies).map(([k, b]) => [
        k,
        /** @type {{ data: unknown[] }} */ (JSON.parse(b.toString())).data.length,
      ]),
    ),
  };
}

/** @param {string} url */
async function htmlSize(url) {
  const r = await fetch(url);
  const body = Buffer.from(await r.arrayBuffer());
  return {
    status: r.status,
    bytes: body.length,
    gzip: gzipSync(body).length,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Requests as a browser sends them (the view counter skips obvious bots, and so would our figures). */
const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};

/** @param {string} url */
async function load(url) {
  return summary(await autocannon({ url, connections, duration, headers: BROWSER }));
}

/**
 * @param {import("autocannon").Result} result
 * @returns {Load}
 */
const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/**
 * autocannon against `base` where every request takes its path from `nextPath()`; with the serving
 * process's `pid`, also its CPU time per answered request (robust where the machine is shared:
 * throughput falls with a neighbour's load, the work per request does not).
 * @param {string} base
 * @param {() => string} nextPath
 * @param {number} [pid]
 */
async function loadOf(base, nextPath, pid) {
  const { cpuMs, result } = await cpuPerRequest([pid], () =>
    autocannon({
      url: base,
      connections,
      duration,
      headers: BROWSER,
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    }),
  );
  return { ...summary(result), ...(cpuMs[0] === undefined ? {} : { cpuMs: cpuMs[0] }) };
}

/**
 * Runs autocannon (`measure`) and the CPU time each of `pids` (a process and its children) spent per
 * answered request meanwhile, to two decimals (undefined for a missing pid or no answer).
 * @param {(number | undefined)[]} pids
 * @param {() => Promise<import("autocannon").Result>} measure
 */
async function cpuPerRequest(pids, measure) {
  const before = pids.map((pid) => (pid ? treeCpuMs(pid) : 0));
  const result = await measure();
  const total = result.requests.total;
  const cpuMs = pids.map((pid, i) =>
    pid && total ? Math.round(((treeCpuMs(pid) - (before[i] ?? 0)) / total) * 100) / 100 : undefined,
  );
  return { cpuMs, result };
}

/**
 * p50 and p99 of `count` requests sent one after another.
 * @param {string} base
 * @param {() => string} nextPath
 * @returns {Promise<Single>}
 */
async function oneAtATime(base, nextPath, count = 60) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${nextPath()}`, { headers: BROWSER });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

/**
 * How many recorded pages of each list the reference renders in turn: a search's page is 25 to
 * 225 KB (no hit or fifty), so a few pages would not stand for the mix measured.
 */
const MARKUP_SAMPLES = 20;

/**
 * Next's own floor, measured like ours: bench/next-reference (the smallest page Next renders anew
 * for every request, and a robots.txt; no proxy, no instrumentation) built with this repository's
 * Next and run on the measured web instance's Node, while the portal's instances are idle. With
 * `markup` (list → the HTML of pages the long tail measured), also the same markup as plain elements
 * rendered anew by Next alone: what those pages cost without any code of ours.
 * @param {number} port
 * @param {Record<string, string[]>} [markup]
 */
async function nextReference(port, markup = {}) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const [list, pages] of Object.entries(markup))
    pages.forEach((html, i) => (files[`${slugOf(list)}-${i}`] = html));
  const { base, service } = await startNextReference({
    dir: tmp,
    port,
    node: webNode,
    verbose,
    markup: files,
  });
  try {
    const robots = () => "/robots.txt";
    let n = 0;
    const page = () => `/?neu=${n++}`;
    const ceiling = { ...(await loadOf(base, robots, service.pid)), single: await oneAtATime(base, robots) };
    const floor = { ...(await loadOf(base, page, service.pid)), single: await oneAtATime(base, page) };
    console.log(
      `Next-Referenz: /robots.txt ${JSON.stringify(ceiling)}, leere Seite ${JSON.stringify(floor)}`,
    );
    /** @type {Record<string, LongTailRow & { bytes: number, portalBytes: number }>} */
    const sameMarkup = {};
    for (const [list, pages] of Object.entries(markup)) {
      const at = (/** @type {number} */ i) => `/markup/${slugOf(list)}-${i % pages.length}?neu=${n++}`;
      let i = 0;
      const next = () => at(i++);
      const bytes = await Promise.all(pages.map(async (_, k) => (await htmlSize(`${base}${at(k)}`)).bytes));
      sameMarkup[list] = {
        ...(await loadOf(base, next, service.pid)),
        single: await oneAtATime(base, next),
        bytes: average(bytes),
        portalBytes: average(pages.map((html) => Buffer.byteLength(html))),
      };
      console.log(`Next-Referenz, Markup von ${list}: ${JSON.stringify(sameMarkup[list])}`);
    }
    return { ceiling, floor, sameMarkup };
  } finally {
    await stopService(service);
  }
}

/** What Chrome sends; the benchmark's other requests leave Accept-Encoding out, as nginx asks the web app. */
const CHROME = { ...BROWSER, "Accept-Encoding": "gzip, deflate, br, zstd" };

/** @typedef {Load & { webCpuMs?: number, nginxCpuMs?: number, bytes: number }} BrowserLoad */

/**
 * Pages as a browser gets them (--nginx), each way at --connections for --duration: asked without
 * Accept-Encoding directly from Next (how nginx asks it, and the rest of this benchmark), with
 * Chrome's Accept-Encoding directly from Next (which then compresses every page in the web app's one
 * thread: the demo without nginx), and with it through Debian's nginx running the deployed
 * configuration (deploy/nginx/wundportal.conf: TLS, nginx compresses) in front of the same instance.
 * Per way the web app's CPU and nginx's (all its workers) per answered request, and the bytes per
 * answer; repeated pages answer from the HTML cache, new combinations are rendered anew.
 * @param {string} web
 * @param {number | undefined} pid the web instance's process
 * @param {string} detailPath
 * @returns {Promise<Record<string, Record<string, BrowserLoad>>>}
 */
async function throughNginx(web, pid, detailPath) {
  await ensureDebianPackages([NGINX]);
  // One worker per core, as Debian's own nginx.conf starts it.
  const { nginx, https } = await nginxInFront(join(tmp, "nginx"), Number(new URL(web).port), {
    workers: "auto",
    accessLog: false,
  });
  const proxied = `https://${NGINX_HOST}:${https}`;
  try {
    await waitFor(
      async () => {
        const probe = await autocannon({ url: `${proxied}/robots.txt`, amount: 1, connections: 1 });
        return probe["2xx"] === 1;
      },
      { timeoutMs: 30_000, what: "nginx" },
    );
    /** @type {[string, string, Record<string, string>][]} */
    const ways = [
      ["direkt, ohne Accept-Encoding (wie nginx fragt)", web, BROWSER],
      ["direkt, Chrome: gzip durch Next", web, CHROME],
      ["Chrome durch nginx (TLS, gzip durch nginx)", proxied, CHROME],
    ];
    let seed = 500;
    /** @type {[string, () => () => string][]} */
    const pages = [
      ["/veranstaltungen wiederholt", () => () => "/veranstaltungen"],
      [`${detailPath} wiederholt`, () => () => detailPath],
      ["neue Kombinationen /veranstaltungen", () => longTailAddresses("/veranstaltungen", seed++, asked)],
      ["neue Kombinationen /suche", () => longTailAddresses("/suche", seed++, asked)],
    ];
    /** @type {Record<string, Record<string, BrowserLoad>>} */
    const out = {};
    for (const [page, paths] of pages) {
      out[page] = {};
      for (const [way, base, headers] of ways) {
        const nextPath = paths();
        const {
          cpuMs: [webCpuMs, nginxCpuMs],
          result,
        } = await cpuPerRequest([pid, nginx.pid], () =>
          autocannon({
            url: base,
            connections,
            duration,
            headers,
            requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
          }),
        );
        const total = result.requests.total;
        out[page][way] = {
          ...summary(result),
          webCpuMs,
          ...(base === proxied ? { nginxCpuMs } : {}),
          bytes: total ? Math.round(result.throughput.total / total) : 0,
        };
        console.log(`Browser, ${page}, ${way}: ${JSON.stringify(out[page][way])}`);
      }
    }
    return out;
  } finally {
    nginx.kill();
  }
}

/** `/veranstaltungen` → `veranstaltungen` (a name for a recorded page). @param {string} list */
const slugOf = (list) => list.replace(/[^a-z0-9]+/g, "");

/** @param {number[]} values not empty */
const average = (values) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);

/**
 * The HTML of the first `count` addresses `nextPath` gives (for the reference: the pages measured).
 * @param {string} base
 * @param {() => string} nextPath
 */
async function recordPages(base, nextPath, count = MARKUP_SAMPLES) {
  /** @type {string[]} */
  const pages = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}${nextPath()}`, { headers: BROWSER });
    if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
    pages.push(await response.text());
  }
  return pages;
}

/**
 * The long tail: a new combination per request on each list, under load and one at a time, with
 * /robots.txt measured the same ways in the same run; then Next alone, on its empty page and on the
 * markup of the pages measured one at a time.
 * @param {string} base
 * @param {number | undefined} pid the web instance's process
 * @param {number} referencePort where bench/next-reference runs meanwhile
 */
async function longTail(base, pid, referencePort) {
  const robots = () => "/robots.txt";
  /** @type {{ lists: Record<string, LongTailRow>, ceiling: LongTailRow, floor?: LongTailRow, nextReference?: Awaited<ReturnType<typeof nextReference>> }} */
  const out = {
    lists: {},
    ceiling: { ...(await loadOf(base, robots, pid)), single: await oneAtATime(base, robots) },
  };
  console.log(`Langer Schwanz, /robots.txt: ${JSON.stringify(out.ceiling)}`);
  // The floor of any page: the smallest one (a heading and a few paragraphs, no CMS data), rendered
  // anew for each request (a query of its own, so the HTML cache never answers). What a list page
  // costs beyond it is the list's own work.
  let n = 0;
  const smallest = () => `/impressum?neu=${n++}`;
  out.floor = { ...(await loadOf(base, smallest, pid)), single: await oneAtATime(base, smallest) };
  console.log(`Langer Schwanz, /impressum neu gerendert: ${JSON.stringify(out.floor)}`);
  /** @type {Record<string, string[]>} */
  const markup = { "/impressum": await recordPages(base, smallest) };
  for (const [index, list] of LONG_TAIL_LISTS.entries()) {
    // First the list's first traffic of new combinations, as after a start or a change of the
    // collection: each option's matches and the search's words are worked out on first use, and
    // the code is not yet optimised. Kept and printed, but the figures measured are those of a
    // server that has answered visitors for a while, which is what a visitor meets.
    const firstTraffic = await loadOf(base, longTailAddresses(list, 400 + index, asked), pid);
    console.log(`Langer Schwanz, ${list}, erster Verkehr: ${JSON.stringify(firstTraffic)}`);
    // Every generator shares `asked`: no address is measured twice, so the HTML cache never answers.
    const underLoad = await loadOf(base, longTailAddresses(list, 100 + index, asked), pid);
    /** @type {string[]} */
    const singlePaths = [];
    const singleNext = longTailAddresses(list, 200 + index, asked);
    const single = await oneAtATime(base, () => {
      const path = singleNext();
      singlePaths.push(path);
      return path;
    });
    out.lists[list] = { ...underLoad, single, firstTraffic };
    console.log(`Langer Schwanz, ${list}: ${JSON.stringify(out.lists[list])}`);
    // The first pages measured one at a time, asked again (the HTML cache may answer now: the same
    // markup with another nonce).
    let k = 0;
    markup[list] = await recordPages(base, () => nth(singlePaths, k++));
  }
  out.nextReference = await nextReference(referencePort, markup);
  return out;
}

/**
 * The mixed run: 70 % new combinations, 20 % repeated pages, 10 % detail pages at a fixed rate.
 * @param {string} base
 * @param {number | undefined} pid
 * @param {string[]} detailPaths
 */
async function soak(base, pid, detailPaths) {
  const lists = LONG_TAIL_LISTS.map((list, index) => longTailAddresses(list, 300 + index, asked));
  const repeated = ["/veranstaltungen", "/referenten", "/versorgungspartner", "/hersteller", "/"];
  let n = 0;
  const nextPath = () => {
    n += 1;
    const roll = n % 10;
    if (roll < 7) return nth(lists, n)();
    if (roll < 9) return nth(repeated, n);
    return nth(detailPaths, n);
  };
  let maxRss = treeRss(pid);
  const sampler = setInterval(() => {
    maxRss = Math.max(maxRss, treeRss(pid));
  }, 1000);
  try {
    const result = await autocannon({
      url: base,
      connections,
      duration: soakSeconds,
      overallRate: soakRate,
      headers: BROWSER,
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
    return { seconds: soakSeconds, rate: soakRate, ...summary(result), maxRssBytes: maxRss };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Polls `url` until its HTML contains `text`; the time since `since` (ms), or null after `timeoutMs`.
 * @param {string} url
 * @param {string} text
 * @param {number} since
 */
async function visibleAfter(url, text, since, timeoutMs = 30_000) {
  while (performance.now() - since < timeoutMs) {
    try {
      const html = await (await fetch(url)).text();
      if (html.includes(text)) return performance.now() - since;
    } catch {
      /* restarting */
    }
    await sleep(100);
  }
  return null;
}

/**
 * Self time per function over every profile in `dir`, the 25 largest.
 * @param {string} dir
 */
function topOfProfiles(dir) {
  /** @type {Map<string, number>} */
  const self = new Map();
  let total = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".cpuprofile"))) {
    /**
     * V8's CPU profile (node --cpu-prof), the fields read here.
     * @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }}
     */
    const profile = JSON.parse(readFileSync(join(dir, name), "utf8"));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      // Every sample names one of the profile's nodes.
      const frame = byId.get(id)?.callFrame;
      if (!frame) return;
      const { functionName, url, lineNumber } = frame;
      const key = `${functionName || "(anonym)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      total += (dt[i] ?? 0) / 1000;
    });
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([fn, ms]) => ({ fn, ms: Math.round(ms), share: `${((ms / total) * 100).toFixed(1)} %` }));
}

stopOnSignals();
const tmp = mkdtempSync(join(tmpdir(), "wundportal-bench-"));
/** @type {Results} */
const results = {
  scale,
  duration,
  connections,
  startedAt: new Date().toISOString(),
  webNode: execFileSync(webNode, ["--version"], { encoding: "utf8" }).trim(),
  webHeapMb: WEB_HEAP_MB,
};
try {
  if (!skipBuild) {
    await buildCms();
    await buildWeb();
  }
  const ports = await freePorts(["web", "webB", "cms", "smtp", "mailWeb", "nextReference"]);
  const { shared, cmsEnv, webEnv, web, cms } = tempStackEnv({ dir: tmp, ports });
  const webB = `http://127.0.0.1:${ports.webB}`;
  const dbFile = cmsEnv.DATABASE_FILENAME;
  if (dbCache && existsSync(dbCache)) {
    copyFileSync(dbCache, dbFile);
    results.seedMs = null;
  } else {
    results.seedMs = (await timed(() => seedIfEmpty(cmsEnv, { scale }))).ms;
    if (dbCache) copyFileSync(dbFile, dbCache);
  }
  const stack = await startStack({ ports, cmsEnv, webEnv, log: verbose });
  if (cpuProfDir || webNode !== process.execPath) {
    // node refuses --cpu-prof in NODE_OPTIONS: the first instance runs again under node --cpu-prof,
    // and under --web-node's Node if one is named.
    await stopService(stack.web);
    stack.web = startService(
      "web",
      webNode,
      [
        ...(cpuProfDir ? [`--cpu-prof`, `--cpu-prof-dir=${cpuProfDir}`] : []),
        join(ROOT, "node_modules", "next", "dist", "bin", "next"),
        "start",
        "-p",
        String(ports.web),
        "-H",
        "127.0.0.1",
      ],
      { cwd: ROOT, env: webProcessEnv(webEnv), log: verbose },
    );
    await waitForHttp(`${web}/robots.txt`, { service: stack.web, timeoutMs: 180_000 });
  }
  /**
   * @param {string} name
   * @param {number} port
   * @param {import("./lib/processes.mjs").Env} [env]
   */
  const startWebAt = (name, port, env = {}) =>
    startWeb(name, { port, env: { ...webEnv, ...env }, log: verbose });

  // One published event for the detail page and the edit.
  const readHeaders = { Authorization: `Bearer ${shared.CMS_READ_TOKEN}` };
  /** @typedef {{ data: { id: number, documentId: string }[] }} Entries a Strapi list's answer, the fields read */
  const { data: events } = /** @type {Entries} */ (
    await (
      await fetchRetry(
        `${cms}/api/veranstaltungs?${qs({ filters: { Published: { $eq: true } }, sort: "Startzeit:desc", pagination: { pageSize: 1 }, fields: ["Veranstaltungsname"] })}`,
        { headers: readHeaders },
      )
    ).json()
  );
  const [sample] = events;
  const { data: speakers } = /** @type {Entries} */ (
    await (
      await fetchRetry(
        `${cms}/api/referents?${qs({ filters: { Published: { $eq: true } }, pagination: { pageSize: 1 }, fields: ["id"] })}`,
        { headers: readHeaders },
      )
    ).json()
  );
  const [speaker] = speakers;
  if (!sample || !speaker)
    throw new Error("Der Seed enthält keine veröffentlichte Veranstaltung oder keinen Referenten");
  const detailPath = `/veranstaltungen/${sample.id}`;

  // Detail pages for the mixed run: published events and speakers.
  /** @type {string[]} */
  const detailPaths = [];
  for (const [path, route] of [
    ["veranstaltungs", "/veranstaltungen"],
    ["referents", "/referenten"],
  ]) {
    const { data } = /** @type {Entries} */ (
      await (
        await fetchRetry(
          `${cms}/api/${path}?${qs({ filters: { Published: { $eq: true } }, pagination: { pageSize: 50 }, fields: ["id"] })}`,
          { headers: readHeaders },
        )
      ).json()
    );
    detailPaths.push(...data.map((entry) => `${route}/${entry.id}`));
  }

  await warmed(web, webEnv.REVALIDATE_SECRET);
  results.rss = { webBytes: treeRss(stack.web.pid), cmsBytes: treeRss(stack.cms.pid) };
  if (process.argv.includes("--hold")) {
    // For profiling by hand: the seeded stack keeps running until Ctrl-C.
    console.log(`Bereit: Web ${web}, CMS ${cms} (Strg+C beendet)`);
    await new Promise(() => {});
  }
  const longTailResult = await longTail(web, stack.web.pid, ports.nextReference);
  results.longTail = longTailResult;
  /**
   * Ends the run at a failed step: the steps after it are left out, what was measured is reported.
   * @param {unknown} error
   * @returns {undefined}
   */
  const stopped = (error) => {
    results.failed = error instanceof Error ? error.message : String(error);
    console.error(`Abgebrochen: ${results.failed}`);
    return undefined;
  };
  // nginx may be missing or fail to start: what was measured before it is still reported and written.
  if (viaNginx) results.browser = await throughNginx(web, stack.web.pid, nth(detailPaths, 0)).catch(stopped);
  if (soakSeconds && !results.failed) {
    results.soak = await soak(web, stack.web.pid, detailPaths);
    console.log(`Mischlast: ${JSON.stringify(results.soak)}`);
  }

  // The steps after the long tail. At ten times the data one can fail (an instance that cannot load
  // every collection in time): what was measured before it is still reported and written.
  const pagesEditsAndRestart = async () => {
    results.oldClient = await oldClient(cms);
    console.log(`Altes Frontend: ${JSON.stringify(results.oldClient)}`);

    const PAGES = {
      "/veranstaltungen": "/veranstaltungen",
      "/veranstaltungen Datum+Umkreis": "/veranstaltungen?ort=Hamburg&umkreis=100&sort=datum&dir=asc",
      "/veranstaltungen Umkreis": "/veranstaltungen?ort=Hamburg&umkreis=100",
      "/veranstaltungen Suche": "/veranstaltungen?q=wund",
      "/referenten": "/referenten",
      "/hersteller Kaskade": "/hersteller?haupt=Wunde&unter=Wundauflage&punkt1=Schaumverband",
      "Veranstaltung (Detail)": detailPath,
      "Referent (Detail)": `/referenten/${speaker.id}`,
      "/robots.txt (Decke)": "/robots.txt",
    };
    /** @type {NonNullable<Results["pages"]>} */
    const pages = {};
    results.pages = pages;
    // Steady state: every collection loaded (a start-up's loads would otherwise run under the first
    // page's load test, as they did once the events started loading in two steps).
    await warmed(web, webEnv.REVALIDATE_SECRET);
    for (const [name, path] of Object.entries(PAGES)) {
      const size = await htmlSize(`${web}${path}`); // also fills the page's HTML cache entry
      pages[name] = { path, ...size, ...(await load(`${web}${path}`)) };
      console.log(`${name}: ${JSON.stringify(pages[name])}`);
    }
    // Side by side: the same pages rendered on every request (a second instance with HTML_CACHE=0),
    // which is what a query nobody asked for in the last minute, or any edit, costs.
    {
      const uncached = startWebAt("webB", ports.webB, { HTML_CACHE: "0", NEXTAUTH_URL: webB });
      await waitForHttp(`${webB}/robots.txt`, { service: uncached, timeoutMs: 180_000 });
      await warmed(webB, webEnv.REVALIDATE_SECRET);
      for (const [name, path] of Object.entries(PAGES)) {
        if (path === "/robots.txt") continue;
        await (await fetchRetry(`${webB}${path}`)).text();
        const page = pages[name];
        if (!page) continue;
        page.rendered = await load(`${webB}${path}`);
        console.log(`${name} (ohne HTML-Cache): ${JSON.stringify(page.rendered)}`);
      }
      await stopService(uncached);
    }

    // An edit in the Strapi admin (content manager), as an editor makes it; Strapi's webhook tells the web app.
    const login = /** @type {{ data: { token: string } }} */ (
      await (
        await fetchRetry(`${cms}/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
        })
      ).json()
    );
    const adminToken = login.data.token;
    /** @param {string} name */
    const editEvent = async (name) => {
      const r = await fetch(
        `${cms}/content-manager/collection-types/api::veranstaltung.veranstaltung/${sample.documentId}`,
        {
          method: "PUT",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ Veranstaltungsname: name }),
        },
      );
      if (!r.ok) throw new Error(`Bearbeiten in Strapi: ${r.status} ${await r.text()}`);
    };
    {
      const name = `Bench-Edit-${randomBytes(4).toString("hex")}`;
      const started = performance.now();
      await editEvent(name);
      results.editToVisibleMs = await visibleAfter(`${web}${detailPath}`, name, started);
    }

    // Restart the web app (now with Redis) and time its first list request; then a second instance.
    // The status counts too: a maintenance page (503) or an empty list would be fast and wrong.
    const { url: redisUrl } = await startRedis();
    await stopService(stack.web);
    {
      const spawned = performance.now();
      const restarted = startWebAt("web", ports.web, { REDIS_URL: redisUrl });
      await waitForHttp(`${web}/robots.txt`, { service: restarted, timeoutMs: 180_000 });
      const up = performance.now() - spawned;
      const first = await timed(async () => {
        const response = await fetch(`${web}/veranstaltungen`);
        const html = await response.text();
        return {
          status: response.status,
          rows: (html.match(/href="\/veranstaltungen\/\d+"/g) ?? []).length,
        };
      });
      // From the start until every collection is loaded (pages answer before that).
      await warmed(web, webEnv.REVALIDATE_SECRET);
      const allLoadedMs = performance.now() - spawned;
      results.firstRequest = { serverUpMs: up, firstListMs: first.ms, allLoadedMs, ...first.value };
    }
    startWebAt("webB", ports.webB, { REDIS_URL: redisUrl, NEXTAUTH_URL: webB });
    await waitForHttp(`${webB}/robots.txt`, { timeoutMs: 180_000 });
    // Both instances hold every collection before the edit: a freshly started instance loads them all
    // in the background, and an edit measured during that load waits behind it (Strapi serves both).
    results.twoInstancesWarmMs = (
      await timed(() =>
        Promise.all([warmed(web, webEnv.REVALIDATE_SECRET), warmed(webB, webEnv.REVALIDATE_SECRET)]),
      )
    ).ms;
    {
      const name = `Bench-Redis-${randomBytes(4).toString("hex")}`;
      const started = performance.now();
      await editEvent(name);
      results.twoInstances = {
        instanceAMs: await visibleAfter(`${web}${detailPath}`, name, started),
        instanceBMs: await visibleAfter(`${webB}${detailPath}`, name, started),
      };
    }
  };
  if (!onlyLongTail && !results.failed) await pagesEditsAndRestart().catch(stopped);

  if (cpuProfDir) {
    // The profile is written when the instance exits.
    await stopService(stack.web);
    results.profile = topOfProfiles(cpuProfDir);
  }

  // ---------------------------------------------------------------- report
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
  const dirty = execFileSync("git", ["status", "--porcelain", "--", "app", "components", "lib", "server"], {
    cwd: ROOT,
  })
    .toString()
    .trim();
  results.commit = dirty ? `${commit}-dirty` : commit;
  const { oldClient: o, pages, firstRequest, twoInstances } = results;
  const lt = longTailResult;
  const ceiling = lt.ceiling;
  /** @param {Load} r */
  const cpu = (r) => (r.cpuMs === undefined ? "" : `; CPU ${r.cpuMs} ms/Abruf`);
  const longTailRows = [
    .../** @type {[string, LongTailRow][]} */ ([
      ...Object.entries(lt.lists).map(([list, r]) => [`Neue Kombinationen ${list}`, r]),
      ...(lt.floor ? [["/impressum (kleinste Seite, neu gerendert)", lt.floor]] : []),
    ]).map(([label, r]) => [
      label,
      "",
      `einzeln p50 ${r.single.p50} ms (${(r.single.p50 / ceiling.single.p50).toFixed(1)}× Decke)${cpu(r)}`,
      `${r.p50} ms`,
      `${r.p99} ms (${(r.p99 / ceiling.p99).toFixed(1)}× Decke)`,
      `${r.rps} (${((r.rps / ceiling.rps) * 100).toFixed(0)} % der Decke)${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} Fehler)` : ""}`,
      "",
    ]),
    ...Object.entries(lt.lists).flatMap(([list, { firstTraffic: r }]) =>
      r
        ? [
            [
              `Neue Kombinationen ${list}, erster Verkehr (davor, nicht im Ziel)`,
              "",
              `CPU ${r.cpuMs ?? "–"} ms/Abruf`,
              `${r.p50} ms`,
              `${r.p99} ms`,
              `${r.rps}${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} Fehler)` : ""}`,
              "",
            ],
          ]
        : [],
    ),
    .../** @type {[string, LongTailRow][]} */ (
      lt.nextReference
        ? [
            ["Next-Referenz: leere Seite, neu gerendert", lt.nextReference.floor],
            ["Next-Referenz: /robots.txt", lt.nextReference.ceiling],
            ...Object.entries(lt.nextReference.sameMarkup).map(([list, r]) => [
              `Next-Referenz: Markup von ${list} (${kib(r.bytes)}; das Portal ${kib(r.portalBytes)})`,
              r,
            ]),
          ]
        : []
    ).map(([label, r]) => [
      label,
      "",
      `einzeln p50 ${r.single.p50} ms${cpu(r)}`,
      `${r.p50} ms`,
      `${r.p99} ms`,
      `${r.rps}${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} Fehler)` : ""}`,
      "",
    ]),
    [
      "/robots.txt (Decke, im selben Lauf)",
      "",
      `einzeln p50 ${ceiling.single.p50} ms${cpu(ceiling)}`,
      `${ceiling.p50} ms`,
      `${ceiling.p99} ms`,
      `${ceiling.rps}`,
      "",
    ],
    ...Object.entries(results.browser ?? {}).flatMap(([page, ways]) =>
      Object.entries(ways).map(([way, r]) => [
        `Browser: ${page}, ${way}`,
        `${kib(r.bytes)} je Antwort`,
        `CPU Web ${r.webCpuMs ?? "–"}${r.nginxCpuMs === undefined ? "" : ` + nginx ${r.nginxCpuMs}`} ms/Abruf`,
        `${r.p50} ms`,
        `${r.p99} ms`,
        `${r.rps}${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} Fehler)` : ""}`,
        "",
      ]),
    ),
    ...(results.soak
      ? [
          [
            `Mischlast ${results.soak.seconds} s bei ${results.soak.rate}/s (70 % neu, 20 % wiederholt, 10 % Detail)`,
            `RSS max ${mib(results.soak.maxRssBytes)}`,
            "",
            `${results.soak.p50} ms`,
            `${results.soak.p99} ms`,
            `${results.soak.rps} (${results.soak.non2xx} non-2xx, ${results.soak.errors} Fehler)`,
            "",
          ],
        ]
      : []),
  ];
  // Without --only longtail every figure below was measured.
  const rows =
    onlyLongTail || !o || !pages || !firstRequest || !twoInstances
      ? longTailRows
      : [
          ...longTailRows,
          [
            "Altes Frontend: 4 Listenaufrufe (limit 1000)",
            `${mib(o.bytes)} (gzip ${mib(o.gzipBytes)})`,
            ms(o.ms),
            "",
            "",
            "",
          ],
          ...Object.entries(pages).map(([name, p]) => [
            name,
            `${kib(p.bytes)} (gzip ${kib(p.gzip)}, br ${kib(p.br)})`,
            "",
            `${p.p50} ms`,
            `${p.p99} ms`,
            `${p.rps}${p.non2xx || p.errors ? ` (${p.non2xx} non-2xx, ${p.errors} Fehler)` : ""}`,
            p.rendered ? `${p.rendered.p50} ms / ${p.rendered.p99} ms / ${p.rendered.rps}` : "",
          ]),
          [
            "Bearbeitung in Strapi bis sichtbar (Detailseite)",
            "",
            ms(results.editToVisibleMs ?? null),
            "",
            "",
            "",
          ],
          ["Neustart: Server antwortet", "", ms(firstRequest.serverUpMs), "", "", ""],
          ["Neustart: alle Sammlungen geladen", "", ms(firstRequest.allLoadedMs), "", "", ""],
          [
            `Neustart: erster /veranstaltungen-Abruf (HTTP ${firstRequest.status}, ${firstRequest.rows} Links)`,
            "",
            ms(firstRequest.firstListMs),
            "",
            "",
            "",
          ],
          [
            "2 Instanzen + Redis: beide Instanzen vollständig geladen",
            "",
            ms(results.twoInstancesWarmMs),
            "",
            "",
            "",
          ],
          ["2 Instanzen + Redis: Bearbeitung sichtbar auf A", "", ms(twoInstances.instanceAMs), "", "", ""],
          ["2 Instanzen + Redis: Bearbeitung sichtbar auf B", "", ms(twoInstances.instanceBMs), "", "", ""],
        ];
  const header = [
    "Messung",
    "Bytes",
    "Zeit",
    "p50",
    "p99",
    "Abrufe/s",
    "ohne HTML-Cache: p50 / p99 / Abrufe/s",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  /** @param {string[]} cells */
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join(" | ");
  console.log(
    `\nBenchmark ${results.commit}, Web-Instanz auf Node ${results.webNode}, --scale ${scale}, ${connections} Verbindungen × ${duration} s` +
      ` (Seed ${results.seedMs == null ? "aus --db" : ms(results.seedMs)}${o ? `; ${o.records.veranstaltungs} Veranstaltungen in der ersten Seite` : ""})\n` +
      `${line(header)}\n${widths.map((w) => "-".repeat(w)).join("-|-")}\n${rows.map(line).join("\n")}\n` +
      "Nicht erreicht (–) heißt: nicht innerhalb von 30 s.\n",
  );
  if (results.rss)
    console.log(`RSS nach dem Laden: Web ${mib(results.rss.webBytes)}, CMS ${mib(results.rss.cmsBytes)}\n`);
  if (results.failed) console.log(`Abgebrochen (die übrigen Schritte fehlen): ${results.failed}\n`);
  results.targets = benchTargets(results);
  console.log(`${targetTable(results.targets)}\n`);
  const dir = join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  // A run that differs from the default says how in its name, and no run overwrites another.
  const tags = [
    webNode === process.execPath ? "" : `-web-${results.webNode}`,
    scale === 10000 ? "" : `-scale${scale}`,
    onlyLongTail ? "-longtail" : "",
    process.env.WEB_HEAP_MB ? `-heap${WEB_HEAP_MB}` : "",
  ].join("");
  const stem = join(dir, `${results.startedAt.slice(0, 10)}-${results.commit}${tags}`);
  let file = `${stem}.json`;
  for (let n = 2; existsSync(file); n += 1) file = `${stem}-${n}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`geschrieben: ${file}`);
  if (results.profile) {
    console.log("\nCPU-Profil der ersten Web-Instanz (Eigenzeit):");
    for (const row of results.profile) console.log(`  ${row.share.padStart(7)}  ${row.fn}`);
  }
} finally {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
