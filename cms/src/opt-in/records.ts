// The records of a double opt-in (saved searches, reminders): found by their signed token, created
// with their confirmation mail, forgotten when unconfirmed for too long or when their address goes.
import type { Core, UID } from "@strapi/strapi";
import { siteUrl } from "../shared";
import { refuse } from "../utils/refusal";
import {
  documentIdOf,
  expiredFilter,
  hasPendingConfirmation,
  isExpired,
  newSecret,
  signedToken,
  signedTokenMatches,
  signingKey,
  type Signed,
  type TokenPurpose,
} from "./tokens";

/** One kind of opt-in record: its content type, its token scope and its refusal codes' prefix. */
export interface OptInKind {
  uid: UID.CollectionType;
  /** Part of every token's signature: a token of one kind is worthless for another. */
  scope: string;
  /** e.g. "savedSearch" → "savedSearch.pending", "savedSearch.mailFailed" (each in REFUSAL_CODES). */
  code: "savedSearch" | "reminder" | "follow";
  /** Log prefix, e.g. "[suchauftrag]". */
  label: string;
  /** The web app's page a confirmation link opens, e.g. "/suche/bestaetigen". */
  confirmPage: string;
}

export interface OptInRecord extends Signed {
  id: number;
  email: string;
  confirmed: boolean;
  createdAt: string;
  confirmedAt: string | null;
}

// The document service's types know only the generated content types; these records are read as plain ones.
type Docs = {
  findMany(params: object): Promise<OptInRecord[]>;
  findOne(params: object): Promise<OptInRecord | null>;
  create(params: object): Promise<OptInRecord>;
  update(params: object): Promise<unknown>;
  delete(params: object): Promise<unknown>;
};
const docs = (strapi: Core.Strapi, kind: OptInKind) => strapi.documents(kind.uid) as unknown as Docs;

export const tokenOf = (strapi: Core.Strapi, kind: OptInKind, purpose: TokenPurpose, record: Signed) =>
  signedToken(signingKey(strapi, kind.scope), kind.scope, purpose, record);

/** The link to the kind's confirmation page with the record's confirmation token. */
const confirmUrlOf = (strapi: Core.Strapi, kind: OptInKind, record: Signed) =>
  `${siteUrl()}${kind.confirmPage}?token=${encodeURIComponent(tokenOf(strapi, kind, "confirm", record))}`;

/** Deletes unconfirmed records older than the confirmation period; returns how many. */
export async function deleteExpiredOf(strapi: Core.Strapi, kind: OptInKind, now = Date.now()) {
  const stale = await docs(strapi, kind).findMany({
    filters: expiredFilter(now),
    fields: ["documentId"],
    limit: 1000,
  });
  for (const record of stale) await docs(strapi, kind).delete({ documentId: record.documentId });
  return stale.length;
}

/** Deletes every record of an address (the account with that address goes); returns how many. */
export async function deleteByEmail(strapi: Core.Strapi, kind: OptInKind, email: string | null) {
  if (!email) return 0;
  // One statement; $eqi: an address stored before it was normalised on the way in goes too.
  const { count } = await strapi.db.query(kind.uid).deleteMany({ where: { email: { $eqi: email } } });
  return count;
}

/** The record a token names, if the token is genuine for this purpose and the record still counts. */
export async function recordByToken<R extends OptInRecord>(
  strapi: Core.Strapi,
  kind: OptInKind,
  token: unknown,
  purpose: TokenPurpose,
): Promise<R | null> {
  const documentId = documentIdOf(token);
  if (!documentId) return null;
  const record = (await docs(strapi, kind).findOne({ documentId })) as R | null;
  const key = signingKey(strapi, kind.scope);
  if (!record || !signedTokenMatches(key, kind.scope, purpose, token as string, record)) return null;
  if (isExpired(record)) {
    await docs(strapi, kind).delete({ documentId });
    return null;
  }
  return record;
}

/**
 * Stores a new unconfirmed record and mails its confirmation link, after the limits every opt-in
 * shares: one pending confirmation per address and hour, at most `max` records per address. A
 * mail that cannot be sent takes the record with it.
 */
