// The web app's calls to the CMS's saved-search routes (cms/src/api/saved-search), with the
// server token: visitors never reach those routes themselves.
import "server-only";
import type { AlertList, Frequency } from "@/lib/alerts/lists";
import { CmsError, strapiFetch } from "@/server/cms/client";

export interface AlertView {
  list: AlertList;
  query: string;
  frequency: Frequency;
  confirmed: boolean;
}

export interface DueAlert {
  documentId: string;
  list: string;
  query: string;
  frequency: Frequency;
  /** ISO instant after which listings count as new. */
  since: string;
}

export interface AlertItem {
  title: string;
  url: string;
  detail?: string;
}

export async function subscribeAlert(input: {
  email: string;
  list: AlertList;
  query: string;
  frequency: Frequency;
  /** The search in words (lib/alerts/describe.ts), for the CMS's mails. */
  description: string;
}) {
  await strapiFetch("/saved-searches/subscribe", { method: "POST", body: input });
}

/** null for a token the CMS does not accept (unknown, forged, expired): callers show one error page for all. */
export async function orNullOnInvalid<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

export async function viewAlert(token: string, purpose: "confirm" | "manage"): Promise<AlertView | null> {
  const answer = await orNullOnInvalid(
    strapiFetch<{ data: AlertView }>("/saved-searches/view", { method: "POST", body: { token, purpose } }),
  );
  return answer?.data ?? null;
}

export async function confirmAlert(token: string): Promise<(AlertView & { manageToken: string }) | null> {
  const answer = await orNullOnInvalid(
    strapiFetch<{ data: AlertView & { manageToken: string } }>("/saved-searches/confirm", {
      method: "POST",
      body: { token },
    }),
  );
  return answer?.data ?? null;
}

export async function updateAlert(token: string, frequency: Frequency): Promise<AlertView | null> {
  const answer = await orNullOnInvalid(
    strapiFetch<{ data: AlertView }>("/saved-searches/update", {
      method: "POST",
      body: { token, frequency },
    }),
  );
  return answer?.data ?? null;
}

/** Deletes the alert and its address; false for a token the CMS does not accept. */
export async function unsubscribeAlert(token: string): Promise<boolean> {
  const answer = await orNullOnInvalid(
    strapiFetch<{ ok: boolean }>("/saved-searches/unsubscribe", { method: "POST", body: { token } }),
  );
  return answer !== null;
}

export async function dueAlerts(force: boolean): Promise<DueAlert[]> {
  const answer = await strapiFetch<{ data: DueAlert[] }>("/saved-searches/due", {
    query: force ? { force: "true" } : {},
  });
  return answer.data;
}

export async function deliverAlert(input: {
  documentId: string;
  /** The window start `due` named; the CMS sends nothing when the window has moved on meanwhile. */
  since: string;
  checkedAt: string;
  items: AlertItem[];
  total: number;
  /** The search in words, written again with each delivery (older alerts were stored without). */
  description: string;
}): Promise<boolean> {
  const answer = await strapiFetch<{ sent: boolean }>("/saved-searches/deliver", {
    method: "POST",
    body: input,
  });
  return answer.sent;
}
