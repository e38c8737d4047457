// Which relations each collection loads: one place per collection (STYLE 4).

const image = { fields: ["url", "name", "alternativeText", "mime", "ext", "width", "height", "formats"] };
const creator = { fields: ["id"] };

export const EVENT_POPULATE = {
  Bild: image,
  Medien: image,
  Fortbildungspunkte: true,
  ExterneReferenten: true,
  ExterneHersteller: true,
  createdby: creator,
  referents: { fields: ["Titel", "Vorname", "Name", "Published"], populate: { Bild: image } },
  herstellers: { fields: ["Herstellername", "Published"], populate: { Logo: image } },
};

export const SPEAKER_POPULATE = {
  Bild: image,
  Medien: image,
  createdby: creator,
  veranstaltungs: { fields: ["Veranstaltungsname", "Startzeit", "Published"], populate: { Bild: image } },
};

export const PRODUCT_POPULATE = {
  Produktbild: image,
  Medien: image,
  Datenblaetter: image,
  Produktgroesse: true,
  createdby: creator,
};

export const MANUFACTURER_POPULATE = {
  Logo: image,
  Medien: image,
  createdby: creator,
  veranstaltungs: { fields: ["Veranstaltungsname", "Startzeit", "Published"] },
  Produkt: { populate: PRODUCT_POPULATE },
};

export const CARE_PARTNER_POPULATE = { Logo: image, Medien: image, createdby: creator };

export const SUBSCRIPTION_POPULATE = { plan: true };

export const BACKGROUND_POPULATE = { Bild: image };
