"use server";

import "server-only";
import { headers } from "next/headers";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { PASSWORD_MESSAGES } from "@/lib/messages";
import { localPath } from "@/lib/safe-redirect";
import { passwordNewSchema, passwordResetSchema, signUpSchema } from "@/lib/schemas/auth";
import { rateLimits } from "@/server/auth/limits";
import { currentUser } from "@/server/auth/session";
import { CmsError, strapiFetch } from "@/server/cms/client";
import { getCurrentSubscription } from "@/server/cms/subscriptions";
import { entitlementsOf } from "@/lib/entitlements";
import { clientIp, hit, rateLimitMessage } from "@/server/rate-limit";

const SOMETHING_WRONG = "Etwas lief schief!";

async function ip() {
  return clientIp(await headers());
}

/** Sign-up: Strapi creates the user and mails the confirmation link. */
export async function registerUser(input: unknown): Promise<ActionResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const limit = hit(`signup:ip:${await ip()}`, rateLimits().signUpPerIp);
  if (!limit.ok) return { ok: false, message: rateLimitMessage(limit.retryAfterMinutes) };
  const { username, email, password, Rolle } = parsed.data;
  try {
    await strapiFetch("/auth/local/register", {
      method: "POST",
      token: "",
      body: { username, email, password, Rolle },
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof CmsError) {
      if (error.code === "PASSWORD_TOO_WEAK") {
        return {
          ok: false,
          fieldErrors: { password: PASSWORD_MESSAGES.tooWeak },
          message: PASSWORD_MESSAGES.tooWeak,
        };
      }
      if (error.message === "Email or Username are already taken") {
        return { ok: false, message: "Email oder Username sind bereits vergeben!" };
      }
      return { ok: false, message: error.message || SOMETHING_WRONG };
    }
    console.error("[auth] Registrierung:", error);
    return { ok: false, message: SOMETHING_WRONG };
  }
}

/** Forgot password: the same answer whether or not the account exists. */
export async function requestPasswordReset(input: unknown): Promise<ActionResult> {
  const parsed = passwordResetSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const email = parsed.data.email.toLowerCase();
  const limits = rateLimits();
  const address = await ip();
  const byIp = hit(`reset:ip:${address}`, limits.resetPerIp);
  // Per account only together with the address, so nobody can block a stranger's reset.
  const byAccount = hit(`reset:paar:${address}:${email}`, limits.resetPerAccount);
  if (!byIp.ok || !byAccount.ok) {
    return {
      ok: false,
      message: rateLimitMessage(Math.max(byIp.retryAfterMinutes, byAccount.retryAfterMinutes)),
    };
  }
  try {
    await strapiFetch("/auth/forgot-password", {
      method: "POST",
      token: "",
      body: { email },
      clientIp: address,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) return { ok: true };
    console.error("[auth] Passwort vergessen:", error);
    return { ok: false, message: "Es ist etwas schief gelaufen" };
  }
}

/** New password from the mailed code. */
export async function resetPassword(input: unknown): Promise<ActionResult> {
  const parsed = passwordNewSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const address = await ip();
  const limit = hit(`reset:ip:${address}`, rateLimits().resetPerIp);
  if (!limit.ok) return { ok: false, message: rateLimitMessage(limit.retryAfterMinutes) };
  try {
    await strapiFetch("/auth/reset-password", {
      method: "POST",
      token: "",
      body: parsed.data,
      clientIp: address,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof CmsError && error.code === "PASSWORD_TOO_WEAK") {
      return {
        ok: false,
        fieldErrors: { password: PASSWORD_MESSAGES.tooWeak },
        message: PASSWORD_MESSAGES.tooWeak,
      };
    }
    if (error instanceof CmsError && error.status < 500) {
      return { ok: false, message: "Es ist etwas schief gelaufen - sind beide Passwörter gleich?" };
    }
    // The form shows the specification's inline alert for a thrown error; the cause stays in the log.
    console.error("[auth] Neues Passwort:", error);
    throw error;
  }
}

/** Where a user lands after sign-in: a safe callback target, else account or plans page. */
export async function landingPath(callbackUrl?: string | null): Promise<string> {
  const target = localPath(callbackUrl);
  if (target && !target.startsWith("/signin")) return target;
  const auth = await currentUser();
  if (!auth) return "/signin";
  const entitlements = entitlementsOf(await getCurrentSubscription(auth.user.id));
  return entitlements ? "/admin/benutzerkonto" : "/admin/plans";
}
