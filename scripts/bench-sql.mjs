// @ts-check
// `npm run bench:sql -- --db FILE`: measures the alternative design of docs/decisions.md ("Zehnfache
// Daten"): new filter combinations and site searches answered by PostgreSQL with indexes instead of
// by the web app's in-memory collections. It copies the published events and the search texts of
// every kind from a seeded bench database (`npm run bench -- --db FILE`) into a throwaway PostgreSQL
// (Debian's package, as `npm run test:pg` starts it), builds the indexes, and times the queries one
// `/veranstaltungen` address or one `/suche` address needs: the page, the total, the "im Fokus"
// entries and the count beside every option (each field's counts with the other fields as set), or
// the best hits and the count per kind, with a typo corrected from a word list when nothing is found
// (without the compound splitting and spelling variants of server/search: a lower bound of its cost).
// The addresses come from the generator `npm run bench` uses (scripts/lib/long-tail.mjs), so both
// measure the same requests. Figures are the database's share of a request only: rendering the page
// stays as it is. A prototype to decide on, not the portal's read path; nothing here passes or fails.
//
// Options: --db FILE (required), --duration S (10), --connections N (10).
import "./lib/node-runtime.mjs";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/paths.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { stopAll, stopOnSignals } from "./lib/processes.mjs";
import { longTailAddresses, slug } from "./lib/long-tail.mjs";
import { option } from "./lib/cli.mjs";
import { quantile, treeCpuMs } from "./lib/proc-figures.mjs";
import taxonomy from "../packages/rules/src/taxonomy.json" with { type: "json" };

/** @type {typeof import("@wundportal/rules")} */
const { FEE_FILTER_BANDS } = createRequire(import.meta.url)("@wundportal/rules");

const dbFile = option("db");
if (!dbFile) {
  console.error(
    "Aufruf: npm run bench:sql -- --db DATEI (eine mit npm run bench -- --db DATEI gesäte Datenbank)",
  );
  process.exit(2);
}
const duration = Number(option("duration", "10"));
const connections = Number(option("connections", "10"));

// The CMS's PostgreSQL client: the web app does not depend on one today.
const pg = createRequire(join(ROOT, "cms", "package.json"))("pg");

/** @param {unknown} text a JSON list column of Strapi's SQLite, or null */
const list = (text) => (typeof text === "string" && text.startsWith("[") ? JSON.parse(text) : []);
/** @param {number | null} ms */
const iso = (ms) => (typeof ms === "number" ? new Date(ms).toISOString() : null);

const COURSE_FIELDS = {
  wundexperte: "fortbildungsinhalte_wundexperte_icw",
  fachtherapeut: "fortbildungsinhalte_fachtherapeut_wunde_icw",
  aerztlich: "fortbildungsinhalte_aerztlicher_wundexperte_icw",
  pflegetherapeut: "fortbildungsinhalte_pflegetherapeut_wunde_icw",
};

