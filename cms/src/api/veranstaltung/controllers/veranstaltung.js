'use strict';

const { createListingController } = require('../../../utils/listing-controller');

module.exports = createListingController('api::veranstaltung.veranstaltung');
