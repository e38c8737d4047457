// "Weitere Termine anlegen": one of the user's events copied to several further dates in one step,
// all or nothing. Each copy passes the checks of a direct create (listings/write-check.ts: plan,
// premium fields dropped, own files, visible relations) and the document middlewares (field rules,
// owner stamp); the plan's event limit is counted once for all of them under the same database
// lock as single creates (listings/create-limit.ts), so two requests racing cannot both pass, and a
// refusal anywhere stores none. The copies are new, unpublished events without the original's
// statistics (those hang on the original's id).
import type { Core, Modules } from "@strapi/strapi";
import { MAX_FURTHER_DATES, limitFor } from "@wundportal/rules";
import { refuse } from "../utils/refusal";
import { underLock } from "../utils/db-lock";
import { countOwned } from "./ownership";
import { referenceFields } from "./relation-fields";
import { checkListingWrite, checkOwner, entitlementsFor, readReferences } from "./write-check";
import type { Data } from "./write-check";

const EVENT_UID = "api::veranstaltung.veranstaltung";

/** One further date: its start and, when the event has one, its end (ISO instants). */
export interface FurtherDate {
  Startzeit: string;
  Endzeit: string | null;
}

/** Fields a copy never takes over: identity, bookkeeping, the owner (stamped from the token). */
const NOT_COPIED = new Set([
  "id",
  "documentId",
  "createdAt",
  "updatedAt",
  "publishedAt",
  "createdBy",
  "updatedBy",
  "locale",
  "localizations",
  "createdby",
  "firstPublicAt",
  "Published",
  "Startzeit",
  "Endzeit",
]);

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const isInstant = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** The body `{ termine: [{ Startzeit, Endzeit? }] }` (1 to MAX_FURTHER_DATES dates), or a 400. */
export function parseFurtherDates(body: unknown): FurtherDate[] {
  const invalid = (message: string): never => refuse(400, "listing.invalidSave", message);
  if (!isObject(body) || !Array.isArray(body.termine)) return invalid("termine fehlt");
  if (!body.termine.length || body.termine.length > MAX_FURTHER_DATES) {
    return invalid(`1 bis ${MAX_FURTHER_DATES} Termine`);
  }
  return body.termine.map((item: unknown): FurtherDate => {
    if (!isObject(item) || !isInstant(item.Startzeit)) return invalid("Startzeit fehlt oder ist ungültig");
    const end = item.Endzeit ?? null;
    if (end !== null && !isInstant(end)) return invalid("Endzeit ist ungültig");
    return { Startzeit: item.Startzeit, Endzeit: end };
  });
}

/** Strips Strapi's ids from a component value, so the copy gets components of its own. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "id" && key !== "__component"));
}

/** The stored event as the `data` of a new event, in the one input shape users write. */
async function templateOf(strapi: Core.Strapi, documentId: string): Promise<Data> {
  const references = referenceFields(strapi, EVENT_UID).filter((field) => field.rule !== "readOnly");
  const attributes = strapi.getModel(EVENT_UID).attributes as Record<string, { type: string }>;
  const components = Object.keys(attributes).filter((name) => attributes[name]?.type === "component");
  const stored: Data | null = await strapi.db.query(EVENT_UID).findOne({
    where: { documentId },
    populate: {
      ...Object.fromEntries(references.map((field) => [field.name, { select: ["id"] }])),
      ...Object.fromEntries(components.map((name) => [name, true])),
    },
  });
  if (!stored) refuse(404, "listing.notFound", "Inserat nicht gefunden");
  const data: Data = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (NOT_COPIED.has(name) || !(name in stored)) continue;
    const value = stored[name];
    const reference = references.find((field) => field.name === name);
    if (reference) {
      data[name] = [value ?? []].flat().map((entry) => (entry as { id: number }).id);
    } else if (attribute.type === "relation" || attribute.type === "media") {
      continue; // read-only relations (and media the user may not write) stay with the original
    } else if (value !== null && value !== undefined) {
      data[name] = attribute.type === "component" ? withoutIds(value) : value;
    }
  }
  return data;
}

/**
 * Creates one unpublished copy of the user's event per date, all or nothing; answers the new
 * events' ids. Refuses 404/403 for an event that is missing or not the user's, 409
 * `event.datesBeyondLimit` (with `max`, `free` and `wanted`) when they do not all fit the plan.
 */
export async function createFurtherDates(
  strapi: Core.Strapi,
  userId: number,
  documentId: string,
  dates: FurtherDate[],
) {
  await checkOwner(strapi, EVENT_UID, documentId, userId);
  const entitlements = await entitlementsFor(strapi, userId, "Veranstaltung");
  const template = await templateOf(strapi, documentId);

  const copies: Data[] = [];
  for (const date of dates) {
    const data: Data = { ...template, Published: false, Startzeit: date.Startzeit, Endzeit: date.Endzeit };
    const references = readReferences(strapi, EVENT_UID, data);
    await checkListingWrite(
      strapi,
      { uid: EVENT_UID, action: "create", data, references, userId },
      entitlements,
    );
    copies.push(data);
  }

  const limit = limitFor(entitlements, "Veranstaltung");
  return underLock(strapi, `create:${EVENT_UID}:${userId}`, async () => {
    if (limit !== null) {
      const free = Math.max(0, limit - (await countOwned(strapi, EVENT_UID, userId)));
      if (copies.length > free) {
        refuse(409, "event.datesBeyondLimit", `Nur noch ${free} von ${copies.length} Terminen frei`, {
          max: limit,
          free,
          wanted: copies.length,
        });
      }
    }
    const created: { id: number; documentId: string }[] = [];
    for (const data of copies) {
      const entry = await strapi.documents(EVENT_UID).create({
        // Checked above by checkListingWrite; the document middlewares check every field again.
        data: data as Modules.Documents.Params.Data.Input<typeof EVENT_UID>,
      });
      created.push({ id: Number(entry.id), documentId: entry.documentId });
    }
    return created;
  });
}
