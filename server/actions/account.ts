"use server";

import "server-only";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { ACCOUNT_MESSAGES, CMS_ERROR_MESSAGES, PASSWORD_MESSAGES, type CmsErrorCode } from "@/lib/messages";
import { passwordStrength } from "@/lib/password-strength";
import { changePasswordSchema, profileSchema } from "@/lib/schemas/auth";
import { currentUser, replaceStrapiJwt } from "@/server/auth/session";
import { CmsError, strapiFetch } from "@/server/cms/client";

const NO_SESSION: ActionResult = { ok: false, message: "Bitte melden Sie sich erneut an." };
/** The profile field a refused save points at, by the CMS's code. */
const FIELD_OF_CODE: Partial<Record<CmsErrorCode, string>> = {
  CURRENT_PASSWORD_INVALID: "currentPassword",
  EMAIL_TAKEN: "email",
  EMAIL_INVALID: "email",
  EMAIL_UNCHANGED: "email",
  USERNAME_TAKEN: "username",
};

/**
 * Saves the profile. A new e-mail address is not saved here: the CMS mails a confirmation link to
 * it, which needs the current password (re-authentication), and the old address keeps working until then.
 */
export async function saveProfile(input: unknown): Promise<ActionResult> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const auth = await currentUser();
  if (!auth) return NO_SESSION;
  const { currentPassword, email, ...profile } = parsed.data;
  const emailChanged = email.toLowerCase() !== auth.user.email.toLowerCase();
  if (emailChanged && !currentPassword) {
    const message = ACCOUNT_MESSAGES.currentPasswordNeeded;
    return { ok: false, fieldErrors: { currentPassword: message }, message };
  }
  try {
    // The address first: a wrong password or a taken address then saves nothing.
    if (emailChanged) {
      await strapiFetch("/users/me/email", {
        method: "POST",
        token: auth.jwt,
        body: { email, currentPassword },
      });
    }
    await strapiFetch("/users/me", { method: "PUT", token: auth.jwt, body: profile });
    return { ok: true, message: emailChanged ? ACCOUNT_MESSAGES.emailChangePending : ACCOUNT_MESSAGES.saved };
  } catch (error) {
    const code = error instanceof CmsError ? error.code : null;
    if (code) {
      const message = CMS_ERROR_MESSAGES[code];
      const field = FIELD_OF_CODE[code];
      return { ok: false, message, ...(field ? { fieldErrors: { [field]: message } } : {}) };
    }
    console.error("[konto] Profil speichern:", error);
    return { ok: false, message: "Es ist etwas schief gelaufen..." };
  }
}

export async function changePassword(input: unknown): Promise<ActionResult> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const auth = await currentUser();
  if (!auth) return NO_SESSION;
  const tooWeak: ActionResult = {
    ok: false,
    fieldErrors: { password: PASSWORD_MESSAGES.newTooWeak },
    message: PASSWORD_MESSAGES.newTooWeak,
  };
  if (passwordStrength(parsed.data.password, [auth.user.username, auth.user.email]) === "Too weak")
    return tooWeak;
  try {
    const { jwt } = await strapiFetch<{ jwt: string }>("/auth/change-password", {
      method: "POST",
      token: auth.jwt,
      body: parsed.data,
    });
    // Strapi ended every other session, this one's token too; this session continues with the new one.
    await replaceStrapiJwt(jwt);
    return { ok: true, message: "Passwort geändert" };
  } catch (error) {
    if (error instanceof CmsError && error.code === "PASSWORD_TOO_WEAK") return tooWeak;
    if (!(error instanceof CmsError)) console.error("[konto] Passwort ändern:", error);
    return { ok: false, message: "Fehler beim Passwort ändern" };
  }
}

export async function deleteAccount(): Promise<ActionResult> {
  const auth = await currentUser();
  if (!auth) return NO_SESSION;
  try {
    await strapiFetch("/users/me", { method: "DELETE", token: auth.jwt });
    return { ok: true, message: "Nutzer gelöscht. Sie werden in Kürze abgemeldet." };
  } catch (error) {
    if (error instanceof CmsError && error.status === 403) {
      return { ok: false, message: "Sie haben ein aktives Abonnement. Bitte kündigen Sie es zuerst." };
    }
    console.error("[konto] Konto löschen:", error);
    return { ok: false, message: "Es ging etwas schief" };
  }
}
