import {
  buildIndex,
  correctQuery,
  didYouMean,
  excerpt,
  removeDocs,
  addDocs,
  queryUnits,
  search,
  SEARCH_OPTIONS,
  type SearchDoc,
} from "./engine";
import { SYNONYM_GROUPS } from "./synonyms";

const docs: SearchDoc[] = [
  {
    id: 1,
    name: "Wundkongress Süd 2027",
    org: "Akademie Süd",
    topics: "Dekubitus · Ulcus cruris",
    city: "München",
  },
  { id: 2, name: "Wundkongress Nord 2027", topics: "Chronische Wunden", city: "Hamburg" },
  {
    id: 3,
    name: "Stomatag Kiel",
    topics: "Stomaversorgung",
    city: "Kiel",
    text: "Versorgung von Menschen mit Stoma.",
  },
  {
    id: 4,
    name: "Fachtag Fuß",
    topics: "Diabetisches Fußsyndrom",
    city: "Fulda",
    text: "Mit Fotodokumentation im Alltag.",
  },
  { id: 5, name: "Kompressionskurs", topics: "Kompressionstherapie", org: "Fußpflege Süd", city: "Ulm" },
  { id: 6, name: "Webinar offenes Bein", city: "Online" },
  { id: 7, name: "Rezertifizierung ICW Hygiene", topics: "Hygiene" },
];
const index = buildIndex(docs);
const ids = (q: string) => search(index, q).map((hit) => hit.id);

describe("search", () => {
  it("finds word forms: Wundkongresse → Wundkongress", () => {
    expect(ids("Wundkongresse")).toEqual(expect.arrayContaining([1, 2]));
  });

  it("folds umlauts and ß both ways", () => {
    expect(ids("wundkongress sued")).toEqual([1]);
    expect(ids("fuss")).toEqual(expect.arrayContaining([4]));
    expect(ids("München")).toEqual(ids("muenchen"));
  });

  it("tolerates one typo from 5 letters and two from 9, none below", () => {
    expect(ids("dekubitis")).toEqual([1]);
    expect(ids("dekibitis")).toEqual([1]);
    expect(ids("hamborg")).toEqual([2]);
    expect(ids("Kial")).toEqual([]);
  });

  it("completes prefixes while typing", () => {
    expect(ids("wundkon")).toEqual(expect.arrayContaining([1, 2]));
    expect(ids("fotodok")).toEqual([4]);
  });

  it("finds words that occur only in the description", () => {
    expect(ids("fotodokumentation")).toEqual([4]);
  });

  it("requires every word", () => {
    expect(ids("wundkongress hamburg")).toEqual([2]);
  });

  it("ranks a name hit above a hit in another field", () => {
    // "Süd" is in entry 1's name and only in entry 5's organiser.
    expect(ids("süd")[0]).toBe(1);
    expect(ids("süd")).toContain(5);
  });

  it("finds synonyms of the field", () => {
    expect(ids("Druckgeschwür")).toEqual([1]);
    expect(ids("decubitus")).toEqual([1]);
    expect(ids("offenes Bein")).toEqual(expect.arrayContaining([1, 6]));
    expect(ids("ulcus cruris")).toEqual(expect.arrayContaining([1, 6]));
    expect(ids("DFS")).toEqual([4]);
    expect(ids("künstlicher Darmausgang")).toEqual(expect.arrayContaining([3]));
    expect(ids("ICW-Rezertifizierung")).toEqual([7]);
  });

  it("corrects an unknown word to the nearest known one and says so", () => {
    expect(correctQuery([index], "Kompresionskurs in Ulm")).toBe("Kompressionskurs in Ulm");
    expect(ids("Kompresionskurs")).toEqual([5]);
    expect(correctQuery([index], "Kompressionskurs")).toBeNull();
  });

  it("finds nothing for function words alone", () => {
    expect(ids("und der")).toEqual([]);
  });

  it("answers several words as MiniSearch's AND over the query's parts, whether a part was searched before or not", () => {
    const queries = [
      "wundkongress süd",
      "Wund-Kongress hamburg",
      "wund kongress 2027",
      "offenes Bein online",
      "ulcus cruris süd münchen",
      "dekubitus akademie",
      "stoma versorgung kiel",
      "fußpflege süd",
      "rezertifizierung icw hygiene",
      "süd wundkon",
    ];
    // The matched terms are a set (they mark words): their order is not compared.
    const shape = (hits: readonly { id: number; terms: string[] }[]) =>
      hits.map(({ id, terms }) => ({ id, terms: [...terms].sort() }));
    const warm = buildIndex(docs);
    for (const q of queries) {
      const reference = buildIndex(docs)
        .index.search(
          { combineWith: "AND", queries: queryUnits(q).map((unit) => unit.query) },
          SEARCH_OPTIONS,
        )
        .map((result) => ({ id: result.id as number, score: result.score, terms: result.terms }));
      expect(reference.length).toBeGreaterThan(0);
      const cold = search(buildIndex(docs), q, { exact: true });
      // Each word alone first: the query then only combines the parts it has already searched.
      for (const word of q.split(/[\s-]+/)) search(warm, word, { exact: true });
      const again = search(warm, q, { exact: true });
      for (const answer of [cold, again]) {
        expect(shape(answer)).toEqual(shape(reference));
        answer.forEach((hit, i) => expect(hit.score).toBeCloseTo(reference[i]!.score, 9));
      }
    }
  });

  it("follows added, replaced and removed entries", () => {
    const live = buildIndex(docs);
    // Searched before the change: what the index has remembered of a word must not outlive it.
    expect(search(live, "stomatag").map((h) => h.id)).toEqual([3]);
    addDocs(live, [
      { id: 8, name: "Hautschutztag" },
      { id: 3, name: "Ostomietag Kiel" },
    ]);
    expect(search(live, "hautschutztag").map((h) => h.id)).toEqual([8]);
    expect(search(live, "stomatag").map((h) => h.id)).toEqual([]);
    removeDocs(live, [8]);
    expect(search(live, "hautschutztag")).toEqual([]);
  });
});

