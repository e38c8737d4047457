import "server-only";
import type { Manufacturer, Product } from "@/lib/types";
import { cachedCollection, strapiFetchAll } from "./client";
import { mapManufacturer } from "./mappers";
import { MANUFACTURER_POPULATE } from "./populate";
import type { RawManufacturer } from "./raw";
import { TAGS } from "./tags";

/** All published manufacturers with their published products nested, as the specification reads them. */
export async function listManufacturers(): Promise<Manufacturer[]> {
  return cachedCollection(TAGS.manufacturers, async () => {
    const raw = await strapiFetchAll<RawManufacturer>("/herstellers", {
      filters: { Published: { $eq: true } },
      populate: MANUFACTURER_POPULATE,
      sort: ["Herstellername:asc", "id:asc"],
    });
    return raw.map(mapManufacturer);
  });
}

export async function getManufacturer(id: number): Promise<Manufacturer | null> {
  return (await listManufacturers()).find((m) => m.id === id) ?? null;
}

/** Every published product of a published manufacturer. */
export async function listProducts(): Promise<Product[]> {
  return (await listManufacturers()).flatMap((m) => m.Produkt);
}

export async function getProduct(id: number): Promise<Product | null> {
  return (await listProducts()).find((p) => p.id === id) ?? null;
}
