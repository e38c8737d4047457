// Document-service middleware: a manufacturer's products are deleted with it, whoever deletes it
// (the portal user through the REST API, an editor in the admin, a script). A product without its
// manufacturer is shown nowhere, cannot be edited in the portal and would still count against its
// creator's product limit.
import type { Core } from "@strapi/strapi";
import type { DocumentContext, DocumentNext } from "../utils/document-middleware";
import { PRODUCT_UID } from "./ownership";

const MANUFACTURER_UID = "api::hersteller.hersteller";

export function deleteProductsWithManufacturer(strapi: Core.Strapi) {
  return async (context: DocumentContext, next: DocumentNext) => {
    const documentId = context.params?.documentId;
    if (context.uid === MANUFACTURER_UID && context.action === "delete" && typeof documentId === "string") {
      // The database query sees every product of the manufacturer, published or not, whoever created it.
      const products: { documentId: string }[] = await strapi.db
        .query(PRODUCT_UID)
        .findMany({ where: { hersteller: { documentId } }, select: ["documentId"] });
      for (const product of products)
        await strapi.documents(PRODUCT_UID).delete({ documentId: product.documentId });
    }
    return next();
  };
}