export async function createWithConfirmation<R extends OptInRecord>(
  strapi: Core.Strapi,
  kind: OptInKind,
  {
    email,
    data,
    max,
    mail,
  }: {
    email: string;
    data: Record<string, unknown>;
    max: number;
    /** The confirmation mail, given the link to the kind's confirmation page with the record's token. */
    mail: (record: R, confirmUrl: string) => { subject: string; text: string; html: string };
  },
): Promise<R> {
  await deleteExpiredOf(strapi, kind);
  const mine = await docs(strapi, kind).findMany({
    filters: { email },
    fields: ["confirmed", "createdAt"],
    limit: 1000,
  });
  if (hasPendingConfirmation(mine)) {
    refuse(
      429,
      `${kind.code}.pending` as const,
      "A confirmation mail was sent to this address within the last hour",
    );
  }
  if (mine.length >= max)
    refuse(409, `${kind.code}.limitReached` as const, "Too many entries for this address");
  const record = (await docs(strapi, kind).create({
    data: { ...data, email, confirmed: false, secret: newSecret() },
  })) as R;
  try {
    await strapi
      .plugin("email")
      .service("email")
      .send({ to: email, ...mail(record, confirmUrlOf(strapi, kind, record)) });
  } catch (error) {
    strapi.log.error(`${kind.label} Bestätigungsmail nicht gesendet: ${(error as Error).message}`);
    await docs(strapi, kind).delete({ documentId: record.documentId });
    refuse(503, `${kind.code}.mailFailed` as const, "The confirmation mail could not be sent");
  }
  return record;
}

/** Marks a record confirmed: true for the one call whose conditional UPDATE found it unconfirmed. */
export async function markConfirmed(strapi: Core.Strapi, kind: OptInKind, record: OptInRecord) {
  if (record.confirmed) return false;
  const { count } = await strapi.db.query(kind.uid).updateMany({
    where: { id: record.id, confirmed: false },
    data: { confirmed: true, confirmedAt: new Date().toISOString() },
  });
  return count === 1;
}

/**
 * The link actions of one opt-in kind, for its controller: `view` (what a confirm or manage link
 * shows), `confirm` (once: a reused, forged or expired link is refused alike; the same thing asked
 * for again by the same address replaces the older record) and `unsubscribe` (the record and its
 * address go). `describe` is what the link's holder may see: never the address or the secret.
 */
export function linkActions<R extends OptInRecord, V extends object>(
  strapi: Core.Strapi,
  kind: OptInKind,
  {
    describe,
    sameThing,
    beforeConfirm,
  }: {
    describe: (record: R) => Promise<V>;
    /** The fields that make two records of one address the same request (e.g. the event). */
    sameThing: (record: R) => Record<string, unknown>;
    /** A rule checked at confirmation (refuses by throwing). */
    beforeConfirm?: (record: R) => Promise<void>;
  },
) {
  const invalidToken = () => refuse(404, `${kind.code}.invalidToken` as const, "Unknown or invalid token");
  async function byToken(token: unknown, purpose: TokenPurpose) {
    const record = await recordByToken<R>(strapi, kind, token, purpose);
    return record && !(purpose === "confirm" && record.confirmed) ? record : null;
  }
  type Ctx = { request: { body?: Record<string, unknown> }; body?: unknown };
  return {
    async view(ctx: Ctx) {
      const { token, purpose } = ctx.request.body ?? {};
      if (purpose !== "confirm" && purpose !== "manage") return invalidToken();
      const record = await byToken(token, purpose);
      if (!record) return invalidToken();
      ctx.body = { data: await describe(record) };
    },
    async confirm(ctx: Ctx) {
      const record = await byToken(ctx.request.body?.token, "confirm");
      if (!record) return invalidToken();
      await beforeConfirm?.(record);
      // Two clicks at once: the second finds it confirmed already and is refused like a reused link.
      if (!(await markConfirmed(strapi, kind, record))) return invalidToken();
      await strapi.db.query(kind.uid).deleteMany({
        where: { email: record.email, ...sameThing(record), confirmed: true, id: { $ne: record.id } },
      });
      ctx.body = {
        data: {
          ...(await describe({ ...record, confirmed: true })),
          manageToken: tokenOf(strapi, kind, "manage", record),
        },
      };
    },
    async unsubscribe(ctx: Ctx) {
      const record = await byToken(ctx.request.body?.token, "manage");
      if (!record) return invalidToken();
      await strapi.db.query(kind.uid).delete({ where: { id: record.id } });
      ctx.body = { ok: true };
    },
  };
}
