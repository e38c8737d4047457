// What users read for stored band keys (e.g. 'bis50' → '0-50 €') and for stored values spelled
// without umlauts (e.g. 'Hyaluronsaeure' → 'Hyaluronsäure').
import { taxonomy } from "./taxonomy";

type BandKey =
  | "Teilnehmergebuehr"
  | "ErwarteteTeilnehmerzahl"
  | "Einsatzgebiet"
  | "HonorarvorstellungProUnterrichtseinheit"
  | "HonorarvorstellungPauschaleHalberTag"
  | "HonorarvorstellungPauschaleGanzerTag"
  | "Groessenband"
  | "Energiegehalt";

export function bandLabel(key: BandKey, value: string | null | undefined): string | null {
  if (!value) return null;
  const bands = taxonomy[key] as readonly { value: string; label: string }[];
  return bands.find((band) => band.value === value)?.label ?? value;
}

const VALUE_LABELS: Readonly<Record<string, string>> = taxonomy.$labels;

/** The German label of a stored enumeration value; the value itself where it needs none. */
export function valueLabel(value: string): string;
export function valueLabel(value: string | null | undefined): string | null;
export function valueLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return Object.hasOwn(VALUE_LABELS, value) && !value.startsWith("$") ? VALUE_LABELS[value]! : value;
}

/** A choice in a select or checkbox group: the stored value and what users read. */
export interface Option {
  value: string;
  label: string;
}

/**
 * Lists of strings or {value, label} bands (packages/rules/src/taxonomy.json) as options. Public
 * pages call it on the server and hand the result to their client components, so the taxonomy it
 * reads stays out of the browser.
 */
export const optionsOf = (values: readonly (string | Option)[]): Option[] =>
  values.map((value) =>
    typeof value === "string"
      ? { value, label: valueLabel(value) }
      : { value: value.value, label: value.label },
  );
