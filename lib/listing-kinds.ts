// The four listing kinds of the editor and 'Meine Inserate': their route names, CMS collections,
// public pages and the fields that name and picture them. One table, read by pages and actions.
// The kinds themselves (MAIN_LISTING_KINDS, MainListingKind) and their glossary are the shared
// package's (@wundportal/rules).
import type { MainListingKind } from "@wundportal/rules";
import { LIST_OF_KIND } from "@wundportal/rules/public-lists";

/** What the chooser offers (Produkt is edited inside the user's Hersteller listing). */
export const EDITOR_CHOICES = [
  "Veranstaltung",
  "Referent",
  "Hersteller",
  "Produkt",
  "Versorgungspartner",
] as const;
export type EditorChoice = (typeof EDITOR_CHOICES)[number];

interface KindInfo {
  /** Strapi's REST collection path (`/api/{plural}`). */
  plural: string;
  /** Strapi's singular model name, as its webhook names it (cache tags). */
  model: string;
  /** The public list page (the public lists' table in the rules package); the detail page is `${publicPath}/${id}`. */
  publicPath: string;
  /** The single image field shown as the avatar. */
  imageField: "Bild" | "Logo";
}

export const KIND_INFO: Record<MainListingKind, KindInfo> = {
  Veranstaltung: {
    plural: "veranstaltungs",
    model: "veranstaltung",
    publicPath: `/${LIST_OF_KIND.Veranstaltung}`,
    imageField: "Bild",
  },
  Referent: {
    plural: "referents",
    model: "referent",
    publicPath: `/${LIST_OF_KIND.Referent}`,
    imageField: "Bild",
  },
  Hersteller: {
    plural: "herstellers",
    model: "hersteller",
    publicPath: `/${LIST_OF_KIND.Hersteller}`,
    imageField: "Logo",
  },
  Versorgungspartner: {
    plural: "versorgungspartners",
    model: "versorgungspartner",
    publicPath: `/${LIST_OF_KIND.Versorgungspartner}`,
    imageField: "Logo",
  },
};

/** The route's type segment (any letter case) as a chooser entry, or null. */
export function editorChoiceOf(segment: string): EditorChoice | null {
  const lower = decodeURIComponent(segment).toLowerCase();
  return EDITOR_CHOICES.find((choice) => choice.toLowerCase() === lower) ?? null;
}

export const editorPath = (kind: MainListingKind, id?: number | null) =>
  `/admin/inserieren/${kind}${id ? `/${id}` : ""}`;

/** The editor of a new listing copied from the user's listing `id` ("Als Vorlage kopieren"). */
export const copyPath = (kind: MainListingKind, id: number) => `${editorPath(kind)}?vorlage=${id}`;

/** "Weitere Termine anlegen": the user's event `id` on further dates. */
export const furtherDatesPath = (id: number) => `${editorPath("Veranstaltung", id)}/weitere-termine`;

export const publicPathOf = (kind: MainListingKind, id: number) => `${KIND_INFO[kind].publicPath}/${id}`;

/** A route id: a positive whole number, else null (an id that is none saves as a create). */
export function routeId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,12}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/** A row of 'Meine Inserate'. */
export interface OwnListingRow {
  kind: MainListingKind;
  id: number;
  name: string;
  published: boolean;
  image: { url: string; alt: string } | null;
}
