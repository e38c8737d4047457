"use server";

import "server-only";
import { redirect } from "next/navigation";
import { z } from "@/lib/zod";
import type { ActionResult } from "@/lib/action-result";
import { GENERIC_ERROR, messageFor } from "@/lib/messages";
import {
  createCheckout,
  createPortalSession,
  setCancellation,
  type SubscriptionState,
} from "@/server/cms/billing";
import { defineWrite } from "./write";

const checkout = defineWrite({
  schema: z.object({ planId: z.string().min(1, messageFor("plan.missing")) }),
  label: "[abo] Checkout",
  run: async ({ planId }, auth) => {
    redirect(await createCheckout(auth.jwt, planId));
  },
});

/** Starts Stripe Checkout for a plan and sends the browser to Stripe's page (a form action). */
export async function startCheckout(_previous: ActionResult, form: FormData): Promise<ActionResult> {
  const planId = form.get("planId");
  return checkout({ planId: typeof planId === "string" ? planId : "" });
}

const changeCancellation = (cancel: boolean) =>
  defineWrite<z.ZodUndefined, SubscriptionState>({
    schema: z.undefined(),
    label: cancel ? "[abo] Stornieren" : "[abo] Reaktivieren",
    fallback: cancel ? "Abonnement nicht storniert" : GENERIC_ERROR,
    run: async (_nothing, auth) => ({
      ok: true,
      message: cancel ? "Abo storniert" : "Abo reaktiviert",
      data: await setCancellation(auth.jwt, cancel),
    }),
  });

export const cancelSubscription = changeCancellation(true);

export const reactivateSubscription = changeCancellation(false);

/** Opens Stripe's customer portal (invoices, card, cancel); it returns to the account page. */
export const openBillingPortal = defineWrite({
  schema: z.undefined(),
  label: "[abo] Kundenportal",
  run: async (_nothing, auth) => {
    redirect(await createPortalSession(auth.jwt));
  },
});
