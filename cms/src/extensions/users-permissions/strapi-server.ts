// Extends users-permissions:
// - registration accepts Rolle (allowedFields) and only one of the four roles;
// - a JWT issued before the user's `tokensValidAfter` (set at logout) is refused;
// - users read, change and delete only themselves (PUT/DELETE /api/users/me), never others;
// - POST /api/auth/logout ends every session of the caller;
// - every password that is set (register, reset, change) passes one policy, and a new password
//   ends every other session of the account;
// - the e-mail address changes only through a link mailed to the new address (auth/email-change.ts);
// - the confirmation mail is sent again once an hour at most, with one answer for every address
//   (auth/resend-confirmation.ts);
// - sign-ins through the portal (signed visitor address) skip Strapi's per-address limit: the web
//   app limits them on failures (auth/portal-sign-in-limit.ts); the limit counts in Redis when
//   REDIS_URL is set, across CMS instances (auth/auth-limit-store.ts);
// - sign-in of an unknown account costs as much as a wrong password (auth/equal-sign-in-work.ts);
// - its mail templates (confirmation, reset) get every value HTML-escaped: lodash's `<%= %>`
//   does not escape, and a username is whatever the user typed.
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { isHttpUrl, taxonomy } from "@wundportal/rules";
import { currentSubscription, entitlementsOf } from "../../access/entitlements";
import type { SubscriptionRecord } from "../../access/entitlements";
import { deleteBillingData } from "../../billing/account";
import { assertStrongPassword } from "../../auth/password-policy";
import { withEqualSignInWork } from "../../auth/equal-sign-in-work";
import { skipForPortalSignIn } from "../../auth/portal-sign-in-limit";
import { countedIn, createAuthLimitStore } from "../../auth/auth-limit-store";
import { endAllSessions, endOtherSessions, USER_UID } from "../../auth/sessions";
import { requestEmailChange, confirmEmailChange } from "../../auth/email-change";
import { resendConfirmation } from "../../auth/resend-confirmation";
import { deleteListings } from "../../listings/account";
import { deleteContactRequestsOf } from "../../contact/contact-request";
import { escapedTemplateData } from "../../utils/mail";
import { refuse } from "../../utils/refusal";
import { PROFILE_FIELDS } from "../../auth/profile-fields";
import { deleteAlertsOf } from "../../api/saved-search/controllers/saved-search";
import { deleteRemindersOf } from "../../api/reminder/controllers/reminder";
import { deleteFollowsOf } from "../../api/follow/controllers/follow";
import { deleteMerklisteOf } from "../../api/merkliste/controllers/merkliste";

type Handler = (ctx: Context, ...rest: unknown[]) => unknown;
type Deps = { strapi: Core.Strapi };
interface JwtService {
  verify(token: string): Promise<{ id: number; iat?: number }>;
}

/** The auth controller's actions this extension wraps, and the ones it adds. */
interface AuthController {
  register: Handler;
  callback: Handler;
  changePassword: Handler;
  resetPassword: Handler;
  logout?: Handler;
  confirmEmailChange?: Handler;
  sendEmailConfirmation?: Handler;
}

/** The user controller's actions this extension adds. */
interface UserController {
  updateMe?: Handler;
  requestEmailChange?: Handler;
  destroyMe?: Handler;
}

/** The parts of the users-permissions plugin this extension replaces or extends. */
interface UsersPermissionsPlugin {
  controllers: {
    auth: (deps: Deps) => AuthController;
    user: UserController;
  };
  services: {
    jwt: (deps: Deps) => JwtService;
    "users-permissions": (deps: Deps) => { template(layout: string, data: Record<string, unknown>): string };
  };
  routes: { "content-api": { routes: Core.RouteInput[] } };
  middlewares: { rateLimit: Parameters<typeof skipForPortalSignIn>[0] };
}

const URL_FIELDS = ["avatar_url", "website_url"];

/** A subscription that blocks account deletion: running and not set to end. */
const blocksDeletion = (subscription: SubscriptionRecord | null) =>
  subscription !== null && Boolean(entitlementsOf(subscription)) && !subscription.cancel_at_period_end;

