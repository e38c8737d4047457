// The demo's Strapi admin: created once from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists.
import type { Core } from "@strapi/strapi";

export async function ensureAdminUser(
  strapi: Core.Strapi,
  { email, password }: { email?: string; password?: string },
): Promise<void> {
  if (!email || !password) return;
  if ((await strapi.db.query("admin::user").count()) > 0) return;
  const superAdmin = await strapi.service("admin::role").getSuperAdmin();
  if (!superAdmin) return;
  await strapi.service("admin::user").create({
    email,
    firstname: "Demo",
    lastname: "Admin",
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info("Strapi-Admin angelegt (ADMIN_EMAIL)");
}
