import "server-only";
import { isIP } from "node:net";
import { ORIGINAL_FORWARDED_FOR_HEADER, SOCKET_ADDRESS_HEADER } from "./client-address";
import { isTrustedProxy, normaliseAddress, proxyTrust, type ProxyTrust } from "./proxy-trust";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { createClient } from "redis";
import { env } from "./env";
import { countRefusal } from "@/server/metrics/metrics";
import { processWide } from "@/server/process-wide";

// Attempt counters per key (client IP or account), kept by rate-limiter-flexible: in Redis when
// REDIS_URL is set, so every web instance counts against the same allowance, else in this
// process's memory. Each window starts with the first attempt a key records and ends a fixed time
// later; the wait a refused visitor is told is the time left in it.

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LimitResult {
  ok: boolean;
  /** Whole minutes until the next attempt is allowed (at least 1). */
  retryAfterMinutes: number;
}

export interface Attempt {
  ok: boolean;
  /** Whole minutes until the next attempt is allowed (at least 1); 0 when allowed. */
  retryAfterMinutes: number;
  /** Un-counts this attempt (it succeeded). */
  release(): Promise<void>;
}

export interface Limiter {
  /** Counts one attempt under `key`; refuses once `max` attempts fell into the current window. */
  hit(key: string, limit: Limit): Promise<LimitResult>;
  /**
   * One attempt against every (key, limit) pair: refused when any key already holds `max` attempts
   * within its window, else counted under every key at once. The caller releases it when it
   * succeeds, so only failures stay counted; counting before the outcome is known keeps parallel
   * guesses from slipping past the limit.
   */
  attempt(limits: ReadonlyArray<readonly [string, Limit]>): Promise<Attempt>;
  /** Forgets the attempts under `key`. */
  clear(key: string, limit: Limit): Promise<void>;
  /** Resolves once Redis is connected (at once without Redis); until then this process counts in memory. */
  ready(): Promise<void>;
  /** Closes the Redis connection (tests; a server keeps it for its lifetime). */
  close(): void;
}

const KEY_PREFIX = "wundportal:limit";

/** How long a new connection may take; until then (and without one) a process counts in memory. */
const CONNECT_TIMEOUT_MS = 2000;

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** rate-limiter-flexible rejects with its result object when a key is over its limit. */
function refusal(error: unknown): RateLimiterRes {
  if (error instanceof RateLimiterRes) return error;
  throw error;
}

/**
 * A limiter counting in Redis at `redisUrl` (shared by every process using that Redis), or in this
 * process's memory without one. While Redis is unreachable each process counts in memory, so a
 * Redis outage neither locks everyone out nor lifts the limits.
 */
export function createLimiter({ redisUrl }: { redisUrl?: string } = {}): Limiter {
  const client = redisUrl
    ? createClient({
        url: redisUrl,
        // Without a connection a command fails at once (and the memory fallback counts) instead
        // of waiting in a queue while a visitor's sign-in hangs.
        disableOfflineQueue: true,
        socket: {
          connectTimeout: CONNECT_TIMEOUT_MS,
          reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
        },
      })
    : null;
  // Closing ends a connection attempt with an error of its own: that one is not worth a log line.
  let closing = false;
  client?.on("error", (error: unknown) => {
    if (!closing) console.error("[limits] Redis:", error);
  });
  const connected = client
    ? client.connect().then(
        () => undefined,
        (error: unknown) => {
          if (!closing) console.error("[limits] Redis nicht erreichbar:", error);
        },
      )
    : Promise.resolve();
  // A new process's first attempts wait for the connection (at most its timeout): counted in memory
  // they would slip past the shared allowance, one per instance and key. Redis lost later falls back
  // to memory at once.
  const settled = client
    ? Promise.race([
        connected,
        new Promise<void>((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref()),
      ])
    : connected;
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterOf = ({ max, windowMs }: Limit): RateLimiterAbstract => {
    const name = `${max}:${windowMs}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const options = {
        points: max,
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
        keyPrefix: KEY_PREFIX,
      };
      const memory = new RateLimiterMemory(options);
      limiter = client
        ? new RateLimiterRedis({
            ...options,
            storeClient: client,
            useRedisPackage: true,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(name, limiter);
    }
    return limiter;
  };

  return {
    async hit(key, limit) {
      await settled;
      const result = await limiterOf(limit).consume(key).catch(refusal);
      const ok = result.consumedPoints <= limit.max;
      if (!ok) countRefusal(key);
      return { ok, retryAfterMinutes: minutesOf(result.msBeforeNext) };
    },

    async attempt(limits) {
      await settled;
      const results = await Promise.all(
        limits.map(([key, limit]) => limiterOf(limit).consume(key).catch(refusal)),
      );
      const undo = () =>
        Promise.all(limits.map(([key, limit]) => limiterOf(limit).reward(key))).then(() => undefined);
      const refused = results.filter((result, index) => result.consumedPoints > limits[index]![1].max);
      if (refused.length > 0) {
        // A refused attempt counts under no key.
        await undo();
        countRefusal(limits[0]![0]);
        return {
          ok: false,
          retryAfterMinutes: minutesOf(Math.max(...refused.map((result) => result.msBeforeNext))),
          release: async () => undefined,
        };
      }
      let released = false;
      return {
        ok: true,
        retryAfterMinutes: 0,
        async release() {
          if (released) return;
          released = true;
          await undo();
        },
      };
    },

    async clear(key, limit) {
      await settled;
      await limiterOf(limit).delete(key);
    },

    ready: () => connected,

    close() {
      closing = true;
      client?.destroy();
    },
  };
}

/** This process's limiter (Redis with REDIS_URL, else memory), created on first use. */
export function limiter(): Limiter {
  return processWide("limiter", () => createLimiter({ redisUrl: env().REDIS_URL }));
}

const UNKNOWN = "unbekannt";

/**
 * The client's address: the socket's peer, or, when that peer is one of the portal's proxies
 * (TRUSTED_PROXY_ADDRESSES), the address it appended to X-Forwarded-For, and so on for at most
 * TRUSTED_PROXY_HOPS proxies, each of which must be a trusted one. Entries further left are the
 * client's own claims and never used; so is the whole header when an untrusted peer sent it.
 * Without the recorded socket address (see server/client-address.ts) nothing is known: every such
 * client shares one address.
 */
export function clientIp(
  headers: { get(name: string): string | null },
  trust: ProxyTrust = proxyTrust(),
): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  if (!socket) return UNKNOWN;
  const forwarded = (headers.get(ORIGINAL_FORWARDED_FOR_HEADER) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  let at = chain.length - 1;
  for (let hop = 0; hop < trust.hops && at > 0 && isTrustedProxy(chain[at]!, trust.proxies); hop += 1)
    at -= 1;
  const candidate = normaliseAddress(chain[at] ?? "");
  return isIP(candidate) ? candidate : UNKNOWN;
}
