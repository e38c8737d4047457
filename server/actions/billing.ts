"use server";

import "server-only";
import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { GENERIC_ERROR, messageFor } from "@/lib/messages";
import { currentUser } from "@/server/auth/session";
import {
  createCheckout,
  createPortalSession,
  setCancellation,
  type SubscriptionState,
} from "@/server/cms/billing";
import { CmsError } from "@/server/cms/client";

const noSession = <T>(): ActionResult<T> => ({ ok: false, message: messageFor("auth.required") });

/** A failed CMS call as the one result shape; codes become German text, the rest is logged. */
function failure(error: unknown, fallback = GENERIC_ERROR): ActionResult<never> {
  if (error instanceof CmsError && error.code)
    return { ok: false, message: messageFor(error.code, fallback) };
  console.error("[abo]", error);
  return { ok: false, message: fallback };
}

/** Starts Stripe Checkout for a plan and sends the browser to Stripe's page. */
export async function startCheckout(_previous: ActionResult, form: FormData): Promise<ActionResult> {
  const planId = form.get("planId");
  if (typeof planId !== "string" || !planId) return { ok: false, message: messageFor("plan.missing") };
  const auth = await currentUser();
  if (!auth) return noSession();
  let url: string;
  try {
    url = await createCheckout(auth.jwt, planId);
  } catch (error) {
    return failure(error);
  }
  redirect(url);
}

async function changeCancellation(cancel: boolean): Promise<ActionResult<SubscriptionState>> {
  const auth = await currentUser();
  if (!auth) return noSession();
  try {
    const subscription = await setCancellation(auth.jwt, cancel);
    return { ok: true, message: cancel ? "Abo storniert" : "Abo reaktiviert", data: subscription };
  } catch (error) {
    return failure(error, cancel ? "Abonnement nicht storniert" : GENERIC_ERROR);
  }
}

export async function cancelSubscription(): Promise<ActionResult<SubscriptionState>> {
  return changeCancellation(true);
}

export async function reactivateSubscription(): Promise<ActionResult<SubscriptionState>> {
  return changeCancellation(false);
}

/** Opens Stripe's customer portal (invoices, card, cancel); it returns to the account page. */
export async function openBillingPortal(): Promise<ActionResult> {
  const auth = await currentUser();
  if (!auth) return noSession();
  let url: string;
  try {
    url = await createPortalSession(auth.jwt);
  } catch (error) {
    return failure(error);
  }
  redirect(url);
}
