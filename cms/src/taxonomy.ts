// The specification's lists, read from the web app's lib/taxonomy.json (one copy for both).
import { readLibJson } from './shared';

/** A list entry: a plain value or a band with its label. */
type ListEntry = string | { value: string };
/** A category tree: parent value → child values ('$' keys are comments). */
type Tree = Record<string, string[]>;

export interface Taxonomy {
  Rolle: string[];
  Unterkategorie: Tree;
  Unterpunkt1: Tree;
  Unterpunkt2: Tree;
  [key: string]: unknown;
}

export const taxonomy = readLibJson<Taxonomy>('taxonomy.json');

/** A list, or the union of a tree's lists. */
export function valuesOf(key: string): string[] {
  const entry = taxonomy[key] as ListEntry[] | Tree;
  if (Array.isArray(entry)) return entry.map((item) => (typeof item === 'string' ? item : item.value));
  return [...new Set(Object.entries(entry).filter(([k]) => !k.startsWith('$')).flatMap(([, v]) => v))];
}
