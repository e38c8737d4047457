// The web app's side of a file import: what the lister may import (plan, manufacturer), the
// preview of a file (every row with its problems, add or update, the room the plan leaves) and
// the confirmed import, which sends the valid rows to the CMS's import endpoint. The rows are read
// with the rules package's readImport, the same code the CMS runs on them again.
import "server-only";
import { CASCADE_FIELDS, entitlementsOf, limitFor, type Entitlements } from "@wundportal/rules";
import {
  IMPORT_COLUMNS,
  MAX_PRODUCTS_PER_MANUFACTURER,
  readImport,
  roomLeft,
  type ExistingEntry,
  type ImportKind,
  type ImportProblem,
  type ImportTable,
} from "@wundportal/rules/listing-import";
import type { AuthedUser } from "@/server/auth/session";
import { IMPORT_TEXTS, type LimitOf } from "@/lib/import-texts";
import { messageFor } from "@/lib/messages";
import { WriteRefused } from "@/server/actions/write";
import { CmsError, strapiFetch } from "@/server/cms/client";
import { listAllOwnProducts } from "@/server/cms/own-products";
import { listOwnRecords } from "@/server/cms/own-listings";
import { getCurrentSubscription } from "@/server/cms/subscriptions";
import { refreshAfterWrite } from "@/server/read-path/refresh";

/** What a lister's plan lets them import: products (Hersteller) or events (Veranstalter). */
export function importKindOf(entitlements: Entitlements | null): ImportKind | null {
  if (!entitlements) return null;
  if (entitlements.listingKind === "Hersteller" && entitlements.maxProducts !== 0) return "Produkt";
  if (entitlements.listingKind === "Veranstaltung") return "Veranstaltung";
  return null;
}

export interface ImportContext {
  kind: ImportKind;
  entitlements: Entitlements;
  /** The user's manufacturers (products go into one of them). */
  manufacturers: { id: number; documentId: string; name: string }[];
}

/** The user's import: their plan's kind and, for products, their manufacturers; null when the plan imports nothing. */
export async function importContextOf(auth: AuthedUser): Promise<ImportContext | null> {
  const entitlements = entitlementsOf(await getCurrentSubscription(auth.user.id));
  const kind = importKindOf(entitlements);
  if (!kind || !entitlements) return null;
  const manufacturers =
    kind === "Produkt"
      ? (await listOwnRecords("Hersteller", auth))
          .map((raw) => ({ id: raw.id, documentId: raw.documentId, name: String(raw.Herstellername ?? "") }))
          .sort((a, b) => a.id - b.id)
      : [];
  return { kind, entitlements, manufacturers };
}

const pick = (record: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, (record as Record<string, unknown>)[field] ?? null]));

/** The stored entries a file's rows are matched with, and how many of the kind the user has in all. */
async function existingOf(context: ImportContext, manufacturerId: number | null, auth: AuthedUser) {
  if (context.kind === "Produkt") {
    const products = await listAllOwnProducts(auth);
    const existing: ExistingEntry[] = products
      .filter((product) => product.hersteller?.id === manufacturerId)
      .map((product) => ({
        documentId: product.documentId,
        name: product.Produktname,
        pzn: product.PZN ?? null,
        // The preview checks an update against the category it would leave (the CMS does at the write).
        values: pick(product, CASCADE_FIELDS),
      }));
    return { existing, count: products.length };
  }
  const events = await listOwnRecords("Veranstaltung", auth);
  const existing: ExistingEntry[] = events.map((event) => ({
    documentId: event.documentId,
    name: String(event.Veranstaltungsname ?? ""),
    start: typeof event.Startzeit === "string" ? event.Startzeit : null,
    values: pick(event, ["Startzeit", "Endzeit"]),
  }));
  return { existing, count: events.length };
}

export interface PreviewRow {
  line: number;
  name: string;
  action: "add" | "update";
  problems: ImportProblem[];
}

export interface ImportPreview {
  kind: ImportKind;
  fileProblems: ImportProblem[];
  rows: PreviewRow[];
  /** Valid rows that add, and that update. */
  adds: number;
  updates: number;
  /** How many more entries the plan (or the manufacturer, see roomOf) allows; null: no limit. */
  room: number | null;
  roomOf: LimitOf;
}

/** The preview of a file's table, and the valid rows to send on confirmation. */
export async function previewImport(
  context: ImportContext,
  table: ImportTable,
  manufacturerId: number | null,
  auth: AuthedUser,
) {
  const { existing, count } = await existingOf(context, manufacturerId, auth);
  const reading = readImport(context.kind, table, existing);
  const valid = reading.rows.filter((row) => row.problems.length === 0);
  const preview: ImportPreview = {
    kind: context.kind,
    fileProblems: reading.fileProblems,
    rows: reading.rows.map(({ line, name, action, problems }) => ({ line, name, action, problems })),
    adds: valid.filter((row) => row.action === "add").length,
    updates: valid.filter((row) => row.action === "update").length,
    room: roomLeft(limitFor(context.entitlements, context.kind), count),
    roomOf: "plan",
  };
  // A manufacturer holds at most so many products (the editor saves them in one step).
  const held = roomLeft(context.kind === "Produkt" ? MAX_PRODUCTS_PER_MANUFACTURER : null, existing.length);
  if (held !== null && (preview.room === null || held < preview.room)) {
    preview.room = held;
    preview.roomOf = "manufacturer";
  }
  const lines = new Set(valid.map((row) => row.line));
  const validTable: ImportTable = {
    header: table.header,
    rows: table.rows.filter((row) => lines.has(row.line)),
  };
  return { preview, validTable };
}

export interface ImportResult {
  added: number;
  updated: number;
}

/**
 * A refusal of the CMS that names a row of the file (`details.line`, `details.field`) as the text the
 * lister reads: the row, the column and the catalogue's text of the code (never the CMS's prose).
 */
function rowRefusal(kind: ImportKind, error: unknown): WriteRefused | null {
  if (!(error instanceof CmsError) || error.status >= 500 || error.status === 401) return null;
  const details = (error.body as { error?: { details?: { line?: unknown; field?: unknown } } } | null)?.error
    ?.details;
  if (typeof details?.line !== "number") return null;
  const field = typeof details.field === "string" ? details.field : "";
  const column = IMPORT_COLUMNS[kind].find((c) => c.field === field)?.label;
  return new WriteRefused(
    IMPORT_TEXTS.rowRefused(details.line, column ?? null, messageFor(error.code)),
    error.status,
  );
}

/** Sends the valid rows to the CMS, which stores them all or none. */
export async function sendImport(
  context: ImportContext,
  table: ImportTable,
  manufacturerDocumentId: string | null,
  auth: AuthedUser,
): Promise<ImportResult> {
  const path =
    context.kind === "Produkt" ? `/herstellers/${manufacturerDocumentId}/import` : "/veranstaltungs/import";
  // Up to 1,000 writes in one transaction take longer than a page's read.
  const answer = await strapiFetch<{ data: ImportResult }>(path, {
    method: "POST",
    token: auth.jwt,
    body: table,
    timeoutMs: 120_000,
  }).catch((error: unknown) => {
    throw rowRefusal(context.kind, error) ?? error;
  });
  // Products are part of their manufacturer's entry in the web app's collections.
  await refreshAfterWrite(context.kind === "Produkt" ? "hersteller" : "veranstaltung");
  return { added: answer.data.added, updated: answer.data.updated };
}
