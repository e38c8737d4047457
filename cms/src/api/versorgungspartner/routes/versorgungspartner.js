'use strict';

const { factories } = require('@strapi/strapi');
const { WRITE_ROUTES } = require('../../../listings/write-routes');

module.exports = factories.createCoreRouter('api::versorgungspartner.versorgungspartner', { config: WRITE_ROUTES });
