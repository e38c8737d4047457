// The web app's names for the specification's enumerations, trees and bands. The lists and the
// functions that read them are the shared package's (@wundportal/rules), which the CMS imports too.
import { taxonomy, type Tree } from "@wundportal/rules";

export {
  categoryHasField,
  childrenOf,
  flatten,
  productFieldVisible,
  taxonomy,
  type KategorieFeld,
  type Tree,
} from "@wundportal/rules";

export { ROLES } from "./roles";

export const VERGABESTELLEN = taxonomy.Vergabestelle;
export const TEILNEHMERGEBUEHR = taxonomy.Teilnehmergebuehr;
export const ERWARTETE_TEILNEHMERZAHL = taxonomy.ErwarteteTeilnehmerzahl;
export const EINSATZGEBIET = taxonomy.Einsatzgebiet;
export const HONORAR_HALBER_TAG = taxonomy.HonorarvorstellungPauschaleHalberTag;
export const HONORAR_GANZER_TAG = taxonomy.HonorarvorstellungPauschaleGanzerTag;
export const SEMINARTYP = taxonomy.Seminartyp;
export const GRUNDQUALIFIKATION = taxonomy.Grundqualifikation;
export const ZUSATZQUALIFIKATION = taxonomy.Zusatzqualifikation;
export const THEMENGEBIETE = taxonomy.Themengebiete;
export const FORTBILDUNGSINHALTE = {
  FortbildungsinhalteWundexperteICW: taxonomy.FortbildungsinhalteWundexperteICW,
  FortbildungsinhalteFachtherapeutWundeICW: taxonomy.FortbildungsinhalteFachtherapeutWundeICW,
  FortbildungsinhalteAerztlicherWundexperteICW: taxonomy.FortbildungsinhalteAerztlicherWundexperteICW,
  FortbildungsinhaltePflegetherapeutWundeICW: taxonomy.FortbildungsinhaltePflegetherapeutWundeICW,
} as const;
export type FortbildungsinhaltKey = keyof typeof FORTBILDUNGSINHALTE;

export const BUNDESLAENDER = taxonomy.Bundesland;
export const KATEGORIEN = taxonomy.Kategorie;
export const AUFGABENGEBIETE = taxonomy.Aufgabengebiete;
export const SPEZIALBEHANDLUNGEN = taxonomy.Spezialbehandlungen;

export const HAUPTKATEGORIEN = taxonomy.Hauptkategorie;
export const UNTERKATEGORIEN: Tree = taxonomy.Unterkategorie;
export const UNTERPUNKT1: Tree = taxonomy.Unterpunkt1;
export const UNTERPUNKT2: Tree = taxonomy.Unterpunkt2;

export const RISIKOKLASSIFIZIERUNG = taxonomy.Risikoklassifizierung;
export const WIRKSTOFFHALTIG = taxonomy.Wirkstoffhaltig;
export const HAFTRAND = taxonomy.Haftrand;
export const EXSUDATION = taxonomy.Exsudation;
export const GROESSENBAENDER = taxonomy.Groessenband;
export const INDIKATION_ODER_ERKRANKUNG = taxonomy.IndikationOderErkrankung;
export const PRODUKTMERKMALE = taxonomy.Produktmerkmale;
export const DARREICHUNGSFORM = taxonomy.Darreichungsform;
export const GESCHMACKSRICHTUNG = taxonomy.Geschmacksrichtung;
export const ENERGIEGEHALT = taxonomy.Energiegehalt;
export const VERABREICHUNGSART = taxonomy.Verabreichungsart;
export const NAHRUNGSBEHAELTNIS = taxonomy.Nahrungsbehaeltnis;
export const ERNAEHRUNGSPUMPE = taxonomy.Ernaehrungspumpe;
