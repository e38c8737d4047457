// The relevance table: queries a wound nurse, a care manager or a buyer would type, each with a
// listing of the demo data that must be among the first five hits of its kind.
import { buildIndex, search, type SearchIndex } from "./engine";
import { seedDocs, type SeedDocs } from "./seed-fixtures.testing";

type Kind = keyof SeedDocs["names"];
const seed = seedDocs();
const indexes = Object.fromEntries(
  (["events", "speakers", "manufacturers", "products", "carePartners"] as const).map((kind) => [
    kind,
    buildIndex(seed[kind]),
  ]),
) as Record<Kind, SearchIndex>;

const top5 = (kind: Kind, q: string) =>
  search(indexes[kind], q)
    .slice(0, 5)
    .map((hit) => seed.names[kind].get(hit.id));

// [query, kind, a name expected among the first five (matched as a prefix of the name)]
const TABLE: [string, Kind, string][] = [
  ["dekubitis", "events", "Wundkongress Nord 2027"],
  ["Druckgeschwür", "events", "Basiskurs Wundexperte ICW"],
  ["decubitus", "events", "Wundkongress Nord 2027"],
  ["wundkongresse", "events", "Wundkongress"],
  ["wundkongress sued", "events", "Wundkongress Süd"],
  ["Wundkongress Nord", "events", "Wundkongress Nord"],
  ["DFS", "events", "ICW-Rezertifizierung Diabetisches Fußsyndrom"],
  ["diabetischer fuss", "events", "Symposium Diabetischer Fuß"],
  ["Rezertifizierung ICW", "events", "ICW-Rezertifizierung"],
  ["kompresionstherapie", "events", "Fachtag Kompressionstherapie"],
  ["debridement", "events", "Praxisworkshop Débridement"],
  ["webinar", "events", "Online-Seminar"],
  ["mangelernaehrung", "events", "Ernährungsforum Klinik und Pflege"],
  ["tracheostoma", "events", "Tracheostoma-Versorgung im häuslichen Umfeld"],
  ["künstlicher Darmausgang", "events", "Stomatag"],
  ["hygiene wundversorgung", "events", "Hygiene in der Wundversorgung"],
  ["Wundexperte ICW", "speakers", "Silke Schmidt"],
  ["Rostock", "speakers", "Silke Schmidt"],
  ["Medisan", "manufacturers", "Medisan Wundtechnik GmbH"],
  ["Bandagen", "manufacturers", "Kompressa Bandagen GmbH"],
  ["klinische ernaehrung", "manufacturers", "Nutrivia Klinische Ernährung GmbH"],
  ["Hautschutz", "manufacturers", "DermaProtect Hautschutz GmbH"],
  ["15144696", "products", "Medisan Cavity"],
  ["Alginat", "products", "HansaCare Alginat Tamponade"],
  ["Kompressionsbandage", "products", "NordFix Kompressionsbandage"],
  ["Sondennahrung peptid", "products", "Enteris Sonde Basic Peptid"],
  ["saugkompresse", "products", "HansaCare Saugkompresse"],
  ["Apotheke Hamburg", "carePartners", "Rosen-Apotheke Hamburg"],
  ["Wundambulanz", "carePartners", "Wundambulanz Mainz-Süd"],
  ["Stomatherapie", "carePartners", "Stomatherapie Bauer"],
  ["Podologie Augsburg", "carePartners", "Podologie am Markt Augsburg"],
  ["pflegeheim flensburg", "carePartners", "Seniorenresidenz Am Rosengarten Flensburg"],
];

describe("relevance on the demo data", () => {
  it("never finds a speaker by a private field", () => {
    // Bio, e-mail and fees are in the seed of every speaker; the index reads none of them.
    expect(search(indexes.speakers, "Lehrerfahrung")).toEqual([]);
    expect(search(indexes.speakers, "referenten.example")).toEqual([]);
    expect(search(indexes.speakers, "Fallbeispielen")).toEqual([]);
  });

  it.each(TABLE)("%s → %s: %s", (q, kind, expected) => {
    const names = top5(kind, q);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => name?.startsWith(expected))).toBe(true);
  });
});
