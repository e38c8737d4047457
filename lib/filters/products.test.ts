import { expectEveryFieldRoundTrips } from "./field-table.testing";
import { queryFromSearchParams } from "./url-state";
import {
  DEFAULT_PRODUCT_FILTER,
  filterProducts,
  isProductFilterSet,
  manufacturersWithProducts,
  parseProductFilter,
  productCascadeOptions,
  productFilterToQuery,
  sortProducts,
  visibleProductFilterFields,
  PRODUCT_FILTER_FIELDS,
  PRODUCT_PARAMS,
} from "./products";
import { ids, makeManufacturer, makeProduct } from "@/lib/test-factories";

const only = (query: Record<string, string | string[]>) => parseProductFilter(query);
const WUNDE = "Wunde";
const ERNAEHRUNG = "Ernährung";

describe("parseProductFilter", () => {
  it("gives an unset filter sorted by product name, 10 per page, for an empty query", () => {
    expect(DEFAULT_PRODUCT_FILTER).toMatchObject({
      q: "",
      haupt: null,
      unter: null,
      rezept: null,
      sort: "name",
      dir: "asc",
      size: 10,
    });
    expect(isProductFilterSet(DEFAULT_PRODUCT_FILTER)).toBe(false);
    expect(only({ size: "5" }).size).toBe(10);
    expect(only({ size: "50" }).size).toBe(50);
  });

  describe("category cascade", () => {
    it("keeps a consistent chain down to Unterpunkt2", () => {
      expect(
        only({ haupt: WUNDE, unter: "Wundauflage", punkt1: "Hydrokolloid", punkt2: "Dünn" }),
      ).toMatchObject({
        haupt: WUNDE,
        unter: "Wundauflage",
        punkt1: "Hydrokolloid",
        punkt2: "Dünn",
      });
    });

    it("drops a child that does not belong to the chosen parent, and everything below it", () => {
      expect(only({ haupt: WUNDE, unter: "Sondennahrung", punkt1: "Hydrokolloid" })).toMatchObject({
        haupt: WUNDE,
        unter: null,
        punkt1: null,
      });
      expect(
        only({ haupt: WUNDE, unter: "Wundauflage", punkt1: "Antiseptikum", punkt2: "Dünn" }),
      ).toMatchObject({
        unter: "Wundauflage",
        punkt1: null,
        punkt2: null,
      });
      expect(
        only({ haupt: WUNDE, unter: "Wundauflage", punkt1: "Hydrokolloid", punkt2: "Feinporig" }).punkt2,
      ).toBeNull();
      expect(
        only({ haupt: WUNDE, unter: "Wundauflage", punkt1: "Aktivkohle", punkt2: "Dünn" }).punkt2,
      ).toBeNull();
    });

    it("drops children without a chosen parent and unknown categories", () => {
      expect(only({ unter: "Wundauflage", punkt1: "Hydrokolloid" })).toMatchObject({
        haupt: null,
        unter: null,
        punkt1: null,
      });
      expect(only({ haupt: "Kosmetik", unter: "Wundauflage" })).toMatchObject({ haupt: null, unter: null });
    });
  });

  describe("fields of another category", () => {
    it("drops wound fields unless Wunde is chosen", () => {
      const wound = {
        exsudation: "viel",
        risiko: "Klasse I",
        laenge: "bis7_5",
        rezept: "nein",
        haftrand: "Mit Rand",
        wirkstoff: "Silber",
      };
      expect(only({ haupt: WUNDE, ...wound })).toMatchObject({
        exsudation: ["viel"],
        risiko: ["Klasse I"],
        laenge: ["bis7_5"],
        rezept: false,
        haftrand: ["Mit Rand"],
        wirkstoff: ["Silber"],
      });
      expect(only({ haupt: ERNAEHRUNG, ...wound })).toMatchObject({
        exsudation: [],
        risiko: [],
        laenge: [],
        rezept: null,
        haftrand: [],
        wirkstoff: [],
      });
      expect(only(wound)).toMatchObject({ exsudation: [], rezept: null });
    });

    it("drops nutrition fields unless Ernährung is chosen, and sub-category fields unless theirs is", () => {
      const nutrition = {
        indikation: "Appetitlosigkeit",
        merkmal: "Glutenfrei",
        energie: "ueber2",
        verabreichung: "Bolusapplikation",
        darreichung: "Pulver",
        geschmack: "Herzhaft",
        behaeltnis: "Rucksack",
        pumpe: "Fresenius Applix Smart",
      };
      expect(only({ haupt: WUNDE, ...nutrition })).toMatchObject({
        indikation: [],
        energie: [],
        darreichung: [],
        pumpe: [],
      });
      expect(only({ haupt: ERNAEHRUNG, ...nutrition })).toMatchObject({
        indikation: ["Appetitlosigkeit"],
        merkmal: ["Glutenfrei"],
        energie: ["ueber2"],
        verabreichung: ["Bolusapplikation"],
        darreichung: [],
        geschmack: [],
        behaeltnis: [],
        pumpe: [],
      });
      expect(only({ haupt: ERNAEHRUNG, unter: "Trink- und Aufbaunahrung", ...nutrition })).toMatchObject({
        darreichung: ["Pulver"],
        geschmack: ["Herzhaft"],
        behaeltnis: [],
        pumpe: [],
      });
      expect(only({ haupt: ERNAEHRUNG, unter: "Sondennahrung", ...nutrition })).toMatchObject({
        darreichung: [],
        behaeltnis: ["Rucksack"],
        pumpe: [],
      });
      expect(only({ haupt: ERNAEHRUNG, unter: "Applikationstechnik", ...nutrition })).toMatchObject({
        behaeltnis: [],
        pumpe: ["Fresenius Applix Smart"],
      });
    });
  });

  it("round-trips through the canonical query", () => {
    const filter = only({
      q: "Schaum",
      haupt: WUNDE,
      unter: "Wundauflage",
      punkt1: "Schaumverband",
      punkt2: "Feinporig",
      risiko: ["Klasse IIb", "Klasse I"],
      exsudation: ["viel", "mittel"],
      laenge: "bis12_5",
      breite: ["ueber17_5", "bis7_5"],
      rezept: "ja",
      sort: "hersteller",
      dir: "desc",
      page: "3",
      size: "20",
    });
    const written = productFilterToQuery(filter);
    expect(written).toBe(
      "q=Schaum&haupt=Wunde&unter=Wundauflage&punkt1=Schaumverband&punkt2=Feinporig&risiko=Klasse+I&risiko=Klasse+IIb" +
        "&exsudation=mittel&exsudation=viel&laenge=bis12_5&breite=bis7_5&breite=ueber17_5&rezept=ja" +
        "&sort=hersteller&dir=desc&page=3&size=20",
    );
    expect(parseProductFilter(queryFromSearchParams(new URLSearchParams(written)))).toEqual(filter);

    const sip = only({
      haupt: ERNAEHRUNG,
      unter: "Trink- und Aufbaunahrung",
      geschmack: "Citrus-frisch",
      energie: "unter1_2",
    });
    expect(parseProductFilter(new URLSearchParams(productFilterToQuery(sip)))).toEqual(sip);
    expect(productFilterToQuery(DEFAULT_PRODUCT_FILTER)).toBe("");
  });

  it("counts a chosen category and rezept=nein as set", () => {
    expect(isProductFilterSet(only({ haupt: WUNDE }))).toBe(true);
    expect(isProductFilterSet(only({ haupt: WUNDE, rezept: "nein" }))).toBe(true);
    expect(isProductFilterSet(only({ sort: "hersteller", page: "2" }))).toBe(false);
  });
});

