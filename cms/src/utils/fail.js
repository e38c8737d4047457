'use strict';

// A refused call in Strapi's error shape with a machine-readable `details.code`; the web app
// turns the code into German (lib/messages.ts) and never reads the message text.
const NAMES = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  502: 'BadGatewayError',
  503: 'ServiceUnavailableError',
};

function fail(ctx, status, code, message) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name: NAMES[status] ?? 'ApplicationError', message, details: { code } } };
}

module.exports = { fail };
