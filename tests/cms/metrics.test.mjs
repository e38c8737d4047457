// @ts-check
// Both processes' Prometheus metrics, scraped as Prometheus would: only with METRICS_TOKEN as a
// bearer token (never from the query string), and the counters move with what the test does.
// Other test files run alongside against the same stack, so a counter grows by at least what this
// test did.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  CMS_URL,
  WEB_URL,
  confirmedUser,
  eventually,
  removeWhatTestsMade,
  unique,
  waitForMail,
} from "./support.mjs";
import { scrape, valueOf } from "../support/metrics.mjs";

/** @typedef {Awaited<ReturnType<typeof scrape>>} Samples */

const TOKEN = process.env.METRICS_TOKEN ?? "";
const WEB_METRICS = `${WEB_URL}/api/metrics`;
const CMS_METRICS = `${CMS_URL}/_metrics`;

after(removeWhatTestsMade);

for (const url of [WEB_METRICS, CMS_METRICS]) {
  describe(`GET ${new URL(url).pathname}`, () => {
    it("refuses without the token, with a wrong one and with one in the query string; never cached", async () => {
      assert.ok(TOKEN.length >= 32, "METRICS_TOKEN des Teststacks fehlt");
      for (const [headers, query] of /** @type {[Record<string, string>, string][]} */ ([
        [{}, ""],
        [{ authorization: `Bearer ${TOKEN.slice(0, -1)}x` }, ""],
        [{ authorization: `Bearer ${TOKEN}${TOKEN}` }, ""],
        [{ authorization: TOKEN }, ""],
        [{}, `?token=${TOKEN}`],
        [{}, `?access_token=${TOKEN}`],
      ])) {
        const response = await fetch(`${url}${query}`, { headers });
        const body = await response.text();
        assert.equal(response.status, 401, `${JSON.stringify(headers)} ${query}`);
        assert.match(response.headers.get("www-authenticate") ?? "", /^Bearer/);
        assert.doesNotMatch(body, /wundportal_|process_cpu/);
      }
      const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("cache-control"), "no-store");
      assert.match(response.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4/);
      assert.match(await response.text(), /^process_cpu_user_seconds_total \d/m);
    });
  });
}

