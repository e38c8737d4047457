// A manufacturer and its product list saved in one step, all or nothing: every check runs on the
// final state first (the manufacturer's fields, each product, the plan's product limit counted on
// what the save leaves), then one transaction stores the manufacturer, updates and creates the
// products and removes the ones the list dropped. A Classic manufacturer at its limit can so
// replace a product in one save; a refused save changes nothing.
import type { Core, Modules, UID } from "@strapi/strapi";
import { MAX_PRODUCTS_PER_MANUFACTURER } from "@wundportal/rules/dist/listing-import";
import { refuse, refusalAbout } from "../utils/refusal";
import { underLock } from "../utils/db-lock";
import { PRODUCT_UID, countOwned } from "./ownership";
import { checkListingWrite, checkOwner, entitlementsFor, readReferences } from "./write-check";
import type { Data, Wanted } from "./write-check";

const MANUFACTURER_UID = "api::hersteller.hersteller";
const MAX_PRODUCTS_PER_SAVE = MAX_PRODUCTS_PER_MANUFACTURER;

interface ProductInput {
  /** The stored product's documentId; absent for a new one. */
  documentId?: string;
  data: Data;
}

export interface ManufacturerSave {
  data: Data;
  products: ProductInput[];
}

/**
 * Parsed input as the document service types it. Only for data that checkListingWrite has
 * checked; the document middlewares check every field again on the write.
 */
const checkedInput = <T extends UID.ContentType>(_uid: T, data: Data) =>
  data as Modules.Documents.Params.Data.Input<T>;

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The body `{ data: {...}, products: [{ documentId?, data: {...} }] }`, or a 400. */
export function parseManufacturerSave(body: unknown): ManufacturerSave {
  const invalid = (message: string): never => refuse(400, "listing.invalidSave", message);
  if (!isObject(body) || !isObject(body.data)) return invalid("data fehlt");
  if (!Array.isArray(body.products) || body.products.length > MAX_PRODUCTS_PER_SAVE)
    return invalid("products fehlt");
  const products = body.products.map((item: unknown): ProductInput => {
    if (!isObject(item) || !isObject(item.data)) return invalid("Produkt ohne data");
    if (item.documentId !== undefined && (typeof item.documentId !== "string" || !item.documentId)) {
      return invalid("documentId eines Produkts ist ungültig");
    }
    return { documentId: item.documentId as string | undefined, data: item.data };
  });
  const named = products.flatMap((product) => (product.documentId ? [product.documentId] : []));
  if (new Set(named).size !== named.length) invalid("Ein Produkt steht doppelt in der Liste");
  return { data: body.data, products };
}

/** Runs `check` for the product at `index`, so a refusal names the product it is about. */
const forProduct = <T>(index: number, check: () => T | Promise<T>) => refusalAbout({ product: index }, check);

export async function saveManufacturer(
  strapi: Core.Strapi,
  userId: number,
  documentId: string | undefined,
  save: ManufacturerSave,
) {
  // Shapes first, for the manufacturer and every product.
  const references = readReferences(strapi, MANUFACTURER_UID, save.data);
  const productReferences: Wanted[][] = [];
  for (const [index, product] of save.products.entries()) {
    productReferences.push(
      await forProduct(index, () => readReferences(strapi, PRODUCT_UID, product.data, true)),
    );
  }
  if (documentId) await checkOwner(strapi, MANUFACTURER_UID, documentId, userId);
  const entitlements = await entitlementsFor(strapi, userId, "Hersteller");

  const stored: { id: number; documentId: string }[] = documentId
    ? await strapi.db
        .query(PRODUCT_UID)
        .findMany({ where: { hersteller: { documentId } }, select: ["id", "documentId"] })
    : [];
  const storedIds = new Set(stored.map((product) => product.documentId));
  for (const [index, product] of save.products.entries()) {
    if (product.documentId && !storedIds.has(product.documentId)) {
      refuse(400, "listing.invalidRelation", "Produkt gehört nicht zu diesem Hersteller", {
        field: "Produkt",
        product: index,
      });
    }
  }

  const action = (existing: string | undefined) => (existing ? ("update" as const) : ("create" as const));
  await checkListingWrite(
    strapi,
    { uid: MANUFACTURER_UID, action: action(documentId), documentId, data: save.data, references, userId },
    entitlements,
  );
  for (const [index, product] of save.products.entries()) {
    await forProduct(index, () =>
      checkListingWrite(
        strapi,
        {
          uid: PRODUCT_UID,
          action: action(product.documentId),
          documentId: product.documentId,
          data: product.data,
          references: productReferences[index] ?? [],
          userId,
          manufacturerSetByServer: true,
        },
        entitlements,
      ),
    );
  }

  const kept = new Set(save.products.flatMap((product) => (product.documentId ? [product.documentId] : [])));
  const dropped = stored.filter((product) => !kept.has(product.documentId));
  // Counted under the same database lock as single product creates (listings/create-limit.ts), in
  // its transaction. Every write runs the document middlewares (field checks against the
  // specification's lists); a refusal there rolls the whole save back, and files taken out are
  // released only on commit.
  return underLock(strapi, `create:${PRODUCT_UID}:${userId}`, async () => {
    const max = entitlements.maxProducts;
    if (max !== null) {
      const after = (await countOwned(strapi, PRODUCT_UID, userId)) - stored.length + save.products.length;
      if (after > max)
        refuse(409, "product.limitReached", `Höchstens ${max} Produkte`, { field: "Produkt", max });
    }
    const manufacturerData = checkedInput(MANUFACTURER_UID, save.data);
    const manufacturer = documentId
      ? await strapi.documents(MANUFACTURER_UID).update({ documentId, data: manufacturerData })
      : await strapi.documents(MANUFACTURER_UID).create({ data: manufacturerData });
    // Deleted since checkOwner read it (a parallel delete): nothing to save into.
    if (!manufacturer) refuse(404, "listing.notFound", "Inserat nicht gefunden");
    const products: { id: number; documentId: string }[] = [];
    for (const [index, product] of save.products.entries()) {
      const data = checkedInput(PRODUCT_UID, {
        ...product.data,
        hersteller: { set: [{ id: manufacturer.id }] },
      });
      const written = await forProduct(index, async () => {
        const entry = product.documentId
          ? await strapi.documents(PRODUCT_UID).update({ documentId: product.documentId, data })
          : await strapi.documents(PRODUCT_UID).create({ data });
        return entry ?? refuse(404, "listing.notFound", "Produkt nicht gefunden");
      });
      products.push({ id: Number(written.id), documentId: written.documentId });
    }
    for (const product of dropped)
      await strapi.documents(PRODUCT_UID).delete({ documentId: product.documentId });
    return { id: Number(manufacturer.id), documentId: manufacturer.documentId, products };
  });
}
