// @ts-check
"use strict";

// The nine yearly plans (signed-in spec, sections 6 and 9). Descriptions are the feature lists
// of the plan table, one "* " bullet per line.

/** @param {string[]} lines */
const bullets = (lines) => lines.map((line) => `* ${line}`).join("\n");

const REFERENT_CLASSIC = [
  "Referentenprofil mit Bild, Bio und Medien",
  "Stadt, PLZ und Kartenmarker",
  "Externer Link und E-Mail-Kontakt",
];
const REFERENT_PREMIUM = [
  ...REFERENT_CLASSIC,
  "Einsatzradius",
  "Themen, Qualifikationen und Fortbildungsinhalte",
  "Seminartyp",
  "Link zum ICW-Register",
];

/** @typedef {import("@strapi/strapi").Modules.Documents.Params.Data.Input<"api::plan.plan">} PlanInput */

/** @type {{ kind: NonNullable<PlanInput["kind"]>, tier: NonNullable<PlanInput["tier"]>, price: number, description: string }[]} */
const OFFERS = [
  {
    kind: "Hersteller",
    tier: "Classic",
    price: 699.9,
    description: bullets(["1 Bild/Logo", "Name und Website-Link", "10 Produktprofile"]),
  },
  {
    kind: "Hersteller",
    tier: "Premium",
    price: 999.9,
    description: bullets([
      "1 Bild/Logo",
      "Name und Website-Link",
      "Unbegrenzte Produktprofile",
      "Galerie (Medien-Upload)",
      "Bevorzugte Platzierung in der Suche",
      "Dauerhafter Platz in „Produkte im Fokus“",
      "Fokus-Schalter",
    ]),
  },
  { kind: "Referent", tier: "Classic", price: 49.99, description: bullets(REFERENT_CLASSIC) },
  { kind: "Referent", tier: "Premium", price: 79.99, description: bullets(REFERENT_PREMIUM) },
  {
    kind: "Referent",
    tier: "Premium Plus",
    price: 99.99,
    description: bullets([
      ...REFERENT_PREMIUM,
      "Honorarvorstellungen",
      "Terminverfügbarkeit",
      "Profil im Fokus (Fokus-Schalter)",
    ]),
  },
  {
    kind: "Versorgungspartner",
    tier: "Classic",
    price: 79.99,
    description: bullets(["Eintrag in der normalen Liste", "Link zur Website"]),
  },
  {
    kind: "Versorgungspartner",
    tier: "Premium",
    price: 99.99,
    description: bullets([
      "Eintrag in der normalen Liste",
      "Link zur Website",
      "Zusätzlich in der Top-Liste",
      "Flyer-Upload",
      "Galerie (Medien-Upload)",
      "Bevorzugte Platzierung",
      "Fokus-Schalter",
    ]),
  },
  {
    kind: "Veranstalter",
    tier: "Classic",
    price: 99.99,
    description: bullets(["Bis zu 3 eigene Veranstaltungen"]),
  },
  {
    kind: "Veranstalter",
    tier: "Premium",
    price: 199.99,
    description: bullets([
      "Unbegrenzte Veranstaltungen",
      "Fokus-Liste",
      "Flyer-Upload",
      "Galerie (Medien-Upload)",
      "Fokus-Schalter",
    ]),
  },
];

const PLANS = OFFERS.map((plan) => {
  const { kind, tier } = plan;
  return {
    ...plan,
    title: `${kind}: ${tier}`,
    interval: /** @type {const} */ ("year"),
    trial: kind !== "Hersteller",
    // The specification marks the Premium cards 'Am Beliebtesten' (for Referent too, not Premium Plus).
    highlight: tier === "Premium",
    // A placeholder until the seed gives each plan its price in Stripe (or the emulator).
    stripePlanId: `price_${kind}_${tier}`.toLowerCase().replace(/\s+/g, "_"),
  };
});

module.exports = { PLANS };
