// @ts-check
"use strict";

// Hersteller and their Produkte. Every product's category path comes from the taxonomy trees.
const { Random } = require("./random");
const { taxonomy, values, children, assertIn } = require("./taxonomy");

/** @type {Readonly<Record<string, string>>} */
const LABELS = taxonomy.$labels;
/**
 * What users read for a stored value (e.g. 'Hyaluronsaeure' → 'Hyaluronsäure').
 * @param {string} value
 */
const label = (value) => LABELS[value] ?? value;
const { city, CITIES } = require("./cities");
const names = require("./names");
const { html, slugify, PznFactory, chooseIndices, entryAt, valueAt } = require("./common");

/** @typedef {import("./names").Fokus} Fokus */
/** @typedef {import("./common").Generated & { fokus: Fokus, brand: string, slug: string }} Manufacturer */
/** @typedef {import("./common").Generated & { hersteller: number }} Product `hersteller`: its manufacturer's index */

// ------------------------------------------------------------------ manufacturers

/**
 * Which Unterkategorien a manufacturer of each focus makes, with weights.
 * @type {Record<Fokus, [unter: string, weight: number][]>}
 */
const FOKUS_SORTIMENT = {
  Wunde: [
    ["Wundauflage", 80],
    ["Wundspüllösung", 10],
    ["Hautschutz- und Pflege", 10],
  ],
  Fixierung: [
    ["Verbandfixierung", 50],
    ["Kompressionstherapie", 50],
  ],
  Haut: [
    ["Hautschutz- und Pflege", 60],
    ["Wundspüllösung", 40],
  ],
  Ernährung: [
    ["Trink- und Aufbaunahrung", 55],
    ["Sondennahrung", 45],
  ],
  Applikation: [
    ["Applikationstechnik", 75],
    ["Sondennahrung", 25],
  ],
};
/** @type {Record<string, string>} Hauptkategorie of each Unterkategorie */
const HAUPT_OF = Object.fromEntries(
  Object.entries(taxonomy.Unterkategorie)
    .filter(([k]) => !k.startsWith("$"))
    .flatMap(([haupt, subs]) => subs.map((s) => [s, haupt])),
);
for (const entries of Object.values(FOKUS_SORTIMENT)) {
  for (const [unter] of entries)
    if (!HAUPT_OF[unter]) throw new Error(`Unterkategorie ${unter} fehlt in der Taxonomie`);
}

/** @type {Record<Fokus, string>} */
const BESCHREIBUNG_FOKUS = {
  Wunde:
    "entwickelt und produziert moderne Wundauflagen für die phasengerechte Versorgung akuter und chronischer Wunden",
  Fixierung: "ist spezialisiert auf Fixier- und Kompressionsbinden für Klinik, Praxis und häusliche Pflege",
  Haut: "bietet Produkte für Hautschutz, Hautpflege und Wundreinigung",
  Ernährung: "entwickelt Trink- und Sondennahrung für Menschen mit besonderem Nährstoffbedarf",
  Applikation: "stellt Ernährungspumpen, Überleitsysteme und Zubehör für die enterale Ernährung her",
};

/**
 * n manufacturers: the twelve of the demo set first, then made-up ones. Index 0 belongs to the
 * Hersteller demo user.
 * @param {number} n
 * @param {import("./media").Media} media
 * @param {{ focusCount: number }} options
 * @returns {Manufacturer[]}
 */
