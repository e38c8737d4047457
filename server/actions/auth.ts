"use server";

import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { CONFIRMATION_RESEND_MESSAGES, PASSWORD_MESSAGES, rateLimitMessage } from "@/lib/messages";
import { localPath } from "@/lib/safe-redirect";
import { passwordNewSchema, signUpSchema } from "@/lib/schemas/auth";
import { confirmationResendSchema, passwordResetSchema } from "@/lib/schemas/sign-in";
import { confirmAccount } from "@/server/auth/email-confirmation";
import { rateLimits } from "@/server/auth/limits";
import { currentUser } from "@/server/auth/session";
import { CmsError, strapiFetch } from "@/server/cms/client";
import { getCurrentSubscription } from "@/server/cms/subscriptions";
import { entitlementsOf } from "@/lib/entitlements";
import { clientIp, limiter } from "@/server/rate-limit";
import { defineWrite } from "./write";

const SOMETHING_WRONG = "Etwas lief schief!";

async function ip() {
  return clientIp(await headers());
}

/** Sign-up: Strapi creates the user and mails the confirmation link. */
export const registerUser = defineWrite({
  schema: signUpSchema,
  session: false,
  label: "[auth] Registrierung",
  fallback: SOMETHING_WRONG,
  fieldOfCode: { PASSWORD_TOO_WEAK: "password", ROLE_INVALID: "Rolle" },
  messageOfCode: { PASSWORD_TOO_WEAK: PASSWORD_MESSAGES.tooWeak },
  run: async ({ username, email, password, Rolle }) => {
    const limit = await limiter().hit(`signup:ip:${await ip()}`, rateLimits().signUpPerIp);
    if (!limit.ok) return { ok: false, status: 429, message: rateLimitMessage(limit.retryAfterMinutes) };
    await strapiFetch("/auth/local/register", {
      method: "POST",
      token: "",
      body: { username, email, password, Rolle },
    });
    return { ok: true };
  },
});

/** The confirmation page's button: confirms the new account, then the sign-in page says how it went. */
export async function confirmEmail(formData: FormData): Promise<void> {
  const confirmed = await confirmAccount(formData.get("confirmation"), await ip());
  redirect(`/signin?bestaetigt=${confirmed ? "1" : "0"}`);
}

/** Forgot password: the same answer whether or not the account exists. */
export const requestPasswordReset = defineWrite({
  schema: passwordResetSchema,
  session: false,
  label: "[auth] Passwort vergessen",
  fallback: "Es ist etwas schief gelaufen",
  run: async (data) => {
    const email = data.email.toLowerCase();
    const limits = rateLimits();
    const address = await ip();
    const byIp = await limiter().hit(`reset:ip:${address}`, limits.resetPerIp);
    // Per account only together with the address, so nobody can block a stranger's reset.
    const byAccount = await limiter().hit(`reset:paar:${address}:${email}`, limits.resetPerAccount);
    if (!byIp.ok || !byAccount.ok) {
      const minutes = Math.max(byIp.retryAfterMinutes, byAccount.retryAfterMinutes);
      return { ok: false, status: 429, message: rateLimitMessage(minutes) };
    }
    try {
      await strapiFetch("/auth/forgot-password", {
        method: "POST",
        token: "",
        body: { email },
        clientIp: address,
      });
    } catch (error) {
      // A refusal must not tell whether the account exists.
      if (!(error instanceof CmsError && error.status < 500)) throw error;
    }
    return { ok: true };
  },
});

/**
 * 'Bestätigungsmail erneut senden': the CMS sends the confirmation mail of an unconfirmed account
 * again, once an hour at most, and answers alike for every address; so does this action.
 */
export const resendConfirmationMail = defineWrite({
  schema: confirmationResendSchema,
  session: false,
  label: "[auth] Bestätigungsmail erneut",
  fallback: "Es ist etwas schief gelaufen",
  run: async (data) => {
    const address = await ip();
    const byIp = await limiter().hit(`resend:ip:${address}`, rateLimits().confirmationResendPerIp);
    if (!byIp.ok) return { ok: false, status: 429, message: rateLimitMessage(byIp.retryAfterMinutes) };
    try {
      await strapiFetch("/auth/send-email-confirmation", {
        method: "POST",
        token: "",
        body: { email: data.email.toLowerCase() },
        clientIp: address,
      });
    } catch (error) {
      // A refusal must not tell whether the account exists.
      if (!(error instanceof CmsError && error.status < 500)) throw error;
    }
    return { ok: true, message: CONFIRMATION_RESEND_MESSAGES.sent };
  },
});

/**
 * New password from the mailed code. A refused code or mismatch answers in the form; a failure
 * of the server is thrown, so the form shows the specification's inline alert.
 */
export async function resetPassword(input: unknown): Promise<ActionResult> {
  const result = await setNewPassword(input);
  if (result.status && result.status >= 500) throw new Error(`Neues Passwort: ${result.status}`);
  return result;
}

const setNewPassword = defineWrite({
  schema: passwordNewSchema,
  session: false,
  label: "[auth] Neues Passwort",
  fallback: "Es ist etwas schief gelaufen - sind beide Passwörter gleich?",
  fieldOfCode: { PASSWORD_TOO_WEAK: "password" },
  messageOfCode: { PASSWORD_TOO_WEAK: PASSWORD_MESSAGES.tooWeak },
  run: async (data) => {
    const address = await ip();
    const limit = await limiter().hit(`reset:ip:${address}`, rateLimits().resetPerIp);
    if (!limit.ok) return { ok: false, status: 429, message: rateLimitMessage(limit.retryAfterMinutes) };
    await strapiFetch("/auth/reset-password", { method: "POST", token: "", body: data, clientIp: address });
    return { ok: true };
  },
});

/** Where a user lands after sign-in: a safe callback target, else account or plans page. */
export async function landingPath(callbackUrl?: string | null): Promise<string> {
  const target = localPath(callbackUrl);
  if (target && !target.startsWith("/signin")) return target;
  const auth = await currentUser();
  if (!auth) return "/signin";
  const entitlements = entitlementsOf(await getCurrentSubscription(auth.user.id));
  return entitlements ? "/admin/benutzerkonto" : "/admin/plans";
}
