'use strict';

// Registration accepts Rolle (allowedFields) and only one of the four roles.
const { errors } = require('@strapi/utils');
const { taxonomy } = require('../../taxonomy');

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
    return controller;
  };
  return plugin;
};
