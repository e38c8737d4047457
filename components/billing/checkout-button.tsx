"use client";

import { useActionState, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { GENERIC_ERROR } from "@/lib/messages";
import { openBillingPortal } from "@/server/actions/billing";

const CHECKOUT_ROUTE = "/api/abo/checkout";

/**
 * Starts checkout for a plan: the form goes to the checkout route (form data only), whose answer
 * names Stripe's page, and the browser goes there. Without JavaScript the form posts itself and
 * the route redirects.
 */
export function CheckoutButton({ planId, planTitle }: { planId: string; planTitle: string }) {
  const [state, setState] = useState<ActionResult<{ url: string }>>({ ok: true });
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await fetch(CHECKOUT_ROUTE, {
      method: "POST",
      body: new FormData(event.currentTarget),
    })
      .then((response) => response.json() as Promise<ActionResult<{ url: string }>>)
      .catch((): ActionResult<{ url: string }> => ({ ok: false, message: GENERIC_ERROR }));
    if (result.ok && result.data?.url) {
      window.location.assign(result.data.url);
      return;
    }
    setState(result);
    setPending(false);
  }

  return (
    <form action={CHECKOUT_ROUTE} method="post" onSubmit={submit} className="flex flex-col gap-3">
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
