// Turns an editor form's parsed values into the `data` Strapi stores. Pure, so the rules are
// tested without a server: unset fields are omitted on a create (and cleared on an update), a
// field the plan does not unlock is never sent, relation and upload fields are sent as lists of
// ids, rich text passes the sanitiser, care-partner fields follow the category, an event's empty
// PLZ is dropped.
import type { MainListingKind } from "@wundportal/rules";
import type { ListingValuesByKind } from "./schemas/listings";
import { KATEGORIE_FELDER, categoryHasField, type KategorieFeld } from "@wundportal/rules";
import { berlinParts } from "./berlin-time";

export interface PayloadOptions {
  /** An update clears emptied fields (null / []); a create leaves them out. */
  update: boolean;
  /** Whether the user's plan lets them fill the field (premium fields). */
  unlocked: (field: string) => boolean;
  /** The rich-text sanitiser (server/sanitize.ts). */
  sanitize: (html: string) => string;
}

const RICH_TEXT_FIELDS = new Set(["Bio", "Beschreibung"]);
/** Picked listings ({ id, name }) are stored as relations by id. */
const RELATION_FIELDS = new Set(["referents", "herstellers"]);
const DATETIME_FIELDS = new Set(["Startzeit", "Endzeit"]);

const isUpload = (value: unknown): value is { id: number } =>
  typeof value === "object" && value !== null && "id" in value && "url" in value && "mime" in value;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** The UTC instant of a wall-clock time in Berlin ("2026-05-04T09:00" → ISO string). */
export function berlinTimeToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Berlin's offset at that moment (CET or CEST), read from the platform's time-zone data.
  const p = berlinParts(asUtc);
  const berlinAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const offset = berlinAsUtc - asUtc;
  return new Date(asUtc - offset).toISOString();
}

function convert(field: string, value: unknown, sanitize: (html: string) => string): unknown {
  if (RICH_TEXT_FIELDS.has(field) && typeof value === "string") return sanitize(value);
  if (DATETIME_FIELDS.has(field) && typeof value === "string") return berlinTimeToIso(value);
  if (RELATION_FIELDS.has(field) && Array.isArray(value)) return value.map((item: { id: number }) => item.id);
  // Every relation and media field goes to the CMS as a plain list of ids, the one shape it takes.
  if (Array.isArray(value) && value.every(isUpload)) return value.map((file) => file.id);
  return value;
}

export function listingPayload<K extends MainListingKind>(
  kind: K,
  values: ListingValuesByKind[K],
  { update, unlocked, sanitize }: PayloadOptions,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const record = values as unknown as Record<string, unknown>;
  for (const [field, raw] of Object.entries(record)) {
    if (field === "id" || !unlocked(field)) continue;
    let value = convert(field, raw, sanitize);
    // A field that does not belong to the chosen category is cleared, never stored.
    if (
      kind === "Versorgungspartner" &&
      (KATEGORIE_FELDER as string[]).includes(field) &&
      !categoryHasField(String(record.Kategorie ?? ""), field as KategorieFeld)
    ) {
      value = null;
    }
    if (isEmpty(value)) {
      // The specification: an event's empty PLZ is dropped before sending; other unset fields
      // are omitted on a create and cleared on an update.
      if (!update || (kind === "Veranstaltung" && field === "PLZ")) continue;
      value = Array.isArray(value) ? [] : null;
    }
    data[field] = value;
  }
  return data;
}
