"use server";

// Saved searches: saving from the 'Suche speichern' dialog (no account), and the confirmation,
// manage and unsubscribe pages, which act with the signed token from the mail.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { describeSearch } from "@/lib/alerts/describe";
import { normaliseAlertQuery } from "@/lib/alerts/lists";
import { manageTokenSchema, saveSearchSchema, updateAlertSchema } from "@/lib/schemas/saved-search";
import { confirmAlert, subscribeAlert, unsubscribeAlert, updateAlert, viewAlert } from "@/server/alerts/cms";
import { rateLimitMessage } from "@/lib/messages";
import { clientIp, limiter } from "@/server/rate-limit";
import { defineWrite } from "./write";

/** Saves per client address and hour; the CMS adds one pending confirmation per address and hour. */
const SAVES_PER_IP = { max: 10, windowMs: 60 * 60 * 1000 };

export const saveSearch = defineWrite({
  schema: saveSearchSchema,
  session: false,
  label: "[suchauftrag] speichern",
  fieldOfCode: {
    EMAIL_INVALID: "email",
    "savedSearch.pending": "email",
    "savedSearch.limitReached": "email",
  },
  run: async ({ email, frequency, list, query }) => {
    const limit = await limiter().hit(`alert:ip:${clientIp(await headers())}`, SAVES_PER_IP);
    if (!limit.ok) return { ok: false, status: 429, message: rateLimitMessage(limit.retryAfterMinutes) };
    const stored = normaliseAlertQuery(list, query);
    await subscribeAlert({
      email,
      frequency,
      list,
      query: stored,
      description: describeSearch(list, stored),
    });
    return { ok: true };
  },
});

const pageWithToken = (path: string, token: string, extra = "") =>
  `${path}?token=${encodeURIComponent(token)}${extra}`;

/** The confirmation page's button: confirms, then shows the manage page. */
export async function confirmSearch(formData: FormData): Promise<void> {
  const parsed = manageTokenSchema.safeParse({ token: formData.get("token") });
  const confirmed = parsed.success ? await confirmAlert(parsed.data.token) : null;
  if (!confirmed) redirect("/suche/ungueltig");
  redirect(pageWithToken("/suche/verwalten", confirmed.manageToken, "&bestaetigt=1"));
}

export async function changeFrequency(formData: FormData): Promise<void> {
  const parsed = updateAlertSchema.safeParse({
    token: formData.get("token"),
    frequency: formData.get("frequency"),
  });
  if (!parsed.success) redirect("/suche/ungueltig");
  const updated = await updateAlert(parsed.data.token, parsed.data.frequency);
  if (!updated) redirect("/suche/ungueltig");
  redirect(pageWithToken("/suche/verwalten", parsed.data.token, "&gespeichert=1"));
}

export async function deleteSearch(formData: FormData): Promise<void> {
  const parsed = manageTokenSchema.safeParse({ token: formData.get("token") });
  // What the search was, read before it goes, so the next page can name it.
  const alert = parsed.success ? await viewAlert(parsed.data.token, "manage") : null;
  if (!parsed.success || !alert || !(await unsubscribeAlert(parsed.data.token))) redirect("/suche/ungueltig");
  redirect(`/suche/abgemeldet?${new URLSearchParams({ liste: alert.list, suche: alert.query })}`);
}
