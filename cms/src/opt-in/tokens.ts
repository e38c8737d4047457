// Double opt-in by e-mail, for every kind of mail a visitor asks for without an account (saved
// searches, event reminders): the address as stored, how long an unconfirmed one is kept, how
// often a confirmation may be mailed, and the signed tokens of the confirm and manage links.
import { createHmac, randomBytes } from "node:crypto";
import { sameDigest } from "../utils/hmac";
import type { Core } from "@strapi/strapi";

const HOUR = 60 * 60 * 1000;
/** An address that never confirmed is deleted after this long (the privacy page says 48 hours). */
export const CONFIRM_TTL_MS = 48 * HOUR;
/** At most one pending confirmation mail per address in this window (no mail bombing of strangers). */
export const PENDING_WINDOW_MS = HOUR;

export type TokenPurpose = "confirm" | "manage";

/** What a token is made from: the record's documentId and its random secret. */
export interface Signed {
  documentId: string;
  secret: string | null;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A trimmed, lower-cased address, or null if it is not one. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

export const newSecret = () => randomBytes(32).toString("base64url");

/** The signing key of one kind of record (`scope`), from the server's app keys. */
export function signingKey(strapi: Core.Strapi, scope: string): string {
  const keys = strapi.config.get("server.app.keys") as string[] | undefined;
  if (!keys?.length) throw new Error("APP_KEYS fehlen: Bestätigungslinks können nicht signiert werden.");
  return `${scope}|${keys.join(",")}`;
}

function signature(key: string, scope: string, purpose: TokenPurpose, record: Signed): string {
  return createHmac("sha256", key)
    .update(`${scope}:${purpose}:${record.documentId}:${record.secret}`)
    .digest("base64url");
}

/**
 * `<documentId>.<HMAC>`: unguessable without both the server key and the record's random secret,
 * bound to one kind of record and one purpose, and dead once the record is deleted. The database
 * holds no token itself.
 */
export function signedToken(key: string, scope: string, purpose: TokenPurpose, record: Signed): string {
  if (!record.secret) throw new Error(`${scope} without secret`);
  return `${record.documentId}.${signature(key, scope, purpose, record)}`;
}

/** The documentId a token names (unverified), or null if it is not shaped like one. */
export function documentIdOf(token: unknown): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const match = /^([a-z0-9]{10,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1]! : null;
}

export function signedTokenMatches(
  key: string,
  scope: string,
  purpose: TokenPurpose,
  token: string,
  record: Signed,
): boolean {
  if (!record.secret) return false;
  return sameDigest(Buffer.from(signedToken(key, scope, purpose, record)), Buffer.from(token));
}

/** An unconfirmed record older than the confirmation period is as good as gone. */
export function isExpired(record: { confirmed: boolean; createdAt: string }, now = Date.now()): boolean {
  return !record.confirmed && now - Date.parse(record.createdAt) > CONFIRM_TTL_MS;
}

/** Whether one of an address's records still waits for a confirmation mailed within the window. */
export const hasPendingConfirmation = (
  records: { confirmed?: boolean | null; createdAt?: string | Date | null }[],
  now = Date.now(),
) =>
  records.some(
    (r) => !r.confirmed && r.createdAt != null && now - new Date(r.createdAt).getTime() < PENDING_WINDOW_MS,
  );

/** The createdAt filter of unconfirmed records past the confirmation period. */
export const expiredFilter = (now = Date.now()) => ({
  confirmed: false,
  createdAt: { $lt: new Date(now - CONFIRM_TTL_MS).toISOString() },
});
