"use server";

import "server-only";
import { z } from "@/lib/zod";
import { entitlementsOf, mayPlace, mayUseField } from "@/lib/entitlements";
import { MAIN_LISTING_KINDS, type MainListingKind } from "@wundportal/rules";
import { KIND_INFO } from "@/lib/listing-kinds";
import { COPY_MESSAGES, LISTING_SAVE_MESSAGES, messageFor } from "@/lib/messages";
import { berlinTimeToIso } from "@/lib/berlin-time";
import { furtherDatesSchema } from "@/lib/schemas/further-dates";
import { LISTING_SCHEMAS, type ListingValuesByKind } from "@/lib/schemas/listings";
import { herstellerFormSchema } from "@/lib/schemas/listings-manufacturer";
import type { AuthedUser } from "@/server/auth/session";
import { CmsError, strapiFetch } from "@/server/cms/client";
import { listingPayload, productToCms } from "@/server/cms/listing-mapping";
import { ownDocumentId } from "@/server/cms/own-listings";
import { refreshAfterWrite } from "@/server/read-path/refresh";
import { getCurrentSubscription } from "@/server/cms/subscriptions";
import { sanitizeRichText } from "@/server/sanitize";
import { defineWrite, WriteRefused } from "./write";

/** The plan must place this kind; the CMS checks the same (global::listing-write). */
async function entitlementsFor(kind: MainListingKind, auth: AuthedUser) {
  const entitlements = entitlementsOf(await getCurrentSubscription(auth.user.id));
  if (!entitlements || !mayPlace(entitlements, kind)) {
    throw new WriteRefused(LISTING_SAVE_MESSAGES.noPlan, 403);
  }
  return entitlements;
}

interface RefusalDetails {
  field?: unknown;
  product?: unknown;
  errors?: { path?: unknown[] }[];
}

/** The form fields a refusal names: Strapi's validation errors, or the field of a rule's refusal. */
function validationFieldErrors(details: RefusalDetails | undefined, message: string) {
  if (!details) return undefined;
  const prefix = typeof details.product === "number" ? `Produkt.${details.product}.` : "";
  const fields = Array.isArray(details.errors)
    ? details.errors.map((item) => item.path?.[0])
    : [details.field ?? (prefix ? "Produktname" : undefined)];
  const out: Record<string, string> = {};
  for (const field of fields) if (typeof field === "string") out[`${prefix}${field}`] ??= message;
  return Object.keys(out).length ? out : undefined;
}

/** The documentId of the user's listing being edited, or null for a new one. */
async function documentIdFor(kind: MainListingKind, id: number | null, auth: AuthedUser) {
  // An id that is not one of the user's listings saves as a create (specification, section 2).
  return id ? await ownDocumentId(kind, id, auth) : null;
}

/** Strapi's refusals name their field (and, in the manufacturer's save, the product): show them there. */
function refusedFields(error: unknown): WriteRefused | null {
  if (!(error instanceof CmsError) || error.status >= 500 || error.status === 401) return null;
  const message = messageFor(error.code, LISTING_SAVE_MESSAGES.invalidField);
  const details = (error.body as { error?: { details?: RefusalDetails } } | null)?.error?.details;
  const fieldErrors = validationFieldErrors(details, message);
  return fieldErrors ? new WriteRefused(message, error.status, fieldErrors) : null;
}

async function callCms<T>(path: string, method: "POST" | "PUT", body: unknown, auth: AuthedUser): Promise<T> {
  try {
    return await strapiFetch<T>(path, { method, token: auth.jwt, body });
  } catch (error) {
    throw refusedFields(error) ?? error;
  }
}

async function save<K extends MainListingKind>(kind: K, values: ListingValuesByKind[K], auth: AuthedUser) {
  const entitlements = await entitlementsFor(kind, auth);
  const { plural, model } = KIND_INFO[kind];
  const documentId = await documentIdFor(kind, values.id, auth);
  const data = listingPayload(kind, values, {
    update: documentId !== null,
    unlocked: (field) => mayUseField(entitlements, kind, field),
    sanitize: sanitizeRichText,
  });
  const saved = await callCms<{ data: { id: number; documentId: string } }>(
    documentId ? `/${plural}/${documentId}` : `/${plural}`,
    documentId ? "PUT" : "POST",
    { data },
    auth,
  );
  await refreshAfterWrite(model, saved.data);
  return { ok: true, message: LISTING_SAVE_MESSAGES.saved, data: { id: saved.data.id } };
}

// Refusals of the CMS name their field themselves (refusedFields), so no code maps to a field here.
const options = (kind: MainListingKind) => ({ label: `[inserat] ${kind} speichern` });

