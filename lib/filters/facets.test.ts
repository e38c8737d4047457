import { makeCarePartner, PLACES } from "@/lib/test-factories";
import { CARE_PARTNER_FILTER_FIELDS, parseCarePartnerFilter } from "./care-partners";
import { facetCounts } from "./facets";

const KATEGORIEN = ["Apotheke", "Klinik", "Pflegeheim"];
const LAENDER = ["Berlin", "Brandenburg", "Hamburg"];

// A fixture of every combination, some with a bed count and a place.
const partners = KATEGORIEN.flatMap((Kategorie, k) =>
  LAENDER.flatMap((Bundesland, b) =>
    [0, 1, 2].map((n) =>
      makeCarePartner({
        Kategorie,
        Bundesland,
        Barrierefreiheit: (k + b + n) % 2 === 0,
        Bettenanzahl: n === 0 ? null : 10 * (k + 1),
        Standort: [PLACES.berlin, PLACES.potsdam, PLACES.hamburg][b]!,
      }),
    ),
  ),
);

describe("facetCounts", () => {
  it("counts each option against the other filters as set, its own field's choice left out", () => {
    const filter = parseCarePartnerFilter({
      kategorie: "Klinik",
      barrierefrei: "ja",
      ort: "Berlin",
      umkreis: "50",
    });
    const counts = facetCounts(
      CARE_PARTNER_FILTER_FIELDS,
      partners,
      filter,
      { origin: PLACES.berlin, radiusKm: filter.umkreis },
      { kategorie: KATEGORIEN, bundesland: LAENDER },
    );
    // A plain count over the fixture: Berlin and Potsdam lie within 50 km of Berlin, Hamburg not.
    const near = (p: (typeof partners)[number]) => p.Bundesland !== "Hamburg";
    const plain = (test: (p: (typeof partners)[number]) => boolean) => partners.filter(test).length;
    for (const Kategorie of KATEGORIEN) {
      expect(counts.kategorie[Kategorie]).toBe(
        plain((p) => p.Kategorie === Kategorie && p.Barrierefreiheit === true && near(p)),
      );
    }
    for (const Bundesland of LAENDER) {
      expect(counts.bundesland[Bundesland]).toBe(
        plain(
          (p) =>
            p.Bundesland === Bundesland && p.Kategorie === "Klinik" && p.Barrierefreiheit === true && near(p),
        ),
      );
    }
    expect(counts.bundesland.Hamburg).toBe(0);
    expect(counts.kategorie.Klinik).toBeGreaterThan(0);
  });

  it("counts every entry holding the option when nothing else is set", () => {
    const filter = parseCarePartnerFilter({});
    const counts = facetCounts(
      CARE_PARTNER_FILTER_FIELDS,
      partners,
      filter,
      { origin: null, radiusKm: 100 },
      {
        kategorie: KATEGORIEN,
      },
    );
    expect(counts.kategorie).toEqual({ Apotheke: 9, Klinik: 9, Pflegeheim: 9 });
  });
});
