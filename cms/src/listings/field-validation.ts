// Document-service middleware: every write of a listing, from the REST API, the admin or a script,
// passes the form's field schemas (validation/listing-rules.ts). An update names only what it
// changes, so the rules that span several fields read the rest of them from the stored entry, and
// only when the update touches one of those fields (a counter or a name needs no read).
import type { Core, Modules } from "@strapi/strapi";
import { CASCADE_FIELDS } from "@wundportal/rules";
import { trimmedLinks } from "@wundportal/rules/dist/listing-fields";
import type { DocumentContext, DocumentMiddleware, DocumentNext } from "../utils/document-middleware";
import { validateListing } from "../validation/listing-rules";
import { LISTING_KINDS, isListingUid } from "./ownership";
import type { ListingUid } from "./ownership";

type Data = Record<string, unknown>;

/**
 * Fields a rule spans beyond the one written: the product cascade, the event's date range. The
 * shared rules name them as plain strings, hence the cast to the document service's field names.
 */
const SPANNING_FIELDS: Partial<Record<ListingUid, readonly string[]>> = {
  "api::produkt.produkt": CASCADE_FIELDS,
  "api::veranstaltung.veranstaltung": ["Startzeit", "Endzeit"],
};

const isData = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The stored values of the spanning fields an update touches; nothing for creates and other updates. */
async function storedSpanningFields(
  strapi: Core.Strapi,
  uid: ListingUid,
  context: DocumentContext,
  data: Data | undefined,
): Promise<Data> {
  const spanning = SPANNING_FIELDS[uid];
  const documentId = context.params?.documentId;
  if (context.action !== "update" || !spanning || !data || typeof documentId !== "string") return {};
  if (!spanning.some((field) => field in data)) return {};
  const fields = [...spanning] as Modules.Documents.Params.Fields.ArrayNotation<ListingUid>;
  const stored: unknown = await strapi.documents(uid).findOne({ documentId, fields });
  return isData(stored) ? stored : {};
}

export function validateListingWrites(strapi: Core.Strapi): DocumentMiddleware {
  return async (context: DocumentContext, next: DocumentNext) => {
    const { uid, action } = context;
    if (isListingUid(uid) && (action === "create" || action === "update")) {
      const input = context.params?.data;
      // Links are checked and stored without the blanks around them.
      const data = isData(input) ? trimmedLinks(LISTING_KINDS[uid], input) : undefined;
      if (data) context.params!.data = data;
      const existing = await storedSpanningFields(strapi, uid, context, data);
      validateListing(uid, data, { create: action === "create", existing });
    }
    return next();
  };
}
