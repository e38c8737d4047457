// @ts-check
// Addresses of list pages as visitors make them: each one a new combination of 2 to 4 filters of the
// list's URL parameters (lib/filters/*.ts), a sort of its own, and now and then a later page. No
// address repeats within a generator, so a load made of them measures rendering, not a cache.
import taxonomy from "../../packages/rules/src/taxonomy.json" with { type: "json" };

/** @typedef {[name: string, value: string][]} Params a list address's query, in order */

const CITIES = [
  "Hamburg",
  "München",
  "Köln",
  "Frankfurt am Main",
  "Stuttgart",
  "Düsseldorf",
  "Leipzig",
  "Dortmund",
  "Essen",
  "Bremen",
  "Dresden",
  "Hannover",
  "Nürnberg",
  "Würzburg",
  "Freiburg im Breisgau",
  "Kiel",
  "Rostock",
  "Erfurt",
  "Mainz",
  "Saarbrücken",
  "10115",
  "20095",
  "80331",
  "50667",
  "04109",
];
/**
 * The values of a list whose entries are plain or `{ value, label }`.
 * @param {"Themengebiete" | "ErwarteteTeilnehmerzahl"} key
 * @returns {string[]}
 */
const values = (key) => taxonomy[key].map((entry) => (typeof entry === "string" ? entry : entry.value));
/** @type {Readonly<Record<string, readonly string[] | undefined>>} */
const SUBCATEGORIES = taxonomy.Unterkategorie;
/** A name as URL parameters carry it ('Akademie ZWM' → 'akademie_zwm'), as lib/filters/events.ts writes it. @param {string} name */
export const slug = (name) =>
  name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/**
 * A small seeded generator (mulberry32), so two runs ask the same sequence of addresses.
 * @param {number} seed
 * @returns {() => number} a number in [0, 1) per call
 */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {() => number} rand */
function tools(rand) {
  /**
   * @template T
   * @param {readonly T[]} list not empty
   */
  const pick = (list) => /** @type {T} */ (list[Math.floor(rand() * list.length)]);
  /**
   * @template T
   * @param {readonly T[]} list not empty
   * @param {number} [most]
   */
  const some = (list, most = 2) => {
    const count = 1 + Math.floor(rand() * most);
    return [...new Set(Array.from({ length: count }, () => pick(list)))];
  };
  /** @param {number} fromDays @param {number} spanDays */
  const day = (fromDays, spanDays) => {
    const date = new Date(Date.now() + (fromDays + Math.floor(rand() * spanDays)) * 86_400_000);
    return date.toISOString().slice(0, 10);
  };
  return { pick, some, day, rand };
}

/** @typedef {ReturnType<typeof tools>} Tools */
/** @typedef {"/veranstaltungen" | "/referenten" | "/versorgungspartner" | "/hersteller"} FilteredList */
/** @typedef {FilteredList | "/suche"} LongTailList */

/**
 * Filter makers per list: each adds one filter's parameters to `params`.
 * @type {Record<FilteredList, (tools: Tools) => ((params: Params) => void)[]>}
 */
const FILTERS = {
  "/veranstaltungen": ({ pick, some, day }) => [
    (p) => {
      p.push(["ort", pick(CITIES)], ["umkreis", String(pick([25, 50, 100, 200, 300]))]);
    },
    (p) => {
      const from = day(-30, 200);
      p.push(["von", from], ["bis", day(200, 300)]);
    },
    (p) => some(values("Themengebiete")).forEach((v) => p.push(["thema", v])),
    (p) => p.push([`punkte_${slug(pick(taxonomy.Vergabestelle))}`, String(pick([0, 1, 2, 3, 4, 5, 6, 8]))]),
    (p) => some(["unter50", "unter100", "unter150", "ueber150"]).forEach((v) => p.push(["gebuehr", v])),
    (p) => some(values("ErwarteteTeilnehmerzahl")).forEach((v) => p.push(["teilnehmer", v])),
    (p) => p.push(["online", pick(["ja", "nein"])]),
    (p) => some(taxonomy.FortbildungsinhalteWundexperteICW).forEach((v) => p.push(["wundexperte", v])),
    (p) =>
      p.push([
        "q",
        pick(["wund", "kongress", "dekubitus", "ulcus", "ernährung", "stoma", "fortbildung", "icw"]),
      ]),
  ],
  "/referenten": ({ pick, some, day }) => [
    (p) => p.push(["ort", pick(CITIES)]),
    (p) => some(taxonomy.Grundqualifikation).forEach((v) => p.push(["grund", v])),
    (p) => some(taxonomy.Zusatzqualifikation).forEach((v) => p.push(["zusatz", v])),
    (p) => some(taxonomy.Seminartyp).forEach((v) => p.push(["seminar", v])),
    (p) =>
      some(taxonomy.FortbildungsinhalteFachtherapeutWundeICW).forEach((v) => p.push(["fachtherapeut", v])),
    (p) => some(["unter50", "unter100", "unter150", "ueber150"]).forEach((v) => p.push(["honorar_ue", v])),
    (p) => p.push(["termin", day(0, 365)]),
    (p) => p.push(["q", pick(["anna", "müller", "schmidt", "dr", "maria", "peter", "weber", "meyer"])]),
  ],
  "/versorgungspartner": ({ pick, some }) => [
    (p) => {
      p.push(["ort", pick(CITIES)], ["umkreis", String(pick([10, 25, 50, 100, 200]))]);
    },
    (p) => some(taxonomy.Bundesland).forEach((v) => p.push(["bundesland", v])),
    (p) => some(taxonomy.Kategorie).forEach((v) => p.push(["kategorie", v])),
    (p) => some(taxonomy.Aufgabengebiete).forEach((v) => p.push(["aufgaben", v])),
    (p) => p.push(["barrierefrei", pick(["ja", "nein"])]),
    (p) => p.push(["betten", String(pick([20, 50, 100, 200, 500]))]),
    (p) => some(taxonomy.Spezialbehandlungen).forEach((v) => p.push(["spezial", v])),
    (p) => p.push(["q", pick(["apotheke", "klinik", "pflege", "wund", "berlin", "sanitäts", "praxis"])]),
  ],
  "/hersteller": ({ pick, some, rand }) => [
    (p) => {
      const haupt = pick(taxonomy.Hauptkategorie);
      p.push(["haupt", haupt]);
      const unter = SUBCATEGORIES[haupt] ?? [];
      if (unter.length && rand() < 0.6) p.push(["unter", pick(unter)]);
    },
    (p) => some(taxonomy.Risikoklassifizierung).forEach((v) => p.push(["risiko", v])),
    (p) => some(taxonomy.Exsudation).forEach((v) => p.push(["exsudation", v])),
    (p) => p.push(["rezept", pick(["ja", "nein"])]),
    (p) => some(taxonomy.Produktmerkmale).forEach((v) => p.push(["merkmal", v])),
    (p) =>
      p.push(["q", pick(["schaum", "kompresse", "alginat", "silber", "trink", "pflaster", "gel", "folie"])]),
  ],
};

