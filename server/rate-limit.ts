import "server-only";

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

export const rateLimitMessage = (minutes: number) =>
  `Zu viele Versuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`;

/** The client's address as the nearest proxy (or Next itself) reported it. */
export function clientIp(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || headers.get("x-real-ip") || "unbekannt";
}
