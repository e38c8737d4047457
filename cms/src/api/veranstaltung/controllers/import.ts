// POST /api/veranstaltungs/import with { header, rows: [{ line, cells }] }: the user's events of a
// file, all or nothing (listings/import.ts). Answers { data: { added, updated, entries } } or a
// refusal with `details.code` (and `details.line`).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { importListings, parseImportTable } from "../../../listings/import";
import { portalUserId } from "../../../utils/portal-user";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async events(ctx: Context) {
    const userId = portalUserId(ctx);
    const table = parseImportTable(ctx.request.body);
    ctx.body = { data: await importListings(strapi, userId, "Veranstaltung", table) };
  },
});
