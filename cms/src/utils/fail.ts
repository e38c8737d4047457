// A refused call in Strapi's error shape with a machine-readable `details.code`; the web app
// turns the code into German (lib/messages.ts) and never reads the message text.
import type { Context } from 'koa';

const NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  502: 'BadGatewayError',
  503: 'ServiceUnavailableError',
};

export function fail(ctx: Context, status: number, code: string, message: string): void {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name: NAMES[status] ?? 'ApplicationError', message, details: { code } } };
}
