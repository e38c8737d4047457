"use server";

// The products of a Hersteller listing, saved after the listing itself (saveHersteller): each
// product is created or updated in api::produkt.produkt with its `hersteller`, products dropped
// from the form are deleted. The plan's product limit is checked before anything is written, so
// a refused save changes nothing; the CMS enforces the same limit (product.limitReached).
import "server-only";
import { z } from "@/lib/zod";
import { entitlementsOf } from "@/lib/entitlements";
import { CMS_ERROR_MESSAGES } from "@/lib/messages";
import { productSchema, productToCms } from "@/lib/schemas/listings-manufacturer";
import { strapiFetch } from "@/server/cms/client";
import { countOwnProducts, listOwnProducts } from "@/server/cms/own-products";
import { ownDocumentId } from "@/server/cms/own-listings";
import { refreshAfterWrite } from "@/server/cms/refresh";
import { getCurrentSubscription } from "@/server/cms/subscriptions";
import { sanitizeRichText } from "@/server/sanitize";
import { defineWrite, failureOf, WriteRefused } from "./write";

const saveProductsSchema = z.object({
  herstellerId: z.number().int().positive(),
  Published: z.boolean(),
  Fokusiere: z.boolean(),
  Produkt: z.array(productSchema).max(500),
});
export type SaveProductsInput = z.infer<typeof saveProductsSchema>;

const LIMIT = CMS_ERROR_MESSAGES["product.limitReached"];

export const saveProducts = defineWrite<typeof saveProductsSchema, { documentIds: string[] }>({
  schema: saveProductsSchema,
  label: "[inserat] Produkte speichern",
  fieldOfCode: { "product.limitReached": "Produkt", "media.limitReached": "Produkt" },
  run: async ({ herstellerId, Published, Fokusiere, Produkt }, auth) => {
    const entitlements = entitlementsOf(await getCurrentSubscription(auth.user.id));
    if (!entitlements || entitlements.kind !== "Hersteller") {
      throw new WriteRefused(CMS_ERROR_MESSAGES["listing.wrongPlan"], 403);
    }
    const documentId = await ownDocumentId("Hersteller", herstellerId, auth);
    if (!documentId) throw new WriteRefused(CMS_ERROR_MESSAGES["listing.notFound"], 404);

    const existing = await listOwnProducts(herstellerId, auth);
    const existingIds = new Set(existing.map((product) => product.documentId));
    if (entitlements.maxProducts !== null) {
      const elsewhere = (await countOwnProducts(auth)) - existing.length;
      if (elsewhere + Produkt.length > entitlements.maxProducts) {
        throw new WriteRefused(LIMIT, 409, { Produkt: LIMIT });
      }
    }

    const manufacturer = { documentId, Published, Fokusiere };
    const documentIds: string[] = [];
    // One after the other: the CMS counts the user's products for each create. When one fails,
    // the answer still names the products already stored, so trying again updates them.
    for (const [index, product] of Produkt.entries()) {
      const data = productToCms(product, manufacturer, sanitizeRichText);
      const update = product.documentId && existingIds.has(product.documentId);
      try {
        const saved = await strapiFetch<{ data: { documentId: string } }>(
          update ? `/produkts/${product.documentId}` : "/produkts",
          { method: update ? "PUT" : "POST", token: auth.jwt, body: { data } },
        );
        documentIds.push(saved.data.documentId);
      } catch (error) {
        const failure = failureOf(error, { label: "[inserat] Produkt speichern" });
        const stored = [...documentIds, ...Produkt.slice(index).map((p) => p.documentId)];
        return {
          ...failure,
          fieldErrors: { [`Produkt.${index}.Produktname`]: failure.message ?? LIMIT },
          data: { documentIds: stored },
        };
      }
    }
    const kept = new Set(documentIds);
    for (const product of existing) {
      if (!kept.has(product.documentId)) {
        await strapiFetch(`/produkts/${product.documentId}`, { method: "DELETE", token: auth.jwt });
      }
    }
    // The manufacturer's collection carries its products (tags.ts).
    await refreshAfterWrite("hersteller", { documentId });
    return { ok: true, data: { documentIds } };
  },
});
