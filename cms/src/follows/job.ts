// The follow job, hourly in the CMS (and on demand through POST /api/follows/run): for every
// confirmed follow whose daily check is due, what its lister newly published since the last check.
// The window is claimed first (one conditional UPDATE of lastCheckedAt, like claimWindow of saved
// searches): of two CMS instances exactly one mails it; a failed mail gives the window back.
// Follows whose listing or lister is gone are deleted.
import type { Core } from "@strapi/strapi";
import { replyToAddress, siteUrl } from "../shared";
import { listHeaders } from "../utils/mail";
import { scheduleHourly } from "../utils/hourly-job";
import { deleteExpiredOf, tokenOf } from "../opt-in/records";
import { followMail, type FollowItem } from "./mail";
import {
  FOLLOW_KINDS,
  FOLLOW_UID,
  FOLLOWS,
  followDue,
  isFollowKind,
  listingName,
  PUBLISHED_KINDS,
  type StoredFollow,
} from "./rules";

/** Items named in one mail; a lister rarely publishes more in a day. */
const MAX_ITEMS = 50;

export interface FollowRun {
  sent: number;
  deleted: number;
  failed: number;
}

export function followLinks(strapi: Core.Strapi, follow: Pick<StoredFollow, "documentId" | "secret">) {
  const token = encodeURIComponent(tokenOf(strapi, FOLLOWS, "manage", follow));
  return {
    unsubscribePage: `${siteUrl()}/folgen/verwalten?token=${token}`,
    oneClick: `${siteUrl()}/api/folgen/abmelden?token=${token}`,
  };
}

/** The listing a follow was made from, with its lister, or null when it is gone. */
export async function sourceListing(strapi: Core.Strapi, kind: string, id: number) {
  if (!isFollowKind(kind)) return null;
  const record = (await strapi.db.query(FOLLOW_KINDS[kind].uid).findOne({
    where: { id },
    populate: { createdby: { select: ["id"] } },
  })) as
    (Record<string, unknown> & { id: number; Published?: boolean; createdby?: { id: number } | null }) | null;
  if (!record?.createdby) return null;
  return { record, owner: record.createdby.id, name: listingName(kind, record) };
}

/** What the lister published within (since, until]: published listings and products of theirs. */
async function newlyPublished(strapi: Core.Strapi, owner: number, since: string, until: string) {
  const items: FollowItem[] = [];
  for (const kind of PUBLISHED_KINDS) {
    const own =
      kind.uid === "api::produkt.produkt"
        ? { $or: [{ createdby: { id: owner } }, { hersteller: { createdby: { id: owner } } }] }
        : { createdby: { id: owner } };
    const found = (await strapi.db.query(kind.uid).findMany({
      where: { ...own, Published: true, [kind.since]: { $gt: since, $lte: until } },
      select: ["id", kind.name],
      orderBy: { id: "asc" },
      limit: MAX_ITEMS,
    })) as Record<string, unknown>[];
    for (const record of found) {
      items.push({
        label: kind.label,
        title: String(record[kind.name] ?? ""),
        url: `${siteUrl()}/${kind.path}/${record.id}`,
      });
    }
  }
  return items.slice(0, MAX_ITEMS);
}

async function claimWindow(strapi: Core.Strapi, follow: StoredFollow, stamp: string) {
  const { count } = await strapi.db.query(FOLLOW_UID).updateMany({
    where: {
      id: follow.id,
      lastCheckedAt: follow.lastCheckedAt === null ? { $null: true } : { $eq: follow.lastCheckedAt },
    },
    data: { lastCheckedAt: stamp },
  });
  return count === 1;
}

export async function runFollows(
  strapi: Core.Strapi,
  { force = false, now = Date.now() }: { force?: boolean; now?: number } = {},
): Promise<FollowRun> {
  const run: FollowRun = { sent: 0, deleted: await deleteExpiredOf(strapi, FOLLOWS, now), failed: 0 };
  const follows = (await strapi.db.query(FOLLOW_UID).findMany({
    where: { confirmed: true },
    orderBy: { id: "asc" },
  })) as StoredFollow[];
  for (const follow of follows) {
    const source = await sourceListing(strapi, follow.listingKind, follow.listingId);
    if (!source || source.owner !== follow.owner) {
      // The listing or its lister's account is gone: nothing to follow; the address goes with it.
      await strapi.db.query(FOLLOW_UID).delete({ where: { id: follow.id } });
      run.deleted += 1;
      continue;
    }
    if (!followDue(follow, now, force)) continue;
    const since = follow.lastCheckedAt ?? follow.confirmedAt ?? follow.createdAt;
    const stamp = new Date(now).toISOString();
    if (!(await claimWindow(strapi, follow, stamp))) continue;
    const items = await newlyPublished(strapi, follow.owner, new Date(since).toISOString(), stamp);
    if (items.length === 0) continue;
    const links = followLinks(strapi, follow);
    try {
      await strapi
        .plugin("email")
        .service("email")
        .send({
          to: follow.email,
          ...followMail({ name: source.name, items, unsubscribePageUrl: links.unsubscribePage }),
          headers: listHeaders("folgen", {
            oneClick: links.oneClick,
            mailto: `mailto:${replyToAddress()}?subject=${encodeURIComponent(`Abmelden ${follow.documentId}`)}`,
          }),
        });
      await strapi.db.query(FOLLOW_UID).update({ where: { id: follow.id }, data: { lastSentAt: stamp } });
      run.sent += 1;
    } catch (error) {
      // Not sent: the window opens again for the next run.
      await strapi.db.query(FOLLOW_UID).updateMany({
        where: { id: follow.id, lastCheckedAt: stamp },
        data: { lastCheckedAt: follow.lastCheckedAt },
      });
      run.failed += 1;
      strapi.log.warn(`[folgen] ${follow.documentId} nicht gesendet: ${(error as Error).message}`);
    }
  }
  return run;
}

export function scheduleFollows(strapi: Core.Strapi) {
  scheduleHourly(strapi, {
    name: "followDigests",
    minute: 27,
    label: "[folgen] Lauf",
    task: async () => {
      const run = await runFollows(strapi);
      if (run.sent || run.deleted || run.failed) {
        strapi.log.info(
          `[folgen] ${run.sent} gesendet, ${run.deleted} gelöscht, ${run.failed} fehlgeschlagen`,
        );
      }
    },
  });
}