/** Reads the published events and the search texts of every kind from the bench's SQLite file. */
async function readSeed() {
  // Imported here: node-runtime.mjs has moved the script to the project's Node 24 by now.
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(/** @type {string} */ (dbFile), { readOnly: true });
  /** @type {Map<number, Record<string, number>>} */
  const points = new Map();
  const pointRows = db
    .prepare(
      `select c.entity_id id, p.vergabestelle stelle, p.punkte punkte
       from veranstaltungen_cmps c join components_listing_fortbildungspunkte p on p.id = c.cmp_id
       where c.field = 'Fortbildungspunkte'`,
    )
    .all();
  for (const row of pointRows) {
    const best = points.get(Number(row.id)) ?? {};
    best[String(row.stelle)] = Math.max(best[String(row.stelle)] ?? -Infinity, Number(row.punkte));
    points.set(Number(row.id), best);
  }
  const rows = db.prepare("select * from veranstaltungen where published_at is not null").all();
  // The description goes to the site search only: the filters read none of it.
  const descriptions = new Map(rows.map((e) => [Number(e.id), e.description]));
  const events = rows.map((e) => {
    const best = points.get(Number(e.id)) ?? {};
    const place = list(e.veranstaltungsort);
    return {
      id: e.id,
      name: e.veranstaltungsname,
      organiser: e.veranstaltername,
      starts: iso(/** @type {number | null} */ (e.startzeit)),
      ends: iso(/** @type {number | null} */ (e.endzeit)),
      city: e.stadt,
      lat: place[0] ?? null,
      lon: place[1] ?? null,
      online: e.isonlineveranstaltung === 1,
      fee: e.teilnehmergebuehr,
      attendance: e.erwartete_teilnehmerzahl,
      themen: list(e.themengebiete),
      ...Object.fromEntries(Object.entries(COURSE_FIELDS).map(([key, column]) => [key, list(e[column])])),
      points: best,
      points_total: Object.keys(best).length ? Object.values(best).reduce((a, b) => a + b, 0) : null,
      fokus: e.fokusiere === 1,
    };
  });
  /** @type {{ kind: string, id: number, title: string, body: string }[]} */
  const docs = [];
  for (const e of events)
    docs.push({
      kind: "Veranstaltung",
      id: Number(e.id),
      title: String(e.name),
      body: [e.organiser, e.city, ...e.themen, descriptions.get(Number(e.id))].join(" "),
    });
  /** @param {string} sql @param {string} kind @param {(row: Record<string, any>) => [string, string[]]} text */
  const add = (sql, kind, text) => {
    for (const row of db.prepare(sql).all()) {
      const [title, rest] = text(row);
      docs.push({ kind, id: Number(row.id), title, body: rest.filter(Boolean).join(" ") });
    }
  };
  add("select * from referenten where published_at is not null", "Referent", (r) => [
    [r.titel, r.vorname, r.name].filter(Boolean).join(" "),
    [r.stadt, r.bio, ...list(r.grundqualifikation), ...list(r.zusatzqualifikation)],
  ]);
  add("select * from hersteller where published_at is not null", "Hersteller", (r) => [
    r.herstellername,
    [r.beschreibung],
  ]);
  add("select * from produkte where published_at is not null", "Produkt", (r) => [
    r.produktname,
    [r.produktbeschreibung, r.hauptkategorie, r.unterkategorie, r.indikationen],
  ]);
  add("select * from versorgungspartner where published_at is not null", "Versorgungspartner", (r) => [
    r.name,
    [r.kategorie, r.stadt, r.bundesland, ...list(r.aufgabengebiete), ...list(r.spezialbehandlungen)],
  ]);
  db.close();
  return { events, docs };
}

const SCHEMA = `
create extension if not exists pg_trgm;
create table event_search (
  id integer primary key, name text, organiser text, starts timestamptz, ends timestamptz, city text,
  lat float8, lon float8, online boolean, fee text, attendance text, themen text[], wundexperte text[],
  fachtherapeut text[], aerztlich text[], pflegetherapeut text[], points jsonb, points_total integer,
  fokus boolean,
  lowered text generated always as (lower(coalesce(name, '') || ' ' || coalesce(organiser, ''))) stored,
  tsv tsvector generated always as (to_tsvector('german', coalesce(name, '') || ' ' || coalesce(organiser, ''))) stored
);
create table search_doc (
  kind text, id integer, title text, body text,
  tsv tsvector generated always as (
    setweight(to_tsvector('german', coalesce(title, '')), 'A') || to_tsvector('german', coalesce(body, ''))
  ) stored,
  primary key (kind, id)
);`;

const INDEXES = `
create index on event_search using gin (lowered gin_trgm_ops);
create index on event_search using gin (tsv);
create index on event_search using gin (themen);
create index on event_search using gin (wundexperte);
create index on event_search using gin (fachtherapeut);
create index on event_search using gin (aerztlich);
create index on event_search using gin (pflegetherapeut);
create index on event_search (starts);
create index on event_search (ends);
create index on event_search (name);
create index on event_search (city);
create index on event_search (lat, lon);
create index on event_search (attendance);
create index on event_search (fee);
create index on search_doc using gin (tsv);
create table search_words as
  select word from ts_stat('select to_tsvector(''simple'', title || '' '' || body) from search_doc');
create index on search_words using gin (word gin_trgm_ops);
analyze;`;

/**
 * Loads rows into a table in chunks through json_populate_recordset.
 * @param {import("pg").Client} client @param {string} table @param {object[]} rows @param {string[]} columns
 */