describe("visibleProductFilterFields", () => {
  const shown = (filter: { haupt: string | null; unter: string | null; punkt1: string | null }) =>
    Object.entries(visibleProductFilterFields(filter))
      .filter(([, visible]) => visible)
      .map(([field]) => field);

  it("shows only the search and the main category at first", () => {
    expect(shown({ haupt: null, unter: null, punkt1: null })).toEqual(["q", "haupt"]);
  });

  it("shows Unterkategorie and the wound fields once Wunde is chosen", () => {
    expect(shown({ haupt: WUNDE, unter: null, punkt1: null })).toEqual([
      "q",
      "haupt",
      "unter",
      "risiko",
      "wirkstoff",
      "haftrand",
      "exsudation",
      "laenge",
      "breite",
      "rezept",
    ]);
  });

  it("shows Unterpunkt1 once Unterkategorie is chosen, Unterpunkt2 only when Unterpunkt1 has sub-options", () => {
    expect(visibleProductFilterFields({ haupt: WUNDE, unter: "Wundauflage", punkt1: null })).toMatchObject({
      punkt1: true,
      punkt2: false,
    });
    expect(
      visibleProductFilterFields({ haupt: WUNDE, unter: "Wundauflage", punkt1: "Hydrokolloid" }).punkt2,
    ).toBe(true);
    expect(
      visibleProductFilterFields({ haupt: WUNDE, unter: "Wundauflage", punkt1: "Aktivkohle" }).punkt2,
    ).toBe(false);
  });

  it("shows the nutrition fields of the chosen sub-category only", () => {
    expect(shown({ haupt: ERNAEHRUNG, unter: null, punkt1: null })).toEqual([
      "q",
      "haupt",
      "unter",
      "indikation",
      "merkmal",
      "energie",
      "verabreichung",
    ]);
    expect(
      visibleProductFilterFields({ haupt: ERNAEHRUNG, unter: "Trink- und Aufbaunahrung", punkt1: null }),
    ).toMatchObject({
      darreichung: true,
      geschmack: true,
      behaeltnis: false,
      pumpe: false,
      punkt1: false,
    });
    expect(
      visibleProductFilterFields({ haupt: ERNAEHRUNG, unter: "Sondennahrung", punkt1: null }),
    ).toMatchObject({
      darreichung: false,
      behaeltnis: true,
      pumpe: false,
    });
    expect(
      visibleProductFilterFields({ haupt: ERNAEHRUNG, unter: "Applikationstechnik", punkt1: null }).pumpe,
    ).toBe(true);
  });

  it("offers the children of the chosen parents", () => {
    expect(productCascadeOptions({ haupt: ERNAEHRUNG, unter: null, punkt1: null }).unter).toEqual([
      "Applikationstechnik",
      "Sondennahrung",
      "Trink- und Aufbaunahrung",
    ]);
    expect(productCascadeOptions({ haupt: WUNDE, unter: "Wundspüllösung", punkt1: null }).punkt1).toEqual([
      "Konservierte Wundspüllösung",
      "Antiseptikum",
    ]);
    // An orphan parent offers nothing below it.
    expect(productCascadeOptions({ haupt: ERNAEHRUNG, unter: "Wundauflage", punkt1: null }).punkt1).toEqual(
      [],
    );
  });
});

