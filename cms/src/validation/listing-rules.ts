// Every write of a listing, from the REST API, the admin or a script, passes the shared per-kind
// checks of @wundportal/rules (lists, coordinates, date lists, links, the product cascade); this
// module turns a broken rule into Strapi's ValidationError with its code.
import { errors } from '@strapi/utils';
import { LISTING_CHECKS, listingProblem } from '@wundportal/rules';
import type { KindChecks } from '@wundportal/rules';
import { LISTING_KINDS, isListingUid } from '../listings/ownership';

export { isHttpUrl } from '@wundportal/rules';

type Data = Record<string, unknown>;

/** The checks per content type. */
export const RULES: Record<string, KindChecks> = Object.fromEntries(
  Object.entries(LISTING_KINDS).map(([uid, kind]) => [uid, LISTING_CHECKS[kind]]),
);

/**
 * Validates the fields present in `data`; `existing` completes partial updates for checks that
 * span several fields.
 */
export function validateListing(uid: string, data: Data | null | undefined, existing: Data = {}): void {
  if (!isListingUid(uid)) return;
  const problem = listingProblem(LISTING_KINDS[uid], data, existing);
  if (!problem) return;
  throw new errors.ValidationError(problem.message, {
    code: problem.code,
    errors: [{ path: [problem.field], message: problem.message, name: 'ValidationError' }],
  });
}
