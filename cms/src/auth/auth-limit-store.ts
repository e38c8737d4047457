// Strapi's own auth limits (users-permissions' rateLimit middleware, koa2-ratelimit) count in a
// store of our own: in Redis when REDIS_URL is set, so every CMS instance counts against one
// allowance, else in this process's memory. koa2-ratelimit's bundled Redis store reads and then
// writes (two parallel requests can both pass) and reports the TTL as the window's end; the counter
// here is rate-limiter-flexible's atomic one, and while Redis is unreachable it counts in memory.
import { createRequire } from "module";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createClient } from "redis";
import { countRefusal } from "../metrics/metrics";

/** koa2-ratelimit's Store base class, from the copy users-permissions loads (its middleware checks instanceof). */
const { Stores }: { Stores: { Store: new () => object } } = createRequire(
  require.resolve("@strapi/plugin-users-permissions/package.json"),
)("koa2-ratelimit");

interface Options {
  interval: number;
  /** koa2-ratelimit's limit, passed with every count: a count above it is a refusal. */
  max?: number;
}

const KEY_PREFIX = "wundportal:strapi-auth";

/** Counts in Redis at `redisUrl` (shared by every CMS process using it), or in this process's memory without one. */
export function createAuthLimitStore({
  redisUrl,
  name = "auth",
}: {
  redisUrl?: string;
  /** The limiter's name in the metrics' refusals. */
  name?: string;
} = {}) {
  // Connected on first use, not when made: config files (the admin's limit) are also loaded by
  // commands such as `strapi build`, which must not hold a Redis connection open.
  let client: ReturnType<typeof createClient> | null | undefined;
  let connected: Promise<void> = Promise.resolve();
  const clientOf = () => {
    if (client === undefined) {
      client = redisUrl
        ? createClient({
            url: redisUrl,
            // Without a connection a command fails at once and the memory fallback counts.
            disableOfflineQueue: true,
            socket: {
              connectTimeout: 2000,
              reconnectStrategy: (retries: number) => Math.min(retries * 200, 5000),
            },
          })
        : null;
      client?.on("error", (error: unknown) => console.error("[auth-limit] Redis-Fehler:", error));
      connected = client
        ? client.connect().then(
            () => undefined,
            (error: unknown) => console.error("[auth-limit] Redis nicht erreichbar:", error),
          )
        : Promise.resolve();
    }
    return client;
  };
  const limiters = new Map<number, RateLimiterAbstract>();
  const limiterOf = ({ interval }: Options) => {
    let limiter = limiters.get(interval);
    if (!limiter) {
      // Only counts (penalty/reward); koa2-ratelimit compares the count with its max itself.
      const options = { points: 1, duration: Math.max(1, Math.ceil(interval / 1000)), keyPrefix: KEY_PREFIX };
      const memory = new RateLimiterMemory(options);
      const redis = clientOf();
      limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            useRedisPackage: true,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(interval, limiter);
    }
    return limiter;
  };

  class AuthLimitStore extends Stores.Store {
    async incr(key: string, options: Options, weight = 1) {
      // The first count waits for the connection (at most its 2 s timeout): counted in this
      // process's memory meanwhile, each instance's first attempts would slip past the shared allowance.
      await this.ready();
      const result = await limiterOf(options).penalty(key, weight);
      if (options.max && result.consumedPoints > options.max) countRefusal(name);
      return { counter: result.consumedPoints, dateEnd: Date.now() + result.msBeforeNext };
    }

    async decrement(key: string, options: Options, weight = 1) {
      await this.ready();
      await limiterOf(options).reward(key, weight);
    }

    async saveAbuse() {}

    ready() {
      clientOf();
      return connected;
    }

    close() {
      client?.destroy();
    }
  }
  return new AuthLimitStore();
}

type MiddlewareFactory = (config: unknown, deps: unknown) => unknown;

/** users-permissions' rateLimit middleware counting in `store` (route config keeps its say over max and interval). */
export const countedIn =
  (store: object, factory: MiddlewareFactory): MiddlewareFactory =>
  (config, deps) =>
    factory({ ...(config as object | undefined), store }, deps);
