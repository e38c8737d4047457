// Counts beside filter options (faceted search): how many entries an option would show with every
// other filter as it is (the place and radius included), so a visitor sees empty options before
// clicking into an empty list.
import type { FieldValues, FilterFields } from "./common";
import type { z } from "@/lib/zod";

/**
 * For each any-of field named in `options` and each of its options: the entries that pass every
 * other set field and hold that option. The field's own choice is left out (ticking a second option
 * widens the list, so its count is what the option adds on its own).
 */
export function facetCounts<Item, Ctx, S extends Record<string, z.ZodType>, K extends keyof S & string>(
  table: FilterFields<Item, Ctx, S>,
  items: readonly Item[],
  filter: FieldValues<S>,
  ctx: Ctx,
  options: Readonly<Record<K, readonly string[]>>,
): Record<K, Record<string, number>> {
  const blank = table.cleared(filter, table.keys);
  const counts = {} as Record<K, Record<string, number>>;
  for (const key of Object.keys(options) as K[]) {
    const others = items.filter(table.matcher(table.cleared(filter, [key]), ctx));
    const perOption: Record<string, number> = {};
    counts[key] = perOption;
    for (const option of options[key]) {
      const holds = table.matcher({ ...blank, [key]: [option] }, ctx);
      let n = 0;
      for (const item of others) if (holds(item)) n += 1;
      perOption[option] = n;
    }
  }
  return counts;
}
