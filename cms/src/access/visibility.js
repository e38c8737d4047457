'use strict';

// The published-only rule for every read of the content API, not only the top-level records of a
// listing controller: a document-service middleware rewrites each read's filters and populate so
// that every listing it reaches (top level, populated relation, relation filter, at any depth)
// is published or created by the caller. Reads of the admin, of scripts and of the web app's read
// token are left alone (the web app filters unpublished relations itself).

const LISTING_UIDS = new Set([
  'api::veranstaltung.veranstaltung',
  'api::referent.referent',
  'api::hersteller.hersteller',
  'api::produkt.produkt',
  'api::versorgungspartner.versorgungspartner',
]);
const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const READ_TOKEN_NAME = 'web-app-read';
const POPULATABLE = new Set(['relation', 'media', 'component', 'dynamiczone']);

function isWebAppToken(ctx) {
  const { auth } = ctx.state;
  return ['api-token', 'content-api-token'].includes(auth?.strategy?.name) && auth.credentials?.name === READ_TOKEN_NAME;
}

/** What a caller may see of listings: published ones, and a signed-in user's own. */
function visibilityFilter(user) {
  return user ? { $or: [{ Published: true }, { createdby: { id: user.id } }] } : { Published: true };
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The model an attribute leads to (relation target, media file or component), if any. */
function targetOf(attribute) {
  if (!attribute) return null;
  if (attribute.type === 'relation') return attribute.target || null;
  if (attribute.type === 'media') return 'plugin::upload.file';
  if (attribute.type === 'component') return attribute.component;
  return null;
}

function createRewriter(strapi, visible) {
  const attributesOf = (uid) => strapi.getModel(uid)?.attributes || {};

  /** ANDs the visibility rule into a relation's filters when it leads to a listing. */
  const guard = (uid, filters) => {
    if (!LISTING_UIDS.has(uid)) return filters;
    return filters === undefined ? visible : { $and: [filters, visible] };
  };

  /** Rewrites relation filters so they match only visible related listings (no yes/no oracle). */
  function filters(uid, input) {
    if (Array.isArray(input)) return input.map((item) => filters(uid, item));
    if (!isObject(input)) return input;
    const out = {};
    for (const [key, value] of Object.entries(input)) {
      if (key === '$and' || key === '$or' || key === '$not') {
        out[key] = filters(uid, value);
        continue;
      }
      const attribute = attributesOf(uid)[key];
      const target = targetOf(attribute);
      if (!target) {
        out[key] = value;
        continue;
      }
      // A value or operators right on a relation compare the related id: filter that id inside the
      // relation, so the visibility rule applies to it as well.
      const onId = !isObject(value) || Object.keys(value).every((k) => k.startsWith('$') && !['$and', '$or', '$not'].includes(k));
      const inner = filters(target, onId && attribute.type === 'relation' ? { id: value } : value);
      out[key] = attribute.type === 'relation' ? guard(target, inner) : inner;
    }
    return out;
  }

  /** Every populate shape Strapi accepts ('*', 'a,b', ['a.b'], {a: true}) as an object. */
  function normalise(uid, populate) {
    if (populate === true || populate === '*') {
      const out = {};
      for (const [key, attribute] of Object.entries(attributesOf(uid))) {
        if (POPULATABLE.has(attribute.type)) out[key] = true;
      }
      return out;
    }
    if (typeof populate === 'string') return normalise(uid, populate.split(','));
    if (Array.isArray(populate)) {
      // Dotted paths ('a.b') become nested populate lists, normalised again one level down.
      const out = {};
      for (const path of populate) {
        if (typeof path !== 'string') continue;
        const [head, ...rest] = path.trim().split('.');
        if (!head) continue;
        if (head === '*') {
          for (const [key, value] of Object.entries(normalise(uid, '*'))) if (!(key in out)) out[key] = value;
          continue;
        }
        if (!rest.length) {
          if (!(head in out)) out[head] = true;
          continue;
        }
        const nested = isObject(out[head]) ? out[head].populate : [];
        out[head] = { populate: [...nested, rest.join('.')] };
      }
      return out;
    }
    return populate;
  }

  /** Adds the visibility rule to every populated relation that leads to a listing, at any depth. */
  function populate(uid, input) {
    if (input === undefined || input === null || input === false) return input;
    const shape = normalise(uid, input);
    if (!isObject(shape)) return shape;
    const out = {};
    for (const [key, value] of Object.entries(shape)) {
      const attribute = attributesOf(uid)[key];
      const target = targetOf(attribute);
      if (!target || value === false) {
        out[key] = value;
        continue;
      }
      const options = isObject(value) ? { ...value } : value === '*' ? { populate: '*' } : {};
      if (options.populate !== undefined) options.populate = populate(target, options.populate);
      if (attribute.type === 'relation') {
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

/** The document-service middleware; registered in src/index.js. */
function visibilityMiddleware(strapi) {
  const prefix = strapi.config.get('api.rest.prefix', '/api');
  return async (context, next) => {
    if (!READ_ACTIONS.has(context.action)) return next();
    const ctx = strapi.requestContext.get();
    // Only reads made while answering a content-API request; the admin and scripts see everything.
    if (!ctx || !ctx.path?.startsWith(`${prefix}/`) || isWebAppToken(ctx)) return next();
    const rewrite = createRewriter(strapi, visibilityFilter(ctx.state.user));
    const params = { ...(context.params || {}) };
    const filters = params.filters === undefined ? undefined : rewrite.filters(context.uid, params.filters);
    const guarded = rewrite.guard(context.uid, filters);
    if (guarded !== undefined) params.filters = guarded;
    if (params.populate !== undefined) params.populate = rewrite.populate(context.uid, params.populate);
    context.params = params;
    return next();
  };
}

module.exports = { visibilityMiddleware, visibilityFilter, isWebAppToken, READ_TOKEN_NAME, LISTING_UIDS };
