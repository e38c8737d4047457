// @ts-check
// `npm run lighthouse`: Lighthouse (mobile preset, the default) in Debian's headless Chromium on `/`,
// `/veranstaltungen`, an event detail page, `/hersteller`, a search (`/suche?q=Kompression`) and
// `/merkliste`, printing the four category scores per page. Without --url it builds, seeds the demo
// data into a temporary database and starts the production stack itself; with --url http://… it
// measures a portal that is already running.
// Each page is measured --runs times (default 5) and the median run is reported, as Lighthouse's
// own variability guide recommends (its computeMedianRun: the run nearest the median FCP and TTI),
// with the spread of the performance score next to it; --out DIR keeps each median report as JSON.
// Figures only (the machine may be busy: single runs vary by several points).
//
// --slow-cpu [INDEX] emulates a slow phone: Lighthouse applies its 4x CPU slowdown to whatever it
// observes, so on a fast machine a page looks better than on a slow phone. The option measures this
// machine's BenchmarkIndex (median of three probes) and raises the slowdown in proportion, to 4 × this index / INDEX
// (default 1100, a slow phone's CPU, where the mobile scores were first seen to drop).
//
// --pages /a,/b measures those paths instead (e.g. the list pages).
//
// Beside the pages it measures bench/next-reference's empty page, built with the same Next, as the
// last row: Next's own client runtime on the same emulated phone, the floor no page of ours can beat.
import "./lib/node-runtime.mjs";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { buildCms, buildWeb } from "./lib/build.mjs";
import { ensureDebianPackages } from "./lib/debian.mjs";
import { startNextReference } from "./lib/next-reference.mjs";
import { freePort, stopAll, stopOnSignals } from "./lib/processes.mjs";
import { seedIfEmpty, startStack } from "./lib/stack.mjs";
import { freePorts, tempStackEnv } from "./lib/temp-stack.mjs";

/** @param {string} name */
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const given = option("--url")?.replace(/\/$/, "") ?? null;
const RUNS = Math.max(1, Number(option("--runs") ?? 5));
const OUT = option("--out");
/** --slow-cpu [INDEX]: the BenchmarkIndex of the phone to emulate (null: Lighthouse's own 4x). */
const SLOW_CPU = process.argv.includes("--slow-cpu")
  ? Number(/^\d+$/.test(option("--slow-cpu") ?? "") ? option("--slow-cpu") : 1100)
  : null;
const PAGES = option("--pages")?.split(",").filter(Boolean) ?? null;
/** --cpu-slowdown N (with --slow-cpu): this multiplier instead of one derived from the probes. */
const FIXED_SLOWDOWN = option("--cpu-slowdown") ? Number(option("--cpu-slowdown")) : null;
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const REFERENCE_LABEL = "Next-Referenz (leere Seite)";

/**
 * The first page that answers. Right after start-up on a busy machine the web app may not have
 * reached the CMS yet and answers with its maintenance page (503); measuring that would be wrong.
 * @param {string} url
 */
