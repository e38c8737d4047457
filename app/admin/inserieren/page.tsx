import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import type { MainListingKind } from "@wundportal/rules";
import { EDITOR_CHOICES, editorPath } from "@/lib/listing-kinds";
import { requireUser } from "@/server/auth/session";
import { newestOwnListingId } from "@/server/cms/own-listings";

export const metadata: Metadata = { title: "Inserieren", robots: { index: false } };

/** The listing kind each role places (specification, section 2). */
const KIND_OF_ROLE: Record<string, MainListingKind> = {
  Referent: "Referent",
  Veranstalter: "Veranstaltung",
  Hersteller: "Hersteller",
  Versorgungspartner: "Versorgungspartner",
};

export default async function ChooseListingPage() {
  const auth = await requireUser("/admin/inserieren");
  const kind = auth.user.Rolle ? KIND_OF_ROLE[auth.user.Rolle] : undefined;
  if (kind === "Referent") {
    // One speaker profile per Referent: an existing one is edited.
    redirect(editorPath("Referent", await newestOwnListingId("Referent", auth)));
  }
  if (kind) redirect(editorPath(kind));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Welche Art von Inserat möchten Sie erstellen?</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {EDITOR_CHOICES.map((choice) => (
          <li key={choice}>
            <Link
              href={`/admin/inserieren/${choice}`}
              className="block rounded-lg border border-gray-300 px-4 py-4 text-lg font-semibold hover:border-brand-700 hover:bg-brand-50"
            >
              {choice}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