export const saveReferent = defineWrite({
  ...options("Referent"),
  schema: LISTING_SCHEMAS.Referent,
  run: (values, auth) => save("Referent", values, auth),
});

export const saveVersorgungspartner = defineWrite({
  ...options("Versorgungspartner"),
  schema: LISTING_SCHEMAS.Versorgungspartner,
  run: (values, auth) => save("Versorgungspartner", values, auth),
});

export const saveVeranstaltung = defineWrite({
  ...options("Veranstaltung"),
  schema: LISTING_SCHEMAS.Veranstaltung,
  run: (values, auth) => save("Veranstaltung", values, auth),
});

/**
 * A manufacturer with its products, in one call the CMS stores all or nothing: products dropped
 * from the form go, new ones come, and the plan's product limit counts what the save leaves.
 */
export const saveHersteller = defineWrite({
  ...options("Hersteller"),
  schema: herstellerFormSchema,
  run: async ({ Produkt, ...values }, auth) => {
    const entitlements = await entitlementsFor("Hersteller", auth);
    const documentId = await documentIdFor("Hersteller", values.id, auth);
    const data = listingPayload("Hersteller", values, {
      update: documentId !== null,
      unlocked: (field) => mayUseField(entitlements, "Hersteller", field),
      sanitize: sanitizeRichText,
    });
    const products = Produkt.map((product) => ({
      ...(product.documentId ? { documentId: product.documentId } : {}),
      data: productToCms(product, values, sanitizeRichText),
    }));
    const saved = await callCms<{
      data: { id: number; documentId: string; products: { documentId: string }[] };
    }>(
      documentId ? `/herstellers/${documentId}/with-products` : "/herstellers/with-products",
      documentId ? "PUT" : "POST",
      { data, products },
      auth,
    );
    await refreshAfterWrite("hersteller", saved.data);
    return {
      ok: true,
      message: LISTING_SAVE_MESSAGES.saved,
      data: { id: saved.data.id, products: saved.data.products.map((product) => product.documentId) },
    };
  },
});

/**
 * "Weitere Termine anlegen": one new, unpublished copy of the user's event per date, in one call
 * the CMS stores all or nothing within the plan's event limit (cms/src/listings/further-dates.ts).
 */
export const createFurtherDates = defineWrite({
  schema: furtherDatesSchema,
  label: "[inserat] weitere Termine",
  run: async ({ id, termine }, auth) => {
    const documentId = await ownDocumentId("Veranstaltung", id, auth);
    if (!documentId) throw new WriteRefused(messageFor("listing.notFound"), 404);
    const body = {
      termine: termine.map((termin) => ({
        Startzeit: berlinTimeToIso(termin.Startzeit),
        Endzeit: termin.Endzeit ? berlinTimeToIso(termin.Endzeit) : null,
      })),
    };
    let created: { data: { id: number; documentId: string }[] };
    try {
      created = await strapiFetch(`/veranstaltungs/${documentId}/weitere-termine`, {
        method: "POST",
        token: auth.jwt,
        body,
      });
    } catch (error) {
      // The limit names how many still fit: say it with the numbers; nothing was stored.
      if (error instanceof CmsError && error.code === "event.datesBeyondLimit") {
        const details = (error.body as { error?: { details?: { free?: unknown } } } | null)?.error?.details;
        if (typeof details?.free === "number") {
          throw new WriteRefused(COPY_MESSAGES.datesBeyondLimit(details.free, termine.length), 409);
        }
      }
      throw error;
    }
    for (const entry of created.data) await refreshAfterWrite("veranstaltung", entry);
    return { ok: true, message: COPY_MESSAGES.datesCreated(created.data.length) };
  },
});

const deleteSchema = z.object({
  kind: z.enum(MAIN_LISTING_KINDS),
  id: z.number().int().positive(),
});

/** Deletes one of the user's listings (the CMS refuses anybody else's). */
export const deleteListing = defineWrite({
  schema: deleteSchema,
  label: "[inserat] löschen",
  fallback: LISTING_SAVE_MESSAGES.deleteFailed,
  run: async ({ kind, id }, auth) => {
    const documentId = await ownDocumentId(kind, id, auth);
    if (!documentId) throw new WriteRefused(LISTING_SAVE_MESSAGES.deleteFailed, 404);
    // A Hersteller's products go with it (the CMS deletes them, cms/src/listings/product-cascade.ts).
    await strapiFetch(`/${KIND_INFO[kind].plural}/${documentId}`, { method: "DELETE", token: auth.jwt });
    await refreshAfterWrite(KIND_INFO[kind].model, { id, documentId });
    return { ok: true, message: LISTING_SAVE_MESSAGES.deleted };
  },
});
