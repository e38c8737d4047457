// The web app's calls to the CMS's reminder routes (cms/src/api/reminder), with the server token:
// visitors never reach those routes themselves.
import "server-only";
import { orNullOnInvalid } from "@/server/alerts/cms";
import { strapiFetch } from "@/server/cms/client";

export interface ReminderView {
  confirmed: boolean;
  /** null once the event is no longer public. */
  event: { id: number; title: string; start: string } | null;
}

export async function subscribeReminder(input: { email: string; event: number }) {
  await strapiFetch("/reminders/subscribe", { method: "POST", body: input });
}

export async function viewReminder(token: string, purpose: "confirm" | "manage") {
  const answer = await orNullOnInvalid(
    strapiFetch<{ data: ReminderView }>("/reminders/view", { method: "POST", body: { token, purpose } }),
  );
  return answer?.data ?? null;
}

export async function confirmReminder(token: string) {
  const answer = await orNullOnInvalid(
    strapiFetch<{ data: ReminderView & { manageToken: string } }>("/reminders/confirm", {
      method: "POST",
      body: { token },
    }),
  );
  return answer?.data ?? null;
}

/** Deletes the reminder and its address; false for a token the CMS does not accept. */
export async function unsubscribeReminder(token: string): Promise<boolean> {
  const answer = await orNullOnInvalid(
    strapiFetch<{ ok: boolean }>("/reminders/unsubscribe", { method: "POST", body: { token } }),
  );
  return answer !== null;
}
