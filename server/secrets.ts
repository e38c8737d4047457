import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** Compares two secrets in constant time, whatever their lengths. */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