async function insert(client, table, rows, columns) {
  for (let i = 0; i < rows.length; i += 5000) {
    await client.query(
      `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1)`,
      [JSON.stringify(rows.slice(i, i + 5000))],
    );
  }
}

// ---- /veranstaltungen as SQL -------------------------------------------------------------------

const gazetteer = JSON.parse(readFileSync(join(ROOT, "server", "geo", "gazetteer.de.json"), "utf8"));
/** @param {string} place a city name or a postcode, as the generator writes them */
function originOf(place) {
  const byPostcode = gazetteer.postcodes[place];
  if (byPostcode !== undefined) {
    const at = Array.isArray(byPostcode) ? byPostcode : gazetteer.places[byPostcode];
    return Array.isArray(byPostcode) ? [at[0], at[1]] : [at[1], at[2]];
  }
  const found = gazetteer.places.find((/** @type {unknown[]} */ p) => p[0] === place);
  return found ? [found[1], found[2]] : null;
}

/** The fee's filter bands (the rules package's, as the page reads them): which stored bands each takes. */
const FEE_BANDS = Object.fromEntries(
  FEE_FILTER_BANDS.Teilnehmergebuehr.map((band) => [band.value, band.stored]),
);
const STELLE_OF_SLUG = Object.fromEntries(taxonomy.Vergabestelle.map((s) => [`punkte_${slug(s)}`, s]));

/**
 * The counted (any-of) fields by URL parameter: their column, and whether it holds a list. The fee
 * is counted per stored band here, the page counts it per filter band: the same rows are read.
 */
const FACETS = {
  thema: { column: "themen", array: true },
  teilnehmer: { column: "attendance", array: false },
  gebuehr: { column: "fee", array: false },
  online: { column: "online", array: false },
  ...Object.fromEntries(Object.keys(COURSE_FIELDS).map((key) => [key, { column: key, array: true }])),
};

const SORT_SQL = {
  termin: "starts",
  datum: "starts",
  name: "name",
  stadt: "city",
  punkte: "points_total",
  icw: "(points ? 'ICW')",
  dgfw: "(points ? 'DGfW')",
};

/**
 * The statements one `/veranstaltungen` address needs: the page, the total, "im Fokus", and the
 * counts beside the options, one statement per field or (`countsInOnePass`) one for all. The
 * default order `termin` (upcoming soonest, then past ones) is read as the start's order here.
 * @param {string} address
 * @param {{ countsInOnePass?: boolean }} [how]
 * @returns {{ text: string, values: unknown[] }[]}
 */
