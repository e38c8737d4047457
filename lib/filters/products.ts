// Product search (/hersteller): URL filter state with the category cascade, matching, sorting.
//
// | Param         | Filter (product field)                                  | Shown when                            |
// |---------------|---------------------------------------------------------|---------------------------------------|
// | q             | Produktname or Hersteller contains (case-insensitive)   | always                                |
// | haupt         | Hauptkategorie (one value)                              | always                                |
// | unter         | Unterkategorie (one value, a child of haupt)            | haupt chosen                          |
// | punkt1        | Unterpunkt1 (one value, a child of unter)               | unter chosen and it has sub-options   |
// | punkt2        | Unterpunkt2 (one value, a child of punkt1)              | punkt1 chosen and it has sub-options  |
// | risiko        | Risikoklassifizierung, repeated                         | haupt = Wunde                         |
// | wirkstoff     | Wirkstoffhaltig, repeated                               | haupt = Wunde                         |
// | haftrand      | Haftrand, repeated                                      | haupt = Wunde                         |
// | exsudation    | Exsudation (product list), repeated                     | haupt = Wunde                         |
// | laenge        | size band of any Produktgroesse entry's Laenge, repeated: bis7_5, bis12_5, bis17_5, ueber17_5 | haupt = Wunde |
// | breite        | size band of any Produktgroesse entry's Breite, repeated | haupt = Wunde                        |
// | rezept        | VerordnungsfaehigkeitOderRezeptierbarkeit ja/nein (nein is a set filter) | haupt = Wunde        |
// | indikation    | IndikationOderErkrankung (product list), repeated       | haupt = Ernährung                     |
// | merkmal       | Produktmerkmale (product list), repeated                | haupt = Ernährung                     |
// | darreichung   | Darreichungsform, repeated                              | unter = Trink- und Aufbaunahrung      |
// | geschmack     | Geschmacksrichtung, repeated                            | unter = Trink- und Aufbaunahrung      |
// | energie       | Energiegehalt band, repeated: unter1_2, von1_2bis1_9, ueber2 | haupt = Ernährung                |
// | verabreichung | Verabreichungsart, repeated                             | haupt = Ernährung                     |
// | behaeltnis    | Nahrungsbehaeltnis, repeated                            | unter = Sondennahrung                 |
// | pumpe         | Ernaehrungspumpe, repeated                              | unter = Applikationstechnik           |
// | sort, dir     | name (default), hersteller, hauptkategorie, unterkategorie; asc (default) or desc
// | page, size    | 1-based page; size 10 (default), 20, 50
//
// Parsing drops what is not shown: a child that does not belong to its chosen parent, and the values of
// fields hidden for the chosen categories. The single-select fields of the form send one value of a list.
import { z } from "zod";
import {
  childrenOf,
  DARREICHUNGSFORM,
  ENERGIEGEHALT,
  ERNAEHRUNGSPUMPE,
  EXSUDATION,
  flatten,
  GESCHMACKSRICHTUNG,
  GROESSENBAENDER,
  HAFTRAND,
  HAUPTKATEGORIEN,
  INDIKATION_ODER_ERKRANKUNG,
  NAHRUNGSBEHAELTNIS,
  PRODUKTMERKMALE,
  productFieldVisible,
  RISIKOKLASSIFIZIERUNG,
  UNTERKATEGORIEN,
  UNTERPUNKT1,
  UNTERPUNKT2,
  VERABREICHUNGSART,
  WIRKSTOFFHALTIG,
} from "@/lib/taxonomy";
import type { Manufacturer, Product } from "@/lib/types";
import {
  booleanParam,
  isSet,
  listParam,
  matchesAnyOf,
  matchesBoolean,
  matchesText,
  optionParam,
  pickParams,
  sortBy,
  tableParams,
  textParam,
  toQuery,
  toQueryString,
  type Query,
  type SortDir,
} from "./common";

export const PRODUCT_SORT_KEYS = ["name", "hersteller", "hauptkategorie", "unterkategorie"] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const PRODUCT_PAGE_SIZES = [10, 20, 50] as const;
/** The manufacturer table's only page size (public spec section 9). */
export const MANUFACTURER_PAGE_SIZE = 100;

/** Filter field → the product field whose visibility rule (taxonomy.ProduktFelder) it follows. */
const DEPENDENT_FIELDS = {
  risiko: "Risikoklassifizierung",
  wirkstoff: "Wirkstoffhaltig",
  haftrand: "Haftrand",
  exsudation: "Exsudation",
  laenge: "Produktgroesse",
  breite: "Produktgroesse",
  rezept: "VerordnungsfaehigkeitOderRezeptierbarkeit",
  indikation: "IndikationOderErkrankung",
  merkmal: "Produktmerkmale",
  darreichung: "Darreichungsform",
  geschmack: "Geschmacksrichtung",
  energie: "Energiegehalt",
  verabreichung: "Verabreichungsart",
  behaeltnis: "Nahrungsbehaeltnis",
  pumpe: "Ernaehrungspumpe",
} as const satisfies Record<string, keyof Product>;
type DependentField = keyof typeof DEPENDENT_FIELDS;
const DEPENDENT_KEYS = Object.keys(DEPENDENT_FIELDS) as DependentField[];

