// Narrowing of values the CMS did not make itself (request bodies, document-service parameters,
// populated records read by the query engine).

/** A plain object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The ids of a populated relation or media value: one entry, a list of them, or none. */
export const idsOf = (value: unknown): number[] =>
  [value ?? []]
    .flat()
    .flatMap((entry: unknown) => (isRecord(entry) && typeof entry.id === "number" ? [entry.id] : []));
