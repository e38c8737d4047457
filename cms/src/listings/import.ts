// A lister's file import, stored in one step: the rows (as text cells, the table the web app read
// from the file) are read with the rules package's import rules, the same the preview showed;
// every row then passes the checks of a direct write (write-check.ts: plan, ownership, premium
// fields) and, on its write, the document middlewares (the field rules against what would be
// stored); the plan's limit is counted under the lock of single creates (create-limit.ts). All
// writes run in one transaction: a row refused at the end leaves nothing stored.
import type { Core, Modules, UID } from "@strapi/strapi";
import { limitFor } from "@wundportal/rules";
import {
  IMPORT_LIMITS,
  MAX_PRODUCTS_PER_MANUFACTURER,
  htmlToText,
  readImport,
  type ExistingEntry,
  type ImportKind,
  type ImportTable,
} from "@wundportal/rules/dist/listing-import";
import { refuse, refusalAbout } from "../utils/refusal";
import { underLock } from "../utils/db-lock";
import { PRODUCT_UID, countOwned, type ListingUid } from "./ownership";
import { checkListingWrite, checkOwner, entitlementsFor, type Data } from "./write-check";

const MANUFACTURER_UID = "api::hersteller.hersteller";
const EVENT_UID = "api::veranstaltung.veranstaltung";

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isCells = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((cell) => typeof cell === "string");

/** The body `{ header: string[], rows: [{ line, cells: string[] }] }`, or a 400. */
export function parseImportTable(body: unknown): ImportTable {
  const invalid = (message: string): never => refuse(400, "import.invalidFile", message);
  if (!isObject(body) || !isCells(body.header) || !Array.isArray(body.rows))
    return invalid("header und rows fehlen");
  if (body.rows.length > IMPORT_LIMITS.maxRows) return invalid(`Höchstens ${IMPORT_LIMITS.maxRows} Zeilen`);
  const rows = body.rows.map((row: unknown) => {
    if (!isObject(row) || !Number.isInteger(row.line) || !isCells(row.cells))
      return invalid("Zeile ohne line/cells");
    return { line: row.line as number, cells: row.cells };
  });
  return { header: body.header, rows };
}

/** Runs `task` for the row of the file at `line`, so a refusal names the row it is about. */
const forLine = <T>(line: number, task: () => Promise<T>) => refusalAbout({ line }, task);

/** Checked input as the document service types it (the document middlewares check it again). */
const checkedInput = <T extends UID.ContentType>(_uid: T, data: Data) =>
  data as Modules.Documents.Params.Data.Input<T>;

interface Target {
  uid: ListingUid;
  existing: ExistingEntry[];
  /** Rich text stored now, by documentId: an unchanged text keeps its formatting. */
  richText: Map<string, string | null>;
  richField: string;
  /** Fields every new entry gets (a product's published state follows its manufacturer). */
  extra: Data;
  /** What the CMS itself stores on every new entry after the checks (a product's manufacturer). */
  link: Data;
}

async function productTarget(strapi: Core.Strapi, userId: number, manufacturer: string): Promise<Target> {
  await checkOwner(strapi, MANUFACTURER_UID, manufacturer, userId);
  const record = await strapi.db
    .query(MANUFACTURER_UID)
    .findOne({ where: { documentId: manufacturer }, select: ["id", "Published", "Fokusiere"] });
  const products: {
    documentId: string;
    Produktname: string;
    PZN: string | null;
    Produktbeschreibung: string | null;
  }[] = await strapi.db.query(PRODUCT_UID).findMany({
    where: { hersteller: { documentId: manufacturer } },
    select: ["documentId", "Produktname", "PZN", "Produktbeschreibung"],
  });
  return {
    uid: PRODUCT_UID,
    existing: products.map((p) => ({ documentId: p.documentId, name: p.Produktname, pzn: p.PZN })),
    richText: new Map(products.map((p) => [p.documentId, p.Produktbeschreibung])),
    richField: "Produktbeschreibung",
    // A product follows its manufacturer, as in the editor (Fokusiere is dropped for plans without it).
    extra: { Published: record?.Published === true, Fokusiere: record?.Fokusiere === true },
    link: { hersteller: { set: [{ id: record?.id }] } },
  };
}

async function eventTarget(strapi: Core.Strapi, userId: number): Promise<Target> {
  const events: {
    documentId: string;
    Veranstaltungsname: string;
    Startzeit: string | null;
    Beschreibung: string | null;
  }[] = await strapi.db.query(EVENT_UID).findMany({
    where: { createdby: { id: userId } },
    select: ["documentId", "Veranstaltungsname", "Startzeit", "Beschreibung"],
  });
  return {
    uid: EVENT_UID,
    existing: events.map((e) => ({
      documentId: e.documentId,
      name: e.Veranstaltungsname,
      start: e.Startzeit,
    })),
    richText: new Map(events.map((e) => [e.documentId, e.Beschreibung])),
    richField: "Beschreibung",
    // New events are stored unpublished, as the editor creates them.
    extra: { Published: false },
    link: {},
  };
}

