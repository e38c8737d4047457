// POST /api/abo/checkout with the form field planId: opens Stripe Checkout for the plan and
// answers its address ({ ok, data: { url } }); the button sends the browser there.
import { z } from "@/lib/zod";
import { GENERIC_ERROR, messageFor } from "@/lib/messages";
import { defineWrite, respond } from "@/server/actions/write";
import { createCheckout } from "@/server/cms/billing";
import { isSameOrigin } from "@/server/same-origin";

const startCheckout = defineWrite({
  schema: z.object({ planId: z.string().min(1, messageFor("plan.missing")) }),
  label: "[abo] Checkout",
  run: async ({ planId }, auth) => ({ ok: true, data: { url: await createCheckout(auth.jwt, planId) } }),
});

export async function POST(request: Request) {
  // The session cookie would come along from another site's form too.
  if (!isSameOrigin(request.headers)) return respond({ ok: false, status: 403, message: GENERIC_ERROR });
  // Only a form: anything else (JSON, plain text) is refused before it is read as one.
  const form = await request.formData().catch(() => null);
  if (!form) return respond({ ok: false, status: 400, message: GENERIC_ERROR });
  const planId = form.get("planId");
  return respond(await startCheckout({ planId: typeof planId === "string" ? planId : "" }));
}
