"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { openBillingPortal, startCheckout } from "@/server/actions/billing";

/** Starts checkout for a plan; on success the server redirects the browser to Stripe. */
export function CheckoutButton({ planId, planTitle }: { planId: string; planTitle: string }) {
  const [state, action, pending] = useActionState<ActionResult, FormData>(startCheckout, { ok: true });
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="planId" value={planId} />
      <Button type="submit" disabled={pending} aria-busy={pending} aria-label={`Jetzt buchen: ${planTitle}`}>
        {pending ? "Weiterleitung zur Zahlung..." : "Jetzt buchen"}
      </Button>
      {!state.ok && state.message ? <Alert>{state.message}</Alert> : null}
    </form>
  );
}

/** Opens Stripe's customer portal (plan change, invoices, card). */
export function PortalButton({
  label,
  variant = "secondary",
}: {
  label: string;
  variant?: "primary" | "secondary";
}) {
  const [state, action, pending] = useActionState<ActionResult, FormData>(() => openBillingPortal(), {
    ok: true,
  });
  return (
    <form action={action} className="flex flex-col gap-3">
      <Button type="submit" variant={variant} disabled={pending} aria-busy={pending}>
        {pending ? "Wird geöffnet..." : label}
      </Button>
      {!state.ok && state.message ? <Alert>{state.message}</Alert> : null}
    </form>
  );
}
