// @ts-check
"use strict";

// Veranstaltungen: half in the past, half in the future (2025-06 .. 2027-12, relative to the
// fixed reference date), most on site in German cities, some online.
const { Random } = require("./random");
const { values, assertIn } = require("./taxonomy");
const { CITIES, REGIONEN, city, nearCentre } = require("./cities");
const names = require("./names");
const {
  DAY,
  berlinIso,
  dayBetween,
  weekday,
  html,
  slugify,
  chooseIndices,
  entryAt,
  valueAt,
} = require("./common");

/** @typedef {"kongress" | "fachtag" | "kurs" | "rezert" | "workshop" | "webinar"} TypKey */
/**
 * What an event kind is like: days, start and end [hour, minute], bands, points [min, max], share online.
 * @typedef {object} Typ
 * @property {[min: number, max: number]} tage
 * @property {[hour: number, minute: number]} beginn
 * @property {[hour: number, minute: number]} ende
 * @property {string[]} teilnehmer
 * @property {string[]} gebuehr
 * @property {[min: number, max: number]} punkte
 * @property {number} online
 */
/** @typedef {{ stadt: string, region: string, jahr: number, n: number }} Ctx */
/**
 * @typedef {object} Vorlage
 * @property {TypKey} typ
 * @property {boolean} [regional]
 * @property {(c: Ctx) => string} name
 * @property {string[]} themen
 * @property {string} bild
 * @property {string[]} [inhalte]
 */
/** @typedef {import("./common").Generated & { referents: number[], herstellers: number[] }} Event indices into the speakers and manufacturers */

/** @type {Record<TypKey, Typ>} */
const TYPEN = {
  kongress: {
    tage: [2, 3],
    beginn: [9, 0],
    ende: [17, 0],
    teilnehmer: ["bis300", "bis500", "bis150"],
    gebuehr: ["ueber150", "bis150"],
    punkte: [6, 10],
    online: 0,
  },
  fachtag: {
    tage: [1, 1],
    beginn: [9, 30],
    ende: [16, 30],
    teilnehmer: ["bis100", "bis150", "bis50"],
    gebuehr: ["bis100", "bis50", "bis150"],
    punkte: [4, 8],
    online: 0.1,
  },
  kurs: {
    tage: [2, 3],
    beginn: [8, 30],
    ende: [16, 0],
    teilnehmer: ["bis20", "bis50"],
    gebuehr: ["ueber150", "bis150"],
    punkte: [8, 10],
    online: 0.1,
  },
  rezert: {
    tage: [1, 1],
    beginn: [9, 0],
    ende: [16, 30],
    teilnehmer: ["bis20", "bis50"],
    gebuehr: ["bis100", "bis150"],
    punkte: [8, 8],
    online: 0.3,
  },
  workshop: {
    tage: [1, 1],
    beginn: [13, 0],
    ende: [17, 30],
    teilnehmer: ["bis20"],
    gebuehr: ["bis50", "bis100"],
    punkte: [3, 5],
    online: 0,
  },
  webinar: {
    tage: [1, 1],
    beginn: [17, 0],
    ende: [19, 0],
    teilnehmer: ["bis100", "bis150", "bis300"],
    gebuehr: ["bis50"],
    punkte: [1, 2],
    online: 1,
  },
};
for (const t of Object.values(TYPEN)) {
  t.teilnehmer.forEach((v) => assertIn("ErwarteteTeilnehmerzahl", v));
  t.gebuehr.forEach((v) => assertIn("Teilnehmergebuehr", v));
}

const W = "FortbildungsinhalteWundexperteICW";
const F = "FortbildungsinhalteFachtherapeutWundeICW";
const A = "FortbildungsinhalteAerztlicherWundexperteICW";
const P = "FortbildungsinhaltePflegetherapeutWundeICW";

/**
 * Event kinds: name(ctx) with ctx { stadt, region, jahr, n }; regional ones pick a city of the region.
 * @type {Vorlage[]}
 */
