// Test support for the field tables (lib/filters/*.test.ts): every field of a table survives the trip
// through the written query.

/**
 * `filters` together set every field of the table (a list whose fields exclude each other, like the
 * product categories, needs several), and each parses back from its written query unchanged.
 */
export function expectEveryFieldRoundTrips<F extends object>(
  table: { keys: readonly string[] },
  filters: readonly F[],
  list: { parse: (query: URLSearchParams) => F; write: (filter: F) => string; defaults: F },
): void {
  const value = (filter: F, key: string) => JSON.stringify((filter as Record<string, unknown>)[key]);
  const unset = table.keys.filter((key) => filters.every((f) => value(f, key) === value(list.defaults, key)));
  expect(unset).toEqual([]);
  for (const filter of filters) {
    const written = list.write(filter);
    expect(list.parse(new URLSearchParams(written))).toEqual(filter);
    expect(list.write(list.parse(new URLSearchParams(written)))).toBe(written);
  }
}
