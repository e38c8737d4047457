// The Hersteller form's products: one zod schema per product (form and server), the category
// cascade as the form sees it (the CMS payload of a product: server/cms/listing-mapping.ts).
// Products are their own collection (api::produkt.produkt) related to their Hersteller: the CMS
// stores the Hersteller with its product list in one step (cms/src/listings/manufacturer-save.ts).
import { z } from "@/lib/zod";
import { MAX_MEDIA_FILES } from "@/lib/entitlements";
import { CMS_ERROR_MESSAGES } from "@/lib/messages";
import { MAX_DATASHEETS } from "@/lib/uploads";
import {
  HAUPTKATEGORIEN,
  UNTERKATEGORIEN,
  UNTERPUNKT1,
  UNTERPUNKT2,
  childrenOf,
  productFieldVisible,
} from "@/lib/taxonomy";
import { cascadeProblems } from "@wundportal/rules";
import {
  LISTING_FIELDS,
  LISTING_MESSAGES,
  PRODUCT_SIZE,
  emptyFieldValues,
  emptyValueOf,
} from "@wundportal/rules/listing-fields";
import { MAX_PRODUCTS_PER_MANUFACTURER } from "@wundportal/rules/listing-import";
import { herstellerSchema, uploadedFileSchema, type HerstellerValues } from "./listings";

export const PRODUCT_MESSAGES = {
  productName: LISTING_MESSAGES.productName,
  mediaLimit: LISTING_MESSAGES.tooManyFiles(MAX_MEDIA_FILES),
  datasheetLimit: `Es können höchstens ${MAX_DATASHEETS} Datenblätter hochgeladen werden.`,
  productLimit: CMS_ERROR_MESSAGES["product.limitReached"],
  cascade: LISTING_MESSAGES.cascade,
} as const;

export const productSizeSchema = z.object(PRODUCT_SIZE.shape);
export type ProductSizeValues = z.infer<typeof productSizeSchema>;

export const EMPTY_PRODUCT_SIZE = Object.fromEntries(
  Object.entries(PRODUCT_SIZE.shape).map(([name, schema]) => [name, emptyValueOf(schema)]),
) as ProductSizeValues;

/** The cascade of a product: which options each level offers and which levels show. */
export interface CascadeSelection {
  Hauptkategorie: string;
  Unterkategorie: string;
  Unterpunkt1: string;
  Unterpunkt2?: string;
}

export function cascadeOptions(selection: CascadeSelection) {
  return {
    Hauptkategorie: HAUPTKATEGORIEN as readonly string[],
    Unterkategorie: childrenOf(UNTERKATEGORIEN, selection.Hauptkategorie),
    Unterpunkt1: childrenOf(UNTERPUNKT1, selection.Unterkategorie),
    Unterpunkt2: childrenOf(UNTERPUNKT2, selection.Unterpunkt1),
  };
}

/** A level's value only when it belongs to its parent's choice (else the level counts as unset). */
export function consistentCascade(selection: CascadeSelection): Required<CascadeSelection> {
  const options = cascadeOptions(selection);
  const haupt = options.Hauptkategorie.includes(selection.Hauptkategorie) ? selection.Hauptkategorie : "";
  const unter = childrenOf(UNTERKATEGORIEN, haupt).includes(selection.Unterkategorie)
    ? selection.Unterkategorie
    : "";
  const punkt1 = childrenOf(UNTERPUNKT1, unter).includes(selection.Unterpunkt1) ? selection.Unterpunkt1 : "";
  const punkt2 = childrenOf(UNTERPUNKT2, punkt1).includes(selection.Unterpunkt2 ?? "")
    ? (selection.Unterpunkt2 ?? "")
    : "";
  return { Hauptkategorie: haupt, Unterkategorie: unter, Unterpunkt1: punkt1, Unterpunkt2: punkt2 };
}

/** The product fields that depend on the category (section 3 and the visibility rules of section 9). */
export const DEPENDENT_PRODUCT_FIELDS = [
  "Produktgroesse",
  "VerordnungsfaehigkeitOderRezeptierbarkeit",
  "Risikoklassifizierung",
  "Wirkstoffhaltig",
  "Exsudation",
  "Haftrand",
  "Kombination",
  "Indikationen",
  "Kontraindikationen",
  "IndikationOderErkrankung",
  "Produktmerkmale",
  "Darreichungsform",
  "Geschmacksrichtung",
  "Energiegehalt",
  "Verabreichungsart",
  "Nahrungsbehaeltnis",
  "Ernaehrungspumpe",
] as const;
export type DependentProductField = (typeof DEPENDENT_PRODUCT_FIELDS)[number];

/**
 * What the product's category part shows: Unterkategorie and Unterpunkt1 always (disabled until
 * their parent is chosen; enabled only when they have options), Unterpunkt2 only when the chosen
 * Unterpunkt1 has sub-options, and each dependent field for its main or sub-category.
 */
export function productLayout(selection: CascadeSelection) {
  const chosen = consistentCascade(selection);
  const options = cascadeOptions(chosen);
  const fields = Object.fromEntries(
    DEPENDENT_PRODUCT_FIELDS.map((field) => [
      field,
      productFieldVisible(field, {
        Hauptkategorie: chosen.Hauptkategorie || null,
        Unterkategorie: chosen.Unterkategorie || null,
      }),
    ]),
  ) as Record<DependentProductField, boolean>;
  return {
    options,
    disabled: {
      Unterkategorie: !chosen.Hauptkategorie,
      Unterpunkt1: !chosen.Unterkategorie || options.Unterpunkt1.length === 0,
    },
    showUnterpunkt2: options.Unterpunkt2.length > 0,
    fields,
  };
}

export const productSchema = z
  .object({
    /** The stored product's documentId; "" for a product not saved yet. */
    documentId: z.string().max(64),
    ...LISTING_FIELDS.Produkt,
    Produktbild: z.array(uploadedFileSchema).max(1),
    Datenblaetter: z.array(uploadedFileSchema).max(MAX_DATASHEETS, PRODUCT_MESSAGES.datasheetLimit),
    Medien: z.array(uploadedFileSchema).max(MAX_MEDIA_FILES, PRODUCT_MESSAGES.mediaLimit),
  })
  .superRefine((product, context) => {
    // The CMS refuses the same levels (the shared cascade check).
    for (const { field } of cascadeProblems(product)) {
      context.addIssue({ code: "custom", path: [field], message: PRODUCT_MESSAGES.cascade });
    }
  });
export type ProductValues = z.infer<typeof productSchema>;

export const EMPTY_PRODUCT: ProductValues = {
  documentId: "",
  ...emptyFieldValues("Produkt"),
  Produktbild: [],
  Datenblaetter: [],
  Medien: [],
};

/** Whether the plan lets the form add another product (null: unlimited). */
export const mayAddProduct = (count: number, maxProducts: number | null): boolean =>
  maxProducts === null || count < maxProducts;

/** The Hersteller form with its products: what the form edits and the one-step save takes. */
export const herstellerFormSchema = herstellerSchema.extend({
  Produkt: z.array(productSchema).max(MAX_PRODUCTS_PER_MANUFACTURER),
});
export type HerstellerFormValues = HerstellerValues & { Produkt: ProductValues[] };
