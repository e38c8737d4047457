// "Als Vorlage kopieren": a stored listing of the user as the starting values of a NEW listing. The
// copy takes the listing's own fields only (formValuesOf): no id, documentId, dates of the CMS,
// first publication or statistics (those hang on the original's id); it starts unpublished and
// without focus, and fields the plan does not open (the gallery "Medien" below Premium) start
// empty, so the copy never carries pictures the plan would not allow. Listings have no slug or
// unique field. Saved through the kind's ordinary save, the copy passes every rule of a create
// (plan limit, own files, field rules). A Hersteller's products are not copied (docs/decisions.md).
import { mayUseField, type MainListingKind } from "@wundportal/rules";
import { EMPTY_VALUES, type ListingValuesByKind } from "@/lib/schemas/listings";
import { formValuesOf, type RawOwnListing } from "./listing-mapping";

const FILE_FIELDS = ["Bild", "Logo", "Medien"];

export interface ListingCopy<K extends MainListingKind> {
  values: ListingValuesByKind[K];
  /** File fields of the original left out because the plan does not open them. */
  droppedFiles: string[];
}

/** The form values of a new listing copied from `raw`, within what `plan` allows. */
export function copyOfListing<K extends MainListingKind>(
  kind: K,
  raw: RawOwnListing,
  plan: { unlocks: readonly string[] },
): ListingCopy<K> {
  const values = formValuesOf(kind, raw) as unknown as Record<string, unknown>;
  const empty = EMPTY_VALUES[kind] as unknown as Record<string, unknown>;
  const droppedFiles: string[] = [];
  for (const field of Object.keys(values)) {
    if (mayUseField(plan, kind, field)) continue;
    const value = values[field];
    if (FILE_FIELDS.includes(field) && Array.isArray(value) && value.length) droppedFiles.push(field);
    values[field] = empty[field];
  }
  return {
    values: { ...values, id: null, Published: false, Fokusiere: false } as unknown as ListingValuesByKind[K],
    droppedFiles,
  };
}
