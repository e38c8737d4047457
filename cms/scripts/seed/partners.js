// @ts-check
"use strict";

// Versorgungspartner in all sixteen Bundesländer; category-specific fields only where the
// taxonomy's KategorieFelder allows them.
const { Random } = require("./random");
const { values, assertIn, kategorieHasField } = require("./taxonomy");
const { CITIES, nearCentre } = require("./cities");
const names = require("./names");
const { PARTNER_LOGOS } = require("./media");
const { slugify, chooseIndices, entryAt, valueAt } = require("./common");

for (const k of Object.keys(names.PARTNER_NAMEN)) assertIn("Kategorie", k);
for (const list of Object.values(names.PARTNER_AUFGABEN)) list.forEach((a) => assertIn("Aufgabengebiete", a));

const LOGO_OF = Object.fromEntries(PARTNER_LOGOS.flatMap((l) => l.kategorien.map((k) => [k, l.key])));

/**
 * n care partners. Index 0 belongs to the Versorgungspartner demo user.
 * @param {number} n
 * @param {import("./media").Media} media
 * @param {{ focusCount: number, unpublishedShare?: number }} options
 * @returns {import("./common").Generated[]}
 */
function generatePartners(n, media, { focusCount, unpublishedShare = 0.1 }) {
  const rng = new Random("versorgungspartner");
  const bundeslaender = values("Bundesland");
  const kategorien = values("Kategorie");
  const eventPictures = Object.values(media.event || {});
  const kategorieOrder = rng.shuffle(kategorien);
  /** @type {Set<string>} */
  const seenNames = new Set();

  /** @type {import("./common").Generated[]} */
  const partners = [];
  for (let i = 0; i < n; i++) {
    const bundesland = entryAt(bundeslaender, i % bundeslaender.length);
    const city = rng.pick(CITIES.filter((c) => c.bundesland === bundesland));
    const kategorie = entryAt(kategorieOrder, i % kategorieOrder.length);
    let name;
    for (let attempt = 0; ; attempt++) {
      name = rng
        .pick(valueAt(names.PARTNER_NAMEN, kategorie))
        .replace("{stadt}", city.stadt)
        .replace("{name}", rng.pick(names.NACHNAMEN));
      if (!seenNames.has(name)) break;
      if (attempt > 10) {
        name = `${name} (${i + 1})`;
        break;
      }
    }
    seenNames.add(name);

    const aufgaben = valueAt(names.PARTNER_AUFGABEN, kategorie);
    const gewaehlt = rng.some(aufgaben, 1, Math.min(3, aufgaben.length));
    /** @type {import("./common").Generated["data"]} */
    const data = {
      Name: name,
      Kategorie: kategorie,
      Stadt: city.stadt,
      PLZ: city.plz,
      Bundesland: bundesland,
      Standort: nearCentre(rng, city, 0.05),
      Aufgabengebiete: values("Aufgabengebiete").filter((a) => gewaehlt.includes(a)),
      Homepage: `https://example.org/versorgungspartner/${slugify(name)}`,
      Logo: (media.partnerlogo || {})[LOGO_OF[kategorie] ?? ""] || null,
      Published: true,
      Fokusiere: false,
    };

    // Category-specific fields (taxonomy.KategorieFelder).
    if (kategorieHasField("Fachgebiete", kategorie))
      data.Fachgebiete = rng.some(names.FACHGEBIETE, 2, 4).join(", ");
    if (kategorieHasField("Barrierefreiheit", kategorie)) data.Barrierefreiheit = rng.chance(0.8);
    if (kategorieHasField("Ausstattung", kategorie))
      data.Ausstattung = rng.some(names.AUSSTATTUNG, 2, 4).join(", ");
    if (kategorieHasField("Bettenanzahl", kategorie)) {
      data.Bettenanzahl =
        kategorie === "Klinik"
          ? rng.int(15, 90) * 10
          : kategorie === "Rehaeinrichtung"
            ? rng.int(8, 25) * 10
            : rng.int(40, 160);
    }
    if (kategorieHasField("BehandelteKrankheiten", kategorie))
      data.BehandelteKrankheiten = rng.some(names.KRANKHEITEN, 3, 5).join(", ");
    if (kategorieHasField("Behandlungsmoeglichkeiten", kategorie))
      data.Behandlungsmoeglichkeiten = rng.some(names.BEHANDLUNGEN, 2, 4).join(", ");
    if (kategorieHasField("Spezialisierung", kategorie))
      data.Spezialisierung = rng.some(names.SPEZIALISIERUNGEN, 1, 3).join(", ");
    if (kategorieHasField("Spezialbehandlungen", kategorie))
      data.Spezialbehandlungen = rng.some(values("Spezialbehandlungen"), 1, 4);

    if (i !== 0 && rng.chance(0.2)) data.Medien = rng.some(eventPictures, 1, 2);
    partners.push({ data, owner: i === 0 ? "versorgungspartner" : null });
  }

  // The demo user's partner (index 0) is on the Classic plan: published, no focus, no gallery.
  const rngFlags = new Random("versorgungspartner-flags");
  const indices = [...Array(n).keys()];
  const hidden = chooseIndices(rngFlags, indices.slice(1), Math.round(n * unpublishedShare));
  for (const i of hidden) entryAt(partners, i).data.Published = false;
  const focus = chooseIndices(
    rngFlags,
    indices.slice(1).filter((i) => !hidden.has(i)),
    focusCount,
  );
  for (const i of focus) entryAt(partners, i).data.Fokusiere = true;
  return partners;
}

module.exports = { generatePartners };
