// Cache tags per collection, and which tags a change of one Strapi model makes stale
// (a manufacturer page shows its products, an event shows its speakers' names, ...).
import { listRowOf } from "@wundportal/rules";

/** The public lists' tags come from their table in the rules package. */
export const TAGS = {
  events: listRowOf("Veranstaltung").tag,
  speakers: listRowOf("Referent").tag,
  manufacturers: listRowOf("Hersteller").tag,
  carePartners: listRowOf("Versorgungspartner").tag,
  plans: "plans",
  backgrounds: "hintergrundbilder",
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

const BY_MODEL: Record<string, Tag[]> = {
  veranstaltung: [TAGS.events, TAGS.speakers, TAGS.manufacturers],
  referent: [TAGS.speakers, TAGS.events],
  hersteller: [TAGS.manufacturers, TAGS.events],
  produkt: [TAGS.manufacturers],
  versorgungspartner: [TAGS.carePartners],
  plan: [TAGS.plans],
  "background-image": [TAGS.backgrounds],
  // Media edits can touch any listing.
  file: Object.values(TAGS),
};

/** Tags to drop after Strapi reports a change of `model` (its singular name). */
export function tagsForModel(model: string | undefined): Tag[] {
  return (model && BY_MODEL[model]) || [];
}
