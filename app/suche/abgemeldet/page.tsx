import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { describeSearch } from "@/lib/alerts/describe";
import { isAlertList } from "@/lib/alerts/lists";

export const metadata: Metadata = { title: "Abgemeldet", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// After 'Abbestellen': the deleted search in words, from the list and filter the redirect carries
// (no address, no token). A link without them names none.
export default async function UnsubscribedPage({ searchParams }: Props) {
  const params = await searchParams;
  const list = first(params.liste);
  const query = first(params.suche) ?? "";
  const words = isAlertList(list) && query.length <= 2000 ? describeSearch(list, query) : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Abgemeldet</h1>
      {words ? <p className="mt-4 font-semibold break-words">{words}</p> : null}
      <p className="mt-4">
        Die Suche ist gelöscht, und mit ihr die dazu gespeicherte Email-Adresse. Sie erhalten keine Emails
        mehr zu dieser Suche.
      </p>
      <Link href="/veranstaltungen" className="mt-6 inline-block text-brand-700 underline">
        Zu den Veranstaltungen
      </Link>
    </div>
  );
}
