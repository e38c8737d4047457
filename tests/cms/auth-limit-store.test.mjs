// @ts-check
// Strapi's own auth limit (users-permissions' rateLimit middleware) counting in the store of
// cms/src/auth/auth-limit-store.ts: with REDIS_URL two CMS processes count against one allowance
// in a real Redis (Debian's redis-server); without it each counts in its own memory. Runs the
// plugin's middleware itself on the CMS build (cms/dist), no running stack needed.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { stopAll } from "../../scripts/lib/processes.mjs";
import { startRedis } from "../../scripts/lib/redis.mjs";

// The CMS build's modules, typed by their sources (cms/src compiles to cms/dist/src).
const requireFromCms = createRequire(new URL("../../cms/package.json", import.meta.url));
/** @type {typeof import("../../cms/src/auth/auth-limit-store.js")} */
const { countedIn, createAuthLimitStore } = requireFromCms("./dist/src/auth/auth-limit-store.js");
/** @type {typeof import("../../cms/src/metrics/metrics.js")} */
const { metrics } = requireFromCms("./dist/src/metrics/metrics.js");
const pluginRoot = dirname(requireFromCms.resolve("@strapi/plugin-users-permissions/package.json"));
/** @type {{ __require: () => Parameters<typeof countedIn>[1] }} users-permissions' bundled middleware module */
const rateLimitModule = requireFromCms(join(pluginRoot, "dist/server/middlewares/rateLimit.js"));
const rateLimitFactory = rateLimitModule.__require();

/** @typedef {ReturnType<typeof createAuthLimitStore>} Store */

const MAX = 3;

/**
 * One CMS process's sign-in route behind the plugin's limit (AUTH_RATE_LIMIT_MAX = MAX a minute).
 * @param {Store} store
 */
function instance(store) {
  const strapi = { config: { get: () => ({ interval: 60_000, max: MAX }) } };
  // A Koa middleware: (ctx, next) => Promise.
  const middleware = /** @type {(ctx: object, next: () => Promise<unknown>) => Promise<unknown>} */ (
    countedIn(store, rateLimitFactory)(undefined, { strapi })
  );
  /** @param {string} ip */
  return async (ip) => {
    const ctx = { method: "POST", request: { path: "/api/auth/local", ip, body: {} }, state: {}, set() {} };
    try {
      await middleware(ctx, async () => undefined);
      return 200;
    } catch (error) {
      assert.equal(error instanceof Error && error.name, "RateLimitError");
      return 429;
    }
  };
}

/** @type {Store[]} */
const stores = [];
/** @type {string} */
let url;

before(async () => {
  ({ url } = await startRedis());
});

after(async () => {
  for (const store of stores) store.close();
  await stopAll();
});

/**
 * @param {string | undefined} redisUrl
 * @param {string} [name]
 */
async function storeOn(redisUrl, name) {
  const store = createAuthLimitStore({ redisUrl, name });
  stores.push(store);
  await store.ready();
  return store;
}

describe("Strapi's auth limit across CMS instances", () => {
  it("with REDIS_URL two instances share the allowance of an address", async () => {
    const [a, b] = [instance(await storeOn(url)), instance(await storeOn(url))];
    const statuses = [];
    for (let n = 0; n < MAX + 2; n += 1) statuses.push(await (n % 2 ? b : a)("198.51.100.20"));
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    // Another address is counted on its own.
    assert.equal(await b("198.51.100.21"), 200);
  });

  it("parallel requests to both instances cannot pass together", async () => {
    const [a, b] = [instance(await storeOn(url)), instance(await storeOn(url))];
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 ? b : a)("198.51.100.22")));
    assert.equal(statuses.filter((s) => s === 200).length, MAX);
  });

  it("without REDIS_URL each instance counts in its own memory", async () => {
    const [a, b] = [instance(await storeOn(undefined)), instance(await storeOn(undefined))];
    for (let n = 0; n < MAX; n += 1) assert.equal(await a("198.51.100.23"), 200);
    assert.equal(await a("198.51.100.23"), 429);
    assert.equal(await b("198.51.100.23"), 200);
  });

  it("counts each refusal in the metrics under the store's name, an allowed request not", async () => {
    const refusals = async () =>
      (await metrics().rateLimitRefusals.get()).values.find((v) => v.labels.limiter === "admin")?.value ?? 0;
    const a = instance(await storeOn(undefined, "admin"));
    for (let n = 0; n < MAX; n += 1) assert.equal(await a("198.51.100.24"), 200);
    assert.equal(await refusals(), 0);
    assert.equal(await a("198.51.100.24"), 429);
    assert.equal(await a("198.51.100.24"), 429);
    assert.equal(await refusals(), 2);
  });
});
