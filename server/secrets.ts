import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Compares two secrets in constant time, whatever their lengths. */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** HMAC-SHA256 as hex, keyed with a secret the CMS shares (it checks with the same message). */
export const hmacHex = (secret: string, message: string): string =>
  createHmac("sha256", secret).update(message).digest("hex");