function generateManufacturers(n, media, { focusCount }) {
  const rng = new Random("hersteller");
  const logos = Object.values(media.logo || {});
  const productPictures = media.product || {};
  const list = names.HERSTELLER.slice(0, n).map((h) => ({ ...h }));
  const seen = new Set(list.map((h) => h.name));
  while (list.length < n) {
    const fokus = rng.weighted(
      /** @type {[Fokus, number][]} */ ([
        ["Wunde", 50],
        ["Fixierung", 12],
        ["Haut", 10],
        ["Ernährung", 20],
        ["Applikation", 8],
      ]),
    );
    const brand = rng.pick(names.HERSTELLER_SILBEN) + rng.pick(names.HERSTELLER_ENDUNGEN);
    const name = `${brand} ${rng.pick(names.HERSTELLER_ZUSATZ[fokus])} ${rng.pick(names.RECHTSFORMEN)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const c = rng.pick(CITIES);
    list.push({
      name,
      brand,
      fokus,
      stadt: c.stadt,
      strasse: `${rng.pick(names.STRASSEN)} ${rng.int(1, 120)}`,
    });
  }

  const manufacturers = list.map((h, i) => {
    const c = city(h.stadt);
    const slug = slugify(h.brand) + (i >= names.HERSTELLER.length ? `-${i + 1}` : "");
    const gruendung = rng.int(1952, 2015);
    /** @type {import("./common").Generated["data"]} */
    const data = {
      Herstellername: h.name,
      Addresse: `${h.strasse}\n${c.plz} ${c.stadt}`,
      Beschreibung: html({
        paragraphs: [
          `Die ${h.name} aus ${c.stadt} ${BESCHREIBUNG_FOKUS[h.fokus]}.`,
          `Seit ${gruendung} arbeitet das Unternehmen eng mit Pflegefachkräften, Ärztinnen und Ärzten zusammen, um Produkte alltagstauglich und wirtschaftlich zu gestalten.`,
        ],
        list: [
          "Produktschulungen vor Ort und online",
          "Fachberatung durch Wundexpertinnen und Wundexperten ICW",
          "Kostenfreie Muster für Fachkreise",
        ],
      }),
      Logo: logos.length ? logos[i % logos.length] : null,
      Homepage: `https://example.org/hersteller/${slug}`,
      Published: true,
      Fokusiere: false,
    };
    if (rng.chance(0.35)) {
      const pictures = Object.values(productPictures);
      data.Medien = rng.some(pictures, 1, 3);
    }
    return { data, fokus: h.fokus, brand: h.brand, slug, owner: i === 0 ? "hersteller" : null };
  });

  // Manufacturers are mostly published (their products are public); one (2 % of the large set)
  // stays a draft so the visibility rules have something to hide; a few are in focus.
  const rngFlags = new Random("hersteller-flags");
  const hidden =
    n > 50
      ? chooseIndices(rngFlags, [...Array(n).keys()].slice(names.HERSTELLER.length), Math.round(n * 0.02))
      : [n - 1];
  for (const i of hidden) entryAt(manufacturers, i).data.Published = false;
  const focus = chooseIndices(
    rngFlags,
    [...Array(n).keys()].filter((i) => entryAt(manufacturers, i).data.Published),
    focusCount,
    (i) => i === 0,
  );
  for (const i of focus) entryAt(manufacturers, i).data.Fokusiere = true;
  return manufacturers;
}

// ------------------------------------------------------------------ products

