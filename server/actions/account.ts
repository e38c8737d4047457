"use server";

import "server-only";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { passwordStrength } from "@/lib/password-strength";
import { changePasswordSchema, profileSchema } from "@/lib/schemas/auth";
import { currentUser } from "@/server/auth/session";
import { CmsError, strapiFetch } from "@/server/cms/client";

const NO_SESSION: ActionResult = { ok: false, message: "Bitte melden Sie sich erneut an." };

export async function saveProfile(input: unknown): Promise<ActionResult> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const auth = await currentUser();
  if (!auth) return NO_SESSION;
  try {
    await strapiFetch("/users/me", { method: "PUT", token: auth.jwt, body: parsed.data });
    return { ok: true, message: "Daten erfolgreich gespeichert!" };
  } catch (error) {
    if (error instanceof CmsError && error.message === "Email oder Username sind bereits vergeben!") {
      return { ok: false, message: error.message };
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
  if (passwordStrength(parsed.data.password, [auth.user.username, auth.user.email]) === "Too weak") {
    return {
      ok: false,
      fieldErrors: { password: "Neues Passwort zu schwach" },
      message: "Neues Passwort zu schwach",
    };
  }
  try {
    await strapiFetch("/auth/change-password", { method: "POST", token: auth.jwt, body: parsed.data });
    return { ok: true, message: "Passwort geändert" };
  } catch (error) {
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
