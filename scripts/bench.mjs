// `npm run bench`: seeds the large data set (10,000 events, 2,000 speakers, 200 manufacturers
// with 2,000 products, 2,000 care partners) into a temporary database, starts the built stack
// and prints timings. Figures only; nothing here passes or fails.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCms, buildWeb } from "./lib/build.mjs";
import { DEMO_ADMIN } from "./lib/env-files.mjs";
import { freePort, stopAll, stopOnSignals } from "./lib/processes.mjs";
import { seedIfEmpty, startStack } from "./lib/stack.mjs";

const scaleIndex = process.argv.indexOf("--scale");
const scale = scaleIndex > 0 ? Number(process.argv[scaleIndex + 1]) : 10000;
const secret = () => randomBytes(32).toString("base64url");
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `count` GETs with `concurrency` in flight; returns latency percentiles and throughput. */
async function load(url, { count = 200, concurrency = 8 } = {}) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const t = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const total = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    rps: ((count / total) * 1000).toFixed(0),
  };
}

stopOnSignals();
const tmp = mkdtempSync(join(tmpdir(), "wundportal-bench-"));
try {
  await buildCms();
  await buildWeb();
  const ports = {
    web: await freePort(),
    cms: await freePort(),
    smtp: await freePort(),
    mailWeb: await freePort(),
  };
  const shared = { CMS_READ_TOKEN: secret(), REVALIDATE_SECRET: secret() };
  const web = `http://127.0.0.1:${ports.web}`;
  const cmsEnv = {
    APP_KEYS: [secret(), secret()].join(","),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ...shared,
    DATABASE_FILENAME: join(tmp, "data.db"),
    SITE_URL: web,
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
  };
  const seed = await timed(() => seedIfEmpty(cmsEnv, { scale }));
  await startStack({
    ports,
    cmsEnv,
    webEnv: { ...shared, NEXTAUTH_SECRET: secret(), NEXTAUTH_URL: web, SITE_URL: web },
    log: false,
  });

  const cms = `http://127.0.0.1:${ports.cms}`;
  const strapiPage = await timed(async () => {
    const r = await fetch(`${cms}/api/veranstaltungs?pagination[pageSize]=1000&populate=*`, {
      headers: { Authorization: `Bearer ${shared.CMS_READ_TOKEN}` },
    });
    return (await r.json()).meta.pagination.total;
  });
  const cold = await timed(async () => (await fetch(`${web}/`)).text());
  const warm = await load(`${web}/`, { count: 300, concurrency: 8 });
  const lists = {};
  for (const path of [
    "/veranstaltungen",
    "/veranstaltungen?ort=Hamburg&umkreis=100&punkte_icw=2&sort=punkte&dir=desc&size=50",
    "/referenten?grund=%C3%84rzte&ort=K%C3%B6ln",
    "/versorgungspartner?bundesland=Bayern&kategorie=Klinik",
    "/hersteller?haupt=Wunde&exsudation=viel",
  ]) {
    await (await fetch(`${web}${path}`)).text();
    lists[path] = await load(`${web}${path}`, { count: 100, concurrency: 4 });
  }
  const html = await (await fetch(`${web}/veranstaltungen`)).text();

  // After an edit: the webhook marks the collections stale and reloads them in the background.
  await fetch(`${web}/api/revalidate`, {
    method: "POST",
    headers: { "x-revalidate-secret": shared.REVALIDATE_SECRET, "Content-Type": "application/json" },
    body: JSON.stringify({ model: "veranstaltung" }),
  });
  const afterEdit = await timed(async () => (await fetch(`${web}/`)).text());

  console.log(`
Benchmark (${scale > 1 ? "großer Datensatz" : "Demo-Datensatz"}, ${strapiPage.value} Veranstaltungen)
  Seed:                                   ${seconds(seed.ms)}
  Strapi: 1 Seite à 1000 Veranstaltungen:  ${seconds(strapiPage.ms)}
  Startseite kalt (lädt alle Veranst.):    ${seconds(cold.ms)}
  Startseite warm, 300 Abrufe, 8 parallel: p50 ${warm.p50} ms, p95 ${warm.p95} ms, ${warm.rps} Abrufe/s
  Erster Abruf nach Webhook (alter Stand): ${seconds(afterEdit.ms)}
  Listen, warm (100 Abrufe, 4 parallel):
${Object.entries(lists)
  .map(([path, r]) => `    ${path}\n      p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.rps} Abrufe/s`)
  .join("\n")}
  HTML /veranstaltungen: ${(html.length / 1024).toFixed(0)} KiB
`);
} finally {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