/** @type {Record<string, string>} */
const TYPWORT = {
  Hydrokolloid: "Hydrocoll",
  Alginat: "Alginat",
  Hydrofaser: "Fiber",
  Hydrogel: "Gel",
  Schaumverband: "Foam",
  "Semipermeable Wundfolie": "Film",
  Aktivkohle: "Carbon",
  Cavity: "Cavity",
  "Saugkompresse / Superabsorber": "Saugkompresse",
  Superabsorber: "Super Absorb",
  Distanzgitter: "Gitter",
  Kollagen: "Kollagen",
  "Hydrophobe Auflage": "Hydrophob",
  "Hydroaktive Auflage": "Hydroaktiv",
  Hyaluronsaeure: "Hyaluron",
  Sonstiges: "Wundpad",
  "Konservierte Wundspüllösung": "Spüllösung",
  Antiseptikum: "Antiseptische Lösung",
  "Medizinischer Hautschutz": "Hautschutz",
  Hautpflege: "Hautpflege Lotion",
  Schlauchverband: "Schlauchverband",
  Polsterbinde: "Polsterbinde",
  Kurzzugbinden: "Kurzzugbinde",
  Mehrkomponentensystem: "Mehrkomponenten-Set",
  Kompressionsbandage: "Kompressionsbandage",
};
/** @type {Record<string, string>} */
const VARIANTE = {
  Dünn: "Thin",
  Kompressen: "Kompresse",
  Tamponade: "Tamponade",
  Konserviert: "konserviert",
  Feinporig: "Fine",
  Haftend: "Adhesive",
  "Nicht-haftend": "Non-Adhesive",
  "Mit Silikon": "Silicone",
  Fettgaze: "Fettgaze",
  Silikon: "Silikon",
  Gelbildend: "Gel",
  "Spray Applikator": "Spray",
  "Lolly Creme": "Creme",
};
/** @type {Record<string, string>} */
const WIRKSTOFF_KURZ = {
  Silber: "Ag",
  PHMB: "PHMB",
  "Iod/Jod": "Iod",
  "TLC-NOSF": "TLC",
  "Medizinischer Honig": "Honey",
  Ibuprofen: "Ibu",
  Octenidin: "Octi",
  "topische Sauerstofftherapie": "O2",
};
/** @type {Record<string, string[]>} */
const WIRKSTOFFE_FUER = {
  Schaumverband: ["Silber", "Ibuprofen", "PHMB"],
  Alginat: ["Silber"],
  Hydrofaser: ["Silber"],
  Distanzgitter: ["Silber", "TLC-NOSF", "Iod/Jod"],
  Hydrogel: ["Medizinischer Honig", "Octenidin"],
  Sonstiges: ["topische Sauerstofftherapie", "Medizinischer Honig"],
  "Saugkompresse / Superabsorber": ["PHMB"],
  Kollagen: ["Silber"],
  Hyaluronsaeure: ["Hyaluronsäure"],
  Antiseptikum: ["Octenidin", "PHMB", "Iod/Jod"],
  "Konservierte Wundspüllösung": ["PHMB", "Phenoxyethanol"],
};
Object.values(WIRKSTOFFE_FUER)
  .flat()
  .forEach((w) => assertIn("Wirkstoffhaltig", w));

/** @type {Record<string, string[][]>} */
const EXSUDATION = {
  Hydrokolloid: [["wenig"], ["wenig", "mittel"]],
  Alginat: [["mittel", "viel"]],
  Hydrofaser: [["mittel", "viel"]],
  Hydrogel: [["wenig"]],
  Schaumverband: [
    ["mittel", "viel"],
    ["wenig", "mittel"],
  ],
  "Semipermeable Wundfolie": [["wenig"]],
  Aktivkohle: [["mittel", "viel"]],
  Cavity: [["mittel", "viel"]],
  "Saugkompresse / Superabsorber": [["viel"], ["mittel", "viel"]],
  Superabsorber: [["viel"]],
  Distanzgitter: [["wenig", "mittel", "viel"]],
  Kollagen: [["wenig", "mittel"]],
  "Hydrophobe Auflage": [["wenig", "mittel", "viel"]],
  "Hydroaktive Auflage": [["wenig", "mittel"]],
  Hyaluronsaeure: [["wenig"]],
  Sonstiges: [["wenig", "mittel"]],
};
Object.values(EXSUDATION)
  .flat(2)
  .forEach((e) => assertIn("Exsudation", e));
const MIT_RAND_MOEGLICH = [
  "Schaumverband",
  "Hydrokolloid",
  "Superabsorber",
  "Hydroaktive Auflage",
  "Saugkompresse / Superabsorber",
  "Aktivkohle",
  "Hydrophobe Auflage",
];

/** @type {[breite: number, laenge: number][]} */
const WUNDAUFLAGE_GROESSEN = [
  [5, 5],
  [7.5, 7.5],
  [10, 10],
  [10, 20],
  [12.5, 12.5],
  [15, 15],
  [15, 20],
  [20, 20],
];
const BINDEN_BREITEN = [4, 6, 8, 10, 12];

/** @param {number} cm */
const band = (cm) => (cm <= 7.5 ? "bis7_5" : cm <= 12.5 ? "bis12_5" : cm <= 17.5 ? "bis17_5" : "ueber17_5");
/** @param {number} cm */
const cmText = (cm) => String(cm).replace(".", ",");

