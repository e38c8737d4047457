// Every write of a listing, from the REST API, the admin or a script, passes the shared per-kind
// checks of @wundportal/rules (lists, coordinates, date lists, links, the product cascade); this
// module turns a broken rule into Strapi's ValidationError with its code.
import { errors } from '@strapi/utils';
import { listingProblem } from '@wundportal/rules';
import { LISTING_KINDS, isListingUid } from '../listings/ownership';

type Data = Record<string, unknown>;

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
