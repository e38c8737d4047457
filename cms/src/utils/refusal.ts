// The one way the CMS refuses a request (controllers, policies, document middlewares, plugin
// extensions): thrown, in Strapi's error shape `{ data: null, error: { status, name, message,
// details: { code, ... } } }`. The code is one of the rules package's REFUSAL_CODES
// (packages/rules/src/refusal-codes.ts; how to add one: docs/refusal-codes.md); the web app turns it
// into German (lib/messages.ts) and never reads the message text. The message is developer-facing
// prose for logs, API callers and the admin panel: German where an editor in the admin panel meets
// it (listing fields, relations, plans), otherwise either language.
import { errors } from "@strapi/utils";
import type { RefusalCode } from "@wundportal/rules";
import createHttpError from "http-errors";

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/** Names of the statuses thrown as http-errors (see below). */
const HTTP_ERROR_NAMES = {
  401: "UnauthorizedError",
  409: "ConflictError",
  413: "PayloadTooLargeError",
  415: "UnsupportedMediaTypeError",
  429: "TooManyRequestsError",
  502: "BadGatewayError",
  503: "ServiceUnavailableError",
};

export function refuse(
  status: RefusalStatus,
  code: RefusalCode,
  message: string,
  extra: Record<string, unknown> = {},
): never {
  const details = { code, ...extra };
  switch (status) {
    case 400:
      throw new errors.ValidationError(message, details);
    case 403:
      // A PolicyError, because Strapi's authorize step replaces any other ForbiddenError thrown
      // behind it with a bare 403 without details.
      throw new errors.PolicyError(message, details);
    case 404:
      throw new errors.NotFoundError(message, details);
    default:
      // Strapi's own error classes have no 409, 415, 429, 502 or 503 (and its 413 carries no details);
      // its error middleware formats http-errors as they are (`expose`, so a 5xx keeps its code too).
      // A 401 is one as well: Strapi's authorize step turns its own UnauthorizedError, thrown anywhere
      // behind it (controllers, policies), into a bare 401 without details.
      throw createHttpError(status, message, { name: HTTP_ERROR_NAMES[status], details, expose: true });
  }
}

/**
 * Runs `task`; a refusal it throws names what it is about in its details too (`{ product: 2 }` of
 * a manufacturer's save, `{ line: 7 }` of an import), so the caller can show it there.
 */
export async function refusalAbout<T>(
  about: Record<string, unknown>,
  task: () => T | Promise<T>,
): Promise<T> {
  try {
    return await task();
  } catch (error) {
    const details = (error as { details?: Record<string, unknown> }).details;
    if (details && typeof details === "object") Object.assign(details, about);
    throw error;
  }
}