/** @type {Record<string, (u1: string | null) => string>} the product picture's key */
const BILD_FUER = {
  Wundauflage: (u1) =>
    u1 === "Semipermeable Wundfolie"
      ? "folie"
      : u1 === "Cavity" || u1 === "Alginat" || u1 === "Hydrofaser"
        ? "tamponade"
        : "wundauflage",
  Wundspüllösung: () => "spuelloesung",
  "Hautschutz- und Pflege": () => "hautschutz",
  Verbandfixierung: () => "binde",
  Kompressionstherapie: () => "kompression",
  "Trink- und Aufbaunahrung": () => "trinknahrung",
  Sondennahrung: () => "sondennahrung",
  Applikationstechnik: () => "pumpe",
};

/** @type {Record<string, { satz: string, punkte: string[], indikationen?: string, kontra?: string, hinweis: string }>} */
const TEXTE = {
  Wundauflage: {
    satz: "eine Wundauflage für die feuchte Wundbehandlung",
    punkte: ["Atraumatischer Verbandwechsel", "Kann je nach Exsudation mehrere Tage verbleiben", "Latexfrei"],
    indikationen:
      "Chronische und akute Wunden wie Ulcus cruris, Dekubitus, Diabetisches Fußsyndrom sowie oberflächliche postoperative Wunden.",
    kontra:
      "Bekannte Überempfindlichkeit gegen Bestandteile des Produkts; nicht bei Verbrennungen dritten Grades anwenden.",
    hinweis:
      "Wunde vor der Anwendung mit einer geeigneten Wundspüllösung reinigen. Auflage etwa 2 cm über den Wundrand hinaus anlegen und bei Bedarf mit einem Sekundärverband fixieren.",
  },
  Wundspüllösung: {
    satz: "eine gebrauchsfertige Lösung zur Reinigung und Befeuchtung von Wunden",
    punkte: ["Gebrauchsfertig", "Nach Anbruch 8 Wochen verwendbar", "Farblos und geruchsneutral"],
    indikationen: "Reinigung, Spülung und Befeuchtung akuter und chronischer Wunden sowie Lösen von Belägen.",
    kontra: "Nicht zur Anwendung am Knorpel, im Mittel- und Innenohr sowie im Auge.",
    hinweis: "Wunde großzügig spülen oder getränkte Kompresse für 10 bis 15 Minuten auflegen.",
  },
  "Hautschutz- und Pflege": {
    satz: "ein Produkt zum Schutz und zur Pflege der wundumgebenden Haut",
    punkte: ["Schützt vor Mazeration", "Parfümfrei", "Dermatologisch getestet"],
    indikationen: "Schutz gefährdeter Haut bei Inkontinenz, Exsudat oder Klebstoffen; Pflege trockener Haut.",
    kontra: "Nicht auf offene, infizierte Wunden auftragen.",
    hinweis: "Dünn auf die saubere, trockene Haut auftragen und vollständig einziehen lassen.",
  },
  Verbandfixierung: {
    satz: "ein Produkt zur sicheren Fixierung von Verbänden",
    punkte: ["Hautfreundlich und luftdurchlässig", "Waschbar und wiederverwendbar", "Latexfrei"],
    indikationen: "Fixierung von Wundauflagen und Polsterungen an Rumpf und Extremitäten.",
    kontra: "Nicht zu straff anlegen; Vorsicht bei Durchblutungsstörungen.",
    hinweis: "Binde mit gleichmäßigem Zug und 50 % Überlappung anlegen.",
  },
  Kompressionstherapie: {
    satz: "ein Produkt für die phlebologische Kompressionstherapie",
    punkte: ["Konstanter Arbeitsdruck", "Gute Hautverträglichkeit", "Mit Anlegehilfe"],
    indikationen:
      "Ulcus cruris venosum, chronisch venöse Insuffizienz, Ödeme und Thromboseprophylaxe nach ärztlicher Anordnung.",
    kontra: "Fortgeschrittene pAVK (ABI unter 0,5), dekompensierte Herzinsuffizienz, septische Phlebitis.",
    hinweis: "Anlage nur durch geschultes Personal; Knöchel-Arm-Druckindex vorher bestimmen.",
  },
  "Trink- und Aufbaunahrung": {
    satz: "eine bilanzierte Diät zum Diätmanagement bei Mangelernährung",
    punkte: [
      "Hochkalorisch und eiweißreich",
      "Mit allen essenziellen Vitaminen und Mineralstoffen",
      "Gekühlt besonders schmackhaft",
    ],
    hinweis:
      "Ein bis drei Portionen täglich zwischen den Mahlzeiten trinken. Nur unter ärztlicher Aufsicht verwenden.",
  },
  Sondennahrung: {
    satz: "eine vollbilanzierte Sondennahrung zur ausschließlichen oder ergänzenden Ernährung",
    punkte: [
      "Für Pumpen- und Schwerkraftapplikation geeignet",
      "Vollbilanziert nach Diätverordnung",
      "Auch als alleinige Nahrungsquelle geeignet",
    ],
    hinweis:
      "Vor Gebrauch schütteln. Applikationsrate nach ärztlicher Anordnung; angebrochene Behältnisse innerhalb von 24 Stunden verbrauchen.",
  },
  Applikationstechnik: {
    satz: "Zubehör für die sichere enterale Applikation",
    punkte: ["ENFit-kompatibel", "Einfache Bedienung", "Für Klinik und häusliche Versorgung"],
    hinweis:
      "Überleitsystem spätestens nach 24 Stunden wechseln; Pumpe gemäß Gebrauchsanweisung programmieren.",
  },
};

