// Changing the e-mail address (ASVS 6.2 re-authentication): the current password is required, the
// new address takes effect only through a random single-use link mailed to it, and the old address
// is told afterwards. Only a hash of the link's token is stored.
import { createHash, randomBytes } from "crypto";
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { USER_UID } from "./sessions";
import { siteUrl } from "../shared";
import { escapeHtml } from "../utils/text";
import { refuse } from "../utils/refusal";

const LINK_VALID_MS = 24 * 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

async function assertFree(strapi: Core.Strapi, email: string, userId: number) {
  const taken = await strapi.db
    .query(USER_UID)
    .findOne({ where: { email, id: { $ne: userId } }, select: ["id"] });
  if (taken) refuse(400, "EMAIL_TAKEN", "Diese Email-Adresse wird bereits verwendet.");
}

/** POST /api/users/me/email {email, currentPassword}: mails the confirmation link to the new address. */
export async function requestEmailChange(strapi: Core.Strapi, ctx: Context) {
  const caller = ctx.state.user;
  if (!caller) refuse(401, "auth.required", "Anmeldung erforderlich");
  const { email: raw, currentPassword } = ctx.request.body ?? {};
  const email = typeof raw === "string" ? raw.trim().toLowerCase() : "";
  if (!EMAIL.test(email)) refuse(400, "EMAIL_INVALID", "Bitte geben Sie eine gültige Email-Adresse ein.");
  const user = await strapi.db.query(USER_UID).findOne({ where: { id: caller.id } });
  const passwordOk =
    typeof currentPassword === "string" &&
    (await strapi
      .plugin("users-permissions")
      .service("user")
      .validatePassword(currentPassword, user.password));
  if (!passwordOk) refuse(400, "CURRENT_PASSWORD_INVALID", "Das aktuelle Passwort ist falsch.");
  if (email === user.email) refuse(400, "EMAIL_UNCHANGED", "Das ist bereits Ihre Email-Adresse.");
  await assertFree(strapi, email, user.id);

  const token = randomBytes(32).toString("hex");
  await strapi.db.query(USER_UID).update({
    where: { id: user.id },
    data: {
      pendingEmail: email,
      emailChangeTokenHash: hashOf(token),
      emailChangeExpiresAt: new Date(Date.now() + LINK_VALID_MS),
    },
  });
  const link = `${siteUrl()}/konto/email-bestaetigen?token=${token}`;
  await strapi
    .plugin("email")
    .service("email")
    .send({
      to: email,
      subject: "Neue E-Mail-Adresse bestätigen",
      html: `<p>Hallo ${escapeHtml(user.username)},</p>
<p>Sie möchten die E-Mail-Adresse Ihres Kontos beim Wundportal auf diese Adresse ändern. Bitte bestätigen Sie die Änderung mit einem Klick auf diesen Link (24 Stunden gültig):</p>
<p><a href="${link}">Neue E-Mail-Adresse bestätigen</a></p>
<p>Falls Sie das nicht waren, können Sie diese E-Mail ignorieren; es ändert sich nichts.</p>
<p>Ihr Wundportal-Team</p>`,
    });
  ctx.send({ ok: true });
}

/** POST /api/auth/email-change/confirm {token}: the link's token sets the new address, once. */
export async function confirmEmailChange(strapi: Core.Strapi, ctx: Context) {
  const { token } = ctx.request.body ?? {};
  const invalid = () => refuse(400, "EMAIL_CHANGE_LINK_INVALID", "Der Link ist ungültig oder abgelaufen.");
  if (typeof token !== "string" || !/^[0-9a-f]{64}$/.test(token)) return invalid();
  const user = await strapi.db.query(USER_UID).findOne({ where: { emailChangeTokenHash: hashOf(token) } });
  if (
    !user ||
    !user.pendingEmail ||
    !user.emailChangeExpiresAt ||
    new Date(user.emailChangeExpiresAt).getTime() < Date.now()
  ) {
    return invalid();
  }
  const oldEmail = user.email;
  const newEmail = user.pendingEmail;
  await assertFree(strapi, newEmail, user.id);
  await strapi.db.query(USER_UID).update({
    where: { id: user.id },
    data: { email: newEmail, pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null },
  });
  // The old address learns of the change, so an owner whose session was taken over can react.
  await strapi
    .plugin("email")
    .service("email")
    .send({
      to: oldEmail,
      subject: "Ihre E-Mail-Adresse wurde geändert",
      html: `<p>Hallo ${escapeHtml(user.username)},</p>
<p>die E-Mail-Adresse Ihres Kontos beim Wundportal wurde soeben auf ${escapeHtml(newEmail)} geändert.</p>
<p>Falls Sie das nicht waren, wenden Sie sich bitte sofort an ${escapeHtml(process.env.MAIL_REPLY_TO || "kontakt@wundportal.de")}.</p>
<p>Ihr Wundportal-Team</p>`,
    })
    .catch((error: unknown) =>
      strapi.log.error(
        `Hinweis an die alte Adresse nicht gesendet: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  ctx.send({ ok: true });
}
