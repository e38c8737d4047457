import "server-only";
import { EMPTY_PRODUCT, type ProductValues } from "@/lib/schemas/listings-manufacturer";
import type { AuthedUser } from "@/server/auth/session";
import { strapiFetch, type StrapiList } from "./client";
import { toFile } from "./own-listings";
import { PRODUCT_POPULATE } from "./populate";
import type { RawProduct } from "./raw";

// The signed-in user's own products, for the Hersteller editor and the product limit. As for
// listings (own-listings.ts): the unpublished ones are read with the user's token (the CMS shows a
// user only their own unpublished entries), the published ones with the read token by creator.

type RawOwnProduct = RawProduct & {
  documentId: string;
  hersteller?: { id: number; documentId: string } | null;
};

const populate = { ...PRODUCT_POPULATE, hersteller: { fields: ["id", "documentId"] } };

async function readOwnProducts(
  auth: AuthedUser,
  filters: Record<string, unknown> = {},
): Promise<RawOwnProduct[]> {
  const common = { populate, sort: ["id:asc"], pagination: { page: 1, pageSize: 500 } };
  const [unpublished, published] = await Promise.all([
    strapiFetch<StrapiList<RawOwnProduct>>("/produkts", {
      token: auth.jwt,
      query: { ...common, filters: { $and: [filters, { Published: { $eq: false } }] } },
    }),
    strapiFetch<StrapiList<RawOwnProduct>>("/produkts", {
      query: { ...common, filters: { $and: [filters, { createdby: { id: { $eq: auth.user.id } } }] } },
    }),
  ]);
  const byId = new Map<number, RawOwnProduct>();
  for (const raw of [...published.data, ...unpublished.data]) byId.set(raw.id, raw);
  // The user's token may show unpublished products of nobody else; the creator check is the CMS's.
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The products of one of the user's manufacturers, oldest first. */
export async function listOwnProducts(herstellerId: number, auth: AuthedUser): Promise<RawOwnProduct[]> {
  const all = await readOwnProducts(auth, { hersteller: { id: { $eq: herstellerId } } });
  return all.filter((product) => product.hersteller?.id === herstellerId);
}

const list = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((v): v is string => typeof v === "string") : [];

/** A stored product as the Hersteller form's product values. */
export function productFormValues(raw: RawOwnProduct): ProductValues {
  const values: Record<string, unknown> = { ...EMPTY_PRODUCT, documentId: raw.documentId };
  const record = raw as unknown as Record<string, unknown>;
  for (const [field, fallback] of Object.entries(EMPTY_PRODUCT)) {
    const value = record[field];
    if (field === "documentId" || value === null || value === undefined) continue;
    if (typeof fallback === "string") values[field] = typeof value === "string" ? value : String(value);
    else if (typeof fallback === "boolean") values[field] = value === true;
  }
  values.Produktbild = raw.Produktbild ? [toFile(raw.Produktbild)] : [];
  values.Datenblaetter = (raw.Datenblaetter ?? []).map(toFile);
  values.Medien = (raw.Medien ?? []).map(toFile);
  values.Exsudation = list(raw.Exsudation);
  values.IndikationOderErkrankung = list(raw.IndikationOderErkrankung);
  values.Produktmerkmale = list(raw.Produktmerkmale);
  values.Produktgroesse = (raw.Produktgroesse ?? []).map((size) => ({
    Breite: size.Breite ?? "",
    Laenge: size.Laenge ?? "",
    GenaueGroesse: size.GenaueGroesse ?? "",
    PZN: size.PZN ?? "",
  }));
  return values as ProductValues;
}
