// What the web app's metrics count, on the real modules that record them: refused attempts by
// limiter, collection loads by outcome, HTML-cache lookups by result. (The HTTP side, scraped from
// the running app: tests/cms/metrics.test.mjs.)
import { cached } from "@/server/read-path/cache";
import { HTML_TTL_MS, lookup, store } from "@/server/read-path/html-cache";
import { createLimiter } from "@/server/rate-limit";
import { metrics } from "./metrics";

/** The sum of the samples named `name` (a histogram's `_count` too) whose labels include `labels`. */
async function value(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await metrics()
    .registry.getSingleMetric(name.replace(/_count$/, ""))!
    .get();
  return metric.values
    .filter((sample) => ((sample as { metricName?: string }).metricName ?? metric.name) === name)
    .filter((sample) => Object.entries(labels).every(([key, v]) => String(sample.labels[key]) === v))
    .reduce((sum, sample) => sum + sample.value, 0);
}

it("counts a refused attempt under its limiter's name, an allowed one not", async () => {
  const limits = createLimiter();
  const limit = { max: 2, windowMs: 60_000 };
  const refusals = (limiter: string) => value("wundportal_rate_limit_refusals_total", { limiter });
  for (let i = 0; i < 2; i += 1) await limits.hit("geocode:10.0.0.1", limit);
  expect(await refusals("geocode")).toBe(0);
  await limits.hit("geocode:10.0.0.1", limit);
  expect(await refusals("geocode")).toBe(1);
  const pair: [string, typeof limit][] = [
    ["signin:ip:10.0.0.1", limit],
    ["signin:paar:10.0.0.1:a@b.de", limit],
  ];
  for (let i = 0; i < 2; i += 1) await limits.attempt(pair);
  expect((await limits.attempt(pair)).ok).toBe(false);
  expect(await refusals("signin")).toBe(1);
  limits.close();
});

it("counts and times collection loads by collection and outcome", async () => {
  const loads = (outcome: string) =>
    value("wundportal_collection_loads_total", { collection: "plans", shape: "full", outcome });
  await expect(cached("plans", 60_000, () => Promise.reject(new Error("CMS weg")))).rejects.toThrow();
  await cached("plans", 60_000, async () => [1, 2]);
  await cached("plans", 60_000, async () => [3]);
  expect([await loads("ok"), await loads("error")]).toEqual([1, 1]);
  expect(await value("wundportal_collection_load_duration_seconds_count", { collection: "plans" })).toBe(2);
});

it("counts HTML-cache lookups as miss, hit and stale", async () => {
  const lookups = async () =>
    Promise.all(
      ["miss", "hit", "stale"].map((result) => value("wundportal_html_cache_lookups_total", { result })),
    );
  const { contentVersion } = await import("@/server/read-path/content-version");
  const now = Date.now();
  expect(lookup("/impressum", now)).toBeUndefined();
  store("/impressum", {
    body: Buffer.from("<p>x</p>"),
    headers: [],
    version: contentVersion(),
    storedAt: now,
  });
  expect(lookup("/impressum", now + 1)).toBeDefined();
  expect(lookup("/impressum", now + HTML_TTL_MS)).toBeUndefined();
  expect(await lookups()).toEqual([1, 1, 1]);
});