const KOMBINATIONEN = [
  "Mit Sekundärverband kombinierbar",
  "Kombinierbar mit Kompressionstherapie",
  "Mit Wundspüllösung anwendbar",
  "Unter Fixierbinde anwendbar",
];

/**
 * A product's category path, valid in the taxonomy: Unterpunkt2 only where Unterpunkt1 has children.
 * @param {Random} rng
 * @param {string} unter
 */
function cascade(rng, unter) {
  const haupt = valueAt(HAUPT_OF, unter);
  const u1Options = children("Unterpunkt1", unter);
  const u1 = u1Options.length ? rng.pick(u1Options) : null;
  const u2Options = children("Unterpunkt2", u1);
  const u2 = u2Options.length ? rng.pick(u2Options) : null;
  return { Hauptkategorie: haupt, Unterkategorie: unter, Unterpunkt1: u1, Unterpunkt2: u2 };
}

/** @typedef {ReturnType<typeof cascade>} Cascade */

/**
 * The fields of a wound product, its sizes each with a PZN.
 * @param {Random} rng
 * @param {Cascade} c
 * @param {PznFactory} pzn
 */
function woundFields(rng, c, pzn) {
  const { Unterkategorie: unter, Unterpunkt1: u1, Unterpunkt2: u2 } = c;
  /** @type {Record<string, unknown>} */
  const f = {};
  /** @type {string | null} */
  let wirkstoff = null;
  const wirkstoffe = WIRKSTOFFE_FUER[u1 ?? ""];
  if (wirkstoffe && (u1 === "Hyaluronsaeure" || u1 === "Antiseptikum" || rng.chance(0.3))) {
    wirkstoff = rng.pick(wirkstoffe);
    f.Wirkstoffhaltig = wirkstoff;
  }
  /** @type {string | null} */
  let rand = null;
  if (unter === "Wundauflage") {
    f.Exsudation = rng.pick(valueAt(EXSUDATION, u1 ?? ""));
    if (u1 !== "Semipermeable Wundfolie") {
      rand = MIT_RAND_MOEGLICH.includes(u1 ?? "") && rng.chance(0.5) ? "Mit Rand" : "Ohne Rand";
      f.Haftrand = rand;
    }
  }
  // Sizes, each with its own PZN.
  let groessen;
  if (unter === "Wundauflage") {
    const tamponade = u2 === "Tamponade" || u1 === "Cavity";
    /** @type {[breite: number, laenge: number][]} */
    const options = tamponade
      ? [
          [2, 30],
          [2, 45],
          [3, 45],
        ]
      : WUNDAUFLAGE_GROESSEN;
    groessen = rng.some(options, 1, 4).map(([b, l]) => ({
      GenaueGroesse: `${cmText(b)} x ${cmText(l)} cm`,
      PZN: pzn.next(),
      Breite: band(b),
      Laenge: band(l),
    }));
  } else if (unter === "Verbandfixierung" || unter === "Kompressionstherapie") {
    const laenge = u1 === "Schlauchverband" ? 10 : u1 === "Mehrkomponentensystem" ? 3 : 5;
    groessen = rng.some(BINDEN_BREITEN, 1, 3).map((b) => ({
      GenaueGroesse: `${b} cm x ${laenge} m`,
      PZN: pzn.next(),
      Breite: band(b),
      Laenge: band(laenge * 100),
    }));
  } else if (unter === "Wundspüllösung") {
    groessen = rng
      .some(["40 ml", "350 ml", "1000 ml"], 1, 2)
      .map((g) => ({ GenaueGroesse: g, PZN: pzn.next() }));
  } else {
    groessen = [
      {
        GenaueGroesse:
          u2 === "Spray Applikator" ? "28 ml Spray" : u2 === "Lolly Creme" ? "92 g Creme" : "250 ml",
        PZN: pzn.next(),
      },
    ];
  }
  f.Produktgroesse = groessen;
  f.VerordnungsfaehigkeitOderRezeptierbarkeit = u1 === "Hautpflege" ? false : rng.chance(0.9);
  const risiko =
    unter === "Wundauflage"
      ? wirkstoff || u1 === "Kollagen"
        ? rng.pick(["Klasse IIb", "Klasse III"])
        : u1 === "Saugkompresse / Superabsorber"
          ? "Klasse I"
          : rng.pick(["Klasse IIa", "Klasse IIb"])
      : unter === "Wundspüllösung"
        ? rng.pick(["Klasse IIb", "Klasse III"])
        : unter === "Hautschutz- und Pflege"
          ? u1 === "Hautpflege"
            ? "Keine Klassifizierung"
            : "Klasse I"
          : "Klasse I";
  f.Risikoklassifizierung = risiko;
  assertIn("Risikoklassifizierung", risiko);
  if (rng.chance(0.2)) f.Kombination = rng.pick(KOMBINATIONEN);
  f.Indikationen = valueAt(TEXTE, unter).indikationen;
  f.Kontraindikationen = valueAt(TEXTE, unter).kontra;
  return { fields: f, wirkstoff, rand };
}

