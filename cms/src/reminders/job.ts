// The reminder job, hourly in the CMS (and on demand through POST /api/reminders/run): for every
// confirmed reminder, the event as it is now; a stage that is due is claimed in the database (one
// conditional UPDATE, so of two CMS instances exactly one sends it) and mailed; a failed mail
// gives the claim back. Reminders of events that are gone, no longer public or over are deleted,
// and so are unconfirmed ones after 48 hours.
import type { Core } from "@strapi/strapi";
import { replyToAddress, siteUrl } from "../shared";
import { listHeaders } from "../utils/mail";
import { scheduleHourly } from "../utils/hourly-job";
import { deleteExpiredOf, tokenOf } from "../opt-in/records";
import { reminderMail, type ReminderEvent } from "./mail";
import {
  deleteAfter,
  dueStage,
  EVENT_UID,
  REMINDER_UID,
  REMINDERS,
  STAGES,
  type Stage,
  type StoredReminder,
} from "./rules";

export interface ReminderRun {
  sent: number;
  deleted: number;
  failed: number;
}

export function reminderLinks(strapi: Core.Strapi, reminder: Pick<StoredReminder, "documentId" | "secret">) {
  const token = encodeURIComponent(tokenOf(strapi, REMINDERS, "manage", reminder));
  return {
    unsubscribePage: `${siteUrl()}/erinnerung/verwalten?token=${token}`,
    oneClick: `${siteUrl()}/api/erinnerung/abmelden?token=${token}`,
  };
}

type PublicEvent = ReminderEvent & { Published?: boolean | null };

async function eventOf(strapi: Core.Strapi, id: number): Promise<PublicEvent | null> {
  const event = (await strapi.db.query(EVENT_UID).findOne({
    where: { id },
    select: [
      "id",
      "Veranstaltungsname",
      "Startzeit",
      "Endzeit",
      "isonlineveranstaltung",
      "PLZ",
      "Stadt",
      "Published",
    ],
    populate: { Fortbildungspunkte: true },
  })) as PublicEvent | null;
  return event && event.Published === true && event.Startzeit ? event : null;
}

/** Claims one stage of one reminder: true for the one caller whose UPDATE found it still unsent. */
async function claimStage(strapi: Core.Strapi, reminder: StoredReminder, stage: Stage, stamp: string) {
  const field = STAGES[stage].field;
  const { count } = await strapi.db.query(REMINDER_UID).updateMany({
    where: { id: reminder.id, confirmed: true, [field]: { $null: true } },
    data: { [field]: stamp },
  });
  return count === 1;
}

async function send(strapi: Core.Strapi, reminder: StoredReminder, event: ReminderEvent, stage: Stage) {
  const links = reminderLinks(strapi, reminder);
  await strapi
    .plugin("email")
    .service("email")
    .send({
      to: reminder.email,
      ...reminderMail({ site: siteUrl(), event, stage, unsubscribePageUrl: links.unsubscribePage }),
      headers: listHeaders("erinnerungen", {
        oneClick: links.oneClick,
        mailto: `mailto:${replyToAddress()}?subject=${encodeURIComponent(`Abmelden ${reminder.documentId}`)}`,
      }),
    });
}

export async function runReminders(strapi: Core.Strapi, now = Date.now()): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, deleted: await deleteExpiredOf(strapi, REMINDERS, now), failed: 0 };
  const reminders = (await strapi.db.query(REMINDER_UID).findMany({
    where: { confirmed: true },
    select: ["id", "documentId", "email", "eventId", "confirmed", "secret", "weekSentAt", "daySentAt"],
    orderBy: { id: "asc" },
  })) as StoredReminder[];
  const events = new Map<number, PublicEvent | null>();
  for (const reminder of reminders) {
    if (!events.has(reminder.eventId)) events.set(reminder.eventId, await eventOf(strapi, reminder.eventId));
    const event = events.get(reminder.eventId) ?? null;
    const start = event ? Date.parse(event.Startzeit) : NaN;
    const end = event?.Endzeit ? Date.parse(event.Endzeit) : null;
    if (!event || now >= deleteAfter(start, end)) {
      // Gone, no longer public, or over: nothing to remind of; the address goes with it.
      await strapi.db.query(REMINDER_UID).delete({ where: { id: reminder.id } });
      run.deleted += 1;
      continue;
    }
    const stage = dueStage(start, reminder, now);
    if (!stage) continue;
    const stamp = new Date(now).toISOString();
    if (!(await claimStage(strapi, reminder, stage, stamp))) continue;
    try {
      await send(strapi, reminder, event, stage);
      run.sent += 1;
    } catch (error) {
      // Not sent: the stage is open again for the next run.
      await strapi.db.query(REMINDER_UID).updateMany({
        where: { id: reminder.id, [STAGES[stage].field]: stamp },
        data: { [STAGES[stage].field]: null },
      });
      run.failed += 1;
      strapi.log.warn(`[erinnerung] ${reminder.documentId} nicht gesendet: ${(error as Error).message}`);
    }
  }
  return run;
}

export function scheduleReminders(strapi: Core.Strapi) {
  scheduleHourly(strapi, {
    name: "eventReminders",
    minute: 17,
    label: "[erinnerung] Lauf",
    task: async () => {
      const run = await runReminders(strapi);
      if (run.sent || run.deleted || run.failed) {
        strapi.log.info(
          `[erinnerung] ${run.sent} gesendet, ${run.deleted} gelöscht, ${run.failed} fehlgeschlagen`,
        );
      }
    },
  });
}
