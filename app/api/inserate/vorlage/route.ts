// GET ?art=produkte|veranstaltungen&format=csv|xlsx: the import's template, with the editor's
// labels as columns, one example row and a row of the allowed values of every choice field.
import { templateTable, type ImportKind } from "@wundportal/rules/listing-import";
import { downloadOf } from "@/server/import/write-file";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const kind: ImportKind = params.get("art") === "veranstaltungen" ? "Veranstaltung" : "Produkt";
  const format = params.get("format") === "xlsx" ? "xlsx" : "csv";
  const name = kind === "Produkt" ? "produkte" : "veranstaltungen";
  return downloadOf(templateTable(kind), format, `wundportal-vorlage-${name}`);
}