describe("filterProducts", () => {
  it("matches the product name or the manufacturer's name", () => {
    const products = [
      makeProduct({ id: 1, Produktname: "Schaumverband Plus", Hersteller: "Acme" }),
      makeProduct({ id: 2, Produktname: "Gel", Hersteller: "Schaumwerk GmbH" }),
      makeProduct({ id: 3, Produktname: "Binde", Hersteller: "Other" }),
    ];
    expect(ids(filterProducts(products, only({ q: "SCHAUM" })))).toEqual([1, 2]);
  });

  it("matches the category chain exactly", () => {
    const products = [
      makeProduct({
        id: 1,
        Hauptkategorie: WUNDE,
        Unterkategorie: "Wundauflage",
        Unterpunkt1: "Hydrokolloid",
        Unterpunkt2: "Dünn",
      }),
      makeProduct({ id: 2, Hauptkategorie: WUNDE, Unterkategorie: "Wundauflage", Unterpunkt1: "Alginat" }),
      makeProduct({ id: 3, Hauptkategorie: WUNDE, Unterkategorie: "Wundspüllösung" }),
      makeProduct({ id: 4, Hauptkategorie: ERNAEHRUNG, Unterkategorie: "Sondennahrung" }),
    ];
    expect(ids(filterProducts(products, only({ haupt: WUNDE })))).toEqual([1, 2, 3]);
    expect(ids(filterProducts(products, only({ haupt: WUNDE, unter: "Wundauflage" })))).toEqual([1, 2]);
    expect(
      ids(
        filterProducts(
          products,
          only({ haupt: WUNDE, unter: "Wundauflage", punkt1: "Hydrokolloid", punkt2: "Dünn" }),
        ),
      ),
    ).toEqual([1]);
    // An orphan child is dropped, so it does not empty the list.
    expect(ids(filterProducts(products, only({ haupt: ERNAEHRUNG, unter: "Wundauflage" })))).toEqual([4]);
  });

  it("matches a size band when any size entry has it", () => {
    const products = [
      makeProduct({
        id: 1,
        Hauptkategorie: WUNDE,
        Produktgroesse: [
          { GenaueGroesse: "5 x 5 cm", PZN: "1", Laenge: "bis7_5", Breite: "bis7_5" },
          { GenaueGroesse: "20 x 10 cm", PZN: "2", Laenge: "ueber17_5", Breite: "bis12_5" },
        ],
      }),
      makeProduct({
        id: 2,
        Hauptkategorie: WUNDE,
        Produktgroesse: [{ GenaueGroesse: "10 x 10 cm", PZN: "3", Laenge: "bis12_5", Breite: "bis12_5" }],
      }),
      makeProduct({ id: 3, Hauptkategorie: WUNDE, Produktgroesse: [] }),
    ];
    expect(ids(filterProducts(products, only({ haupt: WUNDE, laenge: "ueber17_5" })))).toEqual([1]);
    expect(ids(filterProducts(products, only({ haupt: WUNDE, breite: "bis12_5" })))).toEqual([1, 2]);
    expect(ids(filterProducts(products, only({ haupt: WUNDE, laenge: ["bis7_5", "bis12_5"] })))).toEqual([
      1, 2,
    ]);
    // Length and width each match any entry on their own.
    expect(
      ids(filterProducts(products, only({ haupt: WUNDE, laenge: "bis7_5", breite: "bis12_5" }))),
    ).toEqual([1]);
  });

  it("treats rezept=nein as a set filter for non-prescribable products", () => {
    const products = [
      makeProduct({ id: 1, Hauptkategorie: WUNDE, VerordnungsfaehigkeitOderRezeptierbarkeit: true }),
      makeProduct({ id: 2, Hauptkategorie: WUNDE, VerordnungsfaehigkeitOderRezeptierbarkeit: false }),
      makeProduct({ id: 3, Hauptkategorie: WUNDE, VerordnungsfaehigkeitOderRezeptierbarkeit: null }),
    ];
    expect(ids(filterProducts(products, only({ haupt: WUNDE, rezept: "ja" })))).toEqual([1]);
    expect(ids(filterProducts(products, only({ haupt: WUNDE, rezept: "nein" })))).toEqual([2]);
    expect(ids(filterProducts(products, only({ haupt: WUNDE })))).toEqual([1, 2, 3]);
  });

  it("matches wound attributes any-of", () => {
    const products = [
      makeProduct({
        id: 1,
        Hauptkategorie: WUNDE,
        Risikoklassifizierung: "Klasse IIa",
        Wirkstoffhaltig: "Silber",
        Haftrand: "Mit Rand",
        Exsudation: ["mittel", "viel"],
      }),
      makeProduct({
        id: 2,
        Hauptkategorie: WUNDE,
        Risikoklassifizierung: "Klasse I",
        Wirkstoffhaltig: null,
        Haftrand: "Ohne Rand",
        Exsudation: ["wenig"],
      }),
    ];
    const base = { haupt: WUNDE };
    expect(ids(filterProducts(products, only({ ...base, risiko: ["Klasse I", "Klasse III"] })))).toEqual([2]);
    expect(ids(filterProducts(products, only({ ...base, wirkstoff: "Silber" })))).toEqual([1]);
    expect(ids(filterProducts(products, only({ ...base, haftrand: "Ohne Rand" })))).toEqual([2]);
    expect(ids(filterProducts(products, only({ ...base, exsudation: ["viel", "wenig"] })))).toEqual([1, 2]);
    expect(
      ids(filterProducts(products, only({ ...base, exsudation: "viel", haftrand: "Ohne Rand" }))),
    ).toEqual([]);
  });

  it("matches nutrition attributes any-of", () => {
    const sip = { Hauptkategorie: ERNAEHRUNG, Unterkategorie: "Trink- und Aufbaunahrung" };
    const products = [
      makeProduct({
        id: 1,
        ...sip,
        IndikationOderErkrankung: ["Appetitlosigkeit"],
        Produktmerkmale: ["Laktosefrei", "Glutenfrei"],
        Darreichungsform: "Pulver",
        Geschmacksrichtung: "Herzhaft",
        Energiegehalt: "ueber2",
        Verabreichungsart: "Bolusapplikation",
      }),
      makeProduct({
        id: 2,
        ...sip,
        IndikationOderErkrankung: ["Fettverwertungsstörung"],
        Produktmerkmale: [],
        Darreichungsform: "Flüssig",
        Energiegehalt: "unter1_2",
      }),
      makeProduct({
        id: 3,
        Hauptkategorie: ERNAEHRUNG,
        Unterkategorie: "Sondennahrung",
        Nahrungsbehaeltnis: "Rucksack",
      }),
      makeProduct({
        id: 4,
        Hauptkategorie: ERNAEHRUNG,
        Unterkategorie: "Applikationstechnik",
        Ernaehrungspumpe: "Nutricia Flocare Infinity",
      }),
    ];
    const base = { haupt: ERNAEHRUNG, unter: "Trink- und Aufbaunahrung" };
    expect(ids(filterProducts(products, only({ ...base, indikation: "Appetitlosigkeit" })))).toEqual([1]);
    expect(
      ids(filterProducts(products, only({ ...base, merkmal: ["Glutenfrei", "Mit Ballaststoffen"] }))),
    ).toEqual([1]);
    expect(ids(filterProducts(products, only({ ...base, darreichung: ["Flüssig", "Pulver"] })))).toEqual([
      1, 2,
    ]);
    expect(ids(filterProducts(products, only({ ...base, geschmack: "Herzhaft" })))).toEqual([1]);
    expect(ids(filterProducts(products, only({ ...base, energie: "unter1_2" })))).toEqual([2]);
    expect(ids(filterProducts(products, only({ ...base, verabreichung: "Bolusapplikation" })))).toEqual([1]);
    expect(
      ids(
        filterProducts(products, only({ haupt: ERNAEHRUNG, unter: "Sondennahrung", behaeltnis: "Rucksack" })),
      ),
    ).toEqual([3]);
    expect(
      ids(
        filterProducts(
          products,
          only({ haupt: ERNAEHRUNG, unter: "Applikationstechnik", pumpe: "Nutricia Flocare Infinity" }),
        ),
      ),
    ).toEqual([4]);
  });
});

