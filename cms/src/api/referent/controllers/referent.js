'use strict';

const { createListingController } = require('../../../utils/listing-controller');
const schema = require("../content-types/referent/schema.json");

const privateFields = Object.entries(schema.attributes)
  .filter(([, attribute]) => attribute.private)
  .map(([name]) => name);

module.exports = createListingController('api::referent.referent', { privateFields });
