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
import { z } from "@/lib/zod";
import { memoOn } from "@/lib/memo";
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
  listParam,
  numberParam,
  optionParam,
  tableParams,
  textParam,
  toQuery,
  type Query,
  type SortDir,
} from "./url-state";
import { textMatch, anyOfField, defineFilterFields, yesNoValues, type FieldValues } from "./fields";
import { matchesBoolean } from "./matching";
import { sortBy } from "./sort-page";

export const PRODUCT_SORT_KEYS = ["name", "hersteller", "hauptkategorie", "unterkategorie"] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const PRODUCT_PAGE_SIZES = [10, 20, 50] as const;
/** The manufacturer table's only page size (public spec section 9). */
export const MANUFACTURER_PAGE_SIZE = 100;
/** The manufacturer table's page (`hseite`, beside the product table's `page`); 1 when unreadable. */
const manufacturerPageParam = numberParam(1, Number.MAX_SAFE_INTEGER, 1, true);

export const parseManufacturerPage = (query: Query | URLSearchParams | null | undefined): number =>
  manufacturerPageParam.parse(toQuery(query).hseite);

/** Filter field → the product field whose visibility rule (taxonomy.ProduktFelder) it follows. */
export const DEPENDENT_FIELDS = {
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

const SIZE_BANDS = GROESSENBAENDER.map((b) => b.value);

/**
 * One level of the category cascade: one value, which the product's must equal; indexed for the
 * counts beside its options. `resets`: the levels below and the fields they show, which a change empties.
 */
const category = (
  allowed: readonly string[],
  value: (p: Product) => string | null,
  resets: readonly string[] = [],
) => ({
  schema: optionParam(allowed),
  match: (p: Product, chosen: string) => value(p) === chosen,
  values: (p: Product) => {
    const held = value(p);
    return held === null ? [] : [held];
  },
  resets,
});

/** 'Length and width filters match any size entry with that exact bucket' — each on its own. */
function matchesSize(chosen: readonly string[], product: Product, dimension: "Laenge" | "Breite"): boolean {
  return product.Produktgroesse.some((size) => size[dimension] !== null && chosen.includes(size[dimension]));
}

/** A size filter: any-of over the bands of the product's size entries, indexed for its counts. */
const sizeField = (dimension: "Laenge" | "Breite") => ({
  schema: listParam(SIZE_BANDS),
  match: (p: Product, chosen: string[]) => matchesSize(chosen, p, dimension),
  values: (p: Product) =>
    p.Produktgroesse.flatMap((size) => (size[dimension] === null ? [] : [size[dimension]])),
});

/** The fields a change of the main or sub-category empties (they show only for some categories). */
const BELOW_HAUPT = ["unter", "punkt1", "punkt2", ...DEPENDENT_KEYS];
const BELOW_UNTER = ["punkt1", "punkt2", "darreichung", "geschmack", "behaeltnis", "pumpe"];

const anyOf = anyOfField<Product>;

/** The product filters: URL parameter (the key), parsing, matching; in the order written. */
export const PRODUCT_FILTER_FIELDS = defineFilterFields<Product>()({
  q: { schema: textParam(), ...textMatch<Product>((p) => [p.Produktname, p.Hersteller]) },
  haupt: category(HAUPTKATEGORIEN, (p) => p.Hauptkategorie, BELOW_HAUPT),
  unter: category(flatten(UNTERKATEGORIEN), (p) => p.Unterkategorie, BELOW_UNTER),
  punkt1: category(flatten(UNTERPUNKT1), (p) => p.Unterpunkt1, ["punkt2"]),
  punkt2: category(flatten(UNTERPUNKT2), (p) => p.Unterpunkt2),
  risiko: anyOf(RISIKOKLASSIFIZIERUNG, (p) => p.Risikoklassifizierung),
  wirkstoff: anyOf(WIRKSTOFFHALTIG, (p) => p.Wirkstoffhaltig),
  haftrand: anyOf(HAFTRAND, (p) => p.Haftrand),
  exsudation: anyOf(EXSUDATION, (p) => p.Exsudation),
  laenge: sizeField("Laenge"),
  breite: sizeField("Breite"),
  rezept: {
    schema: booleanParam(),
    match: (p, chosen) => matchesBoolean(chosen, p.VerordnungsfaehigkeitOderRezeptierbarkeit),
    values: (p) => yesNoValues(p.VerordnungsfaehigkeitOderRezeptierbarkeit),
  },
  indikation: anyOf(INDIKATION_ODER_ERKRANKUNG, (p) => p.IndikationOderErkrankung),
  merkmal: anyOf(PRODUKTMERKMALE, (p) => p.Produktmerkmale),
  darreichung: anyOf(DARREICHUNGSFORM, (p) => p.Darreichungsform),
  geschmack: anyOf(GESCHMACKSRICHTUNG, (p) => p.Geschmacksrichtung),
  energie: anyOf(
    ENERGIEGEHALT.map((b) => b.value),
    (p) => p.Energiegehalt,
  ),
  verabreichung: anyOf(VERABREICHUNGSART, (p) => p.Verabreichungsart),
  behaeltnis: anyOf(NAHRUNGSBEHAELTNIS, (p) => p.Nahrungsbehaeltnis),
  pumpe: anyOf(ERNAEHRUNGSPUMPE, (p) => p.Ernaehrungspumpe),
});

/** The URL parameter of each product filter. */
export const PRODUCT_PARAMS = PRODUCT_FILTER_FIELDS.params;

export const productFilterSchema = PRODUCT_FILTER_FIELDS.schema(
  tableParams(PRODUCT_SORT_KEYS, "name", PRODUCT_PAGE_SIZES, 10),
).transform(dropHiddenValues);

export type ProductFilter = z.output<typeof productFilterSchema>;

type Cascade = { haupt: string | null; unter: string | null; punkt1: string | null; punkt2: string | null };

/** The cascade made consistent top-down: a child survives only under its chosen parent. */
function pruneCascade({ haupt, unter, punkt1, punkt2 }: Cascade): Cascade {
  const u = unter !== null && childrenOf(UNTERKATEGORIEN, haupt).includes(unter) ? unter : null;
  const p1 = punkt1 !== null && childrenOf(UNTERPUNKT1, u).includes(punkt1) ? punkt1 : null;
  const p2 = punkt2 !== null && childrenOf(UNTERPUNKT2, p1).includes(punkt2) ? punkt2 : null;
  return { haupt, unter: u, punkt1: p1, punkt2: p2 };
}

function dropHiddenValues<F extends Cascade & FieldValues<typeof PRODUCT_FILTER_FIELDS.shape>>(filter: F): F {
  const cascade = pruneCascade(filter);
  const visible = visibleProductFilterFields(cascade);
  const hidden = DEPENDENT_KEYS.filter((key) => !visible[key]);
  return PRODUCT_FILTER_FIELDS.cleared({ ...filter, ...cascade }, hidden);
}

// The categories count as set filters; table state does not.
export const {
  parse: parseProductFilter,
  paramNames: PRODUCT_PARAM_NAMES,
  defaults: DEFAULT_PRODUCT_FILTER,
  toQuery: productFilterToQuery,
  isSet: isProductFilterSet,
} = PRODUCT_FILTER_FIELDS.urlState(productFilterSchema);

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

/** Products matching every set filter (AND). */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  return products.filter(PRODUCT_FILTER_FIELDS.matcher(filter, undefined));
}