describe("sortProducts and the manufacturer table", () => {
  it("sorts products by name by default and by manufacturer, missing values last", () => {
    const products = [
      makeProduct({ id: 1, Produktname: "Zinkpaste", Hersteller: null }),
      makeProduct({ id: 2, Produktname: "Äquaderm", Hersteller: "Beta" }),
      makeProduct({ id: 3, Produktname: "Alginat", Hersteller: "Alpha" }),
    ];
    expect(ids(sortProducts(products, DEFAULT_PRODUCT_FILTER.sort, DEFAULT_PRODUCT_FILTER.dir))).toEqual([
      3, 2, 1,
    ]);
    expect(ids(sortProducts(products, "name", "desc"))).toEqual([1, 2, 3]);
    expect(ids(sortProducts(products, "hersteller", "desc"))).toEqual([2, 3, 1]);
  });

  it("lists manufacturers with at least one product, alphabetically", () => {
    const manufacturers = [
      makeManufacturer({ id: 1, Herstellername: "Zeta Medical", Produkt: [makeProduct()] }),
      makeManufacturer({ id: 2, Herstellername: "Ohne Produkte", Produkt: [] }),
      makeManufacturer({ id: 3, Herstellername: "Ärztebedarf", Produkt: [makeProduct()] }),
      makeManufacturer({ id: 4, Herstellername: "alpha care", Produkt: [makeProduct(), makeProduct()] }),
    ];
    expect(ids(manufacturersWithProducts(manufacturers))).toEqual([4, 3, 1]);
  });

  it("filters and sorts a loaded collection's manufacturers once, not on every page request", () => {
    let reads = 0;
    const manufacturers = ["Zeta", "Alpha", "Mitte"].map((name, i) => {
      const maker = makeManufacturer({ id: i + 1, Produkt: [makeProduct()] });
      Object.defineProperty(maker, "Herstellername", { get: () => (reads++, name) });
      return maker;
    });
    const first = manufacturersWithProducts(manufacturers);
    const readsForFirst = reads;
    expect(manufacturersWithProducts(manufacturers)).toBe(first);
    expect(reads).toBe(readsForFirst);
    expect(ids(first)).toEqual([2, 3, 1]);
  });
});

