// POST /api/abo/checkout with the form field planId: opens Stripe Checkout for the plan. The
// button's fetch gets the address as { ok, data: { url } } and sends the browser there; the same
// form posted without JavaScript (a navigation, asking for HTML) is redirected there itself, or
// back to the plans page, which names the failure.
import { NextResponse } from "next/server";
import { z } from "@/lib/zod";
import type { ActionResult } from "@/lib/action-result";
import { GENERIC_ERROR, messageFor } from "@/lib/messages";
import { defineWrite, respond } from "@/server/actions/write";
import { createCheckout } from "@/server/cms/billing";
import { siteConfig } from "@/server/env";

const startCheckout = defineWrite({
  schema: z.object({ planId: z.string().min(1, messageFor("plan.missing")) }),
  label: "[abo] Checkout",
  run: async ({ planId }, auth) => ({ ok: true, data: { url: await createCheckout(auth.jwt, planId) } }),
});

/** Only a form: anything else (JSON, plain text) is refused before it is read as one. */
async function checkout(request: Request): Promise<ActionResult<{ url: string }>> {
  const form = await request.formData().catch(() => null);
  if (!form) return { ok: false, status: 400, message: GENERIC_ERROR };
  const planId = form.get("planId");
  return startCheckout({ planId: typeof planId === "string" ? planId : "" });
}

export async function POST(request: Request) {
  const result = await checkout(request);
  if (!request.headers.get("accept")?.includes("text/html")) return respond(result);
  if (result.ok && result.data) return NextResponse.redirect(result.data.url, 303);
  const back =
    result.status === 401 ? "/signin?callbackUrl=%2Fadmin%2Fplans" : "/admin/plans?checkout=fehler";
  return NextResponse.redirect(new URL(back, siteConfig().SITE_URL), 303);
}
