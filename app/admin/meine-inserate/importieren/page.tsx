import type { Metadata } from "next";
import { ImportForm } from "@/components/editor/import-form";
import { Link } from "@/components/ui/link";
import { IMPORT_TEXTS } from "@/lib/import-texts";
import { requireUser } from "@/server/auth/session";
import { importContextOf } from "@/server/import/import-listings";

export const metadata: Metadata = { title: "Importieren", robots: { index: false } };

export default async function ImportPage({
  searchParams,
}: {
  searchParams: Promise<{ hersteller?: string }>;
}) {
  const auth = await requireUser("/admin/meine-inserate/importieren");
  const context = await importContextOf(auth);
  // From the Hersteller editor: that manufacturer first.
  const chosen = Number((await searchParams).hersteller);
  const manufacturers = [...(context?.manufacturers ?? [])].sort(
    (a, b) => Number(b.id === chosen) - Number(a.id === chosen),
  );
  const title = context?.kind === "Veranstaltung" ? "Veranstaltungen importieren" : "Produkte importieren";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p>
        <Link href="/admin/meine-inserate" className="underline">
          Zurück zu Meine Inserate
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      {!context || (context.kind === "Produkt" && context.manufacturers.length === 0) ? (
        <p className="mt-6">
          {context ? IMPORT_TEXTS.noManufacturer : IMPORT_TEXTS.noPlan}{" "}
          <Link
            href={context ? "/admin/inserieren/Hersteller" : "/admin/plans"}
            className="font-semibold underline"
          >
            {context ? "Hersteller anlegen" : "Tarife ansehen"}
          </Link>
        </p>
      ) : (
        <ImportForm kind={context.kind} manufacturers={manufacturers.map(({ id, name }) => ({ id, name }))} />
      )}
    </div>
  );
}