const VORLAGEN = [
  {
    typ: "kongress",
    regional: true,
    name: (c) => `Wundkongress ${c.region} ${c.jahr}`,
    themen: ["Chronische Wunden", "Diabetisches Fußsyndrom", "Ulcus cruris", "Dekubitus"],
    bild: "kongress",
    inhalte: [W, F],
  },
  {
    typ: "kongress",
    name: (c) => `Interdisziplinärer Wundkongress ${c.stadt} ${c.jahr}`,
    themen: ["Chronische Wunden", "Hygiene", "Schmerzmanagement"],
    bild: "kongress",
    inhalte: [W, A],
  },
  {
    typ: "kongress",
    name: (c) => `Ernährungsforum Klinik und Pflege ${c.jahr}`,
    themen: ["Enterale Ernährung", "Parenterale Ernährung", "Mangelernährung"],
    bild: "ernaehrung",
    inhalte: [P],
  },
  {
    typ: "kongress",
    regional: true,
    name: (c) => `Pflegekongress ${c.region}: Haut, Wunde, Kontinenz`,
    themen: ["Chronische Wunden", "Kontinenzversorgung", "Stomaversorgung"],
    bild: "kongress",
    inhalte: [P],
  },
  {
    typ: "rezert",
    name: () => "ICW-Rezertifizierung Dekubitus",
    themen: ["Dekubitus", "Chronische Wunden"],
    bild: "dekubitus",
    inhalte: [W],
  },
  {
    typ: "rezert",
    name: () => "ICW-Rezertifizierung Diabetisches Fußsyndrom",
    themen: ["Diabetisches Fußsyndrom", "Podologie"],
    bild: "diabetischer-fuss",
    inhalte: [W],
  },
  {
    typ: "rezert",
    name: () => "ICW-Rezertifizierung Hygiene und Antiseptik",
    themen: ["Hygiene", "Chronische Wunden"],
    bild: "hygiene",
    inhalte: [F],
  },
  {
    typ: "kurs",
    name: (c) => `Basiskurs Wundexperte ICW – ${c.stadt}`,
    themen: ["Chronische Wunden", "Dekubitus", "Ulcus cruris"],
    bild: "kurs",
    inhalte: [W],
  },
  {
    typ: "kurs",
    name: (c) => `Fachtherapeut Wunde ICW – Modul ${c.n}`,
    themen: ["Chronische Wunden", "Hygiene"],
    bild: "kurs",
    inhalte: [F],
  },
  {
    typ: "kurs",
    name: () => "Pflegetherapeut Wunde ICW – Kompaktkurs",
    themen: ["Chronische Wunden", "Recht und Dokumentation"],
    bild: "kurs",
    inhalte: [P],
  },
  {
    typ: "kurs",
    name: () => "Ärztlicher Wundexperte ICW – Grundkurs",
    themen: ["Chronische Wunden", "Schmerzmanagement"],
    bild: "kurs",
    inhalte: [A],
  },
  {
    typ: "fachtag",
    name: (c) => `Fachtag Kompressionstherapie ${c.stadt}`,
    themen: ["Kompressionstherapie", "Ulcus cruris"],
    bild: "kompression",
    inhalte: [W],
  },
  {
    typ: "fachtag",
    name: (c) => `Symposium Diabetischer Fuß ${c.jahr}`,
    themen: ["Diabetisches Fußsyndrom", "Podologie"],
    bild: "diabetischer-fuss",
    inhalte: [A],
  },
  {
    typ: "fachtag",
    name: (c) => `Stomatag ${c.stadt}`,
    themen: ["Stomaversorgung", "Kontinenzversorgung"],
    bild: "stoma",
  },
  {
    typ: "fachtag",
    regional: true,
    name: (c) => `Kontinenz-Forum ${c.region}`,
    themen: ["Kontinenzversorgung"],
    bild: "stoma",
  },
  {
    typ: "fachtag",
    name: (c) => `Podologie-Fachtag ${c.stadt}`,
    themen: ["Podologie", "Diabetisches Fußsyndrom"],
    bild: "diabetischer-fuss",
  },
  {
    typ: "fachtag",
    name: () => "Mangelernährung erkennen und behandeln",
    themen: ["Mangelernährung", "Enterale Ernährung"],
    bild: "ernaehrung",
    inhalte: [P],
  },
  {
    typ: "fachtag",
    name: () => "Tracheostoma-Versorgung im häuslichen Umfeld",
    themen: ["Tracheostomaversorgung", "Hygiene"],
    bild: "hygiene",
  },
  {
    typ: "fachtag",
    name: () => "Expertenstandard Chronische Wunden – Umsetzung in der Praxis",
    themen: ["Chronische Wunden", "Recht und Dokumentation"],
    bild: "recht",
    inhalte: [P],
  },
  {
    typ: "fachtag",
    name: (c) => `Hygiene in der Wundversorgung – Update ${c.jahr}`,
    themen: ["Hygiene", "Chronische Wunden"],
    bild: "hygiene",
    inhalte: [F],
  },
  {
    typ: "workshop",
    name: () => "Praxisworkshop Débridement",
    themen: ["Chronische Wunden"],
    bild: "workshop",
    inhalte: [F],
  },
  {
    typ: "workshop",
    name: (c) => `Kompressionsworkshop: Wickeltechniken in ${c.stadt}`,
    themen: ["Kompressionstherapie"],
    bild: "kompression",
    inhalte: [W],
  },
  {
    typ: "workshop",
    name: () => "Schmerzmanagement bei chronischen Wunden",
    themen: ["Schmerzmanagement", "Chronische Wunden"],
    bild: "schmerz",
    inhalte: [W],
  },
  {
    typ: "webinar",
    name: () => "Online-Seminar: Moderne Wundauflagen im Überblick",
    themen: ["Chronische Wunden"],
    bild: "online",
    inhalte: [W],
  },
  {
    typ: "webinar",
    name: () => "Webinar: Enterale Ernährung in der Langzeitpflege",
    themen: ["Enterale Ernährung", "Mangelernährung"],
    bild: "online",
  },
  {
    typ: "webinar",
    name: () => "Webinar: Recht und Dokumentation in der Wundversorgung",
    themen: ["Recht und Dokumentation"],
    bild: "recht",
  },
  {
    typ: "webinar",
    name: () => "Online-Fortbildung Parenterale Ernährung kompakt",
    themen: ["Parenterale Ernährung"],
    bild: "online",
  },
];
for (const v of VORLAGEN) v.themen.forEach((t) => assertIn("Themengebiete", t));