/**
 * @typedef {object} NutritionFields
 * @property {string} [Verabreichungsart]
 * @property {string} [Ernaehrungspumpe]
 * @property {string[]} [IndikationOderErkrankung]
 * @property {string[]} [Produktmerkmale]
 * @property {string} [Energiegehalt]
 * @property {string} [Darreichungsform]
 * @property {string} [Geschmacksrichtung]
 * @property {string} [Nahrungsbehaeltnis]
 */

/**
 * The fields of a nutrition product.
 * @param {Random} rng
 * @param {Cascade} c
 */
function nutritionFields(rng, c) {
  const unter = c.Unterkategorie;
  /** @type {NutritionFields} */
  const f = {};
  if (unter === "Applikationstechnik") {
    f.Verabreichungsart = rng.pick(["Pumpenapplikation", "Schwerkraftapplikation"]);
    if (f.Verabreichungsart === "Pumpenapplikation")
      f.Ernaehrungspumpe = rng.pick(values("Ernaehrungspumpe"));
    return f;
  }
  f.IndikationOderErkrankung = rng.some(values("IndikationOderErkrankung"), 1, 2);
  const merkmale = rng.some(
    values("Produktmerkmale").filter((m) => !/Ballaststoff/.test(m)),
    1,
    2,
  );
  const ballast = rng.pick(values("Produktmerkmale").filter((m) => /Ballaststoff/.test(m)));
  f.Produktmerkmale = values("Produktmerkmale").filter((m) => merkmale.includes(m) || m === ballast);
  f.Energiegehalt = rng.pick(values("Energiegehalt"));
  if (unter === "Trink- und Aufbaunahrung") {
    f.Darreichungsform = rng.pick(values("Darreichungsform"));
    f.Geschmacksrichtung = rng.pick(values("Geschmacksrichtung"));
  } else {
    f.Verabreichungsart = rng.pick(values("Verabreichungsart"));
    f.Nahrungsbehaeltnis = rng.pick(values("Nahrungsbehaeltnis"));
  }
  return f;
}

