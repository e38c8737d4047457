// What the web app holds in memory of each public collection, and the one bulk read that loads it.
// The shapes are the CMS's to decide: the caller names a collection, never a populate, so no query
// can reach further (a creator's password hash, another model). Every field listed here is one the
// web app already reads through the content API with its token (the speakers' private part
// included, which the web app shows only to entitled viewers).
import type { UID } from "@strapi/strapi";
import type { ExportName } from "@wundportal/rules";

const image = { fields: ["url", "name", "alternativeText", "mime", "ext", "width", "height", "formats"] };
const creator = { fields: ["id"] };

export const PRODUCT_SHAPE = {
  Produktbild: image,
  Medien: image,
  Datenblaetter: image,
  Produktgroesse: true,
  createdby: creator,
};

/** One export per public list, named as the rules package's table of lists names it (the cache tag). */
export const WEB_EXPORTS = {
  veranstaltungen: {
    uid: "api::veranstaltung.veranstaltung",
    populate: {
      Bild: image,
      Medien: image,
      Fortbildungspunkte: true,
      ExterneReferenten: true,
      ExterneHersteller: true,
      createdby: creator,
      referents: { fields: ["Titel", "Vorname", "Name", "Published"], populate: { Bild: image } },
      herstellers: { fields: ["Herstellername", "Published"], populate: { Logo: image } },
    },
    // An entry shows what it holds of these: a change to one of them changes the entry too (changedSince).
    shows: ["referents", "herstellers"],
    // What the list page, its filters, sorts and map read (shape=summary): the web app's first load
    // after a start. Without the rich text, media, relations and the detail page's links it costs
    // Strapi less than half as much per entry; the full shape follows right after.
    summary: {
      fields: [
        "Veranstaltungsname",
        "Veranstaltername",
        "Veranstalter",
        "Startzeit",
        "Endzeit",
        "Stadt",
        "PLZ",
        "Veranstaltungsort",
        "isonlineveranstaltung",
        "Teilnehmergebuehr",
        "ErwarteteTeilnehmerzahl",
        "Themengebiete",
        "FortbildungsinhalteWundexperteICW",
        "FortbildungsinhalteFachtherapeutWundeICW",
        "FortbildungsinhalteAerztlicherWundexperteICW",
        "FortbildungsinhaltePflegetherapeutWundeICW",
        "Published",
        "Fokusiere",
        "firstPublicAt",
        "createdAt",
        "updatedAt",
      ],
      populate: { Bild: image, Fortbildungspunkte: true, createdby: creator },
    },
  },
  referenten: {
    uid: "api::referent.referent",
    populate: {
      Bild: image,
      Medien: image,
      createdby: creator,
      veranstaltungs: { fields: ["Veranstaltungsname", "Startzeit", "Published"], populate: { Bild: image } },
    },
    shows: ["veranstaltungs"],
  },
  hersteller: {
    uid: "api::hersteller.hersteller",
    populate: {
      Logo: image,
      Medien: image,
      createdby: creator,
      veranstaltungs: { fields: ["Veranstaltungsname", "Startzeit", "Published"] },
      Produkt: { populate: PRODUCT_SHAPE },
    },
    shows: ["veranstaltungs", "Produkt"],
    // A product's page reads its manufacturer's entry (`containing=<product id>`) while the
    // collection is not loaded yet.
    contains: "Produkt",
  },
  versorgungspartner: {
    uid: "api::versorgungspartner.versorgungspartner",
    populate: { Logo: image, Medien: image, createdby: creator },
  },
} satisfies Record<
  ExportName,
  {
    uid: UID.ContentType;
    populate: Record<string, unknown>;
    summary?: { fields: string[]; populate: Record<string, unknown> };
    /** The relation whose entries `containing=<id>` looks up (the entry that holds that one). */
    contains?: string;
    /** The relations whose entries this one shows: a change to one of them is a change of it (`changedSince`). */
    shows?: string[];
  }
>;

type Populate = Record<string, unknown>;
type Entry = Record<string, unknown>;

/** Of an image's formats, the web app shows the small one (else the thumbnail): their URLs alone. */
function slimFormats(formats: unknown): Record<string, { url: string }> | null {
  if (!formats || typeof formats !== "object") return null;
  const slim: Record<string, { url: string }> = {};
  for (const size of ["small", "thumbnail"]) {
    const url = (formats as Record<string, { url?: unknown } | undefined>)[size]?.url;
    if (typeof url === "string") slim[size] = { url };
  }
  return slim;
}

/**
 * Trims the images of loaded entries (in place) to what the web app reads: each format carries a
 * dozen fields and made up most of a collection's bytes.
 */
export function slimImages(entries: Entry[], populate: Populate): void {
  for (const [key, spec] of Object.entries(populate)) {
    for (const entry of entries) {
      const value = entry[key];
      if (!value || typeof value !== "object") continue;
      const related = (Array.isArray(value) ? value : [value]) as Entry[];
      if (spec === image) for (const file of related) file.formats = slimFormats(file.formats);
      else if (spec && typeof spec === "object" && "populate" in spec)
        slimImages(related, (spec as { populate: Populate }).populate);
    }
  }
}

export type WebExportName = keyof typeof WEB_EXPORTS;

/**
 * `changedSince=<instant>`: the entries (published or not) changed after it, or showing an entry
 * that was (a speaker's new name changes the events that show it). Media and components are not
 * followed: they change with their entry.
 */
export function changedFilter(name: WebExportName, since: string): Record<string, unknown> {
  const spec = WEB_EXPORTS[name];
  const after = { updatedAt: { $gt: since } };
  const shows: string[] = "shows" in spec ? spec.shows : [];
  return { $or: [after, ...shows.map((relation) => ({ [relation]: after }))] };
}

/** The relation `containing=<id>` looks up in this export, if it has one. */
export function containedRelation(name: WebExportName): string | undefined {
  const spec = WEB_EXPORTS[name];
  return "contains" in spec ? spec.contains : undefined;
}

/** The query of an export: the full shape, or (`shape=summary`, where the collection has one) the list's. */
export function exportQuery(
  name: WebExportName,
  shape: "full" | "summary",
): { fields?: string[]; populate: Populate } | null {
  const spec: { populate: Populate; summary?: { fields: string[]; populate: Populate } } = WEB_EXPORTS[name];
  if (shape === "full") return { populate: spec.populate };
  return spec.summary ?? null;
}

export const isWebExportName = (name: unknown): name is WebExportName =>
  typeof name === "string" && Object.prototype.hasOwnProperty.call(WEB_EXPORTS, name);

/** Largest page; the web app loads 1,000 at a time. */
export const MAX_PAGE_SIZE = 1000;
/** Most entries named at once, by documentId or id (a refresh of the entries an edit touched). */
export const MAX_DOCUMENT_IDS = 100;
