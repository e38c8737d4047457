// The web app's calls for following a lister (routes/follow.ts), with its server token: asking to
// follow from a published listing (double opt-in like saved searches: opt-in/records.ts), the
// confirm and unsubscribe links, the job on demand (shared secret), and a signed-in user's own
// follows (those of their account's address).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { siteUrl } from "../../../shared";
import { requireJobSecret } from "../../../utils/job-secret";
import { refuse } from "../../../utils/refusal";
import { normaliseEmail } from "../../../opt-in/tokens";
import { createWithConfirmation, deleteByEmail, linkActions } from "../../../opt-in/records";
import { followConfirmationMail } from "../../../follows/mail";
import { runFollows, sourceListing } from "../../../follows/job";
import {
  FOLLOW_KINDS,
  FOLLOW_UID,
  FOLLOWS,
  isFollowKind,
  MAX_FOLLOWS_PER_ADDRESS,
  type StoredFollow,
} from "../../../follows/rules";

/** Deletes every follow of an address, and every follow of the lister (the account goes). */
export async function deleteFollowsOf(strapi: Core.Strapi, user: { id: number; email?: unknown }) {
  await deleteByEmail(strapi, FOLLOWS, normaliseEmail(user.email));
  await strapi.db.query(FOLLOW_UID).deleteMany({ where: { owner: user.id } });
}

/** What a follow shows its holder: the lister's name and the listing it was made from. */
async function describe(strapi: Core.Strapi, follow: StoredFollow) {
  const source = await sourceListing(strapi, follow.listingKind, follow.listingId);
  const kind = isFollowKind(follow.listingKind) ? follow.listingKind : null;
  return {
    confirmed: follow.confirmed,
    name: source?.name ?? null,
    url: source && kind ? `/${FOLLOW_KINDS[kind].path}/${follow.listingId}` : null,
  };
}

/** A user's follows (their account's address), for the data export and the account page. */
export async function followsOf(strapi: Core.Strapi, address: unknown) {
  const email = normaliseEmail(address);
  if (!email) return [];
  const follows = (await strapi.db.query(FOLLOW_UID).findMany({
    where: { email: { $eqi: email } },
    orderBy: { id: "asc" },
  })) as StoredFollow[];
  return Promise.all(
    follows.map(async (follow) => ({
      documentId: follow.documentId,
      listingKind: follow.listingKind,
      listingId: follow.listingId,
      createdAt: follow.createdAt,
      confirmedAt: follow.confirmedAt,
      lastSentAt: follow.lastSentAt,
      ...(await describe(strapi, follow)),
    })),
  );
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const links = linkActions<StoredFollow, Awaited<ReturnType<typeof describe>>>(strapi, FOLLOWS, {
    describe: (follow) => describe(strapi, follow),
    // Following the same lister again from the same address replaces the older follow.
    sameThing: (follow) => ({ owner: follow.owner }),
  });

  return {
    async subscribe(ctx: Context) {
      const body: Record<string, unknown> = ctx.request.body ?? {};
      const email = normaliseEmail(body.email);
      if (!email) return refuse(400, "EMAIL_INVALID", "Invalid e-mail address");
      const id = typeof body.listing === "number" ? body.listing : NaN;
      const source =
        isFollowKind(body.kind) && Number.isSafeInteger(id) && id > 0
          ? await sourceListing(strapi, body.kind, id)
          : null;
      if (!source || source.record.Published !== true) {
        return refuse(404, "follow.notPublished", "No such published listing");
      }
      const kind = body.kind as keyof typeof FOLLOW_KINDS;
      const listingUrl = `${siteUrl()}/${FOLLOW_KINDS[kind].path}/${id}`;
      await createWithConfirmation<StoredFollow>(strapi, FOLLOWS, {
        email,
        data: { owner: source.owner, listingKind: kind, listingId: id },
        max: MAX_FOLLOWS_PER_ADDRESS,
        mail: (_follow, confirmUrl) => followConfirmationMail({ name: source.name, listingUrl, confirmUrl }),
      });
      ctx.status = 201;
      ctx.body = { ok: true };
    },

    view: links.view,
    confirm: links.confirm,
    unsubscribe: links.unsubscribe,

    /** The hourly job now; `{"force": true}` checks every confirmed follow whatever its last check. */
    async run(ctx: Context) {
      requireJobSecret(ctx);
      ctx.body = await runFollows(strapi, { force: ctx.request.body?.force === true });
    },

    /** The signed-in user's follows: those of their account's address. */
    async mine(ctx: Context) {
      const user = ctx.state.user;
      if (!user) return refuse(401, "auth.required", "Sign-in required");
      ctx.body = { data: await followsOf(strapi, user.email) };
    },

    /** Ends one of the signed-in user's follows; another address's follow is not theirs. */
    async forget(ctx: Context) {
      const user = ctx.state.user;
      if (!user) return refuse(401, "auth.required", "Sign-in required");
      const documentId = ctx.request.body?.documentId;
      const email = normaliseEmail(user.email);
      const { count } =
        typeof documentId === "string" && email
          ? await strapi.db.query(FOLLOW_UID).deleteMany({ where: { documentId, email: { $eqi: email } } })
          : { count: 0 };
      if (count === 0) return refuse(404, "follow.notFound", "No such follow of yours");
      ctx.body = { ok: true };
    },
  };
};
