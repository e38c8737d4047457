// POST /api/herstellers/with-products and PUT /api/herstellers/:id/with-products with
// { data, products: [{ documentId?, data }] }: answers { data: { id, documentId, products } } or a
// refusal with `details.code` (and `details.product`, the index of the product it is about).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { parseManufacturerSave, saveManufacturer } from "../../../listings/manufacturer-save";
import { portalUserId } from "../../../utils/portal-user";
import { refuse } from "../../../utils/refusal";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    const userId = portalUserId(ctx);
    const saved = await saveManufacturer(strapi, userId, undefined, parseManufacturerSave(ctx.request.body));
    ctx.status = 201;
    ctx.body = { data: saved };
  },
  async update(ctx: Context) {
    const userId = portalUserId(ctx);
    const id: unknown = ctx.params.id;
    if (typeof id !== "string") refuse(404, "listing.notFound", "Inserat nicht gefunden");
    const saved = await saveManufacturer(strapi, userId, id, parseManufacturerSave(ctx.request.body));
    ctx.body = { data: saved };
  },
});
