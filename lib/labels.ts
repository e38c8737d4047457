// What users read for stored band keys (e.g. 'bis50' → '0-50 €').
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
