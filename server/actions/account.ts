"use server";

import "server-only";
import { z } from "@/lib/zod";
import { ACCOUNT_MESSAGES, GENERIC_ERROR, PASSWORD_MESSAGES, type CmsErrorCode } from "@/lib/messages";
import { passwordUserInputs } from "@wundportal/rules/password-policy";
import { passwordStrength } from "@/lib/password-strength";
import { changePasswordSchema, profileSchema } from "@/lib/schemas/auth";
import { redirect } from "next/navigation";
import { confirmEmailChange } from "@/server/auth/email-change";
import { replaceStrapiJwt } from "@/server/auth/session";
import { strapiFetch } from "@/server/cms/client";
import { defineWrite } from "./write";

/** The profile field a refused save points at, by the CMS's code. */
const FIELD_OF_CODE: Partial<Record<CmsErrorCode, string>> = {
  CURRENT_PASSWORD_INVALID: "currentPassword",
  EMAIL_TAKEN: "email",
  EMAIL_INVALID: "email",
  EMAIL_UNCHANGED: "email",
  USERNAME_REQUIRED: "username",
  USERNAME_TAKEN: "username",
};

/**
 * Saves the profile. A new e-mail address is not saved here: the CMS mails a confirmation link to
 * it, which needs the current password (re-authentication), and the old address keeps working until then.
 */
export const saveProfile = defineWrite({
  schema: profileSchema,
  label: "[konto] Profil speichern",
  fallback: GENERIC_ERROR,
  fieldOfCode: FIELD_OF_CODE,
  run: async ({ currentPassword, email, ...profile }, auth) => {
    const emailChanged = email.toLowerCase() !== auth.user.email.toLowerCase();
    if (emailChanged && !currentPassword) {
      const message = ACCOUNT_MESSAGES.currentPasswordNeeded;
      return { ok: false, status: 400, fieldErrors: { currentPassword: message }, message };
    }
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
  },
});

const PASSWORD_CHANGE_FAILED = "Fehler beim Passwort ändern";

export const changePassword = defineWrite({
  schema: changePasswordSchema,
  label: "[konto] Passwort ändern",
  fallback: PASSWORD_CHANGE_FAILED,
  // The specification has one text for every refused change; only a weak password is named.
  fieldOfCode: { PASSWORD_TOO_WEAK: "password" },
  messageOfCode: {
    PASSWORD_TOO_WEAK: PASSWORD_MESSAGES.newTooWeak,
    CURRENT_PASSWORD_INVALID: PASSWORD_CHANGE_FAILED,
  },
  run: async (data, auth) => {
    if (passwordStrength(data.password, passwordUserInputs(auth.user)) === "Too weak") {
      const message = PASSWORD_MESSAGES.newTooWeak;
      return { ok: false, status: 400, fieldErrors: { password: message }, message };
    }
    const { jwt } = await strapiFetch<{ jwt: string }>("/auth/change-password", {
      method: "POST",
      token: auth.jwt,
      body: data,
    });
    // Strapi ended every other session, this one's token too; this session continues with the new one.
    await replaceStrapiJwt(jwt);
    return { ok: true, message: "Passwort geändert" };
  },
});

export const deleteAccount = defineWrite({
  schema: z.undefined(),
  label: "[konto] Konto löschen",
  fallback: "Es ging etwas schief",
  run: async (_nothing, auth) => {
    await strapiFetch("/users/me", { method: "DELETE", token: auth.jwt });
    return { ok: true, message: "Nutzer gelöscht. Sie werden in Kürze abgemeldet." };
  },
});

/** The e-mail change page's button: sets the new address, then the account page says how it went. */
export async function confirmNewEmail(formData: FormData): Promise<void> {
  redirect(`/admin/benutzerkonto?email=${await confirmEmailChange(formData.get("token"))}`);
}
