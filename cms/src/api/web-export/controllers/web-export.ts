// GET /api/web-export/:collection?pagination[page]=1&pagination[pageSize]=1000 (or &documentIds=a,b,…,
// &ids=1,2,…, or &containing=<id> of an entry the collection's entries hold, such as a manufacturer's
// product; &shape=summary for the fields a list reads, where the collection defines them):
// the published entries of a collection in the CMS's fixed shape, ordered by id, in the content
// API's list format ({ data, meta: { pagination } }).
//
// &changedSince=<instant> (alone): the id and documentId of every entry, published or not, changed
// after it or showing an entry that was, and in meta.published how many entries are published now:
// the web app's safety net reads those entries anew instead of the whole collection.
//
// Why not the content API's find: its output sanitiser walks every attribute of every populated
// record, which at 10,000 events made the web app's first load take seconds of Strapi's single
// thread (profiled at 10,000 events). Here nothing needs sanitising: the caller is
// the web app's token alone and the shape lists every populated field (listings/web-export.ts).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { isEntryId } from "@wundportal/rules";
import { isWebAppToken } from "../../../access/visibility";
import {
  changedFilter,
  containedRelation,
  exportQuery,
  isWebExportName,
  MAX_DOCUMENT_IDS,
  MAX_PAGE_SIZE,
  slimImages,
  WEB_EXPORTS,
} from "../../../listings/web-export";
import { refuse } from "../../../utils/refusal";

const positive = (value: unknown, fallback: number): number | null => {
  if (value === undefined) return fallback;
  const n = typeof value === "string" && /^\d{1,7}$/.test(value) ? Number(value) : NaN;
  return n >= 1 ? n : null;
};

/** `documentIds=a,b,c`: at most MAX_DOCUMENT_IDS ids; null when malformed. */
function documentIdsOf(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") return null;
  const list = value.split(",");
  if (list.length > MAX_DOCUMENT_IDS) return null;
  return list.every((id) => /^[a-z0-9]{1,64}$/i.test(id)) ? list : null;
}

/** `ids=1,2,3`: at most MAX_DOCUMENT_IDS entry ids; null when malformed. */
function idsOf(value: unknown): number[] | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") return null;
  const list = value.split(",");
  if (list.length > MAX_DOCUMENT_IDS || !list.every((id) => /^[1-9]\d{0,9}$/.test(id))) return null;
  const ids = list.map(Number);
  return ids.every(isEntryId) ? ids : null;
}

/** `changedSince`: an instant as the web app writes it (toISOString); null when malformed. */
function instantOf(value: unknown): string | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    // The route permission is the web app token's alone; this holds even if a role were granted it.
    if (!isWebAppToken(ctx)) refuse(403, "export.forbidden", "Only the web app may read exports");
    const name: unknown = ctx.params.collection;
    if (!isWebExportName(name)) refuse(404, "export.unknown", "Unknown collection");
    const pagination: unknown = ctx.query.pagination;
    const { page: pageParam, pageSize: sizeParam } =
      pagination !== null && typeof pagination === "object" ? (pagination as Record<string, unknown>) : {};
    const page = positive(pageParam, 1);
    const pageSize = positive(sizeParam, 100);
    const documentIds = documentIdsOf(ctx.query.documentIds);
    const ids = idsOf(ctx.query.ids);
    const contains = containedRelation(name);
    const containing = ctx.query.containing === undefined ? undefined : idsOf(ctx.query.containing);
    const changedSince = ctx.query.changedSince === undefined ? undefined : instantOf(ctx.query.changedSince);
    const shape = ctx.query.shape ?? "full";
    const query = shape === "full" || shape === "summary" ? exportQuery(name, shape) : null;
    const badLookup =
      documentIds === null ||
      ids === null ||
      (containing !== undefined && (!contains || containing?.length !== 1));
    const badChanges =
      changedSince === null ||
      (changedSince !== undefined && (documentIds || ids || containing || ctx.query.shape !== undefined));
    if (!page || !pageSize || pageSize > MAX_PAGE_SIZE || badLookup || badChanges || !query) {
      refuse(400, "export.invalid", "Invalid page, documentIds, ids, containing, changedSince or shape");
    }
    const { uid } = WEB_EXPORTS[name];
    const documents = strapi.documents(uid);
    // The shapes of listings/web-export.ts name attributes of their own collection only; the
    // document service's types cannot check names that come from a table keyed by collection.
    type FindParams = Parameters<typeof documents.findMany>[0];
    type CountParams = Parameters<typeof documents.count>[0];
    if (changedSince) {
      const filters = changedFilter(name, changedSince);
      const [data, total, published] = await Promise.all([
        documents.findMany({
          filters,
          fields: ["documentId"],
          sort: "id:asc",
          start: (page - 1) * pageSize,
          limit: pageSize,
        } as FindParams),
        documents.count({ filters } as CountParams),
        documents.count({ filters: { Published: true } } as CountParams),
      ]);
      ctx.body = {
        data,
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total }, published },
      };
      return;
    }
    const { fields, populate } = query;
    const filters = {
      Published: true,
      ...(documentIds ? { documentId: { $in: documentIds } } : {}),
      ...(ids ? { id: { $in: ids } } : {}),
      ...(containing && contains ? { [contains]: { id: { $eq: containing[0] } } } : {}),
    };
    const [data, total] = await Promise.all([
      documents.findMany({
        filters,
        fields,
        populate,
        sort: "id:asc",
        start: (page - 1) * pageSize,
        limit: pageSize,
      } as FindParams),
      documents.count({ filters } as CountParams),
    ]);
    slimImages(data as Record<string, unknown>[], populate);
    ctx.body = {
      data,
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    };
  },
});