/** @type {Record<string, string>} */
const WEITERE_STELLEN = {
  Stomaversorgung: "FgSKW",
  Kontinenzversorgung: "FgSKW",
  Podologie: "ZFD",
  "Diabetisches Fußsyndrom": "VDBD",
  "Enterale Ernährung": "VDBD",
};
const ANDERE_THEMEN = [
  "Wundfotografie",
  "Telemedizin",
  "Fallbesprechungen",
  "Angehörigenschulung",
  "Abrechnung und Verordnung",
  "Digitale Dokumentation",
];
const ZIELGRUPPE =
  "Pflegefachkräfte, Wundexpertinnen und Wundexperten, Ärztinnen und Ärzte sowie Interessierte aus Praxis und Klinik";

const DAUER = ["", "eintägige", "zweitägige", "dreitägige"];

/**
 * Days from 20 December to 6 January (no events over the holidays).
 * @param {number} dayMs
 */
function feiertage(dayMs) {
  const d = new Date(dayMs);
  return (d.getUTCMonth() === 11 && d.getUTCDate() >= 20) || (d.getUTCMonth() === 0 && d.getUTCDate() <= 6);
}

/** @param {Random} rng */
function ansprechpartner(rng) {
  const frau = rng.chance(0.6);
  const titel = rng.chance(0.2) ? "Dr. " : "";
  return `${frau ? "Frau" : "Herr"} ${titel}${rng.pick(frau ? names.VORNAMEN_W : names.VORNAMEN_M)} ${rng.pick(names.NACHNAMEN)}`;
}

/**
 * "A, B und C"
 * @param {string[]} list
 */
function aufzaehlung(list) {
  return list.length < 2 ? list.join("") : `${list.slice(0, -1).join(", ")} und ${list[list.length - 1]}`;
}

/**
 * @param {TypKey} typ
 * @param {number} tage
 * @param {string} ortText
 * @param {string[]} themen
 */