async function pageWhenUp(url) {
  const until = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(url);
    if (response.status !== 503 || Date.now() > until) return response;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * The address of the first event the list shows.
 * @param {string} base
 * @returns {Promise<string>}
 */
async function firstEventPath(base) {
  const html = await (await pageWhenUp(`${base}/veranstaltungen`)).text();
  const match = html.match(/href="(\/veranstaltungen\/\d+)"/);
  if (!match) throw new Error("Keine Veranstaltung in /veranstaltungen gefunden");
  return match[1] ?? "";
}

/**
 * When the first frame appeared in the unthrottled load (the metrics audit's debug data, which
 * Lighthouse types loosely).
 * @param {import("lighthouse").Result} run
 */
function observedFirstPaint(run) {
  const details = run.audits.metrics?.details;
  /** @type {{ observedFirstContentfulPaint?: number }[] | undefined} */
  const items = details?.type === "debugdata" ? details.items : undefined;
  return Math.round(items?.[0]?.observedFirstContentfulPaint ?? 0);
}

/**
 * The HTML of the largest contentful paint's element: a list holding a table of one node.
 * @param {import("lighthouse").Result} lhr
 */
function lcpSnippet(lhr) {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const table = details?.type === "list" ? details.items[0] : undefined;
  const node = table?.type === "table" ? table.items[0]?.node : undefined;
  return typeof node === "object" && node !== null && "type" in node && node.type === "node"
    ? node.snippet
    : undefined;
}

stopOnSignals();
const tmp = mkdtempSync(join(tmpdir(), "wundportal-lighthouse-"));
/** @type {import("chrome-launcher").LaunchedChrome | undefined} */
let chrome;
try {
  let base = given;
  if (!base) {
    await buildCms();
    await buildWeb();
    const ports = await freePorts(["web", "cms", "smtp", "mailWeb"]);
    const { cmsEnv, webEnv, web } = tempStackEnv({ dir: tmp, ports });
    await seedIfEmpty(cmsEnv);
    await startStack({ ports, cmsEnv, webEnv, log: false });
    base = web;
  }
  const pages = PAGES ?? [
    "/",
    "/veranstaltungen",
    await firstEventPath(base),
    "/hersteller",
    "/suche?q=Kompression",
    "/merkliste",
  ];
  // Each page and its optimised images once before measuring, so the collections are loaded and
  // the image optimiser has encoded each size (a visitor after start-up; Next keeps the encodings in
  // .next/cache/images, so only the very first visitor of an image size waits for its encoding).
  for (const path of pages) {
    const html = await (await fetch(`${base}${path}`)).text();
    const images = new Set(
      [...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((m) => m[0].replaceAll("&amp;", "&")),
    );
    for (const image of images) await (await fetch(`${base}${image}`)).arrayBuffer();
  }

  // Lighthouse measures what a visitor's browser does: the full Chromium, not the tests' headless shell.
  if (!process.env.CHROME_PATH)
    await ensureDebianPackages([{ pkg: "chromium", present: () => existsSync(CHROMIUM) }]);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  /** @type {import("lighthouse").Flags} */
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  /** @type {import("lighthouse").Config | undefined} */
  let config;
  let slowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;
  if (SLOW_CPU) {
    // One probe on a busy machine read anything from 300 to 1,800: the median of three, or a
    // slowdown given outright (--cpu-slowdown N) when two runs must be compared.
    const indices = [];
    for (let i = 0; i < (FIXED_SLOWDOWN ? 0 : 3); i += 1) {
      const probe = await lighthouse(`${base}${pages[0]}`, { ...flags, onlyCategories: ["performance"] });
      if (!probe) throw new Error("Lighthouse lieferte kein Ergebnis");
      indices.push(probe.lhr.environment?.benchmarkIndex ?? SLOW_CPU);
    }
    const index = indices.sort((a, b) => a - b)[1] ?? SLOW_CPU;
    slowdown = FIXED_SLOWDOWN ?? Math.max(1, Math.round((slowdown * index * 10) / SLOW_CPU) / 10);
    config = {
      extends: "lighthouse:default",
      settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } },
    };
    console.log(
      FIXED_SLOWDOWN
        ? `Langsames Telefon: CPU-Verlangsamung fest ${slowdown}×`
        : `Langsames Telefon: BenchmarkIndex ${Math.round(index)} (Median aus ${indices.map(Math.round).join(", ")}) → CPU-Verlangsamung ${slowdown}×`,
    );
  }
  // Next's own floor measured alike (an empty page rendered anew): what no page of ours can beat.
  const reference = await startNextReference({ dir: tmp, port: await freePort(), node: process.execPath });
  const targets = [
    ...pages.map((path) => ({ path, url: `${base}${path}` })),
    { path: REFERENCE_LABEL, url: `${reference.base}/` },
  ];
  const rows = [];
  for (const { path, url } of targets) {
    /** @type {import("lighthouse").Result[]} */
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error("Lighthouse lieferte kein Ergebnis");
      runs.push(result.lhr);
    }
    const valid = filterToValidRuns(runs);
    // median-run.d.ts names its types through Lighthouse's global LH namespace, which only
    // Lighthouse's own build declares: here they would be any.
    /** @type {import("lighthouse").Result} */
    const lhr = computeMedianRun(valid.length > 0 ? valid : runs);
    const performance = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
    // When the first frame appeared in the unthrottled load, per run. Lighthouse's simulation puts
    // every task and request that started before it in front of FCP and LCP. Headless Chromium
    // sometimes presents the first frame only ~1.2 s after navigation although the page was painted
    // at ~200 ms; the page's hydration then counts as LCP "render delay". Printed so that such runs
    // can be told apart from the others.
    const observedFcp = runs.map(observedFirstPaint);
    if (OUT) {
      mkdirSync(OUT, { recursive: true });
      const name = path === REFERENCE_LABEL ? "_next-referenz" : path.replaceAll("/", "_") || "_";
      writeFileSync(join(OUT, `lighthouse${name}.json`), JSON.stringify(lhr));
    }
    const { categories, audits } = lhr;
    rows.push({
      path,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      spread: `${Math.min(...performance)}–${Math.max(...performance)}`,
      observedFcp: observedFcp.join("/"),
      lcp: audits["largest-contentful-paint"]?.displayValue,
      tbt: audits["total-blocking-time"]?.displayValue,
      // What costs points outside performance (accessibility, best practices, SEO).
      misses: CATEGORIES.filter((c) => c !== "performance").flatMap(
        (c) =>
          categories[c]?.auditRefs
            .filter((ref) => {
              const score = audits[ref.id]?.score;
              return ref.weight > 0 && typeof score === "number" && score < 1;
            })
            .map((ref) => `${c}: ${ref.id}`) ?? [],
      ),
      lcpElement: lcpSnippet(lhr),
      // Lighthouse's measure of this machine's CPU speed. Its simulated 4x slowdown is applied to what it
      // observes whatever the machine, so scores from machines with different indices do not compare.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    });
  }
  const header = [
    "Seite",
    ...CATEGORIES,
    `performance (${RUNS} Läufe)`,
    "LCP",
    "TBT",
    "erstes Bild beobachtet (ms, je Lauf)",
  ];
  const cells = rows.map((r) => [
    r.path,
    ...CATEGORIES.map((c) => String(r.scores[c])),
    r.spread,
    r.lcp ?? "",
    r.tbt ?? "",
    r.observedFcp,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  /** @param {string[]} c */
  const line = (c) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(" | ");
  const indices = rows.map((r) => r.benchmarkIndex);
  console.log(
    `\nLighthouse (mobil${SLOW_CPU ? `, langsames Telefon: BenchmarkIndex ${SLOW_CPU}, CPU ${slowdown}×` : ""}), ${base}: Median aus ${RUNS} Läufen je Seite, daneben die Spanne; BenchmarkIndex dieser Maschine ${Math.min(...indices)}–${Math.max(...indices)}\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("-|-")}\n${cells.map(line).join("\n")}`,
  );
  for (const r of rows) {
    console.log(
      `\n${r.path}\n  LCP-Element: ${r.lcpElement ?? "–"}${r.misses.length ? `\n  Abzüge: ${r.misses.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome?.kill();
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