describe("the web app's metrics", () => {
  it("count requests by route template and status, HTML-cache misses and hits, collection loads", async () => {
    const before = await scrape(WEB_METRICS, TOKEN);
    /**
     * @param {Samples} samples
     * @param {string} route
     * @param {string} status
     */
    const requests = (samples, route, status) =>
      valueOf(samples, "wundportal_http_request_duration_seconds_count", { route, method: "GET", status });
    // 20 distinct ids of manufacturers that do not exist: one template, one status.
    const ids = Array.from({ length: 20 }, (_, i) => 990_000_000 + i);
    for (const id of ids) assert.equal((await fetch(`${WEB_URL}/hersteller/${id}`)).status, 404);
    // A query of its own: the first ask renders without the cache, the second keeps it, the third is a hit.
    const page = `${WEB_URL}/versorgungspartner?q=metrik${unique()}`;
    for (let i = 0; i < 3; i += 1) assert.equal((await fetch(page)).status, 200);

    // A request is counted when its response closes, which may come a moment after the client has
    // read the body: scraped again until the last one is in (at most 5 s).
    let now = await scrape(WEB_METRICS, TOKEN);
    /** @param {Samples} samples */
    const counted = (samples) =>
      requests(samples, "/hersteller/[id]", "404") - requests(before, "/hersteller/[id]", "404") >= 20 &&
      requests(samples, "/versorgungspartner", "200") - requests(before, "/versorgungspartner", "200") >= 3;
    for (let tries = 0; tries < 25 && !counted(now); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      now = await scrape(WEB_METRICS, TOKEN);
    }
    assert.ok(requests(now, "/hersteller/[id]", "404") - requests(before, "/hersteller/[id]", "404") >= 20);
    assert.ok(
      requests(now, "/versorgungspartner", "200") - requests(before, "/versorgungspartner", "200") >= 3,
      JSON.stringify(
        now.filter(
          (s) =>
            s.name === "wundportal_http_request_duration_seconds_count" &&
            /versorgungspartner/.test(s.labels.route ?? ""),
        ),
      ),
    );
    const routes = new Set(now.flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    for (const route of routes) assert.doesNotMatch(route, /\d{6}|metrik/, `Pfad statt Vorlage: ${route}`);
    /** @param {Samples} samples @param {string} result */
    const cache = (samples, result) => valueOf(samples, "wundportal_html_cache_lookups_total", { result });
    assert.ok(cache(now, "miss") - cache(before, "miss") >= 2);
    // The other test files run beside this one and write listings; each write empties the HTML
    // cache, so one between the second and third ask makes the third a miss again. Asked again
    // until a hit is counted.
    if (cache(now, "hit") - cache(before, "hit") < 1)
      now = await eventually(
        async () => {
          assert.equal((await fetch(page)).status, 200);
          const samples = await scrape(WEB_METRICS, TOKEN);
          return cache(samples, "hit") - cache(before, "hit") >= 1 && samples;
        },
        { what: "ein Treffer im HTML-Cache" },
      );
    assert.ok(cache(now, "hit") - cache(before, "hit") >= 1);
    // Every collection's full value was loaded successfully, and timed, without a visitor asking
    // for it: by the warm-up after start-up. The test stack starts the web app before its CMS
    // answers, so the first warm-up fails (counted as errors) and the next one, a few seconds later,
    // loads them; a list's full value loads behind its preview. Scraped again until all are in (at
    // most 60 s).
    /** @param {Samples} samples @param {string} collection */
    const loadedInFull = (samples, collection) =>
      valueOf(samples, "wundportal_collection_loads_total", { collection, shape: "full", outcome: "ok" }) >=
      1;
    const collections = ["veranstaltungen", "referenten", "hersteller", "versorgungspartner"];
    for (let tries = 0; tries < 120 && !collections.every((c) => loadedInFull(now, c)); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      now = await scrape(WEB_METRICS, TOKEN);
    }
    for (const collection of collections) {
      assert.ok(loadedInFull(now, collection), collection);
      assert.ok(valueOf(now, "wundportal_collection_load_duration_seconds_count", { collection }) >= 1);
    }
    assert.equal(valueOf(now, "wundportal_cms_up"), 1);
    assert.equal(valueOf(now, "wundportal_cms_reached"), 1);
    assert.ok(valueOf(now, "nodejs_heap_size_used_bytes") > 0);
  });

  it("are in neither robots.txt's allowed paths nor the sitemap, and get no page CSP", async () => {
    assert.match(await (await fetch(`${WEB_URL}/robots.txt`)).text(), /^Disallow: \/api\/$/m);
    assert.doesNotMatch(await (await fetch(`${WEB_URL}/sitemap.xml`)).text(), /metrics/);
    const response = await fetch(WEB_METRICS, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(response.headers.get("content-security-policy"), null);
  });
});

describe("the CMS's metrics", () => {
  it("count requests by route template, mails sent and job runs", async () => {
    const before = await scrape(CMS_METRICS, TOKEN);
    /**
     * @param {Samples} samples
     * @param {string} route
     * @param {string} status
     */
    const requests = (samples, route, status) =>
      valueOf(samples, "wundportal_cms_http_request_duration_seconds_count", { route, status });
    for (let i = 0; i < 3; i += 1) assert.equal((await fetch(`${CMS_URL}/api/plans`)).status, 200);
    // Paths no route matches (ids of entries that are not there) do not become labels.
    for (const id of [990000001, 990000002]) await fetch(`${CMS_URL}/api/veranstaltungen/${id}`);
    // Paths of no route at all count together as "(andere)", not under the router's catch-all pattern.
    for (const path of ["/api/gibt-es-nicht-990000003", "/api/gibt-es-nicht-990000004"])
      assert.equal((await fetch(`${CMS_URL}${path}`)).status, 404);
    // Registration mails the confirmation link.
    const user = await confirmedUser({ prefix: "metrik" });
    await waitForMail(user.email, /./);
    // The upload cleanup on request, on a file that does not exist.
    const job = await fetch(`${CMS_URL}/api/upload-cleanup`, {
      method: "POST",
      headers: { "x-jobs-secret": process.env.REVALIDATE_SECRET ?? "", "Content-Type": "application/json" },
      body: JSON.stringify({ fileIds: [2_000_000_000] }),
    });
    assert.equal(job.status, 200);

    const now = await scrape(CMS_METRICS, TOKEN);
    const byRoute = now.filter((s) => s.name === "wundportal_cms_http_request_duration_seconds_count");
    assert.ok(requests(now, "/api/plans", "200") - requests(before, "/api/plans", "200") >= 3);
    for (const sample of byRoute) assert.doesNotMatch(sample.labels.route ?? "", /99000000|^\(\[/);
    assert.ok(requests(now, "(andere)", "404") - requests(before, "(andere)", "404") >= 2);
    assert.ok(
      requests(now, "/api/auth/local/register", "200") -
        requests(before, "/api/auth/local/register", "200") >=
        1,
    );
    /** @param {Samples} samples @param {string} outcome */
    const mails = (samples, outcome) => valueOf(samples, "wundportal_cms_mails_total", { outcome });
    assert.ok(mails(now, "sent") - mails(before, "sent") >= 1);
    /** @param {Samples} samples */
    const runs = (samples) =>
      valueOf(samples, "wundportal_cms_job_runs_total", { job: "unattachedUploads", outcome: "ok" });
    assert.ok(runs(now) - runs(before) >= 1);
    assert.ok(valueOf(now, "process_resident_memory_bytes") > 0);
  });
});
