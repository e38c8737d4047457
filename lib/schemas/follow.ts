// The 'Folgen' form of a listing's lister: one schema for the form and the server action.
import { LIST_OF_KIND } from "@wundportal/rules/public-lists";
import { z } from "@/lib/zod";
import { optInFields } from "./saved-search";

export const FOLLOW_KINDS = ["Veranstaltung", "Referent", "Hersteller", "Versorgungspartner"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Each kind's list path (its detail pages are /<path>/<id>). */
export const FOLLOW_PATHS: Record<FollowKind, string> = LIST_OF_KIND;

export const followSchema = z.object({
  ...optInFields,
  kind: z.enum(FOLLOW_KINDS, "Diesem Inserat kann man nicht folgen."),
  listing: z.coerce.number().int().positive("Dieses Inserat gibt es nicht."),
});