function einleitung(typ, tage, ortText, themen) {
  return einleitungRoh(typ, tage, ortText, themen).replace("zu dem Thema", "zum Thema");
}

/**
 * @param {TypKey} typ
 * @param {number} tage
 * @param {string} ortText
 * @param {string[]} themen
 */
function einleitungRoh(typ, tage, ortText, themen) {
  const t = `${themen.length > 1 ? "den Themen" : "dem Thema"} ${aufzaehlung(themen.map((x) => `„${x}“`))}`;
  switch (typ) {
    case "kongress":
      return `Der ${DAUER[tage]} Kongress ${ortText} bringt Fachleute aus Pflege, Medizin und Therapie zu ${t} zusammen.`;
    case "fachtag":
      return `Der Fachtag ${ortText} bietet einen kompakten Überblick und aktuelle Empfehlungen für die Praxis zu ${t}.`;
    case "kurs":
      return `Der ${DAUER[tage]} Kurs ${ortText} folgt dem aktuellen ICW-Curriculum und schließt mit einer Lernerfolgskontrolle ab.`;
    case "rezert":
      return `Die eintägige Rezertifizierung ${ortText} frischt das Wissen zu ${t} auf und wird für die Rezertifizierung anerkannt.`;
    case "workshop":
      return `Im Praxisworkshop ${ortText} üben die Teilnehmenden in kleinen Gruppen an Modellen und Fallbeispielen.`;
    default:
      return `Das Online-Seminar vermittelt in zwei Stunden aktuelles Wissen zu ${t} – bequem vom Arbeitsplatz aus.`;
  }
}

/**
 * 1–3 points entries with distinct bodies; most events carry ICW or DGfW points.
 * @param {Random} rng
 * @param {Vorlage} vorlage
 * @param {Typ} typ
 */
function fortbildungspunkte(rng, vorlage, typ) {
  /** @type {string[]} */
  const stellen = [];
  if (vorlage.typ === "rezert") stellen.push("ICW");
  else if (rng.chance(0.88)) stellen.push(rng.chance(0.65) ? "ICW" : "DGfW");
  if (stellen.length && rng.chance(0.3)) stellen.push(stellen[0] === "ICW" ? "DGfW" : "ICW");
  if (rng.chance(0.45)) {
    const passend = vorlage.themen.map((t) => WEITERE_STELLEN[t]).filter((s) => s !== undefined);
    const kandidaten = [
      ...passend,
      "regbp",
      "Akademie ZWM",
      ...((vorlage.inhalte || []).includes(A) ? ["Ärztekammer"] : []),
      "VDP",
    ];
    stellen.push(rng.pick(kandidaten));
  }
  if (!stellen.length) stellen.push("regbp");
  const distinct = [...new Set(stellen)].slice(0, 3);
  return distinct.map((Vergabestelle) => ({
    Vergabestelle: assertIn("Vergabestelle", Vergabestelle),
    Punkte:
      Vergabestelle === "ICW" && vorlage.typ === "rezert"
        ? 8
        : Math.max(
            1,
            Math.min(
              10,
              rng.int(typ.punkte[0], typ.punkte[1]) - (Vergabestelle === stellen[0] ? 0 : rng.int(0, 2)),
            ),
          ),
  }));
}

/**
 * n events. `speakers`, `manufacturers` are the generated lists (only published ones are linked).
 * Returns [{ data, referents: [index], herstellers: [index], owner }].
 * @param {number} n
 * @param {import("./media").Media} media
 * @param {import("./common").Generated[]} speakers
 * @param {import("./common").Generated[]} manufacturers
 * @param {{ focusCount: number, unpublishedShare?: number, ownCount?: number }} options
 * @returns {Event[]}
 */
