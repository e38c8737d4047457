// Which relations the content API reads populate, one place per model. The public
// collections the web app holds in memory load in the shape the CMS fixes for them
// (cms/src/listings/web-export.ts); these are the reads with a user's token and the small collections.

const image = { fields: ["url", "name", "alternativeText", "mime", "ext", "width", "height", "formats"] };
const creator = { fields: ["id"] };

export const PRODUCT_POPULATE = {
  Produktbild: image,
  Medien: image,
  Datenblaetter: image,
  Produktgroesse: true,
  createdby: creator,
};

export const SUBSCRIPTION_POPULATE = { plan: true };

export const BACKGROUND_POPULATE = { Bild: image };
