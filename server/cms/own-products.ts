import "server-only";
import type { AuthedUser } from "@/server/auth/session";
import { strapiFetch, type StrapiList } from "./client";
import type { RawOwnProduct } from "./listing-mapping";
import { PRODUCT_POPULATE } from "./populate";

// The signed-in user's own products, for the Hersteller editor and the product limit. As for
// listings (own-listings.ts): the unpublished ones are read with the user's token (the CMS shows a
// user only their own unpublished entries), the published ones with the read token by creator.

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

/** All of the user's products, of every manufacturer (the plan's product limit counts them). */
export const listAllOwnProducts = (auth: AuthedUser) => readOwnProducts(auth);

/** The products of one of the user's manufacturers, oldest first. */
export async function listOwnProducts(herstellerId: number, auth: AuthedUser): Promise<RawOwnProduct[]> {
  const all = await readOwnProducts(auth, { hersteller: { id: { $eq: herstellerId } } });
  return all.filter((product) => product.hersteller?.id === herstellerId);
}
