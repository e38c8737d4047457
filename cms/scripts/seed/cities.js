// @ts-check
"use strict";

// German cities with a central postcode, federal state, dialling code and coordinates [lat, lon]
// of the city centre. Every Bundesland is present at least once.
const CITIES = [
  {
    stadt: "Stuttgart",
    plz: "70173",
    bundesland: "Baden-Württemberg",
    vorwahl: "711",
    lat: 48.7758,
    lon: 9.1829,
  },
  {
    stadt: "Karlsruhe",
    plz: "76133",
    bundesland: "Baden-Württemberg",
    vorwahl: "721",
    lat: 49.0069,
    lon: 8.4037,
  },
  {
    stadt: "Freiburg im Breisgau",
    plz: "79098",
    bundesland: "Baden-Württemberg",
    vorwahl: "761",
    lat: 47.999,
    lon: 7.8421,
  },
  {
    stadt: "Heidelberg",
    plz: "69117",
    bundesland: "Baden-Württemberg",
    vorwahl: "6221",
    lat: 49.3988,
    lon: 8.6724,
  },
  { stadt: "Ulm", plz: "89073", bundesland: "Baden-Württemberg", vorwahl: "731", lat: 48.4011, lon: 9.9876 },
  { stadt: "München", plz: "80331", bundesland: "Bayern", vorwahl: "89", lat: 48.1374, lon: 11.5755 },
  { stadt: "Nürnberg", plz: "90402", bundesland: "Bayern", vorwahl: "911", lat: 49.4521, lon: 11.0767 },
  { stadt: "Augsburg", plz: "86150", bundesland: "Bayern", vorwahl: "821", lat: 48.3705, lon: 10.8978 },
  { stadt: "Regensburg", plz: "93047", bundesland: "Bayern", vorwahl: "941", lat: 49.0134, lon: 12.1016 },
  { stadt: "Würzburg", plz: "97070", bundesland: "Bayern", vorwahl: "931", lat: 49.7913, lon: 9.9534 },
  { stadt: "Berlin", plz: "10117", bundesland: "Berlin", vorwahl: "30", lat: 52.52, lon: 13.405 },
  { stadt: "Potsdam", plz: "14467", bundesland: "Brandenburg", vorwahl: "331", lat: 52.3906, lon: 13.0645 },
  { stadt: "Cottbus", plz: "03046", bundesland: "Brandenburg", vorwahl: "355", lat: 51.7563, lon: 14.3329 },
  { stadt: "Bremen", plz: "28195", bundesland: "Bremen", vorwahl: "421", lat: 53.0793, lon: 8.8017 },
  { stadt: "Bremerhaven", plz: "27568", bundesland: "Bremen", vorwahl: "471", lat: 53.5396, lon: 8.5809 },
  { stadt: "Hamburg", plz: "20095", bundesland: "Hamburg", vorwahl: "40", lat: 53.5511, lon: 9.9937 },
  {
    stadt: "Frankfurt am Main",
    plz: "60311",
    bundesland: "Hessen",
    vorwahl: "69",
    lat: 50.1109,
    lon: 8.6821,
  },
  { stadt: "Wiesbaden", plz: "65183", bundesland: "Hessen", vorwahl: "611", lat: 50.0782, lon: 8.2398 },
  { stadt: "Kassel", plz: "34117", bundesland: "Hessen", vorwahl: "561", lat: 51.3127, lon: 9.4797 },
  { stadt: "Darmstadt", plz: "64283", bundesland: "Hessen", vorwahl: "6151", lat: 49.8728, lon: 8.6512 },
  {
    stadt: "Rostock",
    plz: "18055",
    bundesland: "Mecklenburg-Vorpommern",
    vorwahl: "381",
    lat: 54.0924,
    lon: 12.0991,
  },
  {
    stadt: "Schwerin",
    plz: "19053",
    bundesland: "Mecklenburg-Vorpommern",
    vorwahl: "385",
    lat: 53.6355,
    lon: 11.4012,
  },
  {
    stadt: "Greifswald",
    plz: "17489",
    bundesland: "Mecklenburg-Vorpommern",
    vorwahl: "3834",
    lat: 54.0865,
    lon: 13.3923,
  },
  { stadt: "Hannover", plz: "30159", bundesland: "Niedersachsen", vorwahl: "511", lat: 52.3759, lon: 9.732 },
  {
    stadt: "Braunschweig",
    plz: "38100",
    bundesland: "Niedersachsen",
    vorwahl: "531",
    lat: 52.2689,
    lon: 10.5268,
  },
  {
    stadt: "Oldenburg",
    plz: "26122",
    bundesland: "Niedersachsen",
    vorwahl: "441",
    lat: 53.1435,
    lon: 8.2146,
  },
  {
    stadt: "Osnabrück",
    plz: "49074",
    bundesland: "Niedersachsen",
    vorwahl: "541",
    lat: 52.2799,
    lon: 8.0472,
  },
  {
    stadt: "Göttingen",
    plz: "37073",
    bundesland: "Niedersachsen",
    vorwahl: "551",
    lat: 51.5413,
    lon: 9.9158,
  },
  {
    stadt: "Köln",
    plz: "50667",
    bundesland: "Nordrhein-Westfalen",
    vorwahl: "221",
    lat: 50.9375,
    lon: 6.9603,
  },
  {
    stadt: "Düsseldorf",
    plz: "40213",
    bundesland: "Nordrhein-Westfalen",
    vorwahl: "211",
    lat: 51.2277,
    lon: 6.7735,
  },
  {
    stadt: "Dortmund",
    plz: "44135",
    bundesland: "Nordrhein-Westfalen",
    vorwahl: "231",
    lat: 51.5136,
    lon: 7.4653,
  },
  {
    stadt: "Essen",
    plz: "45127",
    bundesland: "Nordrhein-Westfalen",
    vorwahl: "201",
    lat: 51.4556,
    lon: 7.0116,
  },
  {
    stadt: "Münster",
    plz: "48143",
    bundesland: "Nordrhein-Westfalen",
    vorwahl: "251",
    lat: 51.9607,
    lon: 7.6261,
  },
  {
    stadt: "Bielefeld",
    plz: "33602",
    bundesland: "Nordrhein-Westfalen",
    vorwahl: "521",
    lat: 52.0302,
    lon: 8.5325,
  },
  {
    stadt: "Aachen",
    plz: "52062",
    bundesland: "Nordrhein-Westfalen",
    vorwahl: "241",
    lat: 50.7753,
    lon: 6.0839,
  },
  {
    stadt: "Bonn",
    plz: "53111",
    bundesland: "Nordrhein-Westfalen",
    vorwahl: "228",
    lat: 50.7374,
    lon: 7.0982,
  },
  { stadt: "Mainz", plz: "55116", bundesland: "Rheinland-Pfalz", vorwahl: "6131", lat: 49.9929, lon: 8.2473 },
  { stadt: "Koblenz", plz: "56068", bundesland: "Rheinland-Pfalz", vorwahl: "261", lat: 50.3569, lon: 7.589 },
  { stadt: "Trier", plz: "54290", bundesland: "Rheinland-Pfalz", vorwahl: "651", lat: 49.749, lon: 6.6371 },
  {
    stadt: "Kaiserslautern",
    plz: "67655",
    bundesland: "Rheinland-Pfalz",
    vorwahl: "631",
    lat: 49.4447,
    lon: 7.769,
  },
  { stadt: "Saarbrücken", plz: "66111", bundesland: "Saarland", vorwahl: "681", lat: 49.2402, lon: 6.9969 },
  { stadt: "Homburg", plz: "66424", bundesland: "Saarland", vorwahl: "6841", lat: 49.3268, lon: 7.3388 },
  { stadt: "Dresden", plz: "01067", bundesland: "Sachsen", vorwahl: "351", lat: 51.0504, lon: 13.7373 },
  { stadt: "Leipzig", plz: "04109", bundesland: "Sachsen", vorwahl: "341", lat: 51.3397, lon: 12.3731 },
  { stadt: "Chemnitz", plz: "09111", bundesland: "Sachsen", vorwahl: "371", lat: 50.8278, lon: 12.9214 },
  {
    stadt: "Magdeburg",
    plz: "39104",
    bundesland: "Sachsen-Anhalt",
    vorwahl: "391",
    lat: 52.1205,
    lon: 11.6276,
  },
  {
    stadt: "Halle (Saale)",
    plz: "06108",
    bundesland: "Sachsen-Anhalt",
    vorwahl: "345",
    lat: 51.4825,
    lon: 11.9697,
  },
  {
    stadt: "Kiel",
    plz: "24103",
    bundesland: "Schleswig-Holstein",
    vorwahl: "431",
    lat: 54.3233,
    lon: 10.1228,
  },
  {
    stadt: "Lübeck",
    plz: "23552",
    bundesland: "Schleswig-Holstein",
    vorwahl: "451",
    lat: 53.8655,
    lon: 10.6866,
  },
  {
    stadt: "Flensburg",
    plz: "24937",
    bundesland: "Schleswig-Holstein",
    vorwahl: "461",
    lat: 54.7937,
    lon: 9.4469,
  },
  { stadt: "Erfurt", plz: "99084", bundesland: "Thüringen", vorwahl: "361", lat: 50.9848, lon: 11.0299 },
  { stadt: "Jena", plz: "07743", bundesland: "Thüringen", vorwahl: "3641", lat: 50.9271, lon: 11.5892 },
  { stadt: "Weimar", plz: "99423", bundesland: "Thüringen", vorwahl: "3643", lat: 50.9795, lon: 11.3235 },
];