function eventStatements(address, { countsInOnePass = false } = {}) {
  const query = new URL(address, "http://x").searchParams;
  /** @typedef {(value: unknown) => string} Param adds a value to the statement, returns its $n */
  /** @type {[field: string, sql: (p: Param) => string][]} */
  const where = [];
  const q = query.get("q");
  if (q)
    where.push([
      "q",
      (p) => `(lowered like ${p(`%${q.toLowerCase()}%`)} or tsv @@ plainto_tsquery('german', ${p(q)}))`,
    ]);
  const von = query.get("von");
  if (von)
    where.push([
      "von",
      (p) => `coalesce(ends, starts) >= (${p(von)}::date::timestamp at time zone 'Europe/Berlin')`,
    ]);
  const bis = query.get("bis");
  if (bis)
    where.push(["bis", (p) => `starts < ((${p(bis)}::date + 1)::timestamp at time zone 'Europe/Berlin')`]);
  for (const [param, stelle] of Object.entries(STELLE_OF_SLUG)) {
    const min = query.get(param);
    if (min !== null)
      where.push(["punkte", (p) => `(points ->> ${p(stelle)}::text)::int >= ${p(Number(min))}::int`]);
  }
  const gebuehr = query.getAll("gebuehr").flatMap((band) => FEE_BANDS[band] ?? []);
  if (gebuehr.length) where.push(["gebuehr", (p) => `fee = any(${p(gebuehr)}::text[])`]);
  const teilnehmer = query.getAll("teilnehmer");
  if (teilnehmer.length) where.push(["teilnehmer", (p) => `attendance = any(${p(teilnehmer)}::text[])`]);
  for (const [param, { column, array }] of Object.entries(FACETS)) {
    const chosen = query.getAll(param);
    if (array && chosen.length) where.push([param, (p) => `${column} && ${p(chosen)}::text[]`]);
  }
  const online = query.get("online");
  if (online) where.push(["online", (p) => `online = ${p(online === "ja")}::boolean`]);
  const ort = query.get("ort");
  const origin = ort ? originOf(ort) : null;
  if (origin) {
    const km = Number(query.get("umkreis") ?? 100);
    const [lat, lon] = origin;
    // A box on the (lat, lon) index first, then the great-circle distance.
    const dLat = km / 111.2;
    const dLon = km / (111.2 * Math.cos((lat * Math.PI) / 180));
    where.push([
      "ort",
      (p) =>
        `lat between ${p(lat - dLat)}::float8 and ${p(lat + dLat)}::float8
         and lon between ${p(lon - dLon)}::float8 and ${p(lon + dLon)}::float8
         and 6371 * 2 * asin(sqrt(power(sin(radians(lat - ${p(lat)}::float8) / 2), 2)
           + cos(radians(${p(lat)}::float8)) * cos(radians(lat)) * power(sin(radians(lon - ${p(lon)}::float8) / 2), 2)))
           <= ${p(km)}::float8`,
    ]);
  }
  /**
   * A statement over every set field but `leaving`.
   * @param {(filter: string) => string} sql @param {string} [leaving]
   */
  const statement = (sql, leaving) => {
    /** @type {unknown[]} */
    const values = [];
    /** @type {Param} */
    const p = (value) => {
      values.push(value);
      return `$${values.length}`;
    };
    const filter =
      where
        .filter(([field]) => field !== leaving)
        .map(([, part]) => part(p))
        .join(" and ") || "true";
    return { text: sql(filter), values };
  };
  const sort = SORT_SQL[/** @type {keyof typeof SORT_SQL} */ (query.get("sort") ?? "termin")] ?? "starts";
  const dir = query.get("dir") === "desc" ? "desc" : "asc";
  const page = Number(query.get("page") ?? 1);
  const size = 5;
  const statements = [
    statement(
      (filter) =>
        `select id, name from event_search where ${filter} order by ${sort} ${dir} nulls last, id limit ${size} offset ${(page - 1) * size}`,
    ),
    statement((filter) => `select count(*) from event_search where ${filter}`),
    statement(
      (filter) => `select id, name from event_search where fokus and ${filter} order by starts limit 24`,
    ),
  ];
  if (countsInOnePass) statements.push(onePassCounts(where));
  else
    for (const [field, { column, array }] of Object.entries(FACETS)) {
      const from = array ? `event_search, unnest(${column}) v` : "event_search";
      statements.push(
        statement(
          (filter) => `select ${array ? "v" : column}, count(*) from ${from} where ${filter} group by 1`,
          field,
        ),
      );
    }
  return statements;
}

/**
 * The counts beside every option in one pass: the rows that fail at most one set field are read
 * once, each with a flag per field, and each field's counts take the rows that pass all others.
 * @param {[field: string, sql: (p: (value: unknown) => string) => string][]} where
 */
function onePassCounts(where) {
  /** @type {unknown[]} */
  const values = [];
  const p = (/** @type {unknown} */ value) => {
    values.push(value);
    return `$${values.length}`;
  };
  const fields = [...new Set(where.map(([field]) => field))];
  const flags = fields.map(
    (field, i) =>
      `coalesce(${where
        .filter(([f]) => f === field)
        .map(([, sql]) => `(${sql(p)})`)
        .join(" and ")}, false) m${i}`,
  );
  const failing = fields.map((_, i) => `(not m${i})::int`).join(" + ") || "0";
  const passingOthers = (/** @type {string} */ field) =>
    fields.flatMap((f, i) => (f === field ? [] : [`m${i}`])).join(" and ") || "true";
  const columns = Object.values(FACETS).map(({ column }) => column);
  const counts = Object.entries(FACETS).map(([field, { column, array }]) =>
    array
      ? `select '${field}' f, v::text, count(*) from r, unnest(${column}) v where ${passingOthers(field)} group by v`
      : `select '${field}' f, ${column}::text, count(*) from r where ${passingOthers(field)} group by ${column}`,
  );
  return {
    text: `with f as (select ${[...columns, ...flags].join(", ")} from event_search),
      r as materialized (select * from f where ${failing} <= 1)
      ${counts.join("\n union all ")}`,
    values,
  };
}