const PRODUCT_SORT: Record<ProductSortKey, (product: Product) => string | null> = {
  name: (p) => p.Produktname,
  hersteller: (p) => p.Hersteller,
  hauptkategorie: (p) => p.Hauptkategorie,
  unterkategorie: (p) => p.Unterkategorie,
};

/** Every product of the manufacturers (once per loaded collection). */
export function productsOf(manufacturers: readonly Manufacturer[]): Product[] {
  return memoOn(manufacturers, ["products"], () => manufacturers.flatMap((m) => m.Produkt));
}

/** Sorted copy; products without a value for the column go last. */
export function sortProducts(
  products: readonly Product[],
  sort: ProductSortKey,
  dir: SortDir,
): readonly Product[] {
  return sortBy(products, PRODUCT_SORT[sort], dir);
}

const byMakerName = (maker: Manufacturer) => maker.Herstellername;

/**
 * The manufacturer table: only manufacturers with at least one product, alphabetically. Once per
 * loaded collection: every /hersteller request pages it.
 */
export function manufacturersWithProducts(manufacturers: readonly Manufacturer[]): readonly Manufacturer[] {
  return memoOn(manufacturers, ["withProducts"], () =>
    sortBy(
      manufacturers.filter((m) => m.Produkt.length > 0),
      byMakerName,
    ),
  );
}
