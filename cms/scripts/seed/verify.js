#!/usr/bin/env node
// @ts-check
"use strict";

/**
 * Reads the seeded demo data back through the running CMS's REST API and checks it.
 *
 *   node scripts/seed/verify.js [--url http://127.0.0.1:1337] [--large]
 *
 * Uses CMS_READ_TOKEN (the web app's read token) from the environment when set.
 * Exit code 0 when every check passes.
 */
const { DEMO_USERS, DEMO_PASSWORD } = require("./demo-users");
const { PLANS } = require("./plans");
const { taxonomy, values, children } = require("./taxonomy");

/** @typedef {{ url: string, mime?: string }} Media */
/**
 * The fields of the REST answers the checks read (unpopulated relations are absent).
 * @typedef {object} EventEntry
 * @property {boolean} Published
 * @property {{ Vergabestelle: string, Punkte: number }[]} Fortbildungspunkte
 * @property {string[]} Themengebiete
 * @property {boolean | null} isonlineveranstaltung
 * @property {string | null} ExternerLinkOnlineVeranstaltung
 * @property {unknown} Veranstaltungsort coordinates [lat, lon]
 * @property {string} PLZ
 * @property {string | null} Stadt
 * @property {string} Startzeit
 * @property {string} Endzeit
 * @property {{ Published: boolean }[]} referents
 * @property {object[]} herstellers
 * @property {boolean | null} Fokusiere
 * @property {Media | null} Bild
 * @property {Media[] | null} Medien
 */
/**
 * @typedef {object} SpeakerEntry private fields only with a token that may read them
 * @property {string} [Email]
 * @property {string} [Kontakt]
 * @property {string} [Bio]
 * @property {string[]} [Terminverfuegbarkeit]
 * @property {string} [HonorarvorstellungPauschaleGanzerTag]
 * @property {unknown} Einsatzort coordinates [lat, lon]
 * @property {string} PLZ
 * @property {Media | null} Bild
 * @property {string[] | null} Seminartyp
 * @property {string[] | null} Grundqualifikation
 * @property {string[] | null} Zusatzqualifikation
 */
/**
 * @typedef {object} ProductEntry
 * @property {{ Herstellername: string } | null} hersteller
 * @property {string} PZN
 * @property {string} Hauptkategorie
 * @property {string} Unterkategorie
 * @property {string | null} Unterpunkt1
 * @property {string | null} Unterpunkt2
 * @property {object[]} Produktgroesse
 * @property {unknown} Energiegehalt
 * @property {unknown} Darreichungsform
 * @property {unknown} Risikoklassifizierung
 * @property {unknown} Exsudation
 * @property {unknown} Nahrungsbehaeltnis
 * @property {unknown} Ernaehrungspumpe
 * @property {Media[]} Datenblaetter
 */
/**
 * @typedef {{ Bundesland: string, PLZ: string, Standort: unknown, Aufgabengebiete: string[] | null,
 *   Kategorie: string } & Record<string, unknown>} PartnerEntry
 */

/** @type {Readonly<Record<string, readonly string[] | undefined>>} */
const SUBCATEGORIES = taxonomy.Unterkategorie;

const args = process.argv.slice(2);
/**
 * @param {string} name
 * @param {string} fallback
 */
const argValue = (name, fallback) => {
  const i = args.indexOf(name);
  return (i >= 0 ? args[i + 1] : fallback) ?? "";
};
const BASE = argValue("--url", process.env.CMS_URL || `http://127.0.0.1:${process.env.PORT || 1337}`).replace(
  /\/$/,
  "",
);
const LARGE = args.includes("--large");
const TOKEN = process.env.CMS_READ_TOKEN;

let failures = 0;
/**
 * @param {unknown} ok
 * @param {string} message
 */
function check(ok, message) {
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) failures++;
}

/**
 * A GET of the REST API; the parsed body (throws on an error status).
 * @template [T=unknown] the body, as the API answers it
 * @param {string} path
 * @param {{ token?: string }} [options]
 * @returns {Promise<T>}
 */
