'use strict';

// The web app reads the CMS with a custom API token whose secret it shares through the
// CMS_READ_TOKEN setting; Strapi stores only its hash.
const { READ_TOKEN_NAME } = require('../utils/listing-controller');

const COLLECTIONS = ['veranstaltung', 'referent', 'hersteller', 'produkt', 'versorgungspartner', 'plan', 'background-image', 'subscription'];
const PERMISSIONS = [
  ...COLLECTIONS.flatMap((n) => [`api::${n}.${n}.find`, `api::${n}.${n}.findOne`]),
  // Needed to see a listing's creator (createdby) and a subscription's user in populated reads.
  'plugin::users-permissions.user.find',
  'plugin::users-permissions.user.findOne',
];

async function ensureReadToken(strapi, accessKey) {
  if (!accessKey) {
    strapi.log.warn('CMS_READ_TOKEN ist nicht gesetzt: die Web-App kann das CMS nicht lesen.');
    return;
  }
  const service = strapi.service('admin::api-token');
  let token = await service.getByName(READ_TOKEN_NAME);
  if (!token) {
    token = await service.create({
      name: READ_TOKEN_NAME,
      description: 'Lesezugriff der Web-App (serverseitig, nie im Browser)',
      type: 'custom',
      lifespan: null,
      permissions: PERMISSIONS,
    });
  } else {
    await service.update(token.id, { permissions: PERMISSIONS });
  }
  const hashed = service.hash(accessKey);
  const stored = await strapi.db.query('admin::api-token').findOne({ where: { id: token.id }, select: ['accessKey'] });
  if (stored.accessKey !== hashed) {
    await strapi.db.query('admin::api-token').update({
      where: { id: token.id },
      data: { accessKey: hashed, encryptedKey: strapi.service('admin::encryption').encrypt(accessKey) },
    });
  }
}

module.exports = { ensureReadToken };