// ---- /suche as SQL -----------------------------------------------------------------------------

/** Words as the site search reads them: lower case, letters and digits. @param {string} q */
const words = (q) =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);

/** @param {string[]} list */
const tsquery = (list) => list.map((w) => `${w.replace(/'/g, "")}:*`).join(" & ");

/**
 * One site search: the five best hits and the count of each kind; when nothing is found, every word
 * is replaced by its nearest word of the index (trigram similarity) and the search runs once more.
 * @param {import("pg").PoolClient} client @param {string} address
 */
async function siteSearch(client, address) {
  const asked = words(new URL(address, "http://x").searchParams.get("q") ?? "");
  if (!asked.length) return;
  const search = (/** @type {string[]} */ list) =>
    client.query(
      `with hits as (
         select kind, id, title, ts_rank(tsv, query) rank from search_doc, to_tsquery('german', $1) query
         where tsv @@ query)
       select kind, id, title, rank, count(*) over (partition by kind) total
       from (select *, row_number() over (partition by kind order by rank desc, id) n from hits) ranked
       where n <= 5`,
      [tsquery(list)],
    );
  const found = await search(asked);
  if (found.rowCount) return;
  const corrected = [];
  for (const word of asked) {
    const near = await client.query(
      "select word from search_words where word % $1 order by word <-> $1 limit 1",
      [word],
    );
    corrected.push(near.rows[0]?.word ?? word);
  }
  await search(corrected);
}

// ---- measuring ---------------------------------------------------------------------------------

/** The PostgreSQL backend serving each pooled connection (its CPU time is the database's cost). */
const backendOf = new WeakMap();
/** CPU time in ms of these backends so far. @param {number[]} pids */
const cpuMsOf = (pids) => pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0);

/**
 * Runs `request` with new addresses, one at a time for `count` requests and with `connections` at
 * once for `duration` seconds; returns p50, p99 and requests per second of each.
 * @param {import("pg").Pool} pool @param {() => string} next
 * @param {(client: import("pg").PoolClient, address: string) => Promise<void>} request
 */
async function measure(pool, next, request) {
  /** @param {number} parallel @param {number} seconds @param {number} most */
  const run = async (parallel, seconds, most) => {
    /** @type {number[]} */
    const times = [];
    const clients = await Promise.all(Array.from({ length: parallel }, () => pool.connect()));
    for (const client of clients)
      if (!backendOf.has(client))
        backendOf.set(client, (await client.query("select pg_backend_pid() pid")).rows[0].pid);
    const backends = clients.map((client) => backendOf.get(client));
    const cpuBefore = cpuMsOf(backends);
    const until = performance.now() + seconds * 1000;
    const worker = async (/** @type {import("pg").PoolClient} */ client) => {
      try {
        while (performance.now() < until && times.length < most) {
          const started = performance.now();
          await request(client, next());
          times.push(performance.now() - started);
        }
      } finally {
        client.release();
      }
    };
    const started = performance.now();
    await Promise.all(clients.map(worker));
    const elapsed = (performance.now() - started) / 1000;
    const cpuMs = cpuMsOf(backends) - cpuBefore;
    times.sort((a, b) => a - b);
    return {
      requests: times.length,
      rps: Math.round(times.length / elapsed),
      dbCpuMsPerRequest: Number((cpuMs / Math.max(1, times.length)).toFixed(1)),
      p50Ms: quantile(times, 0.5),
      p99Ms: quantile(times, 0.99),
    };
  };
  await run(connections, 2, Infinity); // warm the buffers and the plan cache
  return { oneAtATime: await run(1, duration, 200), loaded: await run(connections, duration, Infinity) };
}

