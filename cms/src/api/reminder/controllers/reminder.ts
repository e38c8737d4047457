// The web app's calls for event reminders (routes/reminder.ts), with its server token: asking for
// a reminder (double opt-in, like saved searches: opt-in/records.ts), the confirm and unsubscribe
// links, and the job's run on demand (the shared secret, for tests and operators).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { siteUrl } from "../../../shared";
import { requireJobSecret } from "../../../utils/job-secret";
import { refuse } from "../../../utils/refusal";
import { normaliseEmail } from "../../../opt-in/tokens";
import { createWithConfirmation, deleteByEmail, linkActions } from "../../../opt-in/records";
import { reminderConfirmationMail, type ReminderEvent } from "../../../reminders/mail";
import { runReminders } from "../../../reminders/job";
import {
  acceptsReminders,
  EVENT_UID,
  MAX_REMINDERS_PER_ADDRESS,
  REMINDER_UID,
  REMINDERS,
  type StoredReminder,
} from "../../../reminders/rules";

/** Deletes every reminder of an address (the account with that address goes); returns how many. */
export const deleteRemindersOf = (strapi: Core.Strapi, address: unknown) =>
  deleteByEmail(strapi, REMINDERS, normaliseEmail(address));

/** The reminders of an address, for the account's data export. */
export async function exportRemindersOf(strapi: Core.Strapi, address: unknown) {
  const email = normaliseEmail(address);
  if (!email) return [];
  return strapi.db.query(REMINDER_UID).findMany({
    where: { email: { $eqi: email } },
    select: ["eventId", "confirmed", "createdAt", "confirmedAt", "weekSentAt", "daySentAt"],
    orderBy: { id: "asc" },
  });
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** A public event by its id, with what the pages and mails show of it. */
  async function publicEvent(id: unknown): Promise<(ReminderEvent & { Published?: boolean }) | null> {
    const eventId = typeof id === "string" && /^\d{1,12}$/.test(id) ? Number(id) : id;
    if (typeof eventId !== "number" || !Number.isSafeInteger(eventId) || eventId < 1) return null;
    const event = await strapi.db.query(EVENT_UID).findOne({
      where: { id: eventId, Published: true },
      select: ["id", "Veranstaltungsname", "Startzeit", "Endzeit", "isonlineveranstaltung", "PLZ", "Stadt"],
    });
    return event ?? null;
  }

  const view = async (reminder: StoredReminder) => {
    const event = await publicEvent(reminder.eventId);
    return {
      confirmed: reminder.confirmed,
      event: event ? { id: event.id, title: event.Veranstaltungsname, start: event.Startzeit } : null,
    };
  };

  const links = linkActions<StoredReminder, Awaited<ReturnType<typeof view>>>(strapi, REMINDERS, {
    describe: view,
    // The same event asked for again by the same address replaces the older reminder.
    sameThing: (reminder) => ({ eventId: reminder.eventId }),
    beforeConfirm: async (reminder) => {
      const event = await publicEvent(reminder.eventId);
      if (!event || !acceptsReminders(Date.parse(event.Startzeit))) {
        await strapi.db.query(REMINDER_UID).delete({ where: { id: reminder.id } });
        refuse(409, "reminder.eventOver", "The event has begun or is over");
      }
    },
  });

  return {
    async subscribe(ctx: Context) {
      const body: Record<string, unknown> = ctx.request.body ?? {};
      const email = normaliseEmail(body.email);
      if (!email) return refuse(400, "EMAIL_INVALID", "Invalid e-mail address");
      const event = await publicEvent(body.event);
      if (!event) return refuse(404, "reminder.noEvent", "No such public event");
      if (!acceptsReminders(event.Startzeit ? Date.parse(event.Startzeit) : null)) {
        return refuse(409, "reminder.eventOver", "The event has begun or is over");
      }
      await createWithConfirmation<StoredReminder>(strapi, REMINDERS, {
        email,
        data: { eventId: event.id },
        max: MAX_REMINDERS_PER_ADDRESS,
        mail: (_reminder, confirmUrl) => reminderConfirmationMail({ site: siteUrl(), event, confirmUrl }),
      });
      ctx.status = 201;
      ctx.body = { ok: true };
    },

    view: links.view,
    confirm: links.confirm,
    /** Deletes the reminder and with it the address (one-click unsubscribe, the manage page). */
    unsubscribe: links.unsubscribe,

    /** The hourly job now (tests, operators): only with the secret the CMS and the web app share. */
    async run(ctx: Context) {
      requireJobSecret(ctx);
      ctx.body = await runReminders(strapi);
    },
  };
};
