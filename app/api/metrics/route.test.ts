// GET /api/metrics: only for a scraper with the bearer token; none at all without METRICS_TOKEN.
process.env.NEXTAUTH_SECRET = "s".repeat(32);
process.env.CMS_READ_TOKEN = "r".repeat(32);
process.env.REVALIDATE_SECRET = "v".repeat(32);

const TOKEN = "m".repeat(40);

afterEach(() => {
  delete process.env.METRICS_TOKEN;
  jest.resetModules();
});

async function scrape(headers: Record<string, string> = {}, query = "") {
  const { GET } = await import("./route");
  const response = await GET(new Request(`http://127.0.0.1/api/metrics${query}`, { headers }));
  return { response, body: await response.text() };
}

it("answers 404 without METRICS_TOKEN, whatever the caller sends", async () => {
  for (const value of [undefined, "", "  "]) {
    if (value !== undefined) process.env.METRICS_TOKEN = value;
    const { response, body } = await scrape({ authorization: "Bearer " });
    expect(response.status).toBe(404);
    expect(body).not.toContain("wundportal_");
    jest.resetModules();
  }
});

it("refuses a missing, wrong or query-string token with 401 and a Bearer challenge", async () => {
  process.env.METRICS_TOKEN = TOKEN;
  for (const [headers, query] of [
    [{}, ""],
    [{ authorization: `Bearer ${TOKEN}x` }, ""],
    [{ authorization: `Bearer ${TOKEN.slice(1)}` }, ""],
    [{ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` }, ""],
    [{ authorization: TOKEN }, ""],
    [{}, `?token=${TOKEN}`],
    [{}, `?access_token=${TOKEN}`],
  ] as const) {
    const { response, body } = await scrape(headers, query);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body).not.toContain("wundportal_");
  }
});

it("serves the exposition format, never cached, to the right token", async () => {
  process.env.METRICS_TOKEN = TOKEN;
  const { response, body } = await scrape({ authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  for (const name of [
    "wundportal_http_request_duration_seconds",
    "wundportal_html_cache_lookups_total",
    "wundportal_collection_loads_total",
    "wundportal_cms_up",
    "wundportal_rate_limit_refusals_total",
    "process_cpu_seconds_total",
    "nodejs_heap_size_used_bytes",
  ]) {
    expect(body).toContain(`# TYPE ${name} `);
  }
});
