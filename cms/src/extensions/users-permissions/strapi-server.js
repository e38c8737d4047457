'use strict';

// Extends users-permissions:
// - registration accepts Rolle (allowedFields) and only one of the four roles;
// - a JWT issued before the user's `tokensValidAfter` (set at logout) is refused;
// - users read, change and delete only themselves (PUT/DELETE /api/users/me), never others;
// - POST /api/auth/logout ends every session of the caller.
const { errors } = require('@strapi/utils');
const { taxonomy } = require('../../taxonomy');
const { currentSubscription, entitlementsOf } = require('../../access/entitlements');
const { deleteBillingData } = require('../../billing/account');
const { deleteListings } = require('../../listings/account');

const USER_UID = 'plugin::users-permissions.user';
const PROFILE_FIELDS = ['username', 'email', 'twitter_nutzername', 'linkedin_nutzername', 'github_nutzername', 'avatar_url', 'website_url', 'bio'];

/** A subscription that blocks account deletion: running and not set to end. */
const blocksDeletion = (subscription) => Boolean(entitlementsOf(subscription) && !subscription.cancel_at_period_end);

module.exports = (plugin) => {
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }) => {
    const controller = authFactory({ strapi });
    const register = controller.register;
    controller.register = async (ctx) => {
      const rolle = ctx.request.body?.Rolle;
      if (!taxonomy.Rolle.includes(rolle)) {
        throw new errors.ValidationError('Bitte wählen Sie eine gültige Rolle.');
      }
      return register(ctx);
    };
    controller.logout = async (ctx) => {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized();
      // JWTs carry whole seconds; a token of this very second counts as issued before.
      await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { tokensValidAfter: new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000) } });
      ctx.send({ ok: true });
    };
    return controller;
  };

  // The plugin's user controller is a plain object (it uses the global `strapi`).
  const userController = plugin.controllers.user;
  const sanitize = (user, ctx) =>
    strapi.contentAPI.sanitize.output(user, strapi.getModel(USER_UID), { auth: ctx.state.auth });

  userController.updateMe = async (ctx) => {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();
    const body = ctx.request.body ?? {};
    const unknown = Object.keys(body).filter((key) => !PROFILE_FIELDS.includes(key));
    if (unknown.length) throw new errors.ValidationError(`Nicht änderbare Felder: ${unknown.join(', ')}`);
    const data = {};
    for (const key of PROFILE_FIELDS) {
      if (!(key in body)) continue;
      const value = body[key];
      if (value !== null && typeof value !== 'string') throw new errors.ValidationError(`${key} muss Text sein.`);
      data[key] = typeof value === 'string' ? value.trim() : null;
    }
    if ('username' in data && !data.username) throw new errors.ValidationError('Nutzername ist ein Pflichtfeld!');
    if ('email' in data) {
      if (!data.email) throw new errors.ValidationError('Email ist ein Pflichtfeld!');
      data.email = data.email.toLowerCase();
    }
    for (const key of ['email', 'username']) {
      if (!(key in data)) continue;
      const taken = await strapi.db.query(USER_UID).findOne({ where: { [key]: data[key], id: { $ne: user.id } } });
      if (taken) throw new errors.ApplicationError('Email oder Username sind bereits vergeben!');
    }
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data });
    const updated = await strapi.db.query(USER_UID).findOne({ where: { id: user.id } });
    ctx.send(await sanitize(updated, ctx));
  };

  userController.destroyMe = async (ctx) => {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();
    if (blocksDeletion(await currentSubscription(strapi, user.id))) {
      return ctx.forbidden('Sie haben ein aktives Abonnement. Bitte kündigen Sie es zuerst.', { code: 'account.subscriptionActive' });
    }
    await deleteBillingData(strapi, user.id);
    await deleteListings(strapi, user.id);
    await strapi.plugin('users-permissions').service('user').remove({ id: user.id });
    ctx.send({ ok: true });
  };

  const jwtFactory = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const service = jwtFactory({ strapi });
    const verify = service.verify.bind(service);
    service.verify = async (token) => {
      const payload = await verify(token);
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: payload.id }, select: ['id', 'tokensValidAfter'] });
      const validAfter = user?.tokensValidAfter ? new Date(user.tokensValidAfter).getTime() : 0;
      if (!user || (payload.iat ?? 0) * 1000 < validAfter) throw new Error('Invalid token.');
      return payload;
    };
    return service;
  };

  const routes = plugin.routes['content-api'].routes;
  // Before the generic /users/:id routes, so 'me' is never read as an id.
  routes.unshift(
    { method: 'PUT', path: '/users/me', handler: 'user.updateMe', config: { prefix: '' } },
    { method: 'DELETE', path: '/users/me', handler: 'user.destroyMe', config: { prefix: '' } },
    { method: 'POST', path: '/auth/logout', handler: 'auth.logout', config: { prefix: '' } },
  );
  return plugin;
};
