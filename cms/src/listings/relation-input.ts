// Reads the documents a relation or media input of Strapi's REST API points at, in all the shapes
// Strapi accepts: 'docId', 42, { documentId }, { id }, lists of those, { connect, set, disconnect }.
export interface Reference {
  documentId?: string;
  id?: number;
}

export interface RelationInput {
  /** The references the write adds or keeps (disconnect is only ever a removal). */
  references: Reference[];
  /** true when the input replaces the whole relation (plain value, list, set, null). */
  replaces: boolean;
  /** How many references it removes from what is there (disconnect). */
  removes: number;
  /** false for a shape this reader does not know. */
  valid: boolean;
}

function reference(item: unknown): Reference | null {
  if (typeof item === 'string' && item) return { documentId: item };
  if (typeof item === 'number' && Number.isInteger(item)) return { id: item };
  if (item && typeof item === 'object') {
    const { documentId, id } = item as Record<string, unknown>;
    if (typeof documentId === 'string' && documentId) return { documentId };
    if (typeof id === 'number' && Number.isInteger(id)) return { id };
    if (typeof id === 'string' && /^\d+$/.test(id)) return { id: Number(id) };
  }
  return null;
}

function list(items: unknown): { references: Reference[]; valid: boolean } {
  const array = Array.isArray(items) ? items : [items];
  const references = array.map(reference);
  return { references: references.filter((r): r is Reference => r !== null), valid: references.every(Boolean) };
}

export function readRelationInput(value: unknown): RelationInput {
  if (value === null) return { references: [], replaces: true, removes: 0, valid: true };
  const isOperations =
    value && typeof value === 'object' && !Array.isArray(value) && ['connect', 'set', 'disconnect'].some((k) => k in value);
  if (!isOperations) return { ...list(value), replaces: true, removes: 0 };
  const { connect, set, disconnect } = value as Record<string, unknown>;
  if (set !== undefined) return { ...list(set ?? []), replaces: true, removes: 0 };
  const added = connect === undefined ? { references: [], valid: true } : list(connect);
  const removed = disconnect === undefined ? { references: [], valid: true } : list(disconnect);
  return {
    references: added.references,
    replaces: false,
    removes: removed.references.length,
    valid: added.valid && removed.valid,
  };
}
