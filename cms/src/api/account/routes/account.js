'use strict';

module.exports = {
  routes: [{ method: 'GET', path: '/account/export', handler: 'account.export' }],
};
