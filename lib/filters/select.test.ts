// The indexed selection (bitsets per option value) must answer exactly what the plain matchers
// answer, and each option's count must be the list's total once that option alone is ticked.
import {
  EVENT_FEE_FILTER_BANDS,
  EVENT_FILTER_FIELDS,
  filterEvents,
  parseEventFilter,
  pointsParam,
  sortEvents,
} from "./events";
import { CARE_PARTNER_FILTER_FIELDS, filterCarePartners, parseCarePartnerFilter } from "./care-partners";
import {
  BUNDESLAENDER,
  ERWARTETE_TEILNEHMERZAHL,
  KATEGORIEN,
  TEILNEHMERGEBUEHR,
  THEMENGEBIETE,
  VERGABESTELLEN,
} from "@/lib/taxonomy";
import { filterProducts, parseProductFilter, PRODUCT_FILTER_FIELDS } from "./products";
import { makeCarePartner, makeEvent, makeProduct, PLACES } from "@/lib/test-factories";

/** A small seeded generator, so a failure repeats. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(7);
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const some = <T>(list: readonly T[], most: number) => [
  ...new Set(Array.from({ length: Math.floor(rand() * (most + 1)) }, () => pick(list))),
];
const places = Object.values(PLACES);
const fees = [...TEILNEHMERGEBUEHR.map((fee) => (typeof fee === "string" ? fee : fee.value)), null];

const events = Array.from({ length: 300 }, (_, i) =>
  makeEvent({
    id: i + 1,
    Veranstaltungsname: pick(["Wundkongress Nord", "Dekubitus-Tag", "Ernährung aktuell", "Stoma-Forum"]),
    Themengebiete: some(THEMENGEBIETE, 3),
    ErwarteteTeilnehmerzahl: rand() < 0.8 ? pick(ERWARTETE_TEILNEHMERZAHL).value : null,
    Teilnehmergebuehr: pick(fees),
    isonlineveranstaltung: rand() < 0.3,
    Veranstaltungsort: rand() < 0.9 ? pick(places) : null,
    Fortbildungspunkte: some(VERGABESTELLEN, 2).map((Vergabestelle) => ({
      Vergabestelle,
      Punkte: Math.floor(rand() * 8),
    })),
    Startzeit: new Date(
      Date.UTC(2027, Math.floor(rand() * 12), 1 + Math.floor(rand() * 27), 8),
    ).toISOString(),
  }),
);

const ids = (list: readonly { id: number }[]) => list.map((e) => e.id).sort((a, b) => a - b);

describe("FilterFields.select", () => {
  const queries: Record<string, string | string[]>[] = [
    {},
    { thema: [THEMENGEBIETE[0]!, THEMENGEBIETE[3]!] },
    { thema: THEMENGEBIETE[1]!, teilnehmer: ERWARTETE_TEILNEHMERZAHL[0]!.value },
    { gebuehr: [EVENT_FEE_FILTER_BANDS[0]!.value, EVENT_FEE_FILTER_BANDS[2]!.value], online: "nein" },
    { q: "dekubitus", von: "2027-03-01", bis: "2027-09-30", thema: THEMENGEBIETE[2]! },
    {
      teilnehmer: [ERWARTETE_TEILNEHMERZAHL[1]!.value, ERWARTETE_TEILNEHMERZAHL[2]!.value],
      gebuehr: "unter100",
    },
    { [pointsParam(VERGABESTELLEN[0]!)]: "3", bis: "2027-10-15" },
    { [pointsParam(VERGABESTELLEN[0]!)]: "2", [pointsParam(VERGABESTELLEN[1]!)]: "1", q: "tag" },
  ];

  it.each(queries)("finds what the matchers find for %j", (query) => {
    const filter = parseEventFilter(query);
    const selection = EVENT_FILTER_FIELDS.select(events, filter, {
      origin: PLACES.berlin,
      radiusKm: filter.umkreis,
    });
    const plain = filterEvents(events, filter, { origin: PLACES.berlin });
    expect(plain.length).toBeGreaterThan(0);
    expect(ids(events.filter(selection.has))).toEqual(ids(plain));
    expect(selection.total).toBe(plain.length);
  });

  it.each(queries)("counts each option as the total with that option alone ticked, for %j", (query) => {
    const filter = parseEventFilter(query);
    const { counts } = EVENT_FILTER_FIELDS.select(events, filter, { origin: null, radiusKm: 100 });
    for (const theme of THEMENGEBIETE) {
      const ticked = filterEvents(events, { ...filter, thema: [theme] }).length;
      expect([theme, counts.thema?.[theme] ?? 0]).toEqual([theme, ticked]);
    }
    // The fixtures hold every fee band: a count of 0 everywhere would prove nothing.
    expect(Object.values(counts.gebuehr ?? {}).some((count) => count > 0)).toBe(true);
    for (const band of EVENT_FEE_FILTER_BANDS) {
      const ticked = filterEvents(events, { ...filter, gebuehr: [band.value] }).length;
      expect([band.value, counts.gebuehr?.[band.value] ?? 0]).toEqual([band.value, ticked]);
    }
  });

  it("indexes once per collection, not per copy", () => {
    const filter = parseEventFilter({ thema: THEMENGEBIETE[0]! });
    const first = EVENT_FILTER_FIELDS.select(events, filter, { origin: null, radiusKm: 100 });
    const again = EVENT_FILTER_FIELDS.select(events, filter, { origin: null, radiusKm: 100 });
    expect(again.total).toBe(first.total);
    // An item of another collection is never a match, even if an equal one is.
    expect(first.has({ ...events.find(first.has)! })).toBe(false);
  });

  it("answers a value asked before for another place for that place", () => {
    // The passing set of a non-indexed value is kept with the collection, keyed with the place.
    const filter = parseEventFilter({ ort: "Berlin", umkreis: "100", von: "2027-02-01" });
    const near = (origin: { lat: number; lon: number }) =>
      ids(events.filter(EVENT_FILTER_FIELDS.select(events, filter, { origin, radiusKm: 100 }).has));
    const inBerlin = near(PLACES.berlin);
    const inMunich = near(PLACES.munich);
    expect(inBerlin).toEqual(ids(filterEvents(events, filter, { origin: PLACES.berlin })));
    expect(inMunich).toEqual(ids(filterEvents(events, filter, { origin: PLACES.munich })));
    expect(inBerlin.length).toBeGreaterThan(0);
    expect(inMunich.length).toBeGreaterThan(0);
    expect(inMunich).not.toEqual(inBerlin);
    expect(near(PLACES.berlin)).toEqual(inBerlin);
  });

  it("picks the matches in the order of a sort order", () => {
    const filter = parseEventFilter({ thema: THEMENGEBIETE[0]!, bis: "2027-08-31" });
    const selection = EVENT_FILTER_FIELDS.select(events, filter, { origin: null, radiusKm: 100 });
    for (const [sort, dir] of [
      ["name", "asc"],
      ["datum", "desc"],
    ] as const) {
      const ordered = sortEvents(events, sort, dir);
      const picked = selection.pick(ordered);
      expect(picked.length).toBe(selection.total);
      expect(picked.map((e) => e.id)).toEqual(ordered.filter(selection.has).map((e) => e.id));
    }
    // An entry of another collection is never picked, even if an equal one matches.
    const everything = EVENT_FILTER_FIELDS.select(events, parseEventFilter({}), {
      origin: null,
      radiusKm: 100,
    });
    const stranger = { ...events[0]! };
    expect(everything.pick([stranger, ...events.slice(0, 3)])).toEqual(events.slice(0, 3));
  });

  it("answers the care partners' lists and booleans too", () => {
    const partners = Array.from({ length: 120 }, (_, i) =>
      makeCarePartner({
        id: i + 1,
        Kategorie: pick(KATEGORIEN),
        Bundesland: pick(BUNDESLAENDER),
        Barrierefreiheit: rand() < 0.5,
      }),
    );
    const filter = parseCarePartnerFilter({
      bundesland: [BUNDESLAENDER[0]!, BUNDESLAENDER[4]!],
      barrierefrei: "ja",
    });
    const selection = CARE_PARTNER_FILTER_FIELDS.select(partners, filter, { origin: null, radiusKm: 100 });
    expect(ids(partners.filter(selection.has))).toEqual(ids(filterCarePartners(partners, filter)));
    for (const kategorie of KATEGORIEN) {
      const ticked = filterCarePartners(partners, { ...filter, kategorie: [kategorie] }).length;
      expect([kategorie, selection.counts.kategorie?.[kategorie] ?? 0]).toEqual([kategorie, ticked]);
    }
  });

  it("counts the selects' options too: the categories, yes/no and the size bands", () => {
    const bands = ["bis7_5", "bis12_5", "bis17_5", "ueber17_5"];
    const products = Array.from({ length: 200 }, (_, i) => {
      const wound = rand() < 0.7;
      return makeProduct({
        id: i + 1,
        Hauptkategorie: wound ? "Wunde" : "Ernährung",
        Unterkategorie: wound ? pick(["Wundauflage", "Wundspüllösung"]) : "Sondennahrung",
        VerordnungsfaehigkeitOderRezeptierbarkeit: pick([true, false, null]),
        Produktgroesse: some(bands, 2).map((Laenge) => ({ Laenge, Breite: pick(bands) })),
      } as Partial<Parameters<typeof makeProduct>[0]>);
    });
    const query = { haupt: "Wunde", unter: "Wundauflage", rezept: "ja", laenge: "bis7_5" };
    const filter = parseProductFilter(query);
    const selection = PRODUCT_FILTER_FIELDS.select(products, filter, undefined);
    expect(ids(products.filter(selection.has))).toEqual(ids(filterProducts(products, filter)));
    const { counts } = selection;
    // A sub-category: the results with it chosen instead, the other filters as set.
    for (const unter of ["Wundauflage", "Wundspüllösung"])
      expect([unter, counts.unter?.[unter] ?? 0]).toEqual([
        unter,
        filterProducts(products, parseProductFilter({ ...query, unter })).length,
      ]);
    // The main category: choosing another one empties the sub-category, so its count leaves it out.
    for (const haupt of ["Wunde", "Ernährung"])
      expect([haupt, counts.haupt?.[haupt] ?? 0]).toEqual([
        haupt,
        filterProducts(products, parseProductFilter({ haupt })).length,
      ]);
    expect(counts.haupt?.["Ernährung"]).toBeGreaterThan(0);
    for (const rezept of ["ja", "nein"])
      expect([rezept, counts.rezept?.[rezept] ?? 0]).toEqual([
        rezept,
        filterProducts(products, parseProductFilter({ ...query, rezept })).length,
      ]);
    for (const laenge of bands)
      expect([laenge, counts.laenge?.[laenge] ?? 0]).toEqual([
        laenge,
        filterProducts(products, parseProductFilter({ ...query, laenge })).length,
      ]);
  });
});
