// GET ?format=csv|xlsx[&hersteller=<id>]: the signed-in lister's products (of one manufacturer) or
// events in the import's columns, so a file exported, edited and imported again updates the same
// entries. CSV cells a spreadsheet would evaluate are escaped (server/import/write-file.ts).
import { NextResponse } from "next/server";
import { exportTable } from "@wundportal/rules/listing-import";
import { currentUser } from "@/server/auth/session";
import { listAllOwnProducts } from "@/server/cms/own-products";
import { listOwnRecords } from "@/server/cms/own-listings";
import { importContextOf } from "@/server/import/import-listings";
import { downloadOf } from "@/server/import/write-file";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const auth = await currentUser();
  if (!auth) return NextResponse.json({ error: "Bitte melden Sie sich an." }, { status: 401 });
  const params = new URL(request.url).searchParams;
  const format = params.get("format") === "xlsx" ? "xlsx" : "csv";
  const context = await importContextOf(auth);
  if (!context) return NextResponse.json({ error: "Nichts zu exportieren." }, { status: 403 });
  let entries: Record<string, unknown>[];
  if (context.kind === "Produkt") {
    const wanted = Number(params.get("hersteller"));
    const manufacturer = context.manufacturers.find((m) => m.id === wanted) ?? context.manufacturers[0];
    const products = await listAllOwnProducts(auth);
    entries = products.filter((product) => product.hersteller?.id === manufacturer?.id) as unknown as Record<
      string,
      unknown
    >[];
  } else {
    // Oldest first, as they were entered.
    entries = (await listOwnRecords("Veranstaltung", auth)).reverse();
  }
  const name = context.kind === "Produkt" ? "produkte" : "veranstaltungen";
  const day = new Date().toISOString().slice(0, 10);
  return downloadOf(exportTable(context.kind, entries), format, `wundportal-${name}-${day}`);
}
