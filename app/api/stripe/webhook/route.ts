// Stripe's webhook endpoint on the public origin. The CMS stays internal: the raw body and the
// signature header go to it unchanged, and it verifies the signature and stores the state.
import { env } from "@/server/env";

export const dynamic = "force-dynamic";

const MAX_BYTES = 512 * 1024;

export async function POST(request: Request) {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return Response.json({ error: "Signatur fehlt" }, { status: 400 });
  const body = await request.text();
  if (body.length > MAX_BYTES) return Response.json({ error: "Zu groß" }, { status: 413 });
  try {
    const response = await fetch(`${env().CMS_URL}/api/billing/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body,
      cache: "no-store",
      signal: AbortSignal.timeout(15_000),
    });
    // Stripe retries on any non-2xx answer; pass the CMS's verdict on.
    return new Response(await response.text(), {
      status: response.status,
      headers: { "Content-Type": "application/json" },
    });
  } catch (error) {
    console.error("[stripe] Webhook nicht an das CMS weitergegeben:", error);
    return Response.json({ error: "CMS nicht erreichbar" }, { status: 503 });
  }
}
