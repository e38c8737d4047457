import { expectEveryFieldRoundTrips } from "./field-table.testing";
import { paginate } from "./sort-page";
import { queryFromSearchParams } from "./url-state";
import {
  carePartnerFilterToQuery,
  DEFAULT_CARE_PARTNER_FILTER,
  filterCarePartners,
  isCarePartnerFilterSet,
  parseCarePartnerFilter,
  sortCarePartners,
  CARE_PARTNER_FILTER_FIELDS,
  CARE_PARTNER_PARAMS,
} from "./care-partners";
import { ids, makeCarePartner, PLACES } from "@/lib/test-factories";

const only = (query: Record<string, string | string[]>) => parseCarePartnerFilter(query);

describe("parseCarePartnerFilter", () => {
  it("gives an unset filter for an empty query", () => {
    expect(DEFAULT_CARE_PARTNER_FILTER).toMatchObject({
      q: "",
      bundesland: [],
      barrierefrei: null,
      betten: null,
      umkreis: 100,
      sort: "name",
      size: 5,
    });
    expect(isCarePartnerFilterSet(DEFAULT_CARE_PARTNER_FILTER)).toBe(false);
  });

  it("drops unknown values and clamps the bed count", () => {
    const filter = only({
      bundesland: ["Bayern", "Tirol"],
      kategorie: ["Klinik", "Friseur"],
      aufgaben: "Inkontinenz",
      spezial: ["Madentherapie", "Zauberei"],
      betten: "-5",
    });
    expect(filter).toMatchObject({
      bundesland: ["Bayern"],
      kategorie: ["Klinik"],
      aufgaben: ["Inkontinenz"],
      spezial: ["Madentherapie"],
      betten: 0,
    });
    expect(only({ betten: "viele" }).betten).toBeNull();
  });

  it("counts barrierefrei=nein and betten=0 as set, the radius alone not", () => {
    expect(isCarePartnerFilterSet(only({ barrierefrei: "nein" }))).toBe(true);
    expect(isCarePartnerFilterSet(only({ betten: "0" }))).toBe(true);
    expect(isCarePartnerFilterSet(only({ umkreis: "30" }))).toBe(false);
  });

  it("round-trips through the canonical query", () => {
    const filter = only({
      q: "Sankt",
      bundesland: ["Sachsen", "Bayern"],
      kategorie: "Klinik",
      aufgaben: ["Tracheostoma", "Wundversorgung"],
      barrierefrei: "nein",
      betten: "120",
      spezial: "Kaltplasmatherapie",
      ort: "Leipzig",
      umkreis: "25",
      sort: "betten",
      dir: "desc",
      page: "2",
      size: "20",
    });
    const written = carePartnerFilterToQuery(filter);
    expect(written).toBe(
      "q=Sankt&bundesland=Bayern&bundesland=Sachsen&kategorie=Klinik&aufgaben=Wundversorgung&aufgaben=Tracheostoma" +
        "&barrierefrei=nein&betten=120&spezial=Kaltplasmatherapie&ort=Leipzig&umkreis=25&sort=betten&dir=desc&page=2&size=20",
    );
    expect(parseCarePartnerFilter(queryFromSearchParams(new URLSearchParams(written)))).toEqual(filter);
    expect(carePartnerFilterToQuery(DEFAULT_CARE_PARTNER_FILTER)).toBe("");
  });
});

