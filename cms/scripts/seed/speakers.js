// @ts-check
"use strict";

// Referentinnen und Referenten.
const { Random } = require("./random");
const { values, assertIn } = require("./taxonomy");
const { CITIES, nearCentre, phone } = require("./cities");
const { VORNAMEN_W, VORNAMEN_M, NACHNAMEN, BERUFE, FACHRICHTUNGEN_ARZT, ARBEITSORTE } = require("./names");
const {
  REF,
  DAY,
  isoDate,
  weekday,
  html,
  ascii,
  slugify,
  chooseIndices,
  entryAt,
  valueAt,
} = require("./common");

/** @type {Record<string, string | undefined>} the Fortbildungsinhalte list of each ICW qualification */
const ICW_LISTEN = {
  "Wundexperte ICW": "FortbildungsinhalteWundexperteICW",
  "Fachtherapeut Wunde ICW": "FortbildungsinhalteFachtherapeutWundeICW",
  "Ärztlicher Wundexperte ICW": "FortbildungsinhalteAerztlicherWundexperteICW",
  "Pflegetherapeut ICW": "FortbildungsinhaltePflegetherapeutWundeICW",
};

/** @type {Record<string, string[]>} */
const SEMINARE = {
  "Wundexperte ICW": ["Basiskurs Wundexperte ICW", "Rezertifizierungskurs", "Inhouse Schulungen"],
  "Fachtherapeut Wunde ICW": [
    "Fachtherapeut Wunde ICW",
    "Modul 1 FT",
    "Basiskurs Wundexperte ICW",
    "Rezertifizierungskurs",
  ],
  "Ärztlicher Wundexperte ICW": [
    "Speaker bei Kongressen",
    "Rezertifizierungskurs",
    "Basiskurs Wundexperte ICW",
  ],
  "Pflegetherapeut ICW": ["Pflegetherapeut Wunde ICW", "Inhouse Schulungen"],
  WaCert: ["Inhouse Schulungen", "Speaker bei Kongressen"],
  WTCert: ["Inhouse Schulungen", "Rezertifizierungskurs"],
};

/**
 * Base qualification weights and the additional qualifications that fit it.
 * @type {[grund: string, weight: number, passend: string[]][]}
 */
const GRUND = [
  [
    "Gesundheits- und Krankenpfleger",
    30,
    ["Wundexperte ICW", "Fachtherapeut Wunde ICW", "Pflegetherapeut ICW", "WTCert"],
  ],
  [
    "Pflegefachfrau/Pflegefachmann",
    14,
    ["Wundexperte ICW", "Fachtherapeut Wunde ICW", "Pflegetherapeut ICW"],
  ],
  ["Altenpfleger", 10, ["Wundexperte ICW", "Pflegetherapeut ICW", "WTCert"]],
  ["Ärzte", 16, ["Ärztlicher Wundexperte ICW", "WaCert"]],
  ["Apotheker", 5, ["Wundexperte ICW", "WTCert"]],
  ["Medizinische Fachangestellte", 5, ["Wundexperte ICW"]],
  ["Podologen", 5, ["Wundexperte ICW", "Fachtherapeut Wunde ICW"]],
  ["Physiotherapeuten", 4, ["Wundexperte ICW"]],
  ["Diätassistenten", 4, ["Wundexperte ICW"]],
  ["Ökotrophologen", 4, ["Pflegetherapeut ICW"]],
  ["Heilpraktiker", 3, ["Wundexperte ICW"]],
];

for (const [g, , zusatz] of GRUND) {
  assertIn("Grundqualifikation", g);
  zusatz.forEach((z) => assertIn("Zusatzqualifikation", z));
}
Object.values(SEMINARE)
  .flat()
  .forEach((s) => assertIn("Seminartyp", s));

const ANDERE_INHALTE = [
  "Fallbesprechungen aus der Praxis",
  "Angehörigenschulung und Edukation",
  "Wundfotografie mit dem Smartphone",
  "Telemedizin in der Wundversorgung",
  "Ernährung bei Dekubitus",
  "Palliative Wundversorgung",
];

/**
 * n speakers. Index 0 belongs to the Referent demo user (published, full profile).
 * Returns [{ data, owner }] with `data` ready for the document service.
 * @param {number} n
 * @param {import("./media").Media} media
 * @param {{ focusCount: number, unpublishedShare?: number }} options
 * @returns {import("./common").Generated[]}
 */
