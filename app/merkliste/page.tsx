import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { MerkRef } from "@wundportal/rules/merkliste";
import { Link } from "@/components/ui/link";
import { startsLater } from "@/lib/events-format";
import { CMS_ERROR_MESSAGES } from "@/lib/messages";
import { merkToken } from "@/lib/merkliste-cookie";
import { currentUser } from "@/server/auth/session";
import { MERKLISTE_KIND_ORDER, resolveRefs, visitorRefs, type MerklisteEntry } from "@/server/merkliste";

// The visitor's Merkliste, per request (it reads the cookie and the session; never in the HTML cache).

export const metadata: Metadata = { title: "Merkliste", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const HEADINGS: Record<MerkRef["kind"], string> = {
  Veranstaltung: "Veranstaltungen",
  Referent: "Referenten",
  Hersteller: "Hersteller",
  Produkt: "Produkte",
  Versorgungspartner: "Versorgungspartner",
};

/** "Eine gemerkte Veranstaltung ist …" / "2 gemerkte Veranstaltungen sind …" */
const GONE: Record<MerkRef["kind"], readonly [one: string, many: string]> = {
  Veranstaltung: ["Eine gemerkte Veranstaltung", "gemerkte Veranstaltungen"],
  Referent: ["Ein gemerkter Referent", "gemerkte Referenten"],
  Hersteller: ["Ein gemerkter Hersteller", "gemerkte Hersteller"],
  Produkt: ["Ein gemerktes Produkt", "gemerkte Produkte"],
  Versorgungspartner: ["Ein gemerkter Versorgungspartner", "gemerkte Versorgungspartner"],
};

function goneNote(kind: MerkRef["kind"], count: number): string {
  const [one, many] = GONE[kind];
  return count === 1
    ? `${one} ist nicht mehr veröffentlicht und wurde entfernt.`
    : `${count} ${many} sind nicht mehr veröffentlicht und wurden entfernt.`;
}

const ERRORS: Record<string, string> = {
  voll: CMS_ERROR_MESSAGES["merkliste.full"],
  eintrag: CMS_ERROR_MESSAGES["merkliste.shape"],
};

function RemoveButton({ entry }: { entry: MerklisteEntry }) {
  // A plain post (no data-merken): the page reloads without the entry, with or without JavaScript.
  return (
    <form method="post" action="/api/merkliste">
      <input type="hidden" name="eintrag" value={merkToken(entry.ref)} />
      <input type="hidden" name="merken" value="0" />
      <input type="hidden" name="zurueck" value="/merkliste" />
      <button
        type="submit"
        className="min-h-8 rounded border border-gray-500 px-3 py-1 text-sm font-semibold text-ink hover:bg-gray-100"
      >
        Entfernen<span className="sr-only"> {entry.name}</span>
      </button>
    </form>
  );
}

export default async function MerklistePage({ searchParams }: Props) {
  const params = await searchParams;
  const jar = await cookies();
  const auth = await currentUser();
  const { refs, removedByCms } = await visitorRefs(jar, auth);
  const { entries, events, missing } = await resolveRefs(refs);
  const gone = [...removedByCms, ...missing];
  // Saved events still to come offer 'Erinnern' (app/erinnerung), as their pages do.
  const remindable = new Map(events.filter((e) => startsLater(e)).map((e) => [e.documentId, e.id]));
  const error = typeof params.fehler === "string" ? ERRORS[params.fehler] : undefined;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Merkliste</h1>
      <p className="mt-2 text-muted">
        {auth
          ? "Ihre Merkliste ist in Ihrem Konto gespeichert."
          : "Ihre Merkliste ist in diesem Browser gespeichert. Melden Sie sich an, um sie in Ihrem Konto zu speichern."}
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      ) : null}
      {gone.length > 0 ? (
        <div
          role="status"
          data-merkliste-entfernt={gone.map(merkToken).join(" ")}
          className="mt-4 rounded border border-amber-600 bg-amber-50 px-4 py-3 text-amber-950"
        >
          {MERKLISTE_KIND_ORDER.map((kind) => {
            const count = gone.filter((r) => r.kind === kind).length;
            return count > 0 ? <p key={kind}>{goneNote(kind, count)}</p> : null;
          })}
        </div>
      ) : null}

      {entries.length === 0 ? (
        <p className="mt-8">
          Ihre Merkliste ist leer. Mit „Merken“ bei Veranstaltungen, Referenten, Herstellern, Produkten und
          Versorgungspartnern legen Sie Einträge hier ab.
        </p>
      ) : (
        MERKLISTE_KIND_ORDER.map((kind) => {
          const ofKind = entries.filter((e) => e.ref.kind === kind);
          if (ofKind.length === 0) return null;
          const id = `merkliste-${kind.toLowerCase()}`;
          return (
            <section key={kind} aria-labelledby={id} className="mt-8">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={id} className="text-xl font-bold">
                  {HEADINGS[kind]} ({ofKind.length})
                </h2>
                {kind === "Veranstaltung" && events.some((e) => e.Startzeit) ? (
                  <a
                    href="/merkliste/veranstaltungen.ics"
                    download
                    className="text-sm text-brand-700 underline"
                  >
                    Alle gemerkten Veranstaltungen in den Kalender (.ics)
                  </a>
                ) : null}
              </div>
              <ul className="mt-3 divide-y divide-gray-200 border-y border-gray-200">
                {ofKind.map((entry) => (
                  <li
                    key={merkToken(entry.ref)}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div className="min-w-0 flex-1">
                      <Link
                        id={`merk-${merkToken(entry.ref)}`}
                        href={entry.href}
                        className="font-semibold break-words text-brand-700 hover:underline"
                      >
                        {entry.name}
                      </Link>
                      {entry.detail ? <p className="text-sm text-muted">{entry.detail}</p> : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {remindable.has(entry.ref.documentId) ? (
                        // Named "Erinnern", described by the entry's name (a name of its own would
                        // contain the event's and read like a second link to it).
                        <a
                          href={`/erinnerung?veranstaltung=${remindable.get(entry.ref.documentId)}`}
                          aria-describedby={`merk-${merkToken(entry.ref)}`}
                          className="inline-flex min-h-8 items-center rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                        >
                          Erinnern
                        </a>
                      ) : null}
                      <RemoveButton entry={entry} />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
