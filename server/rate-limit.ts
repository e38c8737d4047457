import "server-only";
import { isIP } from "node:net";
import { ORIGINAL_FORWARDED_FOR_HEADER, SOCKET_ADDRESS_HEADER } from "./client-address";
import { env } from "./env";

// Fixed-window attempt counters in memory, per key (client IP or account). Enough for one web
// instance; several instances would share a store (e.g. Redis) behind the same interface.

interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LimitResult {
  ok: boolean;
  /** Whole minutes until the next attempt is allowed (at least 1). */
  retryAfterMinutes: number;
}

/** Counts one attempt under `key`; refuses once `max` attempts fell into the current window. */
export function hit(key: string, { max, windowMs }: Limit, now = Date.now()): LimitResult {
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  window.count += 1;
  if (windows.size > 50_000) prune(now);
  return {
    ok: window.count <= max,
    retryAfterMinutes: Math.max(1, Math.ceil((window.resetAt - now) / 60_000)),
  };
}

/** Forgets the attempts under `key` (after a successful sign-in). */
export function reset(key: string): void {
  windows.delete(key);
}

function prune(now: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

// Sign-in counts failures only, in a sliding window: a correct password never uses up an
// address's allowance (a clinic's staff share one address), and the wait a refused visitor is
// told is exact: until the oldest counted failure leaves the window.
const failures = new Map<string, number[]>();

export interface Attempt {
  ok: boolean;
  /** Whole minutes until the next attempt is allowed (at least 1); 0 when allowed. */
  retryAfterMinutes: number;
  /** Un-counts this attempt (it succeeded). */
  release(): void;
}

/**
 * One attempt against every (key, limit) pair: refused when any key already holds `max` attempts
 * within its window, else counted under every key at once. The caller releases it when it
 * succeeds, so only failures stay counted; counting before the outcome is known keeps parallel
 * guesses from slipping past the limit.
 */
export function attempt(limits: ReadonlyArray<readonly [string, Limit]>, now = Date.now()): Attempt {
  let waitMs = 0;
  for (const [key, { max, windowMs }] of limits) {
    const recent = (failures.get(key) ?? []).filter((at) => at > now - windowMs);
    failures.set(key, recent);
    const oldestCounted = recent[recent.length - max];
    if (oldestCounted !== undefined) waitMs = Math.max(waitMs, oldestCounted + windowMs - now);
  }
  if (waitMs > 0)
    return { ok: false, retryAfterMinutes: Math.max(1, Math.ceil(waitMs / 60_000)), release() {} };
  for (const [key] of limits) failures.get(key)?.push(now);
  if (failures.size > 50_000) pruneFailures(now, Math.max(...limits.map(([, l]) => l.windowMs)));
  return {
    ok: true,
    retryAfterMinutes: 0,
    release() {
      for (const [key] of limits) {
        const list = failures.get(key);
        const index = list?.lastIndexOf(now) ?? -1;
        if (list && index >= 0) list.splice(index, 1);
      }
    },
  };
}

/** Forgets the failures under `key`. */
export function clearFailures(key: string): void {
  failures.delete(key);
}

function pruneFailures(now: number, windowMs: number) {
  for (const [key, list] of failures) if (!list.some((at) => at > now - windowMs)) failures.delete(key);
}

const UNKNOWN = "unbekannt";

/**
 * The client's address: the socket's peer, or with `trustedHops` proxies in front (each appending
 * the address it saw to X-Forwarded-For) the entry the outermost trusted proxy appended. Entries
 * further left are the client's own claims and never used. Without the recorded socket address
 * (see server/client-address.ts) nothing is known: every such client shares one address.
 */
export function clientIp(
  headers: { get(name: string): string | null },
  trustedHops: number = env().TRUSTED_PROXY_HOPS,
): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  if (!socket) return UNKNOWN;
  const forwarded = (headers.get(ORIGINAL_FORWARDED_FOR_HEADER) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? "";
  return isIP(normalise(candidate)) ? normalise(candidate) : UNKNOWN;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same client. */
function normalise(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}
