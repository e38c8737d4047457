// POST /api/herstellers/:id/import with { header, rows: [{ line, cells }] }: the products of a file
// into the user's manufacturer :id, all or nothing (listings/import.ts). Answers
// { data: { added, updated, entries } } or a refusal with `details.code` (and `details.line`).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { importListings, parseImportTable } from "../../../listings/import";
import { portalUserId } from "../../../utils/portal-user";
import { refuse } from "../../../utils/refusal";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async products(ctx: Context) {
    const userId = portalUserId(ctx);
    const id: unknown = ctx.params.id;
    if (typeof id !== "string") refuse(404, "listing.notFound", "Inserat nicht gefunden");
    const table = parseImportTable(ctx.request.body);
    ctx.body = { data: await importListings(strapi, userId, "Produkt", table, id) };
  },
});
