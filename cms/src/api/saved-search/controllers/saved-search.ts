// The web app's calls for saved searches (routes/saved-search.ts). Visitors never reach these
// routes directly: the web app forwards their input with its server token. Every rule is checked
// here: valid input, one pending confirmation per address and hour, a cap per address, expiry of
// unconfirmed addresses, signed tokens for confirming, managing and unsubscribing.
import type { Core } from "@strapi/strapi";
import { isAlertList, type AlertList } from "@wundportal/rules";
import type { Context } from "koa";
import { replyToAddress, siteUrl } from "../../../shared";
import { listHeaders } from "../../../utils/mail";
import { refuse } from "../../../utils/refusal";
import { alertMail, confirmationMail, type AlertItem } from "../../../saved-searches/mail";
import {
  deleteByEmail,
  deleteExpiredOf,
  createWithConfirmation,
  markConfirmed,
  recordByToken,
  tokenOf,
} from "../../../opt-in/records";
import {
  isDue,
  isFrequency,
  MAX_ALERTS_PER_ADDRESS,
  MAX_ITEMS_PER_MAIL,
  normaliseEmail,
  SAVED_SEARCH_UID,
  SAVED_SEARCHES,
  validDescription,
  validQuery,
  type StoredAlert,
  type TokenPurpose,
} from "../../../saved-searches/rules";

const docs = (strapi: Core.Strapi) => strapi.documents(SAVED_SEARCH_UID);

/** What the token holder may see of their alert: never the address or the secret. */
const view = (alert: StoredAlert) => ({
  list: alert.list,
  query: alert.query ?? "",
  frequency: alert.frequency,
  confirmed: alert.confirmed,
});

/** Deletes unconfirmed alerts older than the confirmation period; returns how many. */
export const deleteExpired = (strapi: Core.Strapi, now = Date.now()) =>
  deleteExpiredOf(strapi, SAVED_SEARCHES, now);

/** Deletes every alert of an address (the account with that address goes); returns how many. */
export const deleteAlertsOf = (strapi: Core.Strapi, address: unknown) =>
  deleteByEmail(strapi, SAVED_SEARCHES, normaliseEmail(address));

export function manageLinks(strapi: Core.Strapi, alert: StoredAlert & { id?: number }) {
  const token = encodeURIComponent(tokenOf(strapi, SAVED_SEARCHES, "manage", alert));
  return {
    manage: `${siteUrl()}/suche/verwalten?token=${token}`,
    unsubscribePage: `${siteUrl()}/suche/abmelden?token=${token}`,
    oneClick: `${siteUrl()}/api/alerts/unsubscribe?token=${token}`,
  };
}

