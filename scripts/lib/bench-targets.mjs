// @ts-check
// The performance targets (issue 43) judged against one benchmark run's figures, for
// `npm run bench` to print beside its table. A target whose figures the run did not measure (no
// --soak, --only longtail, a smaller --scale) says so instead of passing. Figures only: nothing in
// `npm test` fails on them; bench.mjs prints and stores them.

/** @typedef {{ rps: number, p50: number, p99: number, non2xx: number, errors: number }} Load */
/** @typedef {Load & { single: { p50: number, p99: number } }} LongTailRow */
/**
 * The part of bench.mjs's results the targets read.
 * @typedef {object} Figures
 * @property {number} scale
 * @property {{ lists: Record<string, LongTailRow>, ceiling: LongTailRow, floor?: LongTailRow, nextReference?: { floor: LongTailRow, ceiling: LongTailRow, sameMarkup?: Record<string, LongTailRow> } }} [longTail]
 * @property {Load & { seconds: number, maxRssBytes: number }} [soak]
 * @property {{ gzipBytes: number }} [oldClient]
 * @property {Record<string, Load & { gzip: number }>} [pages]
 * @property {number | null} [editToVisibleMs]
 * @property {{ allLoadedMs?: number }} [firstRequest]
 */
/**
 * @typedef {object} Target
 * @property {string} name what is measured, in German as the table prints it
 * @property {string} figure the run's figure
 * @property {string} limit the target
 * @property {boolean | null} met null: this run did not measure it
 */

/** The scale from which the ten-times targets apply (100,000 events). */
export const TEN_TIMES_SCALE = 100_000;
const MIB = 1024 * 1024;

/**
 * @param {string} name
 * @param {string} limit
 * @param {number | null | undefined} value
 * @param {(value: number) => boolean} holds
 * @param {(value: number) => string} show
 * @returns {Target}
 */
function target(name, limit, value, holds, show) {
  if (value == null || Number.isNaN(value)) return { name, figure: "nicht gemessen", limit, met: null };
  return { name, figure: show(value), limit, met: holds(value) };
}

const times = (/** @type {number} */ x) => `${x.toFixed(2)}×`;
const msOf = (/** @type {number} */ x) => `${Math.round(x).toLocaleString("de-DE")} ms`;
const mibOf = (/** @type {number} */ x) => `${Math.round(x / MIB).toLocaleString("de-DE")} MiB`;

/**
 * Every target of issue 43 with this run's figure and whether it is met.
 * @param {Figures} results
 * @returns {Target[]}
 */
