import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { localPath } from "@/lib/safe-redirect";

export const metadata: Metadata = { title: "JavaScript erforderlich", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NoScriptPage({ searchParams }: Props) {
  const { zurueck } = await searchParams;
  const form = localPath(typeof zurueck === "string" ? zurueck : null);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">JavaScript erforderlich</h1>
      <p className="mt-4">
        Dieses Formular kann nur mit aktiviertem JavaScript gesendet werden. Ihre Eingaben wurden nicht
        übertragen und nicht gespeichert.
      </p>
      <p className="mt-2">
        Bitte aktivieren Sie JavaScript in Ihrem Browser und senden Sie das Formular erneut.
      </p>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        {form ? (
          <Link href={form} className="text-brand-700 underline">
            Zurück zum Formular
          </Link>
        ) : null}
        <Link href="/" className="text-brand-700 underline">
          Zur Startseite
        </Link>
      </p>
    </div>
  );
}