const PARAMS = {
  q: "q",
  haupt: "haupt",
  unter: "unter",
  punkt1: "punkt1",
  punkt2: "punkt2",
  risiko: "risiko",
  wirkstoff: "wirkstoff",
  haftrand: "haftrand",
  exsudation: "exsudation",
  laenge: "laenge",
  breite: "breite",
  rezept: "rezept",
  indikation: "indikation",
  merkmal: "merkmal",
  darreichung: "darreichung",
  geschmack: "geschmack",
  energie: "energie",
  verabreichung: "verabreichung",
  behaeltnis: "behaeltnis",
  pumpe: "pumpe",
  sort: "sort",
  dir: "dir",
  page: "page",
  size: "size",
} as const;

const SIZE_BANDS = GROESSENBAENDER.map((b) => b.value);

export const productFilterSchema = z
  .preprocess(
    pickParams(PARAMS),
    z.object({
      q: textParam(),
      haupt: optionParam(HAUPTKATEGORIEN),
      unter: optionParam(flatten(UNTERKATEGORIEN)),
      punkt1: optionParam(flatten(UNTERPUNKT1)),
      punkt2: optionParam(flatten(UNTERPUNKT2)),
      risiko: listParam(RISIKOKLASSIFIZIERUNG),
      wirkstoff: listParam(WIRKSTOFFHALTIG),
      haftrand: listParam(HAFTRAND),
      exsudation: listParam(EXSUDATION),
      laenge: listParam(SIZE_BANDS),
      breite: listParam(SIZE_BANDS),
      rezept: booleanParam(),
      indikation: listParam(INDIKATION_ODER_ERKRANKUNG),
      merkmal: listParam(PRODUKTMERKMALE),
      darreichung: listParam(DARREICHUNGSFORM),
      geschmack: listParam(GESCHMACKSRICHTUNG),
      energie: listParam(ENERGIEGEHALT.map((b) => b.value)),
      verabreichung: listParam(VERABREICHUNGSART),
      behaeltnis: listParam(NAHRUNGSBEHAELTNIS),
      pumpe: listParam(ERNAEHRUNGSPUMPE),
      ...tableParams(PRODUCT_SORT_KEYS, "name", PRODUCT_PAGE_SIZES, 10),
    }),
  )
  .transform(dropHiddenValues);

export type ProductFilter = z.output<typeof productFilterSchema>;

type Cascade = { haupt: string | null; unter: string | null; punkt1: string | null; punkt2: string | null };

/** The cascade made consistent top-down: a child survives only under its chosen parent. */
function pruneCascade({ haupt, unter, punkt1, punkt2 }: Cascade): Cascade {
  const u = unter !== null && childrenOf(UNTERKATEGORIEN, haupt).includes(unter) ? unter : null;
  const p1 = punkt1 !== null && childrenOf(UNTERPUNKT1, u).includes(punkt1) ? punkt1 : null;
  const p2 = punkt2 !== null && childrenOf(UNTERPUNKT2, p1).includes(punkt2) ? punkt2 : null;
  return { haupt, unter: u, punkt1: p1, punkt2: p2 };
}

function dropHiddenValues<F extends Cascade & Record<DependentField, readonly string[] | boolean | null>>(
  filter: F,
): F {
  const cascade = pruneCascade(filter);
  const visible = visibleProductFilterFields(cascade);
  const next = { ...filter, ...cascade };
  for (const key of DEPENDENT_KEYS) {
    if (visible[key]) continue;
    (next as Record<DependentField, unknown>)[key] = key === "rezept" ? null : [];
  }
  return next;
}

/** Reads Next's `searchParams` or a browser's URLSearchParams; never throws. */
export const parseProductFilter = (query: Query | URLSearchParams | null | undefined): ProductFilter =>
  productFilterSchema.parse(toQuery(query));

export const DEFAULT_PRODUCT_FILTER: ProductFilter = parseProductFilter({});

export type ProductFilterField = "q" | "haupt" | "unter" | "punkt1" | "punkt2" | DependentField;

/**
 * Which filter inputs the panel shows for the current choice (public spec section 4). Unterpunkt1 and
 * Unterpunkt2 also need options to offer: the nutrition sub-categories have no Unterpunkt1.
 */
export function visibleProductFilterFields(
  filter: Pick<Cascade, "haupt" | "unter" | "punkt1">,
): Record<ProductFilterField, boolean> {
  const { haupt, unter, punkt1 } = pruneCascade({ ...filter, punkt2: null });
  const selection = { Hauptkategorie: haupt, Unterkategorie: unter };
  const visible = {
    q: true,
    haupt: true,
    unter: haupt !== null,
    punkt1: unter !== null && childrenOf(UNTERPUNKT1, unter).length > 0,
    punkt2: punkt1 !== null && childrenOf(UNTERPUNKT2, punkt1).length > 0,
  } as Record<ProductFilterField, boolean>;
  for (const key of DEPENDENT_KEYS) visible[key] = productFieldVisible(DEPENDENT_FIELDS[key], selection);
  return visible;
}

