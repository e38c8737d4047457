import path from "path";
import type { Server } from "node:http";
import type { Core } from "@strapi/strapi";
import { setPermissions } from "./bootstrap/permissions";
import { ensureReadToken } from "./bootstrap/read-token";
import { ensureRevalidateWebhook } from "./bootstrap/webhook";
import { ensureAdminUser } from "./bootstrap/admin-user";
import { setAuthSettings } from "./bootstrap/auth-settings";
import { visibilityMiddleware } from "./access/visibility";
import { stampOwner } from "./listings/owner-stamp";
import { createLimitLock } from "./listings/create-limit";
import { deleteProductsWithManufacturer } from "./listings/product-cascade";
import { deleteFiguresWithListing } from "./stats/listing-stats";
import { deleteMerklisteWithUser } from "./api/merkliste/controllers/merkliste";
import { validateListingWrites } from "./listings/field-validation";
import { checkPlanTitle } from "./billing/plan-title";
import { checkNewUserRole } from "./auth/new-user-role";
import { stampUploader } from "./uploads/files";
import { releaseRemovedFiles } from "./uploads/release";
import { backfillFirstPublished, stampFirstPublished } from "./listings/first-published";
import { scheduleAlerts } from "./saved-searches/cron";
import { scheduleReminders } from "./reminders/job";
import { scheduleFollows } from "./follows/job";
import { scheduleUploadCleanup } from "./uploads/cleanup";
import { replyToAddress, siteUrl } from "./shared";
import { guardOutgoingMail } from "./utils/mail";
import { redactLogs } from "./logging";
import { finishRequestsOnSignals } from "./shutdown";
import { keepIdleConnections } from "./keep-alive";
import { refuseUnsafeProduction } from "./preflight";

// In production, unsafe or demo settings stop the start here, however Strapi was started. At load
// time of this module, which Strapi requires before any plugin registers (the upload plugin would
// otherwise fail first on a missing folder, with its own single message). This file is compiled to
// <cms>/dist/src/index.js.
refuseUnsafeProduction(path.resolve(__dirname, "..", ".."));

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
    // A listing's figures go with it.
    strapi.documents.use(deleteFiguresWithListing(strapi));
    // A user's Merkliste goes with the user (deleted by the admin; 'Konto löschen' removes it itself).
    strapi.documents.use(deleteMerklisteWithUser(strapi));
    // When a listing first went public: what saved-search alerts count as new.
    strapi.documents.use(stampFirstPublished(strapi));
    // Every listing write, from the REST API, the admin or a script, passes the form's field schemas.
    strapi.documents.use(validateListingWrites(strapi));
    // A plan's title agrees with its kind and tier ('{kind}: {tier}').
    strapi.documents.use(checkPlanTitle(strapi));
    // A new user's Rolle is one of the four roles, also for users the admin or a script creates.
    strapi.documents.use(checkNewUserRole());
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Running requests finish before the process exits.
    finishRequestsOnSignals(strapi, Number(process.env.SHUTDOWN_TIMEOUT_MS) || 20_000);
    // Idle connections stay open for the client's next request (keep-alive.ts).
    keepIdleConnections(strapi.server.httpServer as Server);
    // Every mail, Strapi's own included, has a plain-text part of its own, a whole HTML document
    // and the Auto-Submitted header.
    guardOutgoingMail(strapi);
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
    scheduleAlerts(strapi, {
      revalidateUrl: process.env.WEB_REVALIDATE_URL,
      secret: process.env.REVALIDATE_SECRET,
    });
    // Event reminders: 7 days and 1 day before the start, and their cleanup.
    scheduleReminders(strapi);
    // Follows of listers: at most one mail a day with what they newly published.
    scheduleFollows(strapi);
    // Portal uploads no listing uses: deleted a day after their upload.
    scheduleUploadCleanup(strapi);
    await ensureAdminUser(strapi, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
    await setAuthSettings(strapi, {
      siteUrl: siteUrl(),
      from: process.env.MAIL_FROM || "Wundportal <no-reply@wundportal.de>",
      replyTo: replyToAddress(),
    });
  },
};
