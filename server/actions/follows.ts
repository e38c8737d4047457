"use server";

// Following a lister: asking from the 'Folgen' page (no account), the confirmation and manage
// pages (signed token from the mail), and ending a follow from the account page (session).
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { rateLimitMessage } from "@/lib/messages";
import { followSchema } from "@/lib/schemas/follow";
import { manageTokenSchema } from "@/lib/schemas/saved-search";
import { z } from "@/lib/zod";
import { confirmFollow, forgetFollow, subscribeFollow, unsubscribeFollow } from "@/server/follows/cms";
import { clientIp, limiter } from "@/server/rate-limit";
import { requireUser } from "@/server/auth/session";
import { CmsError } from "@/server/cms/client";
import { defineWrite } from "./write";

/** Requests per client address and hour; the CMS adds one pending confirmation per address and hour. */
const REQUESTS_PER_IP = { max: 10, windowMs: 60 * 60 * 1000 };

export const followLister = defineWrite({
  schema: followSchema,
  session: false,
  label: "[folgen] bestellen",
  fieldOfCode: { EMAIL_INVALID: "email", "follow.pending": "email", "follow.limitReached": "email" },
  run: async ({ email, kind, listing }) => {
    const limit = await limiter().hit(`follow:ip:${clientIp(await headers())}`, REQUESTS_PER_IP);
    if (!limit.ok) return { ok: false, status: 429, message: rateLimitMessage(limit.retryAfterMinutes) };
    await subscribeFollow({ email, kind, listing });
    return { ok: true };
  },
});

export async function confirmFollowByForm(formData: FormData): Promise<void> {
  const parsed = manageTokenSchema.safeParse({ token: formData.get("token") });
  const confirmed = parsed.success ? await confirmFollow(parsed.data.token) : null;
  if (!confirmed) redirect("/folgen/ungueltig");
  redirect(`/folgen/verwalten?token=${encodeURIComponent(confirmed.manageToken)}&bestaetigt=1`);
}

export async function deleteFollowByForm(formData: FormData): Promise<void> {
  const parsed = manageTokenSchema.safeParse({ token: formData.get("token") });
  if (!parsed.success || !(await unsubscribeFollow(parsed.data.token))) redirect("/folgen/ungueltig");
  redirect("/folgen/abgemeldet");
}

/** 'Nicht mehr folgen' on the account page: the CMS ends only a follow of the account's own address. */
export async function endOwnFollowByForm(formData: FormData): Promise<void> {
  const auth = await requireUser("/admin/benutzerkonto");
  const parsed = z.object({ documentId: z.string().min(1).max(40) }).safeParse({
    documentId: formData.get("documentId"),
  });
  let ended = false;
  if (parsed.success) {
    try {
      await forgetFollow(auth.jwt, parsed.data.documentId);
      ended = true;
    } catch (error) {
      if (!(error instanceof CmsError && error.status === 404)) throw error;
    }
  }
  redirect(`/admin/benutzerkonto?folgen=${ended ? "beendet" : "unbekannt"}#folgen`);
}
