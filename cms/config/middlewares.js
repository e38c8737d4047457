'use strict';

module.exports = [
  'strapi::logger',
  'strapi::errors',
  // Before any route: the visitor's address signed by the web app (src/middlewares/client-ip.js).
  'global::client-ip',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
