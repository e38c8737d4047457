'use strict';

const { factories } = require('@strapi/strapi');
const { WRITE_ROUTES } = require('../../../listings/write-routes');

module.exports = factories.createCoreRouter('api::veranstaltung.veranstaltung', { config: WRITE_ROUTES });
