// HMAC-SHA256 signatures the web app and the CMS share (client address, view batches, alert tokens).
import { createHmac, timingSafeEqual } from "node:crypto";

export const hmac = (key: string, message: string): Buffer =>
  createHmac("sha256", key).update(message).digest();

/** Constant-time comparison of two digests (false for different lengths). */
export const sameDigest = (expected: Buffer, given: Buffer): boolean =>
  expected.length === given.length && timingSafeEqual(expected, given);