/**
 * Regions used in congress names ("Wundkongress Nord"), each with cities that fit it.
 * @type {Record<string, string[]>}
 */
const REGIONEN = {
  Nord: ["Hamburg", "Kiel", "Lübeck", "Bremen", "Rostock", "Hannover", "Flensburg", "Oldenburg"],
  Süd: ["München", "Stuttgart", "Augsburg", "Regensburg", "Freiburg im Breisgau", "Ulm"],
  West: ["Köln", "Düsseldorf", "Dortmund", "Essen", "Münster", "Aachen", "Bonn"],
  Ost: ["Berlin", "Dresden", "Leipzig", "Potsdam", "Chemnitz", "Cottbus"],
  Mitte: ["Kassel", "Erfurt", "Göttingen", "Frankfurt am Main", "Jena", "Weimar"],
  Südwest: ["Mainz", "Saarbrücken", "Karlsruhe", "Heidelberg", "Kaiserslautern", "Trier"],
  "Rhein-Main": ["Frankfurt am Main", "Wiesbaden", "Mainz", "Darmstadt"],
  Ruhr: ["Dortmund", "Essen", "Düsseldorf", "Münster"],
};

/** @typedef {(typeof CITIES)[number]} City */
/** @typedef {import("./random").Random} Random */

const byName = new Map(CITIES.map((c) => [c.stadt, c]));

/** @param {string} name */
function city(name) {
  const found = byName.get(name);
  if (!found) throw new Error(`Stadt ${name} fehlt in der Städteliste`);
  return found;
}

/**
 * A point near the city centre (within about 2 km), rounded to 5 decimals.
 * @param {Random} rng
 * @param {{ lat: number, lon: number }} c
 * @returns {[lat: number, lon: number]}
 */
function nearCentre(rng, c, spread = 0.02) {
  const lat = Math.round((c.lat + (rng.float() - 0.5) * spread) * 1e5) / 1e5;
  const lon = Math.round((c.lon + (rng.float() - 0.5) * spread * 1.5) * 1e5) / 1e5;
  return [lat, lon];
}

/**
 * A phone number in the city, e.g. "+49 40 1234567".
 * @param {Random} rng
 * @param {{ vorwahl: string }} c
 */
function phone(rng, c) {
  const digits = c.vorwahl.length >= 4 ? 6 : 7;
  let number = String(rng.int(2, 9));
  for (let i = 1; i < digits; i++) number += String(rng.int(0, 9));
  return `+49 ${c.vorwahl} ${number}`;
}

module.exports = { CITIES, REGIONEN, city, nearCentre, phone };