/** @type {Record<FilteredList, { keys: string[], page: string }>} */
const SORTS = {
  "/veranstaltungen": { keys: ["termin", "datum", "name", "stadt", "punkte", "icw", "dgfw"], page: "page" },
  "/referenten": { keys: ["name", "stadt", "einsatzgebiet"], page: "page" },
  "/versorgungspartner": { keys: ["name", "kategorie", "stadt", "bundesland", "betten"], page: "page" },
  "/hersteller": { keys: ["name", "hersteller", "hauptkategorie", "unterkategorie"], page: "page" },
};

/** Words of the site search (`/suche?q=`): field terms, word forms, umlaut spellings, typos, names. */
const SEARCH_WORDS = [
  "wunde",
  "wundkongress",
  "wundkongresse",
  "dekubitus",
  "dekubitis",
  "druckgeschwür",
  "druckgeschwuer",
  "ulcus",
  "offenes bein",
  "diabetisches",
  "fußsyndrom",
  "fusssyndrom",
  "stoma",
  "ernährung",
  "ernaehrung",
  "sondennahrung",
  "kompression",
  "schaumverband",
  "alginat",
  "silber",
  "hydrogel",
  "fortbildung",
  "rezertifizierung",
  "icw",
  "hygiene",
  "schmerz",
  "fotodokumentation",
  "klinik",
  "apotheke",
  "homecare",
  "pflegeheim",
  "müller",
  "schmidt",
  "hamburg",
  "münchen",
  "muenchen",
  "köln",
  "süd",
  "nord",
  "seminar",
];

/**
 * A new site search address per call: one to three of the words, now and then with a typo.
 * @param {number} seed
 * @param {Set<string>} seen the addresses already given (and so skipped)
 */
function searchAddresses(seed, seen) {
  const rand = random(seed);
  const { pick } = tools(rand);
  /** @param {string} word */
  const typo = (word) => {
    if (word.length < 5 || rand() < 0.7) return word;
    const at = 1 + Math.floor(rand() * (word.length - 2));
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  return function next() {
    for (;;) {
      const words = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => typo(pick(SEARCH_WORDS)));
      const address = `/suche?${new URLSearchParams([["q", words.join(" ")]])}`;
      if (!seen.has(address)) {
        seen.add(address);
        return address;
      }
    }
  };
}

/** @type {LongTailList[]} */
export const LONG_TAIL_LISTS = [.../** @type {FilteredList[]} */ (Object.keys(FILTERS)), "/suche"];

/**
 * A function that returns a new address of `list` on each call (path with query). `seen`: the
 * addresses not to give (again); generators sharing one set never repeat each other's (a search of
 * one word is easily drawn twice from two seeds), so no address is measured twice in one run.
 * @param {LongTailList} list
 * @param {number} [seed]
 * @param {Set<string>} [seen]
 * @returns {() => string}
 */
export function longTailAddresses(list, seed = 1, seen = new Set()) {
  if (list === "/suche") return searchAddresses(seed, seen);
  const rand = random(seed);
  const makers = FILTERS[list](tools(rand));
  const { keys, page } = SORTS[list];
  const { pick } = tools(rand);
  return function next() {
    for (;;) {
      /** @type {Params} */
      const params = [];
      const count = 2 + Math.floor(rand() * 3);
      /** @type {Set<number>} */
      const chosen = new Set();
      while (chosen.size < Math.min(count, makers.length)) chosen.add(Math.floor(rand() * makers.length));
      for (const index of chosen) makers[index]?.(params);
      params.push(["sort", pick(keys)], ["dir", pick(["asc", "desc"])]);
      if (rand() < 0.25) params.push([page, String(2 + Math.floor(rand() * 3))]);
      const address = `${list}?${new URLSearchParams(params)}`;
      if (!seen.has(address)) {
        seen.add(address);
        return address;
      }
    }
  };
}