describe("filterCarePartners", () => {
  it("matches the name or the city", () => {
    const partners = [
      makeCarePartner({ id: 1, Name: "Sankt Georg Klinik", Stadt: "Leipzig" }),
      makeCarePartner({ id: 2, Name: "Apotheke am Markt", Stadt: "Sankt Augustin" }),
      makeCarePartner({ id: 3, Name: "Wundzentrum", Stadt: "Bonn" }),
    ];
    expect(ids(filterCarePartners(partners, only({ q: "sankt" })))).toEqual([1, 2]);
  });

  it("matches Bundesland, Kategorie, Aufgabengebiete and Spezialbehandlungen any-of", () => {
    const partners = [
      makeCarePartner({
        id: 1,
        Bundesland: "Bayern",
        Kategorie: "Klinik",
        Aufgabengebiete: ["Wundversorgung"],
      }),
      makeCarePartner({
        id: 2,
        Bundesland: "Sachsen",
        Kategorie: "Apotheke",
        Aufgabengebiete: ["Enterale", "Parenterale"],
      }),
      makeCarePartner({
        id: 3,
        Bundesland: "Bayern",
        Kategorie: "Wundzentrum",
        Spezialbehandlungen: ["Madentherapie"],
      }),
    ];
    expect(ids(filterCarePartners(partners, only({ bundesland: "Bayern" })))).toEqual([1, 3]);
    expect(ids(filterCarePartners(partners, only({ kategorie: ["Apotheke", "Wundzentrum"] })))).toEqual([
      2, 3,
    ]);
    expect(ids(filterCarePartners(partners, only({ aufgaben: ["Parenterale", "Inkontinenz"] })))).toEqual([
      2,
    ]);
    expect(ids(filterCarePartners(partners, only({ spezial: "Madentherapie" })))).toEqual([3]);
    expect(ids(filterCarePartners(partners, only({ bundesland: "Bayern", kategorie: "Klinik" })))).toEqual([
      1,
    ]);
  });

  it("filters barrier-free partners, and with nein the ones that are not", () => {
    const partners = [
      makeCarePartner({ id: 1, Barrierefreiheit: true }),
      makeCarePartner({ id: 2, Barrierefreiheit: false }),
      makeCarePartner({ id: 3, Barrierefreiheit: null }),
    ];
    expect(ids(filterCarePartners(partners, only({ barrierefrei: "ja" })))).toEqual([1]);
    expect(ids(filterCarePartners(partners, only({ barrierefrei: "nein" })))).toEqual([2]);
    expect(ids(filterCarePartners(partners, only({})))).toEqual([1, 2, 3]);
  });

  it("keeps partners with at most the entered number of beds", () => {
    const partners = [
      makeCarePartner({ id: 1, Bettenanzahl: 50 }),
      makeCarePartner({ id: 2, Bettenanzahl: 100 }),
      makeCarePartner({ id: 3, Bettenanzahl: 101 }),
      makeCarePartner({ id: 4, Bettenanzahl: null }),
      makeCarePartner({ id: 5, Bettenanzahl: 0 }),
    ];
    expect(ids(filterCarePartners(partners, only({ betten: "100" })))).toEqual([1, 2, 5]);
    expect(ids(filterCarePartners(partners, only({ betten: "0" })))).toEqual([5]);
  });

  it("keeps partners within the radius of the geocoded place, or ignores an unknown place", () => {
    const partners = [
      makeCarePartner({ id: 1, Standort: PLACES.potsdam }),
      makeCarePartner({ id: 2, Standort: PLACES.hamburg }),
      makeCarePartner({ id: 3, Standort: null }),
    ];
    expect(ids(filterCarePartners(partners, only({ ort: "Berlin" }), { origin: PLACES.berlin }))).toEqual([
      1,
    ]);
    expect(
      ids(filterCarePartners(partners, only({ ort: "Berlin", umkreis: "260" }), { origin: PLACES.berlin })),
    ).toEqual([1, 2]);
    expect(
      ids(filterCarePartners(partners, only({ ort: "Berlin", umkreis: "20" }), { origin: PLACES.berlin })),
    ).toEqual([]);
    expect(ids(filterCarePartners(partners, only({ ort: "Xyz" }), { origin: null }))).toEqual([1, 2, 3]);
  });
});

describe("sortCarePartners and paging", () => {
  const partners = [
    makeCarePartner({ id: 1, Name: "Zentrum Nord", Bettenanzahl: 20 }),
    makeCarePartner({ id: 2, Name: "Öko-Apotheke", Bettenanzahl: null }),
    makeCarePartner({ id: 3, Name: "Apotheke Süd", Bettenanzahl: 80 }),
  ];

  it("sorts by name by default and toggles to descending", () => {
    expect(ids(sortCarePartners(partners, "name", "asc"))).toEqual([3, 2, 1]);
    expect(ids(sortCarePartners(partners, "name", "desc"))).toEqual([1, 2, 3]);
  });

  it("puts partners without beds last", () => {
    expect(ids(sortCarePartners(partners, "betten", "asc"))).toEqual([1, 3, 2]);
    expect(ids(sortCarePartners(partners, "betten", "desc"))).toEqual([3, 1, 2]);
  });

  it("pages with the parsed page size and clamps a page past the end", () => {
    const filter = only({ page: "9" });
    expect(filter.sort).toBe("name");
    const page = paginate(sortCarePartners(partners, "name", filter.dir), filter.page, filter.size);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 3 });
  });
});

describe("field table", () => {
  it("round-trips every field through the written query", () => {
    const every = parseCarePartnerFilter({
      q: "sankt",
      bundesland: ["Baden-Württemberg", "Bayern"],
      kategorie: "Apotheke",
      aufgaben: "Stomaversorgung",
      barrierefrei: "nein",
      betten: "50",
      spezial: "Madentherapie",
      ort: "Leipzig",
      umkreis: "30",
      sort: "betten",
      dir: "desc",
      page: "2",
      size: "20",
    });
    expectEveryFieldRoundTrips(CARE_PARTNER_FILTER_FIELDS, [every], {
      parse: parseCarePartnerFilter,
      write: carePartnerFilterToQuery,
      defaults: DEFAULT_CARE_PARTNER_FILTER,
    });
  });

  it("names every field by its key", () => {
    expect(Object.keys(CARE_PARTNER_PARAMS)).toEqual(CARE_PARTNER_FILTER_FIELDS.keys);
    expect(Object.entries(CARE_PARTNER_PARAMS).every(([key, param]) => key === param)).toBe(true);
  });
});
