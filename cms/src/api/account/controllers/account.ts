// 'Meine Daten herunterladen': everything stored about the caller, as JSON (GDPR Art. 15/20).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { refuse } from "../../../utils/refusal";
import { PROFILE_FIELDS } from "../../../auth/profile-fields";
import { exportContactRequests } from "../../../contact/contact-request";
import { exportListings, exportUploads } from "../../../listings/account";
import { exportRemindersOf } from "../../reminder/controllers/reminder";
import { followsOf } from "../../follow/controllers/follow";
import { exportMerklisteOf } from "../../merkliste/controllers/merkliste";

const USER = "plugin::users-permissions.user";
/** A Subscription entry with the plan fields of the export. */
interface SubscriptionEntry {
  plan?: { title?: string; price?: number; interval?: string } | null;
  stripeStatus?: string;
  cancel_at_period_end?: boolean;
  cancel_at?: string | null;
  current_period_end?: string | null;
  stripeSubscriptionId?: string;
  createdAt?: string;
}

/** The account's own fields in the export: what the user may edit, and what the portal keeps about it. */
const PROFILE = [
  "id",
  ...PROFILE_FIELDS,
  "Rolle",
  "confirmed",
  "confirmationResentAt",
  "createdAt",
  "updatedAt",
];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async export(ctx: Context) {
    const user = ctx.state.user;
    if (!user) refuse(401, "auth.required", "Sign-in required");
    const record: Record<string, unknown> = await strapi.db.query(USER).findOne({ where: { id: user.id } });
    const profile = Object.fromEntries(
      PROFILE.filter((key) => key in record).map((key) => [key, record[key]]),
    );
    const subscriptions = await strapi.documents("api::subscription.subscription").findMany({
      filters: { user: { id: user.id } },
      sort: [{ createdAt: "desc" }],
      populate: { plan: { fields: ["title", "price", "interval"] } },
    });
    ctx.send({
      exportedAt: new Date().toISOString(),
      profile: { ...profile, stripeCustomerId: record.stripeCustomerId ?? null },
      subscriptions: (subscriptions as SubscriptionEntry[]).map((s) => ({
        plan: s.plan?.title ?? null,
        price: s.plan?.price ?? null,
        interval: s.plan?.interval ?? null,
        status: s.stripeStatus,
        cancel_at_period_end: s.cancel_at_period_end,
        cancel_at: s.cancel_at,
        current_period_end: s.current_period_end,
        stripeSubscriptionId: s.stripeSubscriptionId,
        createdAt: s.createdAt,
      })),
      listings: await exportListings(strapi, user.id),
      uploads: await exportUploads(strapi, user.id),
      contactRequests: await exportContactRequests(strapi, user.id),
      // Kept by address, not by account: those of the account's address.
      reminders: await exportRemindersOf(strapi, record.email),
      follows: await followsOf(strapi, record.email),
      merkliste: await exportMerklisteOf(strapi, user.id),
    });
  },
});
