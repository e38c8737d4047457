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

/** 'Nicht mehr folgen' on the account page: only a follow of the account's own address. */
export const endOwnFollow = defineWrite({
  schema: z.object({ documentId: z.string().min(1).max(40) }),
  label: "[folgen] beenden",
  run: async ({ documentId }, auth) => {
    await forgetFollow(auth.jwt, documentId);
    return { ok: true };
  },
});
