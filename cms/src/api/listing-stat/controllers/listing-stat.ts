// The web app's batched view counts (signed with the secret both sides share), and a lister's own figures.
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { refuse } from "../../../utils/refusal";
import { isRecord } from "../../../utils/records";
import { hmac, sameDigest } from "../../../utils/hmac";
import { addCounts, berlinDay, isStatKind, lastDays, statsOfOwner } from "../../../stats/listing-stats";
import type { StatIncrement } from "../../../stats/listing-stats";

export const SIGNATURE_HEADER = "x-wundportal-stats-signature";
/** A flush older than this is refused: a copied request cannot be replayed later. */
const MAX_AGE_MS = 5 * 60_000;
const MAX_ROWS = 5000;
const MAX_VIEWS = 1_000_000;

/** HMAC-SHA256 of "listing-stats:<body as JSON>", keyed with CMS_READ_TOKEN (web app: server/stats/view-counter.ts). */
function signatureMatches(body: unknown, given: unknown, secret: string | undefined): boolean {
  if (!secret || typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  return sameDigest(hmac(secret, `listing-stats:${JSON.stringify(body)}`), Buffer.from(given, "hex"));
}

function parseRows(body: unknown): StatIncrement[] | null {
  if (!isRecord(body) || !Array.isArray(body.counts) || body.counts.length > MAX_ROWS) return null;
  if (typeof body.sentAt !== "number" || Math.abs(Date.now() - body.sentAt) > MAX_AGE_MS) return null;
  // Counts belong to today or the last two days (a flush around midnight, a slow retry).
  const recent = new Set(lastDays(3));
  const rows: StatIncrement[] = [];
  for (const row of body.counts as unknown[]) {
    if (!isRecord(row)) return null;
    const { kind, id, day, views } = row;
    if (!isStatKind(kind) || typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return null;
    if (typeof day !== "string" || !recent.has(day)) return null;
    if (typeof views !== "number" || !Number.isSafeInteger(views) || views <= 0 || views > MAX_VIEWS)
      return null;
    rows.push({ kind, listingId: id, day, views });
  }
  return rows;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async views(ctx: Context) {
    const body: unknown = ctx.request.body;
    if (!signatureMatches(body, ctx.get(SIGNATURE_HEADER), process.env.CMS_READ_TOKEN)) {
      refuse(401, "stats.signature", "Invalid signature");
    }
    const rows = parseRows(body);
    if (!rows) refuse(400, "stats.invalid", "Invalid counts");
    const counted = await addCounts(strapi, rows);
    ctx.send({ data: { counted, today: berlinDay() } });
  },

  async mine(ctx: Context) {
    const user = ctx.state.user;
    if (!user) refuse(401, "auth.required", "Sign-in required");
    ctx.send({ data: await statsOfOwner(strapi, user.id) });
  },
});
