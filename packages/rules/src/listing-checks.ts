// Per-kind checks of a listing's stored values that Strapi's schema cannot express: multi-value
// fields against the specification's lists, coordinate pairs, date lists, links and the product
// category cascade. The CMS runs them on every write; the editor's zod schemas use the same
// predicates, so a form and the server never disagree on what a value may be.
import type { ListingKind } from "./kinds";
import { CASCADE_FIELDS, CASCADE_LEVELS, childrenOf, valuesOf } from "./taxonomy";
import { isHttpUrl } from "./url";

/** A broken rule: the field, a machine-readable code and a German text for the CMS's logs and admin. */
export interface RuleProblem {
  field: string;
  code: "listing.invalidValue" | "URL_NOT_HTTP";
  message: string;
}

export interface KindChecks {
  /** Multi-value field → the taxonomy list its values come from. */
  lists?: Record<string, string>;
  coordinates?: string[];
  dates?: string[];
  links?: string[];
}

type Data = Record<string, unknown>;

export const FORTBILDUNGSINHALTE_KEYS = [
  "FortbildungsinhalteWundexperteICW",
  "FortbildungsinhalteFachtherapeutWundeICW",
  "FortbildungsinhalteAerztlicherWundexperteICW",
  "FortbildungsinhaltePflegetherapeutWundeICW",
] as const;
const SAME_NAMED = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, key]));

/** Which fields of each kind the checks cover. */
export const LISTING_CHECKS: Readonly<Record<ListingKind, KindChecks>> = {
  Veranstaltung: {
    lists: SAME_NAMED(["Themengebiete", ...FORTBILDUNGSINHALTE_KEYS]),
    coordinates: ["Veranstaltungsort"],
    links: ["Homepage", "Anmeldelink", "ExternerLinkOnlineVeranstaltung", "ExternerLink"],
  },
  Referent: {
    lists: SAME_NAMED([
      "Seminartyp",
      "Grundqualifikation",
      "Zusatzqualifikation",
      ...FORTBILDUNGSINHALTE_KEYS,
    ]),
    coordinates: ["Einsatzort"],
    dates: ["Terminverfuegbarkeit"],
    links: ["ExternerLink", "Homepage"],
  },
  Hersteller: { links: ["Homepage"] },
  Produkt: {
    lists: SAME_NAMED(["Exsudation", "IndikationOderErkrankung", "Produktmerkmale"]),
    links: ["Homepage", "ExternerLink"],
  },
  Versorgungspartner: {
    lists: SAME_NAMED(["Aufgabengebiete", "Spezialbehandlungen"]),
    coordinates: ["Standort"],
    links: ["Homepage"],
  },
};

/** Most dates an availability list may hold (a year's days). */
export const MAX_DATES = 366;

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

/** The values of a list that the allowed values do not contain. */
export function unknownValues(values: readonly string[], allowed: readonly string[]): string[] {
  return values.filter((value) => !allowed.includes(value));
}

const problem = (
  field: string,
  message: string,
  code: RuleProblem["code"] = "listing.invalidValue",
): RuleProblem => ({
  field,
  code,
  message,
});
const unset = (value: unknown) => value === null || value === undefined;

export function linkProblem(field: string, value: unknown): RuleProblem | null {
  if (unset(value) || value === "") return null;
  if (typeof value === "string" && isHttpUrl(value)) return null;
  return problem(field, `${field} muss eine Adresse mit http:// oder https:// sein.`, "URL_NOT_HTTP");
}

export function listProblem(field: string, value: unknown, allowed: readonly string[]): RuleProblem | null {
  if (unset(value)) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    return problem(field, `${field} muss eine Liste von Texten sein.`);
  }
  const unknown = unknownValues(value, allowed);
  if (unknown.length) return problem(field, `${field} enthält unbekannte Werte: ${unknown.join(", ")}`);
  if (new Set(value).size !== value.length) return problem(field, `${field} enthält doppelte Werte.`);
  return null;
}

export function coordinatesProblem(field: string, value: unknown): RuleProblem | null {
  if (unset(value) || isCoordinatePair(value)) return null;
  return problem(field, `${field} muss ein Koordinatenpaar [Breite, Länge] sein.`);
}

export function datesProblem(field: string, value: unknown): RuleProblem | null {
  if (unset(value)) return null;
  if (Array.isArray(value) && value.length <= MAX_DATES && value.every(isIsoDate)) return null;
  return problem(field, `${field} muss eine Liste von Daten (JJJJ-MM-TT) sein.`);
}

/**
 * Hauptkategorie → Unterkategorie → Unterpunkt1 → Unterpunkt2 must form a path of the tree. Every
 * level that is set and does not continue the path is a problem (below a broken level, all are).
 * Unset is null or absent; the editor's "" for none counts as unset too.
 */
export function cascadeProblems(product: Data): RuleProblem[] {
  const problems: RuleProblem[] = [];
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

export const cascadeProblem = (product: Data): RuleProblem | null => cascadeProblems(product)[0] ?? null;

/**
 * The first broken rule among the fields present in `data`, or null. `existing` completes a
 * partial update for the checks that span several fields (the product cascade).
 */
export function listingProblem(
  kind: ListingKind,
  data: Data | null | undefined,
  existing: Data = {},
): RuleProblem | null {
  if (!data) return null;
  const checks = LISTING_CHECKS[kind];
  const present = (field: string) => Object.hasOwn(data, field);
  for (const [field, key] of Object.entries(checks.lists ?? {})) {
    const found = present(field) ? listProblem(field, data[field], valuesOf(key)) : null;
    if (found) return found;
  }
  for (const [fields, check] of [
    [checks.coordinates, coordinatesProblem],
    [checks.dates, datesProblem],
    [checks.links, linkProblem],
  ] as const) {
    for (const field of fields ?? []) {
      const found = present(field) ? check(field, data[field]) : null;
      if (found) return found;
    }
  }
  if (kind === "Produkt" && CASCADE_FIELDS.some(present)) return cascadeProblem({ ...existing, ...data });
  return null;
}
