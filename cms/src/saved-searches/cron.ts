// Hourly: forget unconfirmed addresses past their 48 hours, then ask the web app to run the alert
// job (it owns the list filters; see app/api/alerts/run in the web app). Strapi's cron runs with
// the stack; with several web instances behind one address, one of them runs each tick.
import type { Core } from "@strapi/strapi";
import { deleteExpired } from "../api/saved-search/controllers/saved-search";
import { scheduleHourly } from "../utils/hourly-job";

const JOB_TIMEOUT_MS = 10 * 60 * 1000;

/** The web app's job route, next to the revalidate webhook it already knows. */
export function jobUrl(revalidateUrl: string | undefined): string | null {
  if (!revalidateUrl) return null;
  try {
    return new URL("/api/alerts/run", revalidateUrl).toString();
  } catch {
    return null;
  }
}

export function scheduleAlerts(
  strapi: Core.Strapi,
  { revalidateUrl, secret }: { revalidateUrl?: string; secret?: string },
) {
  const url = jobUrl(revalidateUrl);
  scheduleHourly(strapi, {
    name: "savedSearchAlerts",
    minute: 7,
    label: "[suchauftrag] Lauf",
    task: async () => {
      const removed = await deleteExpired(strapi);
      if (removed) strapi.log.info(`[suchauftrag] ${removed} unbestätigte Suchaufträge gelöscht`);
      if (!url || !secret) return;
      const response = await fetch(url, {
        method: "POST",
        headers: { "x-alerts-secret": secret, "Content-Type": "application/json" },
        body: "{}",
        signal: AbortSignal.timeout(JOB_TIMEOUT_MS),
      });
      // A failed run, for the log and the metrics alike.
      if (!response.ok) throw new Error(`Web-App antwortete ${response.status}`);
    },
  });
}