stopOnSignals();
const readStarted = performance.now();
const { events, docs } = await readSeed();
console.log(
  `Gelesen: ${events.length} Veranstaltungen, ${docs.length} Suchtexte in ${((performance.now() - readStarted) / 1000).toFixed(1)} s`,
);
const postgres = await startPostgres();
try {
  const pool = new pg.Pool({ connectionString: postgres.url, max: connections, idleTimeoutMillis: 0 });
  const setup = await pool.connect();
  await setup.query(SCHEMA);
  const loadStarted = performance.now();
  await insert(setup, "event_search", events, Object.keys(events[0] ?? {}));
  await insert(setup, "search_doc", docs, ["kind", "id", "title", "body"]);
  const loadedAt = performance.now();
  await setup.query(INDEXES);
  const indexedAt = performance.now();
  const size = await setup.query("select pg_size_pretty(pg_database_size(current_database())) size");
  setup.release();
  console.log(
    `PostgreSQL: geladen in ${((loadedAt - loadStarted) / 1000).toFixed(1)} s, Indizes in ${((indexedAt - loadedAt) / 1000).toFixed(1)} s, Datenbank ${size.rows[0].size}`,
  );
  // Three addresses with what they find, to see that the statements select what the pages would.
  const sample = await pool.connect();
  const nextSample = longTailAddresses("/veranstaltungen", 3);
  for (let i = 0; i < 3; i++) {
    const address = nextSample();
    /** @type {import("pg").QueryResult[]} */
    const results = [];
    for (const statement of eventStatements(address)) results.push(await sample.query(statement));
    const [page, total, focus, ...facets] = results;
    // The same counts in one pass: field, value, count.
    /** @type {import("pg").QueryResult} */
    const onePass = await sample.query(
      /** @type {{ text: string, values: unknown[] }} */ (
        eventStatements(address, { countsInOnePass: true }).at(-1)
      ),
    );
    const perField = Object.keys(FACETS).flatMap((field, i) =>
      (facets[i]?.rows ?? []).map((row) => `${field}=${Object.values(row)[0]}:${row.count}`),
    );
    const inOnePass = onePass.rows.map((row) => `${row.f}=${row.v ?? Object.values(row)[1]}:${row.count}`);
    const same = JSON.stringify(perField.sort()) === JSON.stringify(inOnePass.sort());
    console.log(
      `${decodeURIComponent(address)}\n  ${total?.rows[0].count} Treffer, Seite ${page?.rows.map((r) => r.id).join(",")}, ${focus?.rowCount} im Fokus, ${facets.reduce((n, f) => n + f.rowCount, 0)} Optionen mit Zahl, in einem Durchgang ${same ? "dieselben Zahlen" : "ANDERE ZAHLEN"}`,
    );
  }
  sample.release();
  // Where a request's time goes: the mean of each statement over the measured requests.
  const statementNames = [
    "Seite",
    "Gesamtzahl",
    "im Fokus",
    ...Object.keys(FACETS).map((f) => `Zahlen ${f}`),
  ];
  const statementMs = statementNames.map(() => 0);
  let timedRequests = 0;
  const eventsFigures = await measure(
    pool,
    longTailAddresses("/veranstaltungen", 7),
    async (client, address) => {
      const statements = eventStatements(address);
      for (const [i, statement] of statements.entries()) {
        const started = performance.now();
        await client.query(statement);
        statementMs[i] = (statementMs[i] ?? 0) + performance.now() - started;
      }
      timedRequests++;
    },
  );
  const perStatementMs = Object.fromEntries(
    statementNames.map((name, i) => [
      name,
      Number(((statementMs[i] ?? 0) / Math.max(1, timedRequests)).toFixed(1)),
    ]),
  );
  const onePassFigures = await measure(
    pool,
    longTailAddresses("/veranstaltungen", 11),
    async (client, address) => {
      for (const statement of eventStatements(address, { countsInOnePass: true }))
        await client.query(statement);
    },
  );
  const searchFigures = await measure(pool, longTailAddresses("/suche", 7), siteSearch);
  await pool.end();
  console.log(
    JSON.stringify(
      {
        events: events.length,
        searchTexts: docs.length,
        connections,
        duration,
        veranstaltungen: { ...eventsFigures, msJeAnweisung: perStatementMs },
        veranstaltungenZahlenInEinemDurchgang: onePassFigures,
        suche: searchFigures,
      },
      null,
      2,
    ),
  );
} finally {
  await stopAll();
  postgres.remove();
}