describe("field table", () => {
  it("round-trips every field through the written query, over the cascade's branches", () => {
    const wound = { risiko: "Klasse I", wirkstoff: "Silber", haftrand: "Mit Rand", exsudation: "mittel" };
    const sizes = { laenge: ["bis7_5", "bis12_5"], breite: "bis12_5", rezept: "nein" };
    const nutrition = {
      indikation: "Appetitlosigkeit",
      merkmal: "Laktosefrei",
      darreichung: "Flüssig",
      geschmack: "Citrus-frisch",
      energie: "von1_2bis1_9",
      verabreichung: "Bolusapplikation",
      behaeltnis: "Flasche (Weithals)",
      pumpe: "Fresenius Applix Smart",
    };
    const table = { sort: "hersteller", dir: "desc", page: "2", size: "50" };
    const filters = [
      { haupt: WUNDE, unter: "Wundauflage", punkt1: "Hydrokolloid", punkt2: "Dünn", ...wound, ...sizes },
      { haupt: ERNAEHRUNG, unter: "Trink- und Aufbaunahrung", ...nutrition },
      { haupt: ERNAEHRUNG, unter: "Sondennahrung", ...nutrition },
      { haupt: ERNAEHRUNG, unter: "Applikationstechnik", ...nutrition },
    ].map((query) => parseProductFilter({ q: "gel", ...query, ...table }));
    expectEveryFieldRoundTrips(PRODUCT_FILTER_FIELDS, filters, {
      parse: parseProductFilter,
      write: productFilterToQuery,
      defaults: DEFAULT_PRODUCT_FILTER,
    });
  });

  it("names every field by its key", () => {
    expect(Object.keys(PRODUCT_PARAMS)).toEqual(PRODUCT_FILTER_FIELDS.keys);
    expect(Object.entries(PRODUCT_PARAMS).every(([key, param]) => key === param)).toBe(true);
  });
});
