// The alert job: for every due, confirmed saved search, the listings that appeared since its last
// check and match its filter (the list page's own filter function), handed to the CMS, which
// mails them with the unsubscribe and manage links. No new match, no mail.
import "server-only";
import { describeSearch } from "@/lib/alerts/describe";
import { ALERT_LIST_SPECS, isAlertList, newMatches, type AlertList } from "@/lib/alerts/lists";
import { formatTableDate } from "@/lib/format";
import type { Event } from "@/lib/types";
import { reloaded } from "@/server/read-path/cache";
import { listCarePartners } from "@/server/cms/care-partners";
import { listEvents } from "@/server/cms/events";
import { listPublicSpeakers } from "@/server/cms/speakers";
import { siteConfig } from "@/server/env";
import { geocode } from "@/server/geo/geocode";
import { deliverAlert, dueAlerts, type AlertItem } from "./cms";

/** Items named in one mail (the CMS takes at most 50); the mail links to the list for the rest. */
const MAX_ITEMS = 50;

const LOADERS = {
  veranstaltungen: listEvents,
  referenten: listPublicSpeakers,
  versorgungspartner: listCarePartners,
} satisfies Record<AlertList, () => Promise<unknown[]>>;

/**
 * The collection as the CMS holds it now, not as the cache last saw it: a listing published a
 * moment before the check must be in this run, or it would fall before the next window. A load
 * that fails fails the run, so no window moves past listings it never saw.
 */
function fresh<L extends AlertList>(list: L): Promise<Awaited<ReturnType<(typeof LOADERS)[L]>>> {
  return reloaded(list, LOADERS[list] as () => Promise<Awaited<ReturnType<(typeof LOADERS)[L]>>>);
}

function detailOf(list: AlertList, item: unknown): string | undefined {
  if (list !== "veranstaltungen") return undefined;
  const event = item as Event;
  return (
    [event.Startzeit ? formatTableDate(event.Startzeit) : null, event.Stadt].filter(Boolean).join(", ") ||
    undefined
  );
}

export interface AlertRun {
  checked: number;
  sent: number;
  failed: number;
}

let running: Promise<AlertRun> | null = null;

/**
 * One run over every due alert (`force`: every confirmed alert, whatever its schedule). A call
 * while a run is going joins it rather than starting a second one over the same windows.
 */
export function runAlerts(options: { force?: boolean } = {}): Promise<AlertRun> {
  running ??= runOnce(options).finally(() => {
    running = null;
  });
  return running;
}

async function runOnce({ force = false }: { force?: boolean }): Promise<AlertRun> {
  const checkedAt = new Date();
  const due = (await dueAlerts(force)).filter((alert) => isAlertList(alert.list));
  const run: AlertRun = { checked: 0, sent: 0, failed: 0 };
  if (due.length === 0) return run;
  const site = siteConfig().SITE_URL.replace(/\/$/, "");
  const collections = new Map<AlertList, unknown[]>();
  for (const list of new Set(due.map((alert) => alert.list as AlertList))) {
    collections.set(list, await fresh(list));
  }
  const places = new Map<string, Awaited<ReturnType<typeof geocode>>>();
  for (const alert of due) {
    const list = alert.list as AlertList;
    const spec = ALERT_LIST_SPECS[list];
    try {
      const place = spec.place(alert.query);
      if (place && !places.has(place)) places.set(place, await geocode(place));
      const matches = newMatches(
        list,
        (collections.get(list) ?? []) as never[],
        alert.query,
        { since: Date.parse(alert.since), until: checkedAt.getTime() },
        { origin: place ? (places.get(place) ?? null) : null },
      );
      const items: AlertItem[] = matches.slice(0, MAX_ITEMS).map((item) => {
        const detail = detailOf(list, item);
        return {
          title: (spec.title as (i: unknown) => string)(item),
          url: `${site}${(spec.path as (i: unknown) => string)(item)}`,
          ...(detail ? { detail } : {}),
        };
      });
      const sent = await deliverAlert({
        documentId: alert.documentId,
        since: alert.since,
        checkedAt: checkedAt.toISOString(),
        items,
        total: matches.length,
        description: describeSearch(list, alert.query),
      });
      run.checked += 1;
      if (sent) run.sent += 1;
    } catch (error) {
      // One broken alert must not stop the others; its window stays open for the next run.
      run.failed += 1;
      console.error(`[suchauftrag] ${alert.documentId}:`, error);
    }
  }
  return run;
}
