"use server";

// Event reminders: asking for one from the 'Erinnern' page (no account), and the confirmation and
// manage pages, which act with the signed token from the mail.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { rateLimitMessage } from "@/lib/messages";
import { reminderSchema } from "@/lib/schemas/reminder";
import { manageTokenSchema } from "@/lib/schemas/saved-search";
import { CmsError } from "@/server/cms/client";
import { clientIp, limiter } from "@/server/rate-limit";
import { confirmReminder, subscribeReminder, unsubscribeReminder } from "@/server/reminders/cms";
import { defineWrite } from "./write";

/** Requests per client address and hour; the CMS adds one pending confirmation per address and hour. */
const REQUESTS_PER_IP = { max: 10, windowMs: 60 * 60 * 1000 };

export const remindMe = defineWrite({
  schema: reminderSchema,
  session: false,
  label: "[erinnerung] bestellen",
  fieldOfCode: {
    EMAIL_INVALID: "email",
    "reminder.pending": "email",
    "reminder.limitReached": "email",
  },
  run: async ({ email, event }) => {
    const limit = await limiter().hit(`reminder:ip:${clientIp(await headers())}`, REQUESTS_PER_IP);
    if (!limit.ok) return { ok: false, status: 429, message: rateLimitMessage(limit.retryAfterMinutes) };
    await subscribeReminder({ email, event });
    return { ok: true };
  },
});

/** The confirmation page's button: confirms, then shows the manage page. */
export async function confirmReminderByForm(formData: FormData): Promise<void> {
  const parsed = manageTokenSchema.safeParse({ token: formData.get("token") });
  let confirmed: Awaited<ReturnType<typeof confirmReminder>> = null;
  try {
    confirmed = parsed.success ? await confirmReminder(parsed.data.token) : null;
  } catch (error) {
    // The event began, ended or went offline before the link was used.
    if (error instanceof CmsError && error.code === "reminder.eventOver") redirect("/erinnerung/vorbei");
    throw error;
  }
  if (!confirmed) redirect("/erinnerung/ungueltig");
  redirect(`/erinnerung/verwalten?token=${encodeURIComponent(confirmed.manageToken)}&bestaetigt=1`);
}

export async function deleteReminderByForm(formData: FormData): Promise<void> {
  const parsed = manageTokenSchema.safeParse({ token: formData.get("token") });
  if (!parsed.success || !(await unsubscribeReminder(parsed.data.token))) redirect("/erinnerung/ungueltig");
  redirect("/erinnerung/abgemeldet");
}