/** The options of the cascade's selects for the current choice. */
export function productCascadeOptions(filter: Pick<Cascade, "haupt" | "unter" | "punkt1">) {
  const { haupt, unter, punkt1 } = pruneCascade({ ...filter, punkt2: null });
  return {
    haupt: HAUPTKATEGORIEN,
    unter: childrenOf(UNTERKATEGORIEN, haupt),
    punkt1: childrenOf(UNTERPUNKT1, unter),
    punkt2: childrenOf(UNTERPUNKT2, punkt1),
  };
}

export function productFilterToQuery(filter: ProductFilter): string {
  return toQueryString([
    [PARAMS.q, filter.q],
    [PARAMS.haupt, filter.haupt],
    [PARAMS.unter, filter.unter],
    [PARAMS.punkt1, filter.punkt1],
    [PARAMS.punkt2, filter.punkt2],
    ...DEPENDENT_KEYS.map((key) => [PARAMS[key], filter[key]] as const),
    [PARAMS.sort, filter.sort, DEFAULT_PRODUCT_FILTER.sort],
    [PARAMS.dir, filter.dir, DEFAULT_PRODUCT_FILTER.dir],
    [PARAMS.page, filter.page, 1],
    [PARAMS.size, filter.size, DEFAULT_PRODUCT_FILTER.size],
  ]);
}

/** Whether any filter or category is set (shows the reset button). Table state does not count. */
export function isProductFilterSet(filter: ProductFilter): boolean {
  return [
    filter.q,
    filter.haupt,
    filter.unter,
    filter.punkt1,
    filter.punkt2,
    ...DEPENDENT_KEYS.map((k) => filter[k]),
  ].some(isSet);
}

const matchesOne = (chosen: string | null, value: string | null) => chosen === null || value === chosen;

/** 'Length and width filters match any size entry with that exact bucket' — each on its own. */
function matchesSize(chosen: readonly string[], product: Product, dimension: "Laenge" | "Breite"): boolean {
  if (chosen.length === 0) return true;
  return product.Produktgroesse.some((size) => size[dimension] !== null && chosen.includes(size[dimension]));
}

/** Products matching every set filter (AND). */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  return products.filter(
    (p) =>
      matchesText(filter.q, p.Produktname, p.Hersteller) &&
      matchesOne(filter.haupt, p.Hauptkategorie) &&
      matchesOne(filter.unter, p.Unterkategorie) &&
      matchesOne(filter.punkt1, p.Unterpunkt1) &&
      matchesOne(filter.punkt2, p.Unterpunkt2) &&
      matchesAnyOf(filter.risiko, p.Risikoklassifizierung) &&
      matchesAnyOf(filter.wirkstoff, p.Wirkstoffhaltig) &&
      matchesAnyOf(filter.haftrand, p.Haftrand) &&
      matchesAnyOf(filter.exsudation, p.Exsudation) &&
      matchesSize(filter.laenge, p, "Laenge") &&
      matchesSize(filter.breite, p, "Breite") &&
      matchesBoolean(filter.rezept, p.VerordnungsfaehigkeitOderRezeptierbarkeit) &&
      matchesAnyOf(filter.indikation, p.IndikationOderErkrankung) &&
      matchesAnyOf(filter.merkmal, p.Produktmerkmale) &&
      matchesAnyOf(filter.darreichung, p.Darreichungsform) &&
      matchesAnyOf(filter.geschmack, p.Geschmacksrichtung) &&
      matchesAnyOf(filter.energie, p.Energiegehalt) &&
      matchesAnyOf(filter.verabreichung, p.Verabreichungsart) &&
      matchesAnyOf(filter.behaeltnis, p.Nahrungsbehaeltnis) &&
      matchesAnyOf(filter.pumpe, p.Ernaehrungspumpe),
  );
}

const PRODUCT_SORT: Record<ProductSortKey, (product: Product) => string | null> = {
  name: (p) => p.Produktname,
  hersteller: (p) => p.Hersteller,
  hauptkategorie: (p) => p.Hauptkategorie,
  unterkategorie: (p) => p.Unterkategorie,
};

/** Sorted copy; products without a value for the column go last. */
export function sortProducts(products: readonly Product[], sort: ProductSortKey, dir: SortDir): Product[] {
  return sortBy(products, PRODUCT_SORT[sort], dir);
}

/** The manufacturer table: only manufacturers with at least one product, alphabetically. */
export function manufacturersWithProducts(manufacturers: readonly Manufacturer[]): Manufacturer[] {
  return sortBy(
    manufacturers.filter((m) => m.Produkt.length > 0),
    (m) => m.Herstellername,
  );
}
