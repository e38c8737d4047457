// The published-only rule for every read of the content API, not only the top-level records of a
// listing controller: a document-service middleware rewrites each read's filters and populate so
// that every listing it reaches (top level, populated relation, relation filter, at any depth)
// is published or created by the caller. Reads of the admin, of scripts and of the web app's read
// token are left alone (the web app filters unpublished relations itself).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import type { DocumentMiddleware } from "../utils/document-middleware";

type Json = Record<string, unknown>;
type Filter = Json;
interface Attribute {
  type: string;
  target?: string;
  component?: string;
}

export const LISTING_UIDS = new Set<string>([
  "api::veranstaltung.veranstaltung",
  "api::referent.referent",
  "api::hersteller.hersteller",
  "api::produkt.produkt",
  "api::versorgungspartner.versorgungspartner",
]);
const READ_ACTIONS = new Set(["findMany", "findFirst", "findOne", "count"]);
export const READ_TOKEN_NAME = "web-app-read";
const POPULATABLE = new Set(["relation", "media", "component", "dynamiczone"]);

export function isWebAppToken(ctx: Context): boolean {
  const { auth } = ctx.state;
  return (
    ["api-token", "content-api-token"].includes(auth?.strategy?.name) &&
    auth.credentials?.name === READ_TOKEN_NAME
  );
}

/** What a caller may see of listings: published ones, and a signed-in user's own. */
export function visibilityFilter(user: { id: number } | null | undefined): Filter {
  return user ? { $or: [{ Published: true }, { createdby: { id: user.id } }] } : { Published: true };
}

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The model an attribute leads to (relation target, media file or component), if any. */
function targetOf(attribute: Attribute | undefined): string | null {
  if (!attribute) return null;
  if (attribute.type === "relation") return attribute.target || null;
  if (attribute.type === "media") return "plugin::upload.file";
  if (attribute.type === "component") return attribute.component ?? null;
  return null;
}

function createRewriter(strapi: Core.Strapi, visible: Filter) {
  const attributesOf = (uid: string): Record<string, Attribute> =>
    (strapi.getModel(uid as Parameters<Core.Strapi["getModel"]>[0])?.attributes as Record<
      string,
      Attribute
    >) || {};

  /** ANDs the visibility rule into a relation's filters when it leads to a listing. */
  const guard = (uid: string, filters: unknown): unknown => {
    if (!LISTING_UIDS.has(uid)) return filters;
    return filters === undefined ? visible : { $and: [filters, visible] };
  };

  /** Rewrites relation filters so they match only visible related listings (no yes/no oracle). */
  function filters(uid: string, input: unknown): unknown {
    if (Array.isArray(input)) return input.map((item) => filters(uid, item));
    if (!isObject(input)) return input;
    const out: Json = {};
    for (const [key, value] of Object.entries(input)) {
      if (key === "$and" || key === "$or" || key === "$not") {
        out[key] = filters(uid, value);
        continue;
      }
      const attribute = attributesOf(uid)[key];
      const target = targetOf(attribute);
      if (!attribute || !target) {
        out[key] = value;
        continue;
      }
      // A value or operators right on a relation compare the related id: filter that id inside the
      // relation, so the visibility rule applies to it as well.
      const onId =
        !isObject(value) ||
        Object.keys(value).every((k) => k.startsWith("$") && !["$and", "$or", "$not"].includes(k));
      const inner = filters(target, onId && attribute.type === "relation" ? { id: value } : value);
      out[key] = attribute.type === "relation" ? guard(target, inner) : inner;
    }
    return out;
  }

  /** Every populate shape Strapi accepts ('*', 'a,b', ['a.b'], {a: true}) as an object. */
  function normalise(uid: string, populate: unknown): unknown {
    if (populate === true || populate === "*") {
      const out: Json = {};
      for (const [key, attribute] of Object.entries(attributesOf(uid))) {
        if (POPULATABLE.has(attribute.type)) out[key] = true;
      }
      return out;
    }
    if (typeof populate === "string") return normalise(uid, populate.split(","));
    if (Array.isArray(populate)) {
      // Dotted paths ('a.b') become nested populate lists, normalised again one level down.
      const out: Record<string, true | { populate: string[] }> = {};
      for (const path of populate) {
        if (typeof path !== "string") continue;
        const [head, ...rest] = path.trim().split(".");
        if (!head) continue;
        if (head === "*") {
          for (const key of Object.keys(normalise(uid, "*") as Json)) if (!(key in out)) out[key] = true;
          continue;
        }
        if (!rest.length) {
          if (!(head in out)) out[head] = true;
          continue;
        }
        const current = out[head];
        const nested = current !== true && current !== undefined ? current.populate : [];
        out[head] = { populate: [...nested, rest.join(".")] };
      }
      return out;
    }
    return populate;
  }

  /** Adds the visibility rule to every populated relation that leads to a listing, at any depth. */
  function populate(uid: string, input: unknown): unknown {
    if (input === undefined || input === null || input === false) return input;
    const shape = normalise(uid, input);
    if (!isObject(shape)) return shape;
    const out: Json = {};
    for (const [key, value] of Object.entries(shape)) {
      const attribute = attributesOf(uid)[key];
      const target = targetOf(attribute);
      if (!attribute || !target || value === false) {
        out[key] = value;
        continue;
      }
      const options: Json = isObject(value) ? { ...value } : value === "*" ? { populate: "*" } : {};
      if (options.populate !== undefined) options.populate = populate(target, options.populate);
      if (attribute.type === "relation") {
        const rewritten = options.filters === undefined ? undefined : filters(target, options.filters);
        const guarded = guard(target, rewritten);
        if (guarded !== undefined) options.filters = guarded;
      }
      out[key] = Object.keys(options).length ? options : value;
    }
    return out;
  }

  return { filters, populate, guard };
}

/** The document-service middleware; registered in src/index.ts. */
export function visibilityMiddleware(strapi: Core.Strapi): DocumentMiddleware {
  const prefix = strapi.config.get<string>("api.rest.prefix", "/api");
  return async (context, next) => {
    const read = READ_ACTIONS.has(context.action);
    // A write answers with the entry it stored, populated as asked: that answer is a read too.
    if (!read && context.params?.populate === undefined) return next();
    const ctx = strapi.requestContext.get() as Context | undefined;
    // Only reads made while answering a content-API request; the admin and scripts see everything.
    if (!ctx || !ctx.path?.startsWith(`${prefix}/`) || isWebAppToken(ctx)) return next();
    const rewrite = createRewriter(strapi, visibilityFilter(ctx.state.user));
    const params: Json = { ...(context.params || {}) };
    if (read) {
      const filters = params.filters === undefined ? undefined : rewrite.filters(context.uid, params.filters);
      const guarded = rewrite.guard(context.uid, filters);
      if (guarded !== undefined) params.filters = guarded;
    }
    if (params.populate !== undefined) params.populate = rewrite.populate(context.uid, params.populate);
    context.params = params;
    return next();
  };
}