export interface ImportResult {
  added: number;
  updated: number;
  entries: { line: number; action: "add" | "update"; id: number; documentId: string }[];
}

/**
 * Imports `table` for the user: products into their manufacturer `manufacturer`, or events. Every
 * row must be valid (the preview sends only those); the first refusal names its row (`details.line`).
 */
export async function importListings(
  strapi: Core.Strapi,
  userId: number,
  kind: ImportKind,
  table: ImportTable,
  manufacturer?: string,
): Promise<ImportResult> {
  const target =
    kind === "Produkt"
      ? await productTarget(strapi, userId, manufacturer ?? "")
      : await eventTarget(strapi, userId);
  const entitlements = await entitlementsFor(
    strapi,
    userId,
    kind === "Produkt" ? "Hersteller" : "Veranstaltung",
  );

  // Each row on its own; what an update leaves stored (the product cascade, the event's dates) is
  // checked by the document middleware at the write, inside the transaction (the preview shows it).
  const reading = readImport(kind, table, target.existing);
  const fileProblem = reading.fileProblems[0];
  if (fileProblem) refuse(400, "import.invalidFile", fileProblem.message, { problems: reading.fileProblems });
  const broken = reading.rows.find((row) => row.problems.length);
  if (broken) {
    const [first] = broken.problems;
    refuse(400, "import.invalidRow", first?.message ?? "Ungültige Zeile", {
      line: broken.line,
      column: first?.column ?? null,
      problems: broken.problems,
    });
  }

  const writes = reading.rows.map((row) => {
    const data: Data = { ...row.data };
    // Rich text the file gives back unchanged (an export read again) keeps its stored formatting.
    const stored = row.documentId ? target.richText.get(row.documentId) : undefined;
    const given = data[target.richField];
    if (stored !== undefined && typeof given === "string" && htmlToText(given) === htmlToText(stored ?? ""))
      delete data[target.richField];
    return { row, data: row.action === "add" ? { ...target.extra, ...data } : data };
  });
  for (const { row, data } of writes) {
    await forLine(row.line, () =>
      checkListingWrite(
        strapi,
        {
          uid: target.uid,
          action: row.action === "add" ? "create" : "update",
          documentId: row.documentId,
          data,
          references: [],
          userId,
          manufacturerSetByServer: kind === "Produkt",
        },
        entitlements,
      ),
    );
  }

  // Counted under the lock of single creates, in the transaction of the writes: a refused row
  // anywhere rolls back every row before it.
  return underLock(strapi, `create:${target.uid}:${userId}`, async () => {
    const adds = writes.filter(({ row }) => row.action === "add").length;
    /** Refuses the import when `held` entries and the new ones pass `max` (the answer says how many fit). */
    const within = (max: number | null, held: number, message: string) => {
      if (max !== null && held + adds > max)
        refuse(409, "import.limitReached", message, { max, fit: Math.max(0, max - held), adds });
    };
    const limit = limitFor(entitlements, kind);
    if (limit !== null) {
      const own = await countOwned(strapi, target.uid, userId);
      within(limit, own, `Höchstens ${limit}, davon frei ${Math.max(0, limit - own)}`);
    }
    if (kind === "Produkt") {
      // The editor saves a manufacturer with its whole product list: no more than it can hold.
      const held = await strapi.db
        .query(PRODUCT_UID)
        .count({ where: { hersteller: { documentId: manufacturer } } });
      within(
        MAX_PRODUCTS_PER_MANUFACTURER,
        held,
        `Höchstens ${MAX_PRODUCTS_PER_MANUFACTURER} Produkte je Hersteller`,
      );
    }
    const entries: ImportResult["entries"] = [];
    for (const { row, data } of writes) {
      const input = checkedInput(target.uid, row.documentId ? data : { ...data, ...target.link });
      const written = await forLine(row.line, async () => {
        const entry = row.documentId
          ? await strapi.documents(target.uid).update({ documentId: row.documentId, data: input })
          : await strapi.documents(target.uid).create({ data: input });
        return entry ?? refuse(404, "listing.notFound", "Eintrag nicht gefunden");
      });
      entries.push({
        line: row.line,
        action: row.action,
        id: Number(written.id),
        documentId: written.documentId,
      });
    }
    return {
      added: entries.filter((entry) => entry.action === "add").length,
      updated: entries.filter((entry) => entry.action === "update").length,
      entries,
    };
  });
}
