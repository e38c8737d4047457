'use strict';

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  webhooks: { populateRelations: false },
  // Only the web app calls Strapi; it forwards the visitor's address in X-Forwarded-For, so the
  // auth rate limit counts per visitor rather than for the whole portal. Keep Strapi unreachable
  // from outside (it listens on 127.0.0.1 by default) when this is on.
  proxy: { koa: env.bool('TRUST_PROXY', true), maxIpsCount: 1 },
});
