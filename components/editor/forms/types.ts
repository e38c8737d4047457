import type { MainListingKind } from "@wundportal/rules";
import type { EditorPlan } from "@/components/editor/listing-form-shell";
import type { ListingValuesByKind } from "@/lib/schemas/listings";
import type { HerstellerFormValues } from "@/lib/schemas/listings-manufacturer";

/** The values a kind's form starts with: a Hersteller's include its products. */
export type EditorValuesByKind = Omit<ListingValuesByKind, "Hersteller"> & {
  Hersteller: HerstellerFormValues;
};

/** What every kind's form receives from the editor's route (app/admin/inserieren/[type]). */
export interface EditorFormProps<K extends MainListingKind> {
  /** The route id (null on /admin/inserieren/{type}). */
  id: number | null;
  defaultValues: EditorValuesByKind[K];
  plan: EditorPlan;
  /** localStorage key of the form's draft (user, kind, id). */
  draftKey: string;
  /** Whether an existing listing is being edited (false: the save creates one). */
  editing: boolean;
}
