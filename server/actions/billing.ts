"use server";

import "server-only";
import { redirect } from "next/navigation";
import { z } from "@/lib/zod";
import { GENERIC_ERROR } from "@/lib/messages";
import { createPortalSession, setCancellation, type SubscriptionState } from "@/server/cms/billing";
import { defineWrite } from "./write";

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
