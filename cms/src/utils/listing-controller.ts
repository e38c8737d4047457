// Core controller for the four listing kinds and products. Anyone reads published listings;
// a signed-in user also reads their own unpublished ones. Fields marked private in the schema
// (the speaker's contact, fees, bio, availability) are added back only for callers allowed to read them.
import { factories } from "@strapi/strapi";
import type { Core, Modules } from "@strapi/strapi";
import type { Context } from "koa";
import { currentEntitlements } from "../access/entitlements";
import type { ListingUid } from "../listings/ownership";
// The document-service middleware of access/visibility.ts also guards populated relations and relation filters.
import { isWebAppToken, visibilityFilter as publishedOrOwn } from "../access/visibility";
import { refuse } from "./refusal";

export { READ_TOKEN_NAME } from "../access/visibility";

/** A sanitized record of the response. */
type OutputRecord = Record<string, unknown> & { documentId: string };
/**
 * The core controller's helpers. Strapi types `this` of an extended controller as a Partial of the
 * core controller, though every core controller has them: the handlers name their `this`.
 */
type CoreHelpers = Core.CoreAPI.Controller.Base;

const visibilityFilter = (ctx: Context) => publishedOrOwn(ctx.state.user);

export function createListingController(uid: ListingUid, { privateFields = [] as string[] } = {}) {
  return factories.createCoreController(uid, ({ strapi }) => {
    /** Adds the private fields to every sanitized record the caller may read in full. */
    async function revealPrivate(ctx: Context, records: OutputRecord[]) {
      if (!privateFields.length || !records.length) return;
      const user = ctx.state.user;
      const everything =
        isWebAppToken(ctx) || (user && (await currentEntitlements(strapi, user.id))?.speakerAccess === true);
      if (!everything && !user) return;
      const full = await strapi.documents(uid).findMany({
        filters: { documentId: { $in: records.map((r) => r.documentId) } },
        // Attribute names read from this content type's own schema (its private ones), which the
        // document service's types cannot know from a list of strings.
        fields: privateFields as Modules.Documents.Params.Fields.ArrayNotation<ListingUid>,
        populate: { createdby: { fields: ["id"] } },
        limit: records.length,
      });
      const byId = new Map(
        full.map((f) => [f.documentId, f as Record<string, unknown> & { createdby?: { id: number } | null }]),
      );
      for (const record of records) {
        const source = byId.get(record.documentId);
        if (!source || !(everything || source.createdby?.id === user.id)) continue;
        for (const field of privateFields) record[field] = source[field] ?? null;
      }
    }

    return {
      async find(this: CoreHelpers, ctx: Context) {
        await this.validateQuery(ctx);
        const query = await this.sanitizeQuery(ctx);
        // The visibility rule joins after validation: callers may not filter on createdby themselves.
        const filters = query.filters
          ? { $and: [query.filters, visibilityFilter(ctx)] }
          : visibilityFilter(ctx);
        const { results, pagination } = await strapi.service(uid).find({ ...query, filters });
        const sanitized = (await this.sanitizeOutput(results, ctx)) as OutputRecord[];
        await revealPrivate(ctx, sanitized);
        return this.transformResponse(sanitized, { pagination });
      },

      async findOne(this: CoreHelpers, ctx: Context) {
        await this.validateQuery(ctx);
        const query = await this.sanitizeQuery(ctx);
        const [entity] = await strapi.documents(uid).findMany({
          ...query,
          filters: { $and: [{ documentId: ctx.params.id }, visibilityFilter(ctx)] },
          limit: 1,
        });
        if (!entity) refuse(404, "listing.notFound", "Inserat nicht gefunden");
        const sanitized = (await this.sanitizeOutput(entity, ctx)) as OutputRecord;
        await revealPrivate(ctx, [sanitized]);
        return this.transformResponse(sanitized);
      },
    };
  });
}