async function get(path, { token } = {}) {
  const res = await fetch(BASE + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = /** @type {{ error?: unknown } | null} */ (await res.json().catch(() => null));
  if (!res.ok) throw new Error(`GET ${path} → ${res.status} ${JSON.stringify(body && body.error)}`);
  return /** @type {T} */ (body);
}

/**
 * Every record of a collection, page by page (1000 per page, the API's maximum).
 * @template T the records, as the API answers them
 * @param {string} collection
 * @param {{ token?: string }} [opts]
 * @returns {Promise<{ data: T[], total: number }>}
 */
async function all(collection, query = "", opts) {
  /** @type {T[]} */
  const out = [];
  for (let page = 1; ; page++) {
    /** @type {{ data: T[], meta: { pagination: { pageCount: number, total: number } } }} */
    const body = await get(
      `/api/${collection}?pagination[page]=${page}&pagination[pageSize]=1000${query}`,
      opts,
    );
    out.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return { data: out, total: body.meta.pagination.total };
  }
}

/**
 * The demo user's session, or null when the sign-in is refused.
 * @param {string} email
 * @returns {Promise<{ jwt: string, user: { Rolle: string } } | null>}
 */
async function login(email) {
  const res = await fetch(`${BASE}/api/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: email, password: DEMO_PASSWORD }),
  });
  return res.ok ? /** @type {Promise<{ jwt: string, user: { Rolle: string } }>} */ (res.json()) : null;
}

/**
 * @param {string} key
 * @param {string[] | null | undefined} list
 */
const inList = (key, list) => !list || list.every((v) => values(key).includes(v));
/**
 * Coordinates [lat, lon] in Germany.
 * @param {unknown} c
 */
const isCoord = (c) => {
  if (!Array.isArray(c) || c.length !== 2) return false;
  const [lat, lon] = c;
  return (
    typeof lat === "number" && typeof lon === "number" && lat > 47 && lat < 55.1 && lon > 5.8 && lon < 15.1
  );
};

async function main() {
  console.log(`Prüfe ${BASE} …`);

  // Plans and background images.
  /** @type {{ data: { title: string, price: unknown, stripePlanId: string, description: string }[] }} */
  const plans = await get("/api/plans?pagination[pageSize]=100");
  check(plans.data.length === PLANS.length, `${plans.data.length} Pläne`);
  for (const p of PLANS) {
    const found = plans.data.find((d) => d.title === p.title);
    check(
      found &&
        Number(found.price) === p.price &&
        found.stripePlanId === p.stripePlanId &&
        found.description.startsWith("* "),
      `Plan ${p.title}`,
    );
  }
  /** @type {{ data: { Reihenfolge: number, Bild: Media | null }[] }} */
  const bgs = await get("/api/background-images?populate=Bild&sort=Reihenfolge");
  const firstImage = bgs.data[0]?.Bild?.url;
  check(
    bgs.data.length === 4 && bgs.data.every((b, i) => b.Reihenfolge === i + 1 && b.Bild && b.Bild.url),
    "4 Hintergrundbilder mit Bild und Reihenfolge 1..4",
  );
  const image = await fetch(BASE + firstImage);
  check(
    image.ok && /image\//.test(image.headers.get("content-type") ?? ""),
    `Bilddatei abrufbar (${firstImage})`,
  );

  // Events, populated like the web app does.
  /** @type {{ data: EventEntry[], total: number }} */
  const events = await all(
    "veranstaltungs",
    "&populate[Bild]=true&populate[Medien]=true&populate[Fortbildungspunkte]=true&populate[ExterneReferenten]=true&populate[ExterneHersteller]=true&populate[referents][populate][Bild]=true&populate[herstellers][populate][Logo]=true",
  );
  check(events.total === (LARGE ? 9000 : 54), `${events.total} veröffentlichte Veranstaltungen`);
  const ev = events.data;
  check(
    ev.every((e) => e.Published === true),
    "öffentlich nur Published:true",
  );
  check(
    ev.every(
      (e) =>
        e.Fortbildungspunkte.length >= 1 &&
        e.Fortbildungspunkte.length <= 3 &&
        new Set(e.Fortbildungspunkte.map((p) => p.Vergabestelle)).size === e.Fortbildungspunkte.length,
    ),
    "Fortbildungspunkte 1–3, Vergabestellen verschieden",
  );
  check(
    ev.every((e) => e.Fortbildungspunkte.every((p) => p.Punkte >= 1 && p.Punkte <= 10)),
    "Punkte 1..10",
  );
  check(
    ev.every(
      (e) =>
        inList("Themengebiete", e.Themengebiete) &&
        e.Themengebiete.length >= 1 &&
        e.Themengebiete.length <= 3,
    ),
    "Themengebiete 1–3 aus der Taxonomie",
  );
  const online = ev.filter((e) => e.isonlineveranstaltung);
  check(
    online.length > 0 && online.every((e) => e.ExternerLinkOnlineVeranstaltung && !e.Veranstaltungsort),
    `${online.length} Online-Veranstaltungen mit Link, ohne Ort`,
  );
  check(
    ev
      .filter((e) => !e.isonlineveranstaltung)
      .every((e) => /^\d{5}$/.test(e.PLZ) && e.Stadt && isCoord(e.Veranstaltungsort)),
    "Präsenzveranstaltungen mit Stadt, PLZ und Koordinaten in Deutschland",
  );
  const now = "2026-11-21";
  const past = ev.filter((e) => e.Endzeit < now).length;
  check(
    past > ev.length * 0.35 && past < ev.length * 0.65,
    `${past} vergangene / ${ev.length - past} künftige Veranstaltungen`,
  );
  check(
    ev.every((e) => e.Startzeit <= e.Endzeit && e.Startzeit >= "2025-06" && e.Endzeit < "2028"),
    "Zeiträume 2025-06 .. 2027-12",
  );
  check(
    ev.some((e) => e.referents.length) &&
      ev.every((e) => e.referents.length <= 3 && e.herstellers.length <= 2),
    "Referenten- und Hersteller-Relationen",
  );
  check(
    ev.every((e) => e.referents.every((r) => r.Published)),
    "verknüpfte Referenten sind veröffentlicht",
  );
  check(
    ev.filter((e) => e.Fokusiere).length === (LARGE ? 100 : 10),
    `${ev.filter((e) => e.Fokusiere).length} Veranstaltungen im Fokus`,
  );
  check(
    ev.every((e) => e.Bild && e.Bild.url),
    "jede Veranstaltung hat ein Bild",
  );
  check(
    ev.some((e) => e.Medien && e.Medien.length),
    "einige Veranstaltungen haben Medien",
  );

  // Speakers: private fields hidden publicly, visible with the web app's token.
  /** @type {{ data: SpeakerEntry[], total: number }} */
  const speakers = await all("referents", "&populate[Bild]=true");
  check(speakers.total === (LARGE ? 1800 : 36), `${speakers.total} veröffentlichte Referenten`);
  check(
    speakers.data.every((s) => s.Kontakt === undefined && s.Bio === undefined),
    "private Referentenfelder öffentlich verborgen",
  );
  if (TOKEN) {
    /** @type {{ data: SpeakerEntry[] }} */
    const full = await get("/api/referents?pagination[pageSize]=50", { token: TOKEN });
    const s = full.data;
    const revealed = s.every((r) => r.Email && r.Kontakt && r.Bio && Array.isArray(r.Terminverfuegbarkeit));
    check(revealed, "mit Lese-Token: Kontakt, E-Mail, Bio, Termine sichtbar");
    if (revealed) {
      check(
        s.every(
          ({ Terminverfuegbarkeit: dates = [] }) =>
            dates.length >= 3 &&
            dates.length <= 8 &&
            dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d > now),
        ),
        "Terminverfügbarkeit: 3–8 künftige Daten",
      );
      check(
        s.every((r) =>
          values("HonorarvorstellungPauschaleGanzerTag").includes(
            r.HonorarvorstellungPauschaleGanzerTag ?? "",
          ),
        ),
        "Honorarbänder aus der Taxonomie",
      );
    }
  } else console.log("(CMS_READ_TOKEN nicht gesetzt – Token-Prüfungen übersprungen)");
  check(
    speakers.data.every((s) => isCoord(s.Einsatzort) && /^\d{5}$/.test(s.PLZ) && s.Bild),
    "Referenten mit Einsatzort, PLZ und Bild",
  );
  check(
    speakers.data.every(
      (s) =>
        inList("Seminartyp", s.Seminartyp) &&
        inList("Grundqualifikation", s.Grundqualifikation) &&
        inList("Zusatzqualifikation", s.Zusatzqualifikation),
    ),
    "Referenten-Listen aus der Taxonomie",
  );

  // Manufacturers and products.
  /** @type {{ data: object[], total: number }} */
  const manufacturers = await all(
    "herstellers",
    "&populate[Logo]=true&populate[Produkt][populate][0]=Produktgroesse&populate[Produkt][populate][1]=Datenblaetter&populate[Produkt][populate][2]=Produktbild",
  );
  check(manufacturers.total === (LARGE ? 196 : 12), `${manufacturers.total} veröffentlichte Hersteller`);
  /** @type {{ data: ProductEntry[], total: number }} */
  const products = await all(
    "produkts",
    "&populate[hersteller]=true&populate[Produktgroesse]=true&populate[Datenblaetter]=true",
  );
  check(products.total === (LARGE ? 1900 : 76), `${products.total} veröffentlichte Produkte`);
  const pr = products.data;
  check(
    pr.every((p) => p.hersteller && p.hersteller.Herstellername),
    "jedes Produkt hat einen Hersteller",
  );
  check(
    pr.every((p) => /^\d{8}$/.test(p.PZN)) && new Set(pr.map((p) => p.PZN)).size === pr.length,
    "PZN achtstellig und eindeutig",
  );
  /** @param {ProductEntry} p */
  const validPath = (p) =>
    (SUBCATEGORIES[p.Hauptkategorie] || []).includes(p.Unterkategorie) &&
    (p.Unterpunkt1 == null
      ? children("Unterpunkt1", p.Unterkategorie).length === 0
      : children("Unterpunkt1", p.Unterkategorie).includes(p.Unterpunkt1)) &&
    (p.Unterpunkt2 == null
      ? children("Unterpunkt2", p.Unterpunkt1 ?? "").length === 0
      : children("Unterpunkt2", p.Unterpunkt1 ?? "").includes(p.Unterpunkt2));
  check(pr.every(validPath), "Kategoriepfade gültig (Unterpunkt2 genau dann, wenn es Unterpunkte gibt)");
  const wunde = pr.filter((p) => p.Hauptkategorie === "Wunde");
  const ern = pr.filter((p) => p.Hauptkategorie === "Ernährung");
  check(wunde.length && ern.length, `${wunde.length} Wund- / ${ern.length} Ernährungsprodukte`);
  check(
    wunde.every((p) => p.Produktgroesse.length && p.Energiegehalt == null && p.Darreichungsform == null),
    "Wundprodukte: Größen, keine Ernährungsfelder",
  );
  check(
    ern.every(
      (p) => p.Produktgroesse.length === 0 && p.Risikoklassifizierung == null && p.Exsudation == null,
    ),
    "Ernährungsprodukte: keine Wundfelder",
  );
  check(
    ern.every(
      (p) =>
        (p.Darreichungsform != null) === (p.Unterkategorie === "Trink- und Aufbaunahrung") &&
        (p.Nahrungsbehaeltnis == null || p.Unterkategorie === "Sondennahrung") &&
        (p.Ernaehrungspumpe == null || p.Unterkategorie === "Applikationstechnik"),
    ),
    "unterkategorie-gebundene Ernährungsfelder",
  );
  check(
    pr.every((p) => p.Datenblaetter.length === 1 && p.Datenblaetter[0]?.mime === "application/pdf"),
    "Datenblatt (PDF) an jedem Produkt",
  );
  const pdf = await fetch(BASE + pr[0]?.Datenblaetter[0]?.url);
  const pdfText = pdf.ok ? Buffer.from(await pdf.arrayBuffer()).toString("latin1") : "";
  check(pdfText.startsWith("%PDF-1.4") && pdfText.trimEnd().endsWith("%%EOF"), "PDF-Datei abrufbar");

  // Care partners.
  /** @type {{ data: PartnerEntry[], total: number }} */
  const partners = await all("versorgungspartners", "&populate[Logo]=true");
  const vp = partners.data;
  check(partners.total === (LARGE ? 1800 : 36), `${partners.total} veröffentlichte Versorgungspartner`);
  check(new Set(vp.map((p) => p.Bundesland)).size === 16, "alle 16 Bundesländer");
  check(
    vp.every(
      (p) => /^\d{5}$/.test(p.PLZ) && isCoord(p.Standort) && inList("Aufgabengebiete", p.Aufgabengebiete),
    ),
    "PLZ, Standort, Aufgabengebiete",
  );
  const felder = Object.entries(taxonomy.KategorieFelder).filter(([k]) => !k.startsWith("$"));
  check(
    vp.every((p) => felder.every(([feld, kats]) => kats.includes(p.Kategorie) || p[feld] == null)),
    "kategoriespezifische Felder nur in ihren Kategorien",
  );

  // Demo users.
  for (const u of DEMO_USERS) {
    const session = await login(u.email);
    check(session && session.jwt && session.user.Rolle === u.Rolle, `Anmeldung ${u.email} (${u.Rolle})`);
    if (!session) continue;
    if (u.key === "veranstalter") {
      /** @type {{ data: { Published: boolean }[] }} */
      const own = await get(
        "/api/veranstaltungs?pagination[pageSize]=1000&filters[Veranstaltername][$eq]=Demo-Akademie Wundversorgung",
        { token: session.jwt },
      );
      check(
        own.data.length === 3 && own.data.some((e) => !e.Published),
        "Veranstalter sieht seine 3 Veranstaltungen inkl. unveröffentlichter",
      );
      /** @type {{ data: SpeakerEntry[] }} */
      const speakersFull = await get("/api/referents?pagination[pageSize]=5", { token: session.jwt });
      check(
        speakersFull.data.every((s) => s.Kontakt),
        "Veranstalter-Abo entsperrt Referentendaten",
      );
    }
    if (u.key === "veranstalter-ohne-abo") {
      /** @type {{ data: SpeakerEntry[] }} */
      const speakersHidden = await get("/api/referents?pagination[pageSize]=5", { token: session.jwt });
      check(
        speakersHidden.data.every((s) => s.Kontakt === undefined),
        "ohne Abo bleiben Referentendaten verborgen",
      );
    }
  }

  console.log(failures ? `\n${failures} Prüfung(en) fehlgeschlagen.` : "\nAlle Prüfungen bestanden.");
  return failures ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
