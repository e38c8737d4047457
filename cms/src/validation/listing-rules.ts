// Server-side checks of what Strapi's schema cannot express: multi-value fields against the
// specification's lists, coordinate pairs, date lists, link fields and the product category cascade.
import { errors } from '@strapi/utils';
import { taxonomy, valuesOf } from '../taxonomy';

interface Rules {
  /** Multi-value field → its taxonomy key. */
  lists?: Record<string, string>;
  coordinates?: string[];
  dates?: string[];
  links?: string[];
}
type Data = Record<string, unknown>;

const ICW = [
  'FortbildungsinhalteWundexperteICW',
  'FortbildungsinhalteFachtherapeutWundeICW',
  'FortbildungsinhalteAerztlicherWundexperteICW',
  'FortbildungsinhaltePflegetherapeutWundeICW',
];

/** Per content type: list fields (taxonomy key), coordinate, date-list and link fields. */
export const RULES: Record<string, Rules> = {
  'api::veranstaltung.veranstaltung': {
    lists: { Themengebiete: 'Themengebiete', ...Object.fromEntries(ICW.map((k) => [k, k])) },
    coordinates: ['Veranstaltungsort'],
    links: ['Homepage', 'Anmeldelink', 'ExternerLinkOnlineVeranstaltung', 'ExternerLink'],
  },
  'api::referent.referent': {
    lists: {
      Seminartyp: 'Seminartyp',
      Grundqualifikation: 'Grundqualifikation',
      Zusatzqualifikation: 'Zusatzqualifikation',
      ...Object.fromEntries(ICW.map((k) => [k, k])),
    },
    coordinates: ['Einsatzort'],
    dates: ['Terminverfuegbarkeit'],
    links: ['ExternerLink', 'Homepage'],
  },
  'api::hersteller.hersteller': {
    links: ['Homepage'],
  },
  'api::produkt.produkt': {
    lists: {
      Exsudation: 'Exsudation',
      IndikationOderErkrankung: 'IndikationOderErkrankung',
      Produktmerkmale: 'Produktmerkmale',
    },
    links: ['Homepage', 'ExternerLink'],
  },
  'api::versorgungspartner.versorgungspartner': {
    lists: { Aufgabengebiete: 'Aufgabengebiete', Spezialbehandlungen: 'Spezialbehandlungen' },
    coordinates: ['Standort'],
    links: ['Homepage'],
  },
};

const fail = (message: string, path: string, code = 'listing.invalidValue'): never => {
  throw new errors.ValidationError(message, {
    code,
    errors: [{ path: [path], message, name: 'ValidationError' }],
  });
};

/** Only absolute http(s) addresses: a `javascript:` or `data:` link would run in the visitor's browser. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function checkLink(field: string, value: unknown) {
  if (value === null || value === undefined || value === '') return;
  if (typeof value !== 'string' || !isHttpUrl(value)) {
    fail(`${field} muss eine Adresse mit http:// oder https:// sein.`, field, 'URL_NOT_HTTP');
  }
}

function checkList(field: string, value: unknown, allowed: string[]) {
  if (value === null || value === undefined) return;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    fail(`${field} muss eine Liste von Texten sein.`, field);
  }
  const unknown = (value as string[]).filter((v) => !allowed.includes(v));
  if (unknown.length) fail(`${field} enthält unbekannte Werte: ${unknown.join(', ')}`, field);
  if (new Set(value as string[]).size !== (value as string[]).length) fail(`${field} enthält doppelte Werte.`, field);
}

function checkCoordinates(field: string, value: unknown) {
  if (value === null || value === undefined) return;
  const ok =
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    Math.abs(value[0]) <= 90 &&
    Math.abs(value[1]) <= 180;
  if (!ok) fail(`${field} muss ein Koordinatenpaar [Breite, Länge] sein.`, field);
}

function checkDates(field: string, value: unknown) {
  if (value === null || value === undefined) return;
  const ok =
    Array.isArray(value) &&
    value.length <= 366 &&
    value.every((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d)));
  if (!ok) fail(`${field} muss eine Liste von Daten (JJJJ-MM-TT) sein.`, field);
}

/** Hauptkategorie → Unterkategorie → Unterpunkt1 → Unterpunkt2 must form a path of the tree. */
function checkCascade(product: Data) {
  const { Hauptkategorie, Unterkategorie, Unterpunkt1, Unterpunkt2 } = product as Record<string, string | null | undefined>;
  const levels: [string, string | null | undefined, string | null | undefined, Record<string, string[]>][] = [
    ['Unterkategorie', Unterkategorie, Hauptkategorie, taxonomy.Unterkategorie],
    ['Unterpunkt1', Unterpunkt1, Unterkategorie, taxonomy.Unterpunkt1],
    ['Unterpunkt2', Unterpunkt2, Unterpunkt1, taxonomy.Unterpunkt2],
  ];
  for (const [field, value, parent, tree] of levels) {
    if (value === null || value === undefined) continue;
    if (!parent) fail(`${field} setzt die übergeordnete Kategorie voraus.`, field);
    if (!(tree[parent] || []).includes(value)) fail(`${field} „${value}“ gehört nicht zu „${parent}“.`, field);
  }
}

/**
 * Validates the fields present in `data`; `existing` completes partial updates for checks that
 * span several fields.
 */
export function validateListing(uid: string, data: Data | null | undefined, existing: Data = {}): void {
  const rules = RULES[uid];
  if (!rules || !data) return;
  for (const [field, key] of Object.entries(rules.lists || {})) {
    if (field in data) checkList(field, data[field], valuesOf(key));
  }
  for (const field of rules.coordinates || []) if (field in data) checkCoordinates(field, data[field]);
  for (const field of rules.dates || []) if (field in data) checkDates(field, data[field]);
  for (const field of rules.links || []) if (field in data) checkLink(field, data[field]);
  if (uid === 'api::produkt.produkt') {
    const cascadeFields = ['Hauptkategorie', 'Unterkategorie', 'Unterpunkt1', 'Unterpunkt2'];
    if (cascadeFields.some((f) => f in data)) checkCascade({ ...existing, ...data });
  }
}
