import "server-only";
import { findById } from "@/lib/memo";
import { productsOf } from "@/lib/filters/products";
import type { Manufacturer, Product } from "@/lib/types";
import { byText, defineCollection } from "@/server/read-path/collection";
import { mapManufacturer } from "./mappers";
import type { RawManufacturer } from "./raw";
import { TAGS } from "@/server/read-path/tags";

export const MANUFACTURERS = defineCollection<RawManufacturer, Manufacturer>({
  tag: TAGS.manufacturers,
  model: "hersteller",
  path: "/herstellers",
  exportName: "hersteller",
  map: mapManufacturer,
  compare: (a, b) => byText(a.Herstellername, b.Herstellername) || a.id - b.id,
  shows: {
    veranstaltung: {
      field: "veranstaltungs",
      includes: (m, id) => m.veranstaltungs.some((v) => v.id === id),
    },
    // Products live inside their manufacturer's entry.
    produkt: { field: "Produkt", includes: (m, id) => m.Produkt.some((p) => p.id === id) },
  },
});

/** All published manufacturers with their published products nested, as the specification reads them. */
export function listManufacturers(): Promise<Manufacturer[]> {
  return MANUFACTURERS.list();
}

export function getManufacturer(id: number): Promise<Manufacturer | null> {
  return MANUFACTURERS.find({ ids: [id] }, (manufacturers) => findById(manufacturers, id));
}

/** Every published product of a published manufacturer. */
export async function listProducts(): Promise<Product[]> {
  return productsOf(await listManufacturers());
}

/** A published product of a published manufacturer (before the collection has loaded: that manufacturer alone). */
export function getProduct(id: number): Promise<Product | null> {
  return MANUFACTURERS.find({ containing: id }, (manufacturers) => findById(productsOf(manufacturers), id));
}