/** One listing of an alert mail as the web app sends it: its own address, short texts. */
const isAlertItem = (item: unknown): item is AlertItem => {
  if (item === null || typeof item !== "object") return false;
  const { title, url, detail } = item as Record<string, unknown>;
  return (
    typeof title === "string" &&
    title.length <= 500 &&
    typeof url === "string" &&
    url.startsWith(`${siteUrl()}/`) &&
    (detail === undefined || (typeof detail === "string" && detail.length <= 500))
  );
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The alert a token names, if the token is genuine for this purpose and the alert still counts. */
  const byToken = (token: unknown, purpose: TokenPurpose) =>
    recordByToken<StoredAlert & { id: number }>(strapi, SAVED_SEARCHES, token, purpose);

  const invalidToken = () => refuse(404, "savedSearch.invalidToken", "Unknown or invalid token");

  return {
    async subscribe(ctx: Context) {
      const body: Record<string, unknown> = ctx.request.body ?? {};
      const email = normaliseEmail(body.email);
      const query = validQuery(body.query);
      if (!email) refuse(400, "EMAIL_INVALID", "Invalid e-mail address");
      const { list, frequency } = body;
      if (!isAlertList(list) || query === null || !isFrequency(frequency))
        refuse(400, "savedSearch.invalid", "Invalid saved search");
      const description = validDescription(body.description, list);
      if (description === null) refuse(400, "savedSearch.invalid", "Invalid description of the saved search");
      await createWithConfirmation<StoredAlert & { id: number }>(strapi, SAVED_SEARCHES, {
        email: email!,
        data: { list, query, frequency, ...(description ? { description } : {}) },
        max: MAX_ALERTS_PER_ADDRESS,
        mail: (alert, confirmUrl) =>
          confirmationMail({
            site: siteUrl(),
            list: alert.list,
            query: alert.query,
            description: alert.description,
            frequency: alert.frequency,
            confirmUrl,
          }),
      });
      ctx.status = 201;
      ctx.body = { ok: true };
    },

    async view(ctx: Context) {
      const { token, purpose }: { token?: unknown; purpose?: unknown } = ctx.request.body ?? {};
      if (purpose !== "confirm" && purpose !== "manage") return invalidToken();
      const alert = await byToken(token, purpose);
      if (!alert) return invalidToken();
      ctx.body = { data: view(alert) };
    },

    async confirm(ctx: Context) {
      const alert = await byToken(ctx.request.body?.token, "confirm");
      if (!alert) return invalidToken();
      if (await markConfirmed(strapi, SAVED_SEARCHES, alert)) {
        // The same search saved again replaces the older alert of that address.
        const twins = (await docs(strapi).findMany({
          filters: {
            email: alert.email,
            list: alert.list,
            query: alert.query ?? "",
            confirmed: true,
            documentId: { $ne: alert.documentId },
          },
          fields: ["documentId"],
        })) as StoredAlert[];
        for (const twin of twins) await docs(strapi).delete({ documentId: twin.documentId });
      }
      ctx.body = {
        data: {
          ...view({ ...alert, confirmed: true }),
          manageToken: tokenOf(strapi, SAVED_SEARCHES, "manage", alert),
        },
      };
    },

    async update(ctx: Context) {
      const { token, frequency }: { token?: unknown; frequency?: unknown } = ctx.request.body ?? {};
      const alert = await byToken(token, "manage");
      if (!alert) return invalidToken();
      if (!isFrequency(frequency)) refuse(400, "savedSearch.invalid", "Invalid frequency");
      await docs(strapi).update({ documentId: alert.documentId, data: { frequency } });
      ctx.body = { data: view({ ...alert, frequency }) };
    },

    /** Deletes the alert and with it the address (one-click unsubscribe, the manage page's delete). */
    async unsubscribe(ctx: Context) {
      const alert = await byToken(ctx.request.body?.token, "manage");
      if (!alert) return invalidToken();
      await docs(strapi).delete({ documentId: alert.documentId });
      ctx.body = { ok: true };
    },

    /** Confirmed alerts whose check is due, with the instant since which listings count as new. */
    async due(ctx: Context) {
      await deleteExpired(strapi);
      const force = ctx.query?.force === "true";
      const now = Date.now();
      const confirmed = await docs(strapi).findMany({
        filters: { confirmed: true },
        fields: ["list", "query", "frequency", "confirmed", "confirmedAt", "lastCheckedAt", "lastSentAt"],
        limit: 100000,
      });
      ctx.body = {
        data: confirmed
          .filter((alert) => isDue(alert, now, force))
          .map((alert) => ({
            documentId: alert.documentId,
            list: alert.list,
            query: alert.query ?? "",
            frequency: alert.frequency,
            since: alert.lastCheckedAt ?? alert.confirmedAt,
          })),
      };
    },

    /**
     * The web app's result for one due alert: the new matching listings up to `checkedAt`. With
     * any, the alert mail goes out; either way the next check starts at `checkedAt`. `since` is the
     * window start the web app was given (`due`): a second run over the same window (overlapping
     * runs, a retried request) finds the window moved on and sends nothing.
     */
    async deliver(ctx: Context) {
      const { documentId, checkedAt, items, total, since, description }: Record<string, unknown> =
        ctx.request.body ?? {};
      const at = typeof checkedAt === "string" ? Date.parse(checkedAt) : NaN;
      const list: unknown[] = Array.isArray(items) ? items : [];
      if (
        typeof documentId !== "string" ||
        Number.isNaN(at) ||
        at > Date.now() + 60_000 ||
        list.length > MAX_ITEMS_PER_MAIL ||
        !list.every(isAlertItem) ||
        (since !== undefined && (typeof since !== "string" || Number.isNaN(Date.parse(since)))) ||
        (description !== undefined && typeof description !== "string")
      ) {
        return refuse(400, "savedSearch.invalid", "Invalid delivery");
      }
      await deliverOnce(ctx, {
        documentId,
        at,
        list,
        total: typeof total === "number" && Number.isInteger(total) ? total : 0,
        since,
        description: description as string | undefined,
      });
    },
  };

  /** Moves the alert's window on to `stamp` if nobody has moved it since it was read. */
  async function claimWindow(alert: StoredAlert & { id: number }, stamp: string): Promise<boolean> {
    const { count } = await strapi.db.query(SAVED_SEARCH_UID).updateMany({
      where: {
        id: alert.id,
        lastCheckedAt: alert.lastCheckedAt === null ? { $null: true } : { $eq: alert.lastCheckedAt },
      },
      data: { lastCheckedAt: stamp },
    });
    return count === 1;
  }

  async function deliverOnce(
    ctx: Context,
    {
      documentId,
      at,
      list,
      total,
      since,
      description: given,
    }: {
      documentId: string;
      at: number;
      list: AlertItem[];
      total: number;
      since?: string;
      description?: string;
    },
  ) {
    const alert = (await docs(strapi).findOne({ documentId })) as (StoredAlert & { id: number }) | null;
    if (!alert || !alert.confirmed) refuse(404, "savedSearch.notFound", "No such confirmed alert");
    // The web app writes the description again with each delivery: an alert stored without one (or
    // with words of an older field table) gets the current one.
    const description = validDescription(given, alert.list as AlertList);
    if (description === null) refuse(400, "savedSearch.invalid", "Invalid description of the saved search");
    const windowStart = alert.lastCheckedAt ?? alert.confirmedAt;
    if (since !== undefined && (!windowStart || Date.parse(windowStart) !== Date.parse(since))) {
      ctx.body = { sent: false };
      return;
    }
    const stamp = new Date(at).toISOString();
    // The window is claimed in the database before anything is sent: one UPDATE that moves
    // lastCheckedAt on only while it still is what this request read. Of two deliveries over the
    // same window, on one CMS instance or two, exactly one claims it; the other sends nothing.
    if (!(await claimWindow(alert, stamp))) {
      ctx.body = { sent: false };
      return;
    }
    let sent = false;
    if (list.length > 0) {
      const links = manageLinks(strapi, alert);
      const mail = alertMail({
        site: siteUrl(),
        list: alert.list,
        query: alert.query,
        description: description ?? alert.description,
        items: list,
        total: Math.max(list.length, total),
        manageUrl: links.manage,
        unsubscribePageUrl: links.unsubscribePage,
      });
      const replyTo = replyToAddress();
      try {
        await strapi
          .plugin("email")
          .service("email")
          .send({
            to: alert.email,
            ...mail,
            headers: listHeaders("suchauftraege", {
              oneClick: links.oneClick,
              mailto: `mailto:${replyTo}?subject=${encodeURIComponent(`Abmelden ${alert.documentId}`)}`,
            }),
          });
      } catch (error) {
        // Not sent: the window opens again for the next run.
        await strapi.db.query(SAVED_SEARCH_UID).updateMany({
          where: { id: alert.id, lastCheckedAt: stamp },
          data: { lastCheckedAt: alert.lastCheckedAt },
        });
        throw error;
      }
      sent = true;
      await docs(strapi).update({
        documentId,
        data: { lastSentAt: stamp, ...(description ? { description } : {}) },
      });
    }
    ctx.body = { sent };
  }
};