function generateSpeakers(n, media, { focusCount, unpublishedShare = 0.1 }) {
  const rng = new Random("referenten");
  const portraits = Object.values(media.portrait ?? {});
  const eventPictures = Object.values(media.event ?? {});
  /** @type {Set<string>} */
  const seenNames = new Set();
  /** @type {Set<string>} */
  const seenEmails = new Set();
  const bands = {
    Einsatzgebiet: values("Einsatzgebiet"),
    ProUE: values("HonorarvorstellungProUnterrichtseinheit"),
    Halb: values("HonorarvorstellungPauschaleHalberTag"),
    Ganz: values("HonorarvorstellungPauschaleGanzerTag"),
  };

  /** @type {import("./common").Generated[]} */
  const speakers = [];
  for (let i = 0; i < n; i++) {
    const female = rng.chance(0.62);
    let vorname;
    let name;
    for (let attempt = 0; ; attempt++) {
      vorname = rng.pick(female ? VORNAMEN_W : VORNAMEN_M);
      name = rng.pick(NACHNAMEN);
      if (!seenNames.has(`${vorname} ${name}`) || attempt > 20) break;
    }
    seenNames.add(`${vorname} ${name}`);

    const [grund, , passend] = rng.weighted(GRUND.map((g) => /** @type {const} */ ([g, g[1]])));
    const arzt = grund === "Ärzte";
    const titel = arzt
      ? rng.weighted([
          ["Dr.", 65],
          ["Prof. Dr.", 20],
          [null, 15],
        ])
      : rng.weighted([
          ["Dr.", 6],
          ["Prof. Dr.", 2],
          [null, 92],
        ]);
    const grundqualifikation = [grund];
    if (!arzt && rng.chance(0.15)) {
      const zweite = rng.pick(
        ["Pflegefachfrau/Pflegefachmann", "Medizinische Fachangestellte", "Heilpraktiker"].filter(
          (g) => g !== grund,
        ),
      );
      grundqualifikation.push(zweite);
    }
    const zusatz = rng.some(passend, 1, Math.min(2, passend.length));

    const city = rng.pick(CITIES);
    const beruf = valueAt(BERUFE, grund)[female ? 0 : 1];
    const fach = arzt ? ` für ${rng.pick(FACHRICHTUNGEN_ARZT)}` : "";
    const ort = rng.pick(ARBEITSORTE);
    const seit = rng.int(2004, 2022);
    const anzeigeName = [titel, vorname, name].filter(Boolean).join(" ");
    const rolle = female ? "Referentin" : "Referent";

    const seminartyp = rng.some([...new Set(zusatz.flatMap((z) => SEMINARE[z] ?? []))], 1, 3);
    if (rng.chance(0.3) && !seminartyp.includes("Speaker bei Kongressen"))
      seminartyp.push("Speaker bei Kongressen");

    /** @type {Record<string, string[]>} */
    const inhalte = {};
    for (const z of zusatz) {
      const key = ICW_LISTEN[z];
      if (key) inhalte[key] = rng.some(values(key), 2, 5);
    }

    // 3 to 8 future weekdays within the next seven months.
    /** @type {Set<string>} */
    const termine = new Set();
    const wanted = rng.int(3, 8);
    while (termine.size < wanted) {
      const day = REF + rng.int(3, 210) * DAY;
      if (weekday(day) !== 0 && weekday(day) !== 6) termine.add(isoDate(day));
    }

    let email = `${ascii(vorname)}.${ascii(name)}`.toLowerCase().replace(/[^a-z0-9.]+/g, "-");
    if (seenEmails.has(email)) email += `.${i + 1}`;
    seenEmails.add(email);
    const slug = slugify(`${vorname} ${name}`) + (n > 100 ? `-${i + 1}` : "");

    /** @type {import("./common").Generated["data"]} */
    const data = {
      Titel: titel,
      Vorname: vorname,
      Name: name,
      Bio: html({
        paragraphs: [
          `${anzeigeName} ist ${beruf}${fach} und arbeitet seit ${seit} ${ort} in ${city.stadt}.`,
          `Als ${rolle} vermittelt ${female ? "sie" : "er"} praxisnahes Wissen zur Versorgung von Menschen mit chronischen Wunden – verständlich, evidenzbasiert und mit vielen Fallbeispielen.`,
        ],
        list: [
          ...zusatz.map((z) => `Zusatzqualifikation: ${z}`),
          `Lehrerfahrung seit ${Math.min(seit + 2, 2025)}`,
        ],
      }),
      Bild: portraits[i % portraits.length],
      Stadt: city.stadt,
      PLZ: city.plz,
      Einsatzort: nearCentre(rng, city, 0.04),
      Einsatzgebiet: rng.pick(bands.Einsatzgebiet),
      Seminartyp: values("Seminartyp").filter((s) => seminartyp.includes(s)),
      Grundqualifikation: grundqualifikation,
      Zusatzqualifikation: values("Zusatzqualifikation").filter((z) => zusatz.includes(z)),
      ...inhalte,
      AndereFortbildungsinhalte: rng.chance(0.3) ? rng.some(ANDERE_INHALTE, 1, 2).join(", ") : null,
      Kontakt: phone(rng, city),
      Email: `${email}@referenten.example`,
      Homepage: `https://example.org/referenten/${slug}`,
      ExternerLink: `https://example.org/icw-register/${slug}`,
      HonorarvorstellungProUnterrichtseinheit: rng.pick(bands.ProUE),
      HonorarvorstellungPauschaleHalberTag: rng.pick(bands.Halb),
      HonorarvorstellungPauschaleGanzerTag: rng.pick(bands.Ganz),
      Terminverfuegbarkeit: [...termine].sort(),
      Published: true,
      Fokusiere: false,
    };
    if (rng.chance(0.2)) data.Medien = rng.some(eventPictures, 1, 2);
    speakers.push({ data, owner: i === 0 ? "referent" : null });
  }

  // About 10 % stay unpublished (never the demo user's own profile); focus only on published ones.
  const rngFlags = new Random("referenten-flags");
  const indices = [...Array(n).keys()];
  const hidden = chooseIndices(rngFlags, indices.slice(1), Math.round(n * unpublishedShare));
  for (const i of hidden) entryAt(speakers, i).data.Published = false;
  const focus = chooseIndices(
    rngFlags,
    indices.filter((i) => !hidden.has(i)),
    focusCount,
    (i) => i === 0,
  );
  for (const i of focus) entryAt(speakers, i).data.Fokusiere = true;
  return speakers;
}

module.exports = { generateSpeakers };
