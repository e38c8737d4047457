// A signed-in user's Merkliste: one row per account holding its entries (kind and documentId).
// Every change is one conditional UPDATE on the row's version, so two requests (two tabs, two CMS
// instances) cannot overwrite each other's entry or push the list past MERKLISTE_MAX.
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import {
  MERKLISTE_MAX,
  mergeMerkRefs,
  parseMerkRef,
  parseMerkRefs,
  setMerkRef,
  type MerkRef,
} from "@wundportal/rules/dist/merkliste";
import { refuse } from "../../../utils/refusal";
import { isRecord } from "../../../utils/records";
import type { DocumentMiddleware } from "../../../utils/document-middleware";

const UID = "api::merkliste.merkliste";
const USER_UID = "plugin::users-permissions.user";
const LISTING_UID: Record<MerkRef["kind"], string> = {
  Veranstaltung: "api::veranstaltung.veranstaltung",
  Referent: "api::referent.referent",
  Hersteller: "api::hersteller.hersteller",
  Produkt: "api::produkt.produkt",
  Versorgungspartner: "api::versorgungspartner.versorgungspartner",
};
const ATTEMPTS = 5;

interface Row {
  id: number;
  entries: unknown;
  version: number;
}

type Strapi = Core.Strapi;
type Uid = Parameters<Strapi["db"]["query"]>[0];

function userOf(ctx: Context): number {
  const user = ctx.state.user as { id?: number } | undefined;
  if (!user?.id) refuse(401, "auth.required", "Sign-in required");
  return user.id;
}

/** The stored entries (a row written by hand that is no list reads as empty). */
const entriesOf = (row: Row | null): MerkRef[] => (row ? (parseMerkRefs(row.entries) ?? []) : []);

async function rowOf(strapi: Strapi, owner: number): Promise<Row | null> {
  return (await strapi.db.query(UID as Uid).findOne({ where: { owner } })) as Row | null;
}

/** The entries whose listing is published, in order. */
async function publishedOnly(strapi: Strapi, refs: readonly MerkRef[]): Promise<MerkRef[]> {
  const published = new Set<string>();
  for (const [kind, uid] of Object.entries(LISTING_UID)) {
    const ids = refs.filter((r) => r.kind === kind).map((r) => r.documentId);
    if (ids.length === 0) continue;
    const rows = (await strapi.db.query(uid as Uid).findMany({
      where: { documentId: { $in: ids }, Published: true },
      select: ["documentId"],
    })) as { documentId: string }[];
    for (const row of rows) published.add(`${kind}:${row.documentId}`);
  }
  return refs.filter((r) => published.has(`${r.kind}:${r.documentId}`));
}

/**
 * Applies `change` to the caller's current entries and stores the result only while the row is
 * still the one read (its version); otherwise reads again. Creating the row races on its unique
 * owner: the loser reads the winner's row on its next attempt.
 */
async function update(
  strapi: Strapi,
  owner: number,
  change: (entries: MerkRef[]) => Promise<MerkRef[]>,
): Promise<MerkRef[]> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await rowOf(strapi, owner);
    const before = entriesOf(row);
    const after = await change(before);
    // Nothing to store (an account that never saved anything gets no row from a read).
    if (JSON.stringify(after) === JSON.stringify(before)) return after;
    if (!row) {
      try {
        await strapi.db.query(UID as Uid).create({ data: { owner, entries: after, version: 1 } });
        return after;
      } catch {
        continue;
      }
    }
    const { count } = await strapi.db.query(UID as Uid).updateMany({
      where: { id: row.id, version: row.version },
      data: { entries: after, version: row.version + 1 },
    });
    if (count === 1) return after;
  }
  refuse(409, "merkliste.busy", "The Merkliste changed meanwhile; try again");
}

/** Exactly the keys `allowed`, else the request is refused before anything is read. */
function body(ctx: Context, allowed: readonly string[]): Record<string, unknown> {
  const value: unknown = (ctx.request as { body?: unknown }).body;
  if (!isRecord(value) || Object.keys(value).some((key) => !allowed.includes(key)))
    refuse(400, "merkliste.shape", `Expected a body with only ${allowed.join(", ")}`);
  return value;
}

export default ({ strapi }: { strapi: Strapi }) => ({
  /** The caller's entries; entries no longer published are removed and counted by kind. */
  async mine(ctx: Context) {
    const owner = userOf(ctx);
    const removed: MerkRef[] = [];
    const entries = await update(strapi, owner, async (before) => {
      const kept = await publishedOnly(strapi, before);
      removed.splice(0, removed.length, ...before.filter((r) => !kept.includes(r)));
      return kept;
    });
    ctx.body = { entries, removed };
  },

  /** `{ entry: { kind, documentId }, save: boolean }`: adds a published listing or removes one. */
  async set(ctx: Context) {
    const owner = userOf(ctx);
    const input = body(ctx, ["entry", "save"]);
    const entry = parseMerkRef(input.entry);
    if (!entry || typeof input.save !== "boolean")
      refuse(400, "merkliste.shape", "Expected { entry: { kind, documentId }, save: boolean }");
    const save = input.save;
    if (save && (await publishedOnly(strapi, [entry])).length === 0)
      refuse(404, "merkliste.notPublished", "No published listing of this kind and documentId");
    const entries = await update(strapi, owner, async (before) => {
      const result = setMerkRef(before, entry, save);
      if (!result.ok)
        refuse(409, "merkliste.full", `At most ${MERKLISTE_MAX} entries`, { max: MERKLISTE_MAX });
      return result.refs;
    });
    ctx.body = { entries, saved: save };
  },

  /**
   * `{ entries: [{ kind, documentId }, ...] }` (a browser's list at sign-in): the union with the
   * account's list, the account's first, cut at MERKLISTE_MAX; entries not published are left out.
   */
  async merge(ctx: Context) {
    const owner = userOf(ctx);
    const input = body(ctx, ["entries"]);
    const incoming = parseMerkRefs(input.entries);
    if (!incoming || incoming.length > MERKLISTE_MAX)
      refuse(
        400,
        "merkliste.shape",
        `Expected { entries: [{ kind, documentId }] } with at most ${MERKLISTE_MAX}`,
      );
    const published = await publishedOnly(strapi, incoming);
    const entries = await update(strapi, owner, async (before) => mergeMerkRefs(before, published));
    ctx.body = { entries };
  },
});

/** For the data export. */
export async function exportMerklisteOf(strapi: Strapi, owner: number): Promise<MerkRef[]> {
  return entriesOf(await rowOf(strapi, owner));
}

/** With the account. */
export async function deleteMerklisteOf(strapi: Strapi, owner: number): Promise<void> {
  await strapi.db.query(UID as Uid).deleteMany({ where: { owner } });
}

/** A user deleted through the document service (the admin, a script) takes their Merkliste along. */
export function deleteMerklisteWithUser(strapi: Strapi): DocumentMiddleware {
  return async (context, next) => {
    const documentId = context.params?.documentId;
    if (context.action !== "delete" || context.uid !== USER_UID || typeof documentId !== "string")
      return next();
    const users = (await strapi.db
      .query(USER_UID as Uid)
      .findMany({ where: { documentId }, select: ["id"] })) as { id: number }[];
    const result = await next();
    for (const user of users) await deleteMerklisteOf(strapi, user.id);
    return result;
  };
}
