// The one reader of taxonomy.json: the specification's lists, category trees and bands, for the
// web app's forms and filters, the CMS's write checks, its schema enumerations and the seed.
import json from "./taxonomy.json";

export const taxonomy = json;

/** A category tree: parent value → child values ('$' keys are comments). */
export type Tree = Readonly<Record<string, readonly string[]>>;
type ListEntry = string | { value: string };

const entryOf = (key: string): unknown =>
  Object.hasOwn(taxonomy, key) ? (taxonomy as Record<string, unknown>)[key] : undefined;

/** The stored values of a list (a band gives its value), or the union of a tree's lists. */
export function valuesOf(key: string): string[] {
  const entry = entryOf(key);
  if (Array.isArray(entry))
    return (entry as ListEntry[]).map((item) => (typeof item === "string" ? item : item.value));
  if (typeof entry === "object" && entry !== null) return flatten(entry as Tree);
  throw new Error(`taxonomy.json has no list "${key}"`);
}

/** Every value a tree offers below any parent, in first-seen order. */
export function flatten(tree: Tree): string[] {
  return [
    ...new Set(
      Object.entries(tree)
        .filter(([key]) => !key.startsWith("$"))
        .flatMap(([, values]) => values),
    ),
  ];
}

/** The children of `parent` in a category tree; empty when it has none. */
export function childrenOf(tree: Tree, parent: string | null | undefined): readonly string[] {
  return (parent && !parent.startsWith("$") && Object.hasOwn(tree, parent) && tree[parent]) || [];
}

/** Care-partner fields that exist only for some categories. */
export type KategorieFeld = Exclude<keyof typeof taxonomy.KategorieFelder, "$comment">;
export const KATEGORIE_FELDER = Object.keys(taxonomy.KategorieFelder).filter(
  (key) => key !== "$comment",
) as KategorieFeld[];

export function categoryHasField(kategorie: string, field: KategorieFeld): boolean {
  return (taxonomy.KategorieFelder[field] as readonly string[]).includes(kategorie);
}

/** A product field that belongs to one main category only ('Wunde' or 'Ernährung'). */
export function productFieldVisible(
  field: string,
  selection: { Hauptkategorie?: string | null; Unterkategorie?: string | null },
): boolean {
  const only = (taxonomy.ProduktFelder.nurUnterkategorie as Record<string, string>)[field];
  if (only) return selection.Unterkategorie === only;
  const main = selection.Hauptkategorie;
  if (!main) return false;
  return ((taxonomy.ProduktFelder as unknown as Record<string, string[]>)[main] ?? []).includes(field);
}

/** The product category levels, top down, each with the tree that lists its values under the level above. */
export const CASCADE_LEVELS = [
  { field: "Unterkategorie", parent: "Hauptkategorie", tree: taxonomy.Unterkategorie as Tree },
  { field: "Unterpunkt1", parent: "Unterkategorie", tree: taxonomy.Unterpunkt1 as Tree },
  { field: "Unterpunkt2", parent: "Unterpunkt1", tree: taxonomy.Unterpunkt2 as Tree },
] as const;
export const CASCADE_FIELDS = ["Hauptkategorie", ...CASCADE_LEVELS.map((level) => level.field)] as const;

// ---------------------------------------------------------------------------------------------
// Fee bands: listings store the bands of taxonomy.json ('0-50 €'); the public filter offers
// 'unter X' / 'über X' over them (public spec section 9).

export interface StoredBand {
  value: string;
  min: number;
  max: number | null;
}

export interface FeeFilterBand {
  /** URL value, e.g. `unter100`. */
  value: string;
  /** German label, e.g. 'unter 100 €'. */
  label: string;
  /** The stored band values this filter band matches. */
  stored: readonly string[];
}

/**
 * 'unter X' matches every stored band that lies wholly at or below X (max ≤ X: 'unter 100' → 0-50 and 51-100);
 * 'über X' matches every stored band that lies wholly above X (min > X: 'über 150' → über 150).
 * The stored bands' upper bounds are inclusive ('0-50 €'), so a band ending at X counts as 'unter X'.
 */
export function feeFilterBands(
  upperBounds: readonly number[],
  over: number,
  stored: readonly StoredBand[],
): FeeFilterBand[] {
  return [
    ...upperBounds.map((x) => ({
      value: `unter${x}`,
      label: `unter ${x} €`,
      stored: stored.filter((b) => b.max !== null && b.max <= x).map((b) => b.value),
    })),
    {
      value: `ueber${over}`,
      label: `über ${over} €`,
      stored: stored.filter((b) => b.min > over).map((b) => b.value),
    },
  ];
}

/** The public fee filters, by the stored list they read: the event's fee and the speaker's three fees. */
export const FEE_FILTER_BANDS = {
  Teilnehmergebuehr: feeFilterBands([50, 100, 150], 150, taxonomy.Teilnehmergebuehr),
  HonorarvorstellungProUnterrichtseinheit: feeFilterBands(
    [50, 100, 150],
    150,
    taxonomy.HonorarvorstellungProUnterrichtseinheit,
  ),
  HonorarvorstellungPauschaleHalberTag: feeFilterBands(
    [200, 300, 400, 500],
    500,
    taxonomy.HonorarvorstellungPauschaleHalberTag,
  ),
  HonorarvorstellungPauschaleGanzerTag: feeFilterBands(
    [400, 500, 600, 700, 800],
    800,
    taxonomy.HonorarvorstellungPauschaleGanzerTag,
  ),
} as const;
