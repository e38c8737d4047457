// POST multipart { schritt: "vorschau" | "speichern", datei, hersteller? }: the preview of a file of
// products or events (every row with its problems), or its import (only the valid rows, in one
// step in the CMS). Answers the ActionResult of every write; the file is read anew on confirmation,
// so the browser never sends rows the server did not read itself.
import { z } from "@/lib/zod";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@wundportal/rules/listing-import";
import { defineWrite, respond, WriteRefused } from "@/server/actions/write";
import {
  importContextOf,
  previewImport,
  sendImport,
  type ImportPreview,
  type ImportResult,
} from "@/server/import/import-listings";
import { IMPORT_TEXTS, limitMessage } from "@/lib/import-texts";
import { ImportFileError, readImportFile } from "@/server/import/read-file";

export const dynamic = "force-dynamic";

const importSchema = z.object({
  schritt: z.enum(["vorschau", "speichern"]),
  hersteller: z.coerce.number().int().positive().optional(),
  datei: z.instanceof(File, { message: IMPORT_TEXTS.noFile }),
});

type ImportAnswer = { preview?: ImportPreview; result?: ImportResult };

const importFile = defineWrite<typeof importSchema, ImportAnswer>({
  schema: importSchema,
  label: "[import]",
  run: async ({ schritt, hersteller, datei }, auth) => {
    const context = await importContextOf(auth);
    if (!context) throw new WriteRefused(IMPORT_TEXTS.noPlan, 403);
    const manufacturer =
      context.kind === "Produkt"
        ? (context.manufacturers.find((m) => m.id === hersteller) ?? context.manufacturers[0])
        : null;
    if (context.kind === "Produkt" && !manufacturer) throw new WriteRefused(IMPORT_TEXTS.noManufacturer, 409);
    if (datei.size > IMPORT_LIMITS.maxBytes) throw new WriteRefused(IMPORT_MESSAGES.tooLarge, 400);
    let table;
    try {
      table = await readImportFile(context.kind, datei.name, new Uint8Array(await datei.arrayBuffer()));
    } catch (error) {
      if (error instanceof ImportFileError) throw new WriteRefused(error.message, 400);
      throw error;
    }
    const { preview, validTable } = await previewImport(context, table, manufacturer?.id ?? null, auth);
    if (schritt === "vorschau") return { ok: true, data: { preview } };
    if (preview.fileProblems.length) throw new WriteRefused(preview.fileProblems[0]!.message, 400);
    if (preview.adds + preview.updates === 0) throw new WriteRefused(IMPORT_TEXTS.nothingValid, 400);
    if (preview.room !== null && preview.adds > preview.room)
      throw new WriteRefused(limitMessage(context.kind, preview.adds, preview.room, preview.roomOf), 409);
    const result = await sendImport(context, validTable, manufacturer?.documentId ?? null, auth);
    return {
      ok: true,
      message: IMPORT_TEXTS.done(context.kind, result.added, result.updated),
      data: { result },
    };
  },
});

export async function POST(request: Request) {
  // A body far over the limit is refused before it is read whole.
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > IMPORT_LIMITS.maxBytes + 64 * 1024)
    return respond({ ok: false, status: 413, message: IMPORT_MESSAGES.tooLarge });
  const form = await request.formData().catch(() => null);
  if (!form) return respond({ ok: false, status: 400, message: IMPORT_TEXTS.noFile });
  return respond(
    await importFile({
      schritt: form.get("schritt"),
      hersteller: form.get("hersteller") || undefined,
      datei: form.get("datei"),
    }),
  );
}