describe("didYouMean", () => {
  it("offers the nearest known word for a word that finds nothing", () => {
    expect(ids("Fldda")).toEqual([]);
    expect(didYouMean([index], "Fldda")).toBe("Fulda");
    expect(didYouMean([index], "wundkongress hmbrg")).toBe("wundkongress Hamburg");
  });

  it("offers and corrects to no word of an entry that was removed or replaced", () => {
    const live = buildIndex(docs);
    addDocs(live, [{ id: 8, name: "Hautschutztag", topics: "Lymphdrainage" }]);
    expect(didYouMean([live], "Hautschuztagg")).toBe("Hautschutztag");
    expect(search(live, "Lymphdrainge").map((h) => h.id)).toEqual([8]);
    expect(didYouMean([live], "Stomatagg")).toBe("Stomatag");
    removeDocs(live, [8]);
    addDocs(live, [{ id: 3, name: "Ostomietag Kiel" }]);
    expect(didYouMean([live], "Hautschuztagg")).toBeNull();
    expect(didYouMean([live], "Stomatagg")).toBeNull();
    expect(correctQuery([live], "Lymphdrainge")).toBeNull();
    expect(search(live, "Lymphdrainge")).toEqual([]);
  });

  it("offers nothing for known words or nonsense", () => {
    expect(didYouMean([index], "Hamburg")).toBeNull();
    expect(didYouMean([index], "xyzxyzxyz")).toBeNull();
  });
});

describe("excerpt", () => {
  it("marks the matched words around the first one", () => {
    const hit = search(index, "fotodokumentation")[0]!;
    const text = `${"Lange Einleitung ohne Bezug. ".repeat(8)}Mit Fotodokumentation im Alltag. ${"Schluss. ".repeat(30)}`;
    const segments = excerpt(text, new Set(hit.terms), 80);
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(["Fotodokumentation"]);
    expect(segments[0]!.text).toBe("… ");
    expect(segments.at(-1)!.text).toBe(" …");
    expect(segments.map((s) => s.text).join("").length).toBeLessThanOrEqual(90);
  });
});

describe("synonym list", () => {
  it("has groups of at least two distinct phrases, each phrase in one group", () => {
    const seen = new Map<string, number>();
    SYNONYM_GROUPS.forEach((group, g) => {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const phrase of group) {
        const key = phrase.toLocaleLowerCase("de");
        expect(seen.get(key) ?? g).toBe(g);
        seen.set(key, g);
      }
    });
  });
});
