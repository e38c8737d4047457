"use server";

import "server-only";
import { z } from "@/lib/zod";
import { entitlementsOf, mayUseField, planKindFor } from "@/lib/entitlements";
import { KIND_INFO, LISTING_KINDS, type ListingKind } from "@/lib/listing-kinds";
import { listingPayload } from "@/lib/listing-payload";
import { LISTING_SAVE_MESSAGES, messageFor } from "@/lib/messages";
import { LISTING_SCHEMAS, type ListingValuesByKind } from "@/lib/schemas/listings";
import type { AuthedUser } from "@/server/auth/session";
import { CmsError, strapiFetch } from "@/server/cms/client";
import { ownDocumentId } from "@/server/cms/own-listings";
import { refreshAfterWrite } from "@/server/cms/refresh";
import { getCurrentSubscription } from "@/server/cms/subscriptions";
import { sanitizeRichText } from "@/server/sanitize";
import { defineWrite, WriteRefused } from "./write";

/** The plan must place this kind; the CMS checks the same (global::listing-write). */
async function entitlementsFor(kind: ListingKind, auth: AuthedUser) {
  const entitlements = entitlementsOf(await getCurrentSubscription(auth.user.id));
  if (!entitlements || entitlements.kind !== planKindFor(kind)) {
    throw new WriteRefused(LISTING_SAVE_MESSAGES.noPlan, 403);
  }
  return entitlements;
}

/** Strapi's validation errors name their fields: show each next to its field. */
function validationFieldErrors(error: CmsError, message: string): Record<string, string> | undefined {
  const details = (
    error.body as { error?: { details?: { errors?: { path?: unknown[]; message?: string }[] } } }
  )?.error?.details?.errors;
  if (!Array.isArray(details)) return undefined;
  const out: Record<string, string> = {};
  for (const item of details) {
    const field = item.path?.[0];
    if (typeof field === "string") out[field] ??= message;
  }
  return Object.keys(out).length ? out : undefined;
}

async function save<K extends ListingKind>(kind: K, values: ListingValuesByKind[K], auth: AuthedUser) {
  const entitlements = await entitlementsFor(kind, auth);
  const { plural, model } = KIND_INFO[kind];
  // An id that is not one of the user's listings saves as a create (specification, section 2).
  const documentId = values.id ? await ownDocumentId(kind, values.id, auth) : null;
  const data = listingPayload(kind, values, {
    update: documentId !== null,
    unlocked: (field) => mayUseField(entitlements, kind, field),
    sanitize: sanitizeRichText,
  });
  let saved: { data: { id: number; documentId: string } };
  try {
    saved = await strapiFetch<{ data: { id: number; documentId: string } }>(
      documentId ? `/${plural}/${documentId}` : `/${plural}`,
      {
        method: documentId ? "PUT" : "POST",
        token: auth.jwt,
        body: { data },
      },
    );
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) {
      const message = messageFor(error.code, LISTING_SAVE_MESSAGES.invalidField);
      const fieldErrors = validationFieldErrors(error, message);
      if (fieldErrors) throw new WriteRefused(message, 400, fieldErrors);
    }
    throw error;
  }
  await refreshAfterWrite(model, saved.data);
  return { ok: true, message: LISTING_SAVE_MESSAGES.saved, data: { id: saved.data.id } };
}

const options = (kind: ListingKind) => ({
  label: `[inserat] ${kind} speichern`,
  fieldOfCode: { "media.limitReached": "Medien" } as const,
});

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

export const saveHersteller = defineWrite({
  ...options("Hersteller"),
  schema: LISTING_SCHEMAS.Hersteller,
  run: (values, auth) => save("Hersteller", values, auth),
});

const deleteSchema = z.object({
  kind: z.enum(LISTING_KINDS),
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
