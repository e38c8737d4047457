// Every write of a listing, from the REST API, the admin or a script, passes the field schemas the
// editor's forms are built from (@wundportal/rules: lengths, required fields, lists, coordinates,
// dates, links, components, the product cascade, the event's date range); this module turns the
// broken rules into Strapi's ValidationError with a code and the form's German message per field.
import { storedListingProblems } from "@wundportal/rules/dist/listing-fields";
import { LISTING_KINDS, isListingUid } from "../listings/ownership";
import { refuse } from "../utils/refusal";

type Data = Record<string, unknown>;

/**
 * Validates a create or update of `data`; `existing` completes partial updates for the rules that
 * span several fields.
 */
export function validateListing(
  uid: string,
  data: Data | null | undefined,
  { create, existing = {} }: { create: boolean; existing?: Data },
): void {
  if (!isListingUid(uid)) return;
  const problems = storedListingProblems(LISTING_KINDS[uid], data, { create, existing });
  const first = problems[0];
  if (!first) return;
  refuse(400, first.code, first.message, {
    field: first.field,
    errors: problems.map((problem) => ({
      path: [problem.field],
      message: problem.message,
      name: "ValidationError",
    })),
  });
}