/** @type {Record<string, string>} */
const ENERGIE_WORT = { unter1_2: "Basic", von1_2bis1_9: "Energy", ueber2: "Compact" };
/** @type {Record<string, string>} */
const FORM_WORT = {
  Flüssig: "Drink",
  "Dickflüssig (sirupartig/IDDSI Stufe 2)": "Drink Thick",
  "Zum Löffeln": "Creme",
  Pulver: "Pulver",
};

/**
 * The name of a nutrition product, from its fields (nutritionFields made them for its Unterkategorie).
 * @param {string} brand
 * @param {string} unter
 * @param {NutritionFields} f
 * @param {Random} rng
 */
function nutritionName(brand, unter, f, rng) {
  if (unter === "Applikationstechnik") {
    return f.Ernaehrungspumpe ? `${brand} Pumpen-Überleitsystem` : `${brand} Schwerkraft-Überleitsystem`;
  }
  const energie = ENERGIE_WORT[f.Energiegehalt ?? ""] || "";
  if (unter === "Trink- und Aufbaunahrung") {
    const form = FORM_WORT[f.Darreichungsform ?? ""];
    const geschmack = (f.Geschmacksrichtung ?? "").split("-")[0];
    return `${brand} ${form} ${energie} ${geschmack}`.replace(/\s+/g, " ");
  }
  const extra = f.Produktmerkmale?.includes("Mit Ballaststoffen")
    ? "Multi Fibre"
    : f.IndikationOderErkrankung?.includes("Gestörte Nährstoffverwertung")
      ? "Peptid"
      : f.IndikationOderErkrankung?.includes("Blutzuckerschwankungen")
        ? "Diabetes"
        : "Standard";
  return `${brand} Sonde ${energie} ${extra}`.replace(/\s+/g, " ");
}

/**
 * Products spread over the manufacturers (the demo manufacturer, index 0, gets 12 in the
 * normal set). Returns [{ data, hersteller: index, owner }].
 * @param {number} n
 * @param {Manufacturer[]} manufacturers
 * @param {import("./media").Media} media
 * @param {{ focusCount: number, unpublishedShare?: number }} options
 * @returns {Product[]}
 */
