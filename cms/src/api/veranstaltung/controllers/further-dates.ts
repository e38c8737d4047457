// POST /api/veranstaltungs/:id/weitere-termine with { termine: [{ Startzeit, Endzeit? }] }: one new,
// unpublished copy of the caller's event per date, all or nothing (listings/further-dates.ts);
// answers 201 { data: [{ id, documentId }] } or a refusal with `details.code`.
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { createFurtherDates, parseFurtherDates } from "../../../listings/further-dates";
import { refuse } from "../../../utils/refusal";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    if (ctx.state?.auth?.strategy?.name !== "users-permissions" || !ctx.state.user) {
      refuse(401, "auth.required", "Anmeldung erforderlich");
    }
    const id: unknown = ctx.params.id;
    if (typeof id !== "string") refuse(404, "listing.notFound", "Inserat nicht gefunden");
    const dates = parseFurtherDates(ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await createFurtherDates(strapi, ctx.state.user.id, id, dates) };
  },
});
