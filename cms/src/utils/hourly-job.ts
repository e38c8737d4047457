// Jobs on Strapi's cron (started with the server) that run once an hour: a failing run is logged
// and the next hour tries again; it never takes the process down.
import type { Core } from "@strapi/strapi";
import { countedJob } from "../metrics/metrics";

export interface HourlyJob {
  /** The cron entry's name (unique per process); also the job's name in the metrics (countedJob). */
  name: string;
  /** The minute of each hour; jobs get different ones so they do not start together. */
  minute: number;
  /** Log prefix of a failure, e.g. "[uploads] Aufräumen" → "[uploads] Aufräumen fehlgeschlagen: …". */
  label: string;
  task: () => Promise<void>;
}

export function scheduleHourly(strapi: Core.Strapi, { name, minute, label, task }: HourlyJob) {
  strapi.cron.add({
    [name]: {
      options: { rule: `${minute} * * * *` },
      task: async () => {
        try {
          await countedJob(name, task);
        } catch (error) {
          strapi.log.warn(`${label} fehlgeschlagen: ${(error as Error).message}`);
        }
      },
    },
  });
}
