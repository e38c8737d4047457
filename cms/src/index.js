'use strict';

const { errors } = require('@strapi/utils');
const { validateListing, RULES } = require('./validation/listing-rules');
const { setPermissions } = require('./bootstrap/permissions');
const { ensureReadToken } = require('./bootstrap/read-token');
const { ensureRevalidateWebhook } = require('./bootstrap/webhook');
const { ensureAdminUser } = require('./bootstrap/admin-user');
const { setAuthSettings } = require('./bootstrap/auth-settings');
const { taxonomy } = require('./taxonomy');
const { visibilityMiddleware } = require('./access/visibility');
const { stampOwner } = require('./listings/owner-stamp');
const { deleteProductsWithManufacturer } = require('./listings/product-cascade');
const { stampUploader } = require('./uploads/files');

/** A plan's title is '{kind}: {tier}' and must agree with its kind and tier fields. */
async function checkPlanTitle(context) {
  const data = context.params?.data ?? {};
  if (!('title' in data || 'kind' in data || 'tier' in data)) return;
  const existing =
    context.action === 'update' && context.params.documentId
      ? await strapi.documents('api::plan.plan').findOne({ documentId: context.params.documentId, fields: ['title', 'kind', 'tier'] })
      : {};
  const plan = { ...existing, ...data };
  if (plan.title !== `${plan.kind}: ${plan.tier}`) {
    throw new errors.ValidationError(`Der Titel muss „${plan.kind}: ${plan.tier}“ lauten.`, { code: 'plan.titleMismatch' });
  }
}

module.exports = {
  register({ strapi }) {
    // Every read of the content API sees only published listings or the caller's own, also through relations.
    strapi.documents.use(visibilityMiddleware(strapi));
    // A portal user's listing is theirs, whatever the request body says (rules: policies/listing-write.ts).
    strapi.documents.use(stampOwner(strapi));
    // A manufacturer's products go with it.
    strapi.documents.use(deleteProductsWithManufacturer(strapi));
    // Every write, from the REST API, the admin or a script, passes the specification's lists.
    strapi.documents.use(async (context, next) => {
      if (RULES[context.uid] && (context.action === 'create' || context.action === 'update')) {
        const data = context.params?.data;
        let existing = {};
        if (context.action === 'update' && context.uid === 'api::produkt.produkt' && context.params.documentId) {
          existing =
            (await strapi.documents(context.uid).findOne({
              documentId: context.params.documentId,
              fields: ['Hauptkategorie', 'Unterkategorie', 'Unterpunkt1', 'Unterpunkt2'],
            })) || {};
        }
        validateListing(context.uid, data, existing);
      }
      if (context.uid === 'api::plan.plan' && (context.action === 'create' || context.action === 'update')) {
        await checkPlanTitle(context);
      }
      if (context.uid === 'plugin::users-permissions.user' && context.action === 'create') {
        const rolle = context.params?.data?.Rolle;
        if (rolle !== undefined && rolle !== null && !taxonomy.Rolle.includes(rolle)) {
          throw new errors.ValidationError('Bitte wählen Sie eine gültige Rolle.');
        }
      }
      return next();
    });
  },

  async bootstrap({ strapi }) {
    // A portal user's upload records who uploaded it (a listing takes only its owner's files).
    stampUploader(strapi);
    await setPermissions(strapi);
    await ensureReadToken(strapi, process.env.CMS_READ_TOKEN);
    await ensureRevalidateWebhook(strapi, {
      url: process.env.WEB_REVALIDATE_URL,
      secret: process.env.REVALIDATE_SECRET,
    });
    await ensureAdminUser(strapi, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
    await setAuthSettings(strapi, {
      siteUrl: (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
      from: process.env.MAIL_FROM || 'Wundportal <no-reply@wundportal.de>',
      replyTo: process.env.MAIL_REPLY_TO || 'kontakt@wundportal.de',
    });
  },
};
