// Role permissions are code, not clicks: every boot sets the public and authenticated roles to
// exactly these actions (among the ones managed here), so a stray change in the admin cannot
// widen access.
import type { Core } from "@strapi/strapi";

const LISTINGS = ["veranstaltung", "referent", "hersteller", "produkt", "versorgungspartner"];
const READ = (name: string) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`];
// Writes pass the policy global::listing-write (ownership, plan, limits) on every route.
const WRITE = (name: string) =>
  ["create", "update", "delete"].map((action) => `api::${name}.${name}.${action}`);

const BILLING = ["checkout", "checkoutSession", "cancel", "reactivate", "portal"].map(
  (a) => `api::billing.billing.${a}`,
);

export const PUBLIC = [
  ...LISTINGS.flatMap(READ),
  "api::billing.billing.mode",
  ...READ("plan"),
  ...READ("background-image"),
  "plugin::users-permissions.auth.callback",
  "plugin::users-permissions.auth.register",
  "plugin::users-permissions.auth.emailConfirmation",
  "plugin::users-permissions.auth.sendEmailConfirmation",
  "plugin::users-permissions.auth.forgotPassword",
  "plugin::users-permissions.auth.resetPassword",
  "plugin::users-permissions.auth.confirmEmailChange",
];

export const AUTHENTICATED = [
  ...LISTINGS.flatMap(READ),
  ...LISTINGS.flatMap(WRITE),
  "api::billing.billing.mode",
  ...BILLING,
  "api::account.account.export",
  // A manufacturer with its products in one step (the same checks as the listing writes).
  "api::hersteller.with-products.create",
  "api::hersteller.with-products.update",
  // An event on further dates in one step (the same checks, the limit counted once for all).
  "api::veranstaltung.further-dates.create",
  // A file of products or events in one step (listings/import.ts: the same checks as the writes).
  "api::hersteller.import.products",
  "api::veranstaltung.import.events",
  // Contact requests (recipient looked up by the CMS) and the figures of one's own listings.
  "api::contact-request.send.send",
  "api::listing-stat.listing-stat.mine",
  // The follows of the account's address (api/follow): see and end them on the account page.
  "api::follow.follow.mine",
  "api::follow.follow.forget",
  // One's own Merkliste (the owner is the caller; api/merkliste/routes).
  "api::merkliste.merkliste.mine",
  "api::merkliste.merkliste.set",
  "api::merkliste.merkliste.merge",
  // Only checked files (extensions/upload/strapi-server.ts); no listing, replacing or deleting.
  "plugin::upload.content-api.upload",
  ...READ("plan"),
  ...READ("background-image"),
  "plugin::users-permissions.user.me",
  "plugin::users-permissions.user.updateMe",
  "plugin::users-permissions.user.requestEmailChange",
  "plugin::users-permissions.user.destroyMe",
  "plugin::users-permissions.auth.changePassword",
  "plugin::users-permissions.auth.logout",
];

/** Actions this module owns: anything of our API and the user/role management of the plugin. */
const isManaged = (action: string) =>
  action.startsWith("api::") ||
  action.startsWith("plugin::users-permissions.user.") ||
  action.startsWith("plugin::users-permissions.role.") ||
  action.startsWith("plugin::users-permissions.permissions.") ||
  action.startsWith("plugin::upload.");

async function setRolePermissions(strapi: Core.Strapi, type: string, wanted: string[]) {
  const role = await strapi.db.query("plugin::users-permissions.role").findOne({ where: { type } });
  if (!role) throw new Error(`Rolle ${type} fehlt in users-permissions`);
  const existing = await strapi.db
    .query("plugin::users-permissions.permission")
    .findMany({ where: { role: role.id } });
  const have = new Set<string>(existing.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) {
      await strapi.db
        .query("plugin::users-permissions.permission")
        .create({ data: { action, role: role.id } });
    }
  }
  const extra = existing.filter((p) => isManaged(p.action) && !wanted.includes(p.action));
  if (extra.length) {
    await strapi.db
      .query("plugin::users-permissions.permission")
      .deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
  }
}

export async function setPermissions(strapi: Core.Strapi): Promise<void> {
  await setRolePermissions(strapi, "public", PUBLIC);
  await setRolePermissions(strapi, "authenticated", AUTHENTICATED);
}
