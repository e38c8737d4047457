import type { Core } from '@strapi/strapi';
import { validateListing } from './validation/listing-rules';
import { isListingUid } from './listings/ownership';
import { setPermissions } from './bootstrap/permissions';
import { ensureReadToken } from './bootstrap/read-token';
import { ensureRevalidateWebhook } from './bootstrap/webhook';
import { ensureAdminUser } from './bootstrap/admin-user';
import { setAuthSettings } from './bootstrap/auth-settings';
import { CASCADE_FIELDS, taxonomy } from '@wundportal/rules';
import { visibilityMiddleware } from './access/visibility';
import { stampOwner } from './listings/owner-stamp';
import { createLimitLock } from './listings/create-limit';
import { deleteProductsWithManufacturer } from './listings/product-cascade';
import { stampUploader } from './uploads/files';
import { releaseRemovedFiles } from './uploads/release';
import { backfillFirstPublished, stampFirstPublished } from './listings/first-published';
import { scheduleAlerts } from './saved-searches/cron';
import { scheduleUploadCleanup } from './uploads/cleanup';
import type { DocumentContext, DocumentNext } from './utils/document-middleware';
import { replyToAddress, siteUrl } from './shared';
import { ensurePlainTextParts } from './utils/mail';
import { redactLogs } from './logging';
import { finishRequestsOnSignals } from './shutdown';
import { refuse } from './utils/refusal';

type Data = Record<string, unknown>;

/** A plan's title is '{kind}: {tier}' and must agree with its kind and tier fields. */
async function checkPlanTitle(strapi: Core.Strapi, context: DocumentContext) {
  const data = (context.params?.data ?? {}) as Data;
  if (!('title' in data || 'kind' in data || 'tier' in data)) return;
  const documentId = context.params?.documentId;
  const existing =
    context.action === 'update' && typeof documentId === 'string'
      ? await strapi.documents('api::plan.plan').findOne({ documentId, fields: ['title', 'kind', 'tier'] })
      : {};
  const plan: Data = { ...existing, ...data };
  if (plan.title !== `${plan.kind}: ${plan.tier}`) {
    refuse(400, 'plan.titleMismatch', `Der Titel muss „${plan.kind}: ${plan.tier}“ lauten.`);
  }
}

/** Fields a rule spans beyond the one written: the product cascade, the event's date range. */
const SPANNING_FIELDS: Partial<Record<string, readonly string[]>> = {
  'api::produkt.produkt': CASCADE_FIELDS,
  'api::veranstaltung.veranstaltung': ['Startzeit', 'Endzeit'],
};

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // No e-mail address, token or password in any log line.
    redactLogs(strapi);
    // Every read of the content API sees only published listings or the caller's own, also through relations.
    strapi.documents.use(visibilityMiddleware(strapi));
    // A portal user's listing is theirs, whatever the request body says (rules: policies/listing-write.ts).
    strapi.documents.use(stampOwner(strapi));
    // Plan limits also hold for parallel requests (counted again under a per-user lock).
    strapi.documents.use(createLimitLock(strapi));
    // Files a user takes out of their listing, or that go with it, are deleted when nothing else uses them.
    strapi.documents.use(releaseRemovedFiles(strapi));
    // A manufacturer's products go with it.
    strapi.documents.use(deleteProductsWithManufacturer(strapi));
    // When a listing first went public: what saved-search alerts count as new.
    strapi.documents.use(stampFirstPublished(strapi));
    // Every write, from the REST API, the admin or a script, passes the form's field schemas.
    strapi.documents.use(async (context: DocumentContext, next: DocumentNext) => {
      if (isListingUid(context.uid) && (context.action === 'create' || context.action === 'update')) {
        const data = context.params?.data as Data | undefined;
        // An update names only what it changes: the rules that span several fields read the rest,
        // and only when the update touches one of those fields (a counter or a name needs no read).
        const spanning = SPANNING_FIELDS[context.uid];
        let existing: Data = {};
        const documentId = context.params?.documentId;
        if (context.action === 'update' && spanning && data && spanning.some((field) => field in data) && typeof documentId === 'string') {
          existing =
            (await strapi.documents(context.uid).findOne({
              documentId,
              fields: [...spanning],
            } as never)) || {};
        }
        validateListing(context.uid, data, { create: context.action === 'create', existing });
      }
      if (context.uid === 'api::plan.plan' && (context.action === 'create' || context.action === 'update')) {
        await checkPlanTitle(strapi, context);
      }
      if (context.uid === 'plugin::users-permissions.user' && context.action === 'create') {
        const rolle = (context.params?.data as Data | undefined)?.Rolle;
        if (rolle !== undefined && rolle !== null && !taxonomy.Rolle.includes(rolle as string)) {
          refuse(400, 'ROLE_INVALID', 'Bitte wählen Sie eine gültige Rolle.');
        }
      }
      return next();
    });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Running requests finish before the process exits.
    finishRequestsOnSignals(strapi, Number(process.env.SHUTDOWN_TIMEOUT_MS) || 20_000);
    // Every mail, Strapi's own included, has a plain-text part of its own.
    ensurePlainTextParts(strapi);
    // A portal user's upload records who uploaded it (a listing takes only its owner's files).
    stampUploader(strapi);
    await setPermissions(strapi);
    await ensureReadToken(strapi, process.env.CMS_READ_TOKEN);
    await ensureRevalidateWebhook(strapi, {
      url: process.env.WEB_REVALIDATE_URL,
      secret: process.env.REVALIDATE_SECRET,
    });
    await backfillFirstPublished(strapi);
    // Saved-search alerts: hourly cleanup and the web app's alert job.
    scheduleAlerts(strapi, { revalidateUrl: process.env.WEB_REVALIDATE_URL, secret: process.env.REVALIDATE_SECRET });
    // Portal uploads no listing uses: deleted a day after their upload.
    scheduleUploadCleanup(strapi);
    await ensureAdminUser(strapi, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
    await setAuthSettings(strapi, {
      siteUrl: siteUrl(),
      from: process.env.MAIL_FROM || 'Wundportal <no-reply@wundportal.de>',
      replyTo: replyToAddress(),
    });
  },
};
