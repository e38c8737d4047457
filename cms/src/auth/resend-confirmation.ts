// POST /api/auth/send-email-confirmation { email }: sends the users-permissions confirmation mail
// of an unconfirmed account again. The answer is the same whatever the address is (unknown,
// confirmed, blocked, limited): Strapi's own action says "Already confirmed" or "User blocked",
// which tells a stranger which addresses have an account. Each account gets at most one resent
// mail per hour, claimed with one conditional UPDATE of `confirmationResentAt`, so two requests
// (or two CMS instances) cannot both send. The mail goes out after the answer, so an existing
// account does not answer more slowly than an unknown address.
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { refuse } from "../utils/refusal";
import { isRecord } from "../utils/records";
import { USER_UID } from "./sessions";

/** One resent confirmation mail per account within this time. */
export const RESEND_WINDOW_MS = 60 * 60 * 1000;

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** The address of a body `{ email }` (lower-cased), else a 400 refusal with a code. */
export function resendAddress(body: unknown): string {
  const keys = isRecord(body) ? Object.keys(body) : [];
  const email = isRecord(body) ? body.email : undefined;
  if (keys.length !== 1 || typeof email !== "string" || email.length > 254 || !EMAIL.test(email.trim())) {
    refuse(400, "EMAIL_INVALID", "A body { email } with one e-mail address is required");
  }
  return email.trim().toLowerCase();
}

/** Claims this hour's resend of the account: true for exactly one caller per window. */
async function claimResend(strapi: Core.Strapi, userId: number, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - RESEND_WINDOW_MS).toISOString();
  const { count } = await strapi.db.query(USER_UID).updateMany({
    where: {
      id: userId,
      confirmed: false,
      $or: [{ confirmationResentAt: { $null: true } }, { confirmationResentAt: { $lt: cutoff } }],
    },
    data: { confirmationResentAt: now.toISOString() },
  });
  return count === 1;
}

export async function resendConfirmation(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const email = resendAddress(ctx.request.body);
  const user = await strapi.db
    .query(USER_UID)
    .findOne({ where: { email, provider: "local" }, select: ["id", "confirmed", "blocked"] });
  if (user && !user.confirmed && !user.blocked && (await claimResend(strapi, user.id, new Date()))) {
    void (async () => {
      // The full record, as Strapi's own action passes it (the template may name the user).
      const full = await strapi.db.query(USER_UID).findOne({ where: { id: user.id } });
      await strapi.plugin("users-permissions").service("user").sendConfirmationEmail(full);
    })().catch((error: Error) => {
      strapi.log.error(`Bestätigungsmail für Konto ${user.id} nicht erneut gesendet: ${error.message}`);
    });
  }
  ctx.send({ sent: true });
}