export default (plugin: UsersPermissionsPlugin) => {
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }) => {
    const controller = authFactory({ strapi });
    const register = controller.register;
    controller.register = async (ctx: Context) => {
      const rolle = ctx.request.body?.Rolle;
      if (!taxonomy.Rolle.includes(rolle))
        refuse(400, "ROLE_INVALID", "Bitte wählen Sie eine gültige Rolle.");
      const { password, username, email } = ctx.request.body;
      assertStrongPassword(password, { username, email });
      // Strapi refuses a taken address or name in English prose only; the web app reads a code.
      if (typeof email === "string" && typeof username === "string") {
        const taken = await strapi.db.query(USER_UID).findOne({
          where: { $or: [{ email: email.toLowerCase() }, { username }] },
          select: ["id"],
        });
        if (taken) refuse(400, "EMAIL_TAKEN", "Email oder Username sind bereits vergeben!");
      }
      return register(ctx);
    };

    controller.callback = withEqualSignInWork(controller.callback, {
      // The same lookup as Strapi's callback, to know whether it will compare a hash itself.
      findUser: (identifier: string) =>
        strapi.db.query(USER_UID).findOne({
          where: { provider: "local", $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
          select: ["id", "password"],
        }),
    });

    const changePassword = controller.changePassword;
    controller.changePassword = async (ctx: Context) => {
      const caller = ctx.state.user;
      if (!caller) refuse(401, "auth.required", "Anmeldung erforderlich");
      assertStrongPassword(ctx.request.body?.password, caller);
      await changePassword(ctx);
      // ASVS 7.4.3: other sessions end; the changing one continues with the new token.
      ctx.body = { ...(ctx.body as object), jwt: await endOtherSessions(strapi, caller.id) };
    };

    const resetPassword = controller.resetPassword;
    controller.resetPassword = async (ctx: Context) => {
      const { code, password } = ctx.request.body ?? {};
      const user =
        typeof code === "string" && code
          ? await strapi.db
              .query(USER_UID)
              .findOne({ where: { resetPasswordToken: code }, select: ["username", "email"] })
          : null;
      // An unknown code is refused by Strapi itself, before any password is set.
      if (user) assertStrongPassword(password, user);
      await resetPassword(ctx);
      const body = ctx.body as { user?: { id?: number } } | undefined;
      if (body?.user?.id) ctx.body = { ...body, jwt: await endOtherSessions(strapi, body.user.id) };
    };

    controller.logout = async (ctx: Context) => {
      const user = ctx.state.user;
      if (!user) refuse(401, "auth.required", "Anmeldung erforderlich");
      await endAllSessions(strapi, user.id);
      ctx.send({ ok: true });
    };
    controller.confirmEmailChange = (ctx: Context) => confirmEmailChange(strapi, ctx);
    controller.sendEmailConfirmation = (ctx: Context) => resendConfirmation(strapi, ctx);
    return controller;
  };

  const userController = plugin.controllers.user;
  const sanitize = (user: unknown, ctx: Context) =>
    strapi.contentAPI.sanitize.output(user, strapi.getModel(USER_UID), { auth: ctx.state.auth });

  userController.updateMe = async (ctx: Context) => {
    const user = ctx.state.user;
    if (!user) refuse(401, "auth.required", "Anmeldung erforderlich");
    const body: Record<string, unknown> = ctx.request.body ?? {};
    const unknown = Object.keys(body).filter((key) => !PROFILE_FIELDS.includes(key));
    if (unknown.length)
      refuse(400, "PROFILE_FIELD_READ_ONLY", `Nicht änderbare Felder: ${unknown.join(", ")}`, {
        fields: unknown,
      });
    const data: Record<string, string | null> = {};
    for (const key of PROFILE_FIELDS) {
      if (!(key in body)) continue;
      const value = body[key];
      if (value !== null && typeof value !== "string")
        refuse(400, "PROFILE_FIELD_NOT_TEXT", `${key} muss Text sein.`, { field: key });
      data[key] = typeof value === "string" ? value.trim() : null;
    }
    if ("username" in data && !data.username)
      refuse(400, "USERNAME_REQUIRED", "Nutzername ist ein Pflichtfeld!");
    if ("email" in data) {
      // A new address needs the current password and a confirmed link (POST /users/me/email).
      if ((data.email || "").toLowerCase() !== user.email) {
        refuse(
          400,
          "EMAIL_CHANGE_NEEDS_CONFIRMATION",
          "Die Email-Adresse wird über einen Bestätigungslink geändert.",
        );
      }
      delete data.email;
    }
    for (const key of URL_FIELDS) {
      const value = data[key];
      if (value && !isHttpUrl(value))
        refuse(400, "URL_NOT_HTTP", `${key} muss eine Adresse mit http:// oder https:// sein.`);
    }
    for (const key of ["username"]) {
      if (!(key in data)) continue;
      const taken = await strapi.db
        .query(USER_UID)
        .findOne({ where: { [key]: data[key], id: { $ne: user.id } } });
      if (taken) refuse(400, "USERNAME_TAKEN", "Email oder Username sind bereits vergeben!");
    }
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data });
    const updated = await strapi.db.query(USER_UID).findOne({ where: { id: user.id } });
    ctx.send(await sanitize(updated, ctx));
  };

  userController.requestEmailChange = (ctx: Context) => requestEmailChange(strapi, ctx);

  userController.destroyMe = async (ctx: Context) => {
    const user = ctx.state.user;
    if (!user) refuse(401, "auth.required", "Anmeldung erforderlich");
    if (blocksDeletion(await currentSubscription(strapi, user.id))) {
      refuse(
        403,
        "account.subscriptionActive",
        "Sie haben ein aktives Abonnement. Bitte kündigen Sie es zuerst.",
      );
    }
    await deleteBillingData(strapi, user.id);
    await deleteContactRequestsOf(strapi, user);
    // Saved searches belong to an address, not an account; the account's address takes them along.
    await deleteAlertsOf(strapi, user.email);
    await deleteRemindersOf(strapi, user.email);
    // Their follows, and everyone's follows of them as a lister.
    await deleteFollowsOf(strapi, user);
    await deleteMerklisteOf(strapi, user.id);
    await deleteListings(strapi, user.id);
    await strapi.plugin("users-permissions").service("user").remove({ id: user.id });
    ctx.send({ ok: true });
  };

  const jwtFactory = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const service = jwtFactory({ strapi });
    const verify = service.verify.bind(service);
    service.verify = async (token: string) => {
      const payload = await verify(token);
      const user = await strapi.db
        .query(USER_UID)
        .findOne({ where: { id: payload.id }, select: ["id", "tokensValidAfter"] });
      const validAfter = user?.tokensValidAfter ? new Date(user.tokensValidAfter).getTime() : 0;
      if (!user || (payload.iat ?? 0) * 1000 < validAfter) throw new Error("Invalid token.");
      return payload;
    };
    return service;
  };

  // Also applies to subjects (Strapi renders them with the same function): a subject that names
  // the user would show entities, which is inert; the portal's subjects name nobody.
  const usersPermissionsFactory = plugin.services["users-permissions"];
  plugin.services["users-permissions"] = (deps) => {
    const service = usersPermissionsFactory(deps);
    const template = service.template.bind(service);
    service.template = (layout, data) => template(layout, escapedTemplateData(data));
    return service;
  };

  // Counted in Redis with REDIS_URL, so the limit holds across CMS instances (auth/auth-limit-store.ts).
  const authLimits = createAuthLimitStore({ redisUrl: process.env.REDIS_URL || undefined });
  plugin.middlewares.rateLimit = skipForPortalSignIn(
    countedIn(authLimits, plugin.middlewares.rateLimit) as typeof plugin.middlewares.rateLimit,
  );

  const routes = plugin.routes["content-api"].routes;
  // Before the generic /users/:id routes, so 'me' is never read as an id.
  routes.unshift(
    { method: "PUT", path: "/users/me", handler: "user.updateMe", config: { prefix: "" } },
    { method: "DELETE", path: "/users/me", handler: "user.destroyMe", config: { prefix: "" } },
    // Both check a secret (the current password, the link's token): limited like Strapi's own auth routes.
    {
      method: "POST",
      path: "/users/me/email",
      handler: "user.requestEmailChange",
      config: { prefix: "", middlewares: ["plugin::users-permissions.rateLimit"] },
    },
    { method: "POST", path: "/auth/logout", handler: "auth.logout", config: { prefix: "" } },
    {
      method: "POST",
      path: "/auth/email-change/confirm",
      handler: "auth.confirmEmailChange",
      config: { prefix: "", middlewares: ["plugin::users-permissions.rateLimit"] },
    },
  );
  return plugin;
};