function generateEvents(
  n,
  media,
  speakers,
  manufacturers,
  { focusCount, unpublishedShare = 0.1, ownCount = 3 },
) {
  const rng = new Random("veranstaltungen");
  const pictures = media.event || {};
  const publishedSpeakers = speakers.map((s, i) => (s.data.Published ? i : -1)).filter((i) => i >= 0);
  const publishedManufacturers = manufacturers
    .map((m, i) => (m.data.Published ? i : -1))
    .filter((i) => i >= 0);
  const teilnehmerAll = values("ErwarteteTeilnehmerzahl");
  const regionen = Object.keys(REGIONEN);
  /** @type {Record<string, number>} events so far per city */
  const moduleCounter = {};

  /** @type {(Event & { future: boolean })[]} */
  const events = [];
  for (let i = 0; i < n; i++) {
    const vorlage = rng.pick(VORLAGEN);
    const typ = TYPEN[vorlage.typ];
    const region = rng.pick(regionen);
    const ort = vorlage.regional ? city(rng.pick(valueAt(REGIONEN, region))) : rng.pick(CITIES);
    let online = rng.chance(typ.online);

    // Even indices in the past, odd ones in the future; no event starts on a Sunday.
    const tage = rng.int(typ.tage[0], typ.tage[1]);
    let startDay =
      i % 2 === 0 ? dayBetween(rng, "2025-06-02", "2026-11-14") : dayBetween(rng, "2026-11-23", "2027-12-17");
    if (weekday(startDay) === 0) startDay += DAY;
    if (weekday(startDay) === 6 && tage === 1 && vorlage.typ !== "kongress") startDay += 2 * DAY;
    // Nothing between Christmas and Epiphany: move back by whole weeks.
    while (feiertage(startDay) || feiertage(startDay + (tage - 1) * DAY)) startDay -= 7 * DAY;
    const endDay = startDay + (tage - 1) * DAY;
    const jahr = new Date(startDay).getUTCFullYear();
    const count = (moduleCounter[ort.stadt] || 0) + 1;
    moduleCounter[ort.stadt] = count;
    const ctx = { stadt: ort.stadt, region, jahr, n: ((count - 1) % 4) + 1 };
    const titel = vorlage.name(ctx);
    if (titel.includes(ort.stadt)) online = false; // a title naming a city is held there

    const vi = rng.int(0, names.VERANSTALTER.length - 1);
    const [veranstaltername, veranstalter] = entryAt(names.VERANSTALTER, vi).map((s) =>
      s.replace("{stadt}", ort.stadt),
    );
    const slug = `${slugify(titel)}-${i + 1}`;
    const punkte = fortbildungspunkte(rng, vorlage, typ);

    /** @type {Record<string, string[]>} */
    const inhalte = {};
    const listen =
      vorlage.inhalte && rng.chance(0.8) ? vorlage.inhalte : rng.chance(0.2) ? [rng.pick([W, F, A, P])] : [];
    for (const key of listen) inhalte[key] = rng.some(values(key), 2, 5);
    const themen = rng.some(vorlage.themen, 1, Math.min(3, vorlage.themen.length));
    if (rng.chance(0.15) && themen.length < 3) {
      const extra = rng.pick(values("Themengebiete").filter((t) => !themen.includes(t)));
      themen.push(extra);
    }
    const punkteText = aufzaehlung(
      punkte.map((p) => `${p.Punkte} ${p.Punkte === 1 ? "Punkt" : "Punkten"} (${p.Vergabestelle})`),
    );
    const schwerpunkte = [...Object.values(inhalte).flat()].slice(0, 5);
    const listeninhalt = schwerpunkte.length ? schwerpunkte : themen;

    const beginn = berlinIso(startDay, typ.beginn[0], typ.beginn[1]);
    const ende = berlinIso(endDay, typ.ende[0], typ.ende[1]);
    const ortText = online ? "online" : `in ${ort.stadt}`;
    const art = {
      kongress: "Kongress",
      fachtag: "Fachtag",
      kurs: "Kurs",
      rezert: "Rezertifizierung",
      workshop: "Praxisworkshop",
      webinar: "Online-Seminar",
    }[vorlage.typ];

    /** @type {import("./common").Generated["data"]} */
    const data = {
      Veranstaltungsname: titel,
      Veranstaltername: veranstaltername,
      Veranstalter: veranstalter,
      Startzeit: beginn,
      Endzeit: ende,
      isonlineveranstaltung: online,
      Bild: pictures[online && vorlage.typ !== "webinar" ? "online" : vorlage.bild] || null,
      Beschreibung: html({
        paragraphs: [
          einleitung(vorlage.typ, tage, ortText, themen),
          `Die Teilnehmenden erwartet ein praxisnahes Programm mit Vorträgen, Fallbeispielen und Zeit für den fachlichen Austausch.`,
        ],
        list: listeninhalt,
        after: [`Zertifiziert mit ${punkteText}.`, `Zielgruppe: ${ZIELGRUPPE}.`],
      }),
      description: `${art}${online ? (vorlage.typ === "webinar" ? "" : " als Online-Veranstaltung") : ` in ${ort.stadt}`} für Fachkräfte aus Pflege und Medizin zum Thema „${themen[0]}“.`,
      Homepage: `https://example.org/veranstaltungen/${slug}`,
      Anmeldelink: `https://example.org/anmeldung/${slug}`,
      AnbieterNummer: `AN-${String((24017 + vi * 3571) % 100000).padStart(5, "0")}`,
      Ansprechpartner: ansprechpartner(rng),
      Teilnehmergebuehr: rng.pick(typ.gebuehr),
      ErwarteteTeilnehmerzahl: online ? rng.pick(teilnehmerAll.slice(2)) : rng.pick(typ.teilnehmer),
      Fortbildungspunkte: punkte,
      Themengebiete: values("Themengebiete").filter((t) => themen.includes(t)),
      ...inhalte,
      Published: true,
      Fokusiere: false,
    };
    if (online) {
      data.ExternerLinkOnlineVeranstaltung = `https://example.org/live/${slug}`;
    } else {
      data.Stadt = ort.stadt;
      data.PLZ = ort.plz;
      data.Veranstaltungsort = nearCentre(rng, ort);
    }
    if (rng.chance(0.3)) data.ExternerLink = `https://example.org/programm/${slug}`;
    if (rng.chance(0.2)) data.AndereThemegebiete = rng.some(ANDERE_THEMEN, 1, 3).join(", ");
    if (rng.chance(0.25)) {
      const others = Object.values(pictures).filter((id) => id !== data.Bild);
      data.Medien = rng.some(others, 1, 3);
    }
    if (rng.chance(0.3))
      data.ExterneReferenten = rng.some(names.EXTERNE_REFERENTEN, 1, 2).map((Name) => ({ Name }));
    if (rng.chance(0.2))
      data.ExterneHersteller = rng.some(names.EXTERNE_HERSTELLER, 1, 1).map((Name) => ({ Name }));

    const referents = rng.chance(0.75) ? rng.some(publishedSpeakers, 1, 3) : [];
    const herstellers =
      vorlage.typ !== "webinar" && rng.chance(0.45) ? rng.some(publishedManufacturers, 1, 2) : [];
    events.push({ data, referents, herstellers, owner: null, future: i % 2 === 1 });
  }

  const rngFlags = new Random("veranstaltungen-flags");
  const indices = [...Array(n).keys()];
  // Three events of the organiser demo user: one past, two future, one of them unpublished.
  const own = [0, 1, 3].filter((i) => i < n).slice(0, ownCount);
  own.forEach((i, k) => {
    const e = entryAt(events, i);
    e.owner = "veranstalter";
    e.data.Veranstaltername = "Demo-Akademie Wundversorgung";
    e.data.Veranstalter = "Demo-Akademie Wundversorgung GmbH";
    if (k === 2) e.data.Published = false;
  });
  const hiddenCount = Math.max(0, Math.round(n * unpublishedShare) - 1);
  const hidden = chooseIndices(
    rngFlags,
    indices.filter((i) => !own.includes(i)),
    hiddenCount,
  );
  for (const i of hidden) entryAt(events, i).data.Published = false;
  // Focus on published future events (the start page shows what is coming).
  const focus = chooseIndices(
    rngFlags,
    indices.filter((i) => entryAt(events, i).data.Published),
    focusCount,
    (i) => entryAt(events, i).future,
  );
  for (const i of focus) entryAt(events, i).data.Fokusiere = true;
  return events.map(({ future, ...rest }) => rest);
}

module.exports = { generateEvents };