function generateProducts(n, manufacturers, media, { focusCount, unpublishedShare = 0.05 }) {
  const rng = new Random("produkte");
  const pzn = new PznFactory(new Random("pzn"));
  const pictures = media.product || {};
  const pdf = media.pdf && media.pdf.datenblatt;

  // Quota per manufacturer: the demo manufacturer 12 (normal set), the others share the rest
  // so that about 55 of 80 products are wound products.
  /** @type {number[]} */
  const quotas = new Array(manufacturers.length).fill(0);
  if (manufacturers.length === names.HERSTELLER.length && n === 80) {
    [12, 7, 7, 7, 6, 5, 5, 6, 8, 7, 6, 4].forEach((q, i) => (quotas[i] = q));
  } else {
    for (let k = 0; k < n; k++)
      quotas[k % manufacturers.length] = entryAt(quotas, k % manufacturers.length) + 1;
  }

  /** @type {Set<string>} */
  const usedNames = new Set();
  /** @type {Product[]} */
  const products = [];
  manufacturers.forEach((m, mi) => {
    for (let k = 0; k < entryAt(quotas, mi); k++) {
      // The first product of a manufacturer is from its main line, the others are weighted.
      const unter =
        k === 0 ? entryAt(FOKUS_SORTIMENT[m.fokus], 0)[0] : rng.weighted(FOKUS_SORTIMENT[m.fokus]);
      const c = cascade(rng, unter);
      /** @type {Record<string, unknown>} */
      const data = { Hauptkategorie: c.Hauptkategorie, Unterkategorie: c.Unterkategorie };
      if (c.Unterpunkt1) data.Unterpunkt1 = c.Unterpunkt1;
      if (c.Unterpunkt2) data.Unterpunkt2 = c.Unterpunkt2;
      let produktname;
      if (c.Hauptkategorie === "Wunde") {
        const { fields, wirkstoff, rand } = woundFields(rng, c, pzn);
        Object.assign(data, fields);
        produktname = [
          m.brand,
          TYPWORT[c.Unterpunkt1 ?? ""],
          VARIANTE[c.Unterpunkt2 ?? ""],
          wirkstoff && WIRKSTOFF_KURZ[wirkstoff],
          rand === "Mit Rand" ? "Border" : null,
        ]
          .filter(Boolean)
          .join(" ");
      } else {
        const fields = nutritionFields(rng, c);
        Object.assign(data, fields);
        produktname = nutritionName(m.brand, unter, fields, rng);
      }
      // Same name twice at one manufacturer: add a line suffix.
      const suffixes = ["Plus", "Sensitive", "Pro", "Med", "Care", "Soft", "Extra"];
      let unique = produktname;
      for (let s = 0; usedNames.has(unique); s++)
        unique = `${produktname} ${s < suffixes.length ? suffixes[s] : s + 1}`;
      usedNames.add(unique);
      produktname = unique;

      const texte = valueAt(TEXTE, unter);
      const herstellerName = m.data.Herstellername;
      data.Produktname = produktname;
      data.PZN = pzn.next();
      data.Produktbild = pictures[valueAt(BILD_FUER, unter)(c.Unterpunkt1)] || null;
      data.Produktbeschreibung = html({
        paragraphs: [
          `${produktname} ist ${texte.satz}${c.Unterpunkt1 ? ` (Produktgruppe ${label(c.Unterpunkt1)})` : ""}.`,
        ],
        list: texte.punkte,
        after: [`Hersteller: ${herstellerName}`],
      });
      data.Anwendungshinweise = texte.hinweis;
      data.Homepage = `https://example.org/hersteller/${m.slug}/produkte/${slugify(produktname)}`;
      if (rng.chance(0.25)) data.ExternerLink = `https://example.org/fachinformation/${slugify(produktname)}`;
      if (pdf) data.Datenblaetter = [pdf];
      if (rng.chance(0.3)) {
        const others = Object.values(pictures).filter((id) => id !== data.Produktbild);
        data.Medien = rng.some(others, 1, 2);
      }
      products.push({ data: { ...data, Published: true, Fokusiere: false }, hersteller: mi, owner: m.owner });
    }
  });

  const rngFlags = new Random("produkte-flags");
  const indices = [...Array(products.length).keys()];
  const hidden = chooseIndices(
    rngFlags,
    indices.filter((i) => entryAt(products, i).hersteller !== 0),
    Math.round(products.length * unpublishedShare),
  );
  for (const i of hidden) entryAt(products, i).data.Published = false;
  // Focus: two of the demo manufacturer's products (Premium), the rest anywhere.
  const visible = indices.filter(
    (i) => !hidden.has(i) && entryAt(manufacturers, entryAt(products, i).hersteller).data.Published,
  );
  const own = [
    ...chooseIndices(
      rngFlags,
      visible.filter((i) => entryAt(products, i).hersteller === 0),
      Math.min(2, focusCount),
    ),
  ];
  const others = [
    ...chooseIndices(
      rngFlags,
      visible.filter((i) => entryAt(products, i).hersteller !== 0),
      focusCount - own.length,
    ),
  ];
  for (const i of [...own, ...others]) entryAt(products, i).data.Fokusiere = true;
  return products;
}

module.exports = { generateManufacturers, generateProducts, cascade };
