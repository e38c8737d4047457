// Predicates of a listing's stored values that the field schemas (listing-fields.ts) and the
// form share: coordinate pairs, calendar dates, list membership and the product category cascade.
import { CASCADE_LEVELS, childrenOf } from "./taxonomy";

type Data = Record<string, unknown>;

/** A broken level of the product cascade. */
export interface CascadeProblem {
  field: string;
  message: string;
}

/** Most dates an availability list may hold (a year's days). */
export const MAX_DATES = 366;

/** Most further dates of an event one step creates ("Weitere Termine anlegen": a weekly course's year). */
export const MAX_FURTHER_DATES = 52;

/** [latitude, longitude] with both numbers in range. */
export function isCoordinatePair(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => typeof n === "number" && Number.isFinite(n)) &&
    Math.abs(value[0]) <= 90 &&
    Math.abs(value[1]) <= 180
  );
}

/** A calendar date as JJJJ-MM-TT that exists. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** C0 controls, DEL and the Unicode line and paragraph separators. */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F\u2028\u2029]/;
/** The same without tab, line feed and carriage return, which a multi-line text may hold. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when a value holds a control character (a one-line field refuses it; `lineBreaks` allows tab, CR and LF). */
export function hasControlCharacter(value: string, { lineBreaks = false } = {}): boolean {
  return (lineBreaks ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(value);
}

/**
 * A number field's value as a number: a number as it is, a string only when it is plain digits
 * ("5e0", "0x10", "1_000", " 5", "+5", "5.0" are no whole number and give NaN, which the field's
 * rule refuses); anything else NaN.
 */
export function wholeNumber(value: unknown): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}

/** The values of a list that the allowed values do not contain. */
export function unknownValues(values: readonly string[], allowed: readonly string[]): string[] {
  return values.filter((value) => !allowed.includes(value));
}

/**
 * Hauptkategorie → Unterkategorie → Unterpunkt1 → Unterpunkt2 must form a path of the tree. Every
 * level that is set and does not continue the path is a problem (below a broken level, all are).
 * Unset is null or absent; the editor's "" for none counts as unset too.
 */
export function cascadeProblems(product: Data): CascadeProblem[] {
  const problems: CascadeProblem[] = [];
  const problem = (field: string, message: string) => ({ field, message });
  const unset = (value: unknown) => value === null || value === undefined;
  const given = (field: string) => (unset(product[field]) || product[field] === "" ? null : product[field]);
  for (const { field, parent, tree } of CASCADE_LEVELS) {
    const value = given(field);
    if (value === null) continue;
    const parentValue = given(parent);
    if (parentValue === null) {
      problems.push(problem(field, `${field} setzt die übergeordnete Kategorie voraus.`));
    } else if (
      problems.length ||
      typeof value !== "string" ||
      typeof parentValue !== "string" ||
      !childrenOf(tree, parentValue).includes(value)
    ) {
      problems.push(problem(field, `${field} „${String(value)}“ gehört nicht zu „${String(parentValue)}“.`));
    }
  }
  return problems;
}

export const cascadeProblem = (product: Data): CascadeProblem | null => cascadeProblems(product)[0] ?? null;