export function benchTargets(results) {
  /** @type {Target[]} */
  const rows = [];
  const lt = results.longTail;
  const floor = lt?.floor;
  const tenTimes = results.scale >= TEN_TIMES_SCALE;
  // 1. A new combination costs at most 1.5× the floor (within 2× at ten times the data).
  const factor = tenTimes ? 2 : 1.5;
  for (const [list, row] of Object.entries(lt?.lists ?? {})) {
    rows.push(
      target(
        `Neue Kombination ${list}: Abrufe/s im Verhältnis zur Untergrenze`,
        `≥ ${(1 / factor).toFixed(2)}× der Untergrenze`,
        floor ? row.rps / floor.rps : null,
        (x) => x >= 1 / factor,
        times,
      ),
      target(
        `Neue Kombination ${list}: p99 im Verhältnis zur Untergrenze`,
        `≤ 2× der Untergrenze`,
        floor ? row.p99 / floor.p99 : null,
        (x) => x <= 2,
        times,
      ),
      target(
        `Neue Kombination ${list}: einzeln p50 im Verhältnis zur Untergrenze`,
        `≤ ${factor}× der Untergrenze`,
        floor ? row.single.p50 / floor.single.p50 : null,
        (x) => x <= factor,
        times,
      ),
    );
  }
  // 2. A lower floor: at least half of /robots.txt's throughput.
  rows.push(
    target(
      "Untergrenze (/impressum neu gerendert): Abrufe/s im Verhältnis zu /robots.txt",
      "≥ 0.50× von /robots.txt",
      floor && lt ? floor.rps / lt.ceiling.rps : null,
      (x) => x >= 0.5,
      times,
    ),
  );
  // Next's own floor against its own robots.txt (bench/next-reference): the same target, for Next
  // alone. Where Next misses it, no work of ours reaches it; the floor is then judged against
  // Next's: the portal's smallest page at most 1.5× the cost of an empty page.
  const reference = lt?.nextReference;
  rows.push(
    target(
      "Next-Referenz (leere Seite, neu gerendert): Abrufe/s im Verhältnis zu ihrer /robots.txt",
      "≥ 0.50× ihrer /robots.txt",
      reference ? reference.floor.rps / reference.ceiling.rps : null,
      (x) => x >= 0.5,
      times,
    ),
    target(
      "Untergrenze: Abrufe/s im Verhältnis zur Next-Referenz (leere Seite)",
      "≥ 0.67× der Next-Referenz",
      floor && reference ? floor.rps / reference.floor.rps : null,
      (x) => x >= 1 / 1.5,
      times,
    ),
  );
  // The long tail judged against Next alone rendering the same markup (the pages measured, as plain
  // elements in bench/next-reference): what the specification's content costs in React, no code of
  // ours can undercut. Proposed where target 1 cannot be met: a page at most 1.5× that cost.
  for (const [list, same] of Object.entries(reference?.sameMarkup ?? {})) {
    const ours = list === "/impressum" ? floor : lt?.lists[list];
    rows.push(
      target(
        `${list === "/impressum" ? "Untergrenze /impressum" : `Neue Kombination ${list}`}: Abrufe/s im Verhältnis zu Next allein mit demselben Markup`,
        "≥ 0.67× von Next allein",
        ours ? ours.rps / same.rps : null,
        (x) => x >= 1 / 1.5,
        times,
      ),
    );
  }
  // 3./4. The mixed load: no error, p99 within a second, the web process's memory.
  const soak = results.soak;
  const rssLimit = tenTimes ? 1536 * MIB : 800 * MIB;
  rows.push(
    target(
      "Mischlast: Fehler und Antworten außer 2xx",
      "0",
      soak ? soak.errors + soak.non2xx : null,
      (x) => x === 0,
      (x) => String(x),
    ),
    target("Mischlast: p99", "≤ 1.000 ms", soak?.p99, (x) => x <= 1000, msOf),
    target(
      `Mischlast: größter RSS der Web-App${soak ? ` (${soak.seconds} s)` : ""}`,
      `≤ ${mibOf(rssLimit)}`,
      soak?.maxRssBytes,
      (x) => x <= rssLimit,
      mibOf,
    ),
  );
  if (tenTimes)
    rows.push(
      target(
        "Neustart bis alle Sammlungen geladen",
        "≤ 60.000 ms",
        results.firstRequest?.allLoadedMs,
        (x) => x <= 60_000,
        msOf,
      ),
    );
  // Nothing else gets worse: repeated pages at the ceiling, details above it, edits, bytes.
  const pages = results.pages ?? {};
  const ceiling = pages["/robots.txt (Decke)"];
  for (const [name, page] of Object.entries(pages)) {
    if (name.startsWith("/robots.txt")) continue;
    const detail = name.includes("(Detail)");
    // "At the ceiling": within a tenth of it, as two runs of the same page differ by that much here.
    const least = detail ? 1 : 0.9;
    rows.push(
      target(
        `Wiederholt ${name}: Abrufe/s im Verhältnis zu /robots.txt`,
        `≥ ${least.toFixed(2)}× von /robots.txt`,
        ceiling ? page.rps / ceiling.rps : null,
        (x) => x >= least,
        times,
      ),
    );
  }
  rows.push(
    target(
      "Bearbeitung in Strapi bis sichtbar",
      "≤ 2.000 ms",
      results.editToVisibleMs,
      (x) => x <= 2000,
      msOf,
    ),
    target(
      "Bytes /veranstaltungen (gzip) im Verhältnis zum alten Frontend",
      "≤ 1/20",
      results.oldClient && pages["/veranstaltungen"]
        ? pages["/veranstaltungen"].gzip / results.oldClient.gzipBytes
        : null,
      (x) => x <= 1 / 20,
      (x) => `1/${Math.round(1 / x).toLocaleString("de-DE")}`,
    ),
  );
  return rows;
}

/**
 * The targets as the lines bench.mjs prints.
 * @param {Target[]} rows
 * @returns {string}
 */
export function targetTable(rows) {
  const cells = rows.map((r) => [
    r.met === null ? "–" : r.met ? "erfüllt" : "VERFEHLT",
    r.name,
    r.figure,
    r.limit,
  ]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...cells.map((c) => (c[i] ?? "").length)));
  const met = rows.filter((r) => r.met === true).length;
  const missed = rows.filter((r) => r.met === false).length;
  return [
    `Ziele (Issue 43): ${met} erfüllt, ${missed} verfehlt, ${rows.length - met - missed} nicht gemessen`,
    ...cells.map((c) => c.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")),
  ].join("\n");
}
