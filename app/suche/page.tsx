import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { HitCard } from "@/components/site-search/hit-card";
import { SiteSearchForm } from "@/components/site-search/site-search-form";
import { firstParam } from "@/lib/filters/url-state";
import { siteSearch } from "@/server/search/site-search";
import { pageTitle } from "@/lib/page-title";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const queryOf = (raw: unknown) => (firstParam(raw) ?? "").slice(0, 200);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = queryOf((await searchParams).q);
  return {
    title: q ? pageTitle(`Suche: ${q}`) : "Suche",
    description:
      "Veranstaltungen, Referenten, Hersteller, Produkte und Versorgungspartner der Wundversorgung in einer Suche.",
    alternates: { canonical: "/suche" },
    // A page per query would only repeat the lists: the form page alone is indexed.
    ...(q ? { robots: { index: false, follow: true } } : {}),
  };
}

const count = (n: number) => n.toLocaleString("de-DE");

/** The words as typed, searched without correcting them (the link of the correction note). */
const exactHref = (q: string) => `/suche?${new URLSearchParams({ q, genau: "1" })}`;

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = queryOf(params.q);
  const result = q ? await siteSearch(q, { exact: firstParam(params.genau) === "1" }) : null;
  // What the results are for: the corrected words when the search corrected a typo.
  const shown = result?.searched ?? q;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Suche</h1>
      <p className="mt-2 text-muted">
        Eine Suche über Veranstaltungen, Referenten, Hersteller, Produkte und Versorgungspartner.
      </p>
      <div className="mt-4">
        <SiteSearchForm q={q} id="suche-q" />
      </div>

      {result ? (
        <div className="mt-6">
          {result.searched ? (
            <p className="mb-3">
              Ergebnisse für „<strong>{result.searched}</strong>“ –{" "}
              <Link href={exactHref(q)} className="text-brand-700 underline">
                stattdessen nach „{q}“ suchen
              </Link>
            </p>
          ) : null}
          {result.total === 0 ? (
            <div role="status">
              <p className="font-semibold">Keine Treffer für „{shown}“.</p>
              {result.suggestion ? (
                <p className="mt-2">
                  Meinten Sie{" "}
                  <Link
                    href={`/suche?${new URLSearchParams({ q: result.suggestion })}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {result.suggestion}
                  </Link>
                  ?
                </p>
              ) : (
                <p className="mt-2 text-muted">Versuchen Sie ein anderes oder allgemeineres Wort.</p>
              )}
            </div>
          ) : (
            <>
              <p role="status">
                {count(result.total)} Treffer für „{shown}“
              </p>
              <nav aria-label="Treffer nach Bereich" className="mt-3">
                <ul className="flex flex-wrap gap-2 text-sm">
                  {result.groups.map((group) => (
                    <li key={group.kind}>
                      {group.total ? (
                        <a
                          href={`#${group.kind}`}
                          className="rounded border border-gray-300 px-2 py-1 text-brand-700 underline"
                        >
                          {group.title} ({count(group.total)})
                        </a>
                      ) : (
                        <span className="rounded border border-gray-200 px-2 py-1 text-muted">
                          {group.title} (0)
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
              {result.groups
                .filter((group) => group.total > 0)
                .map((group) => (
                  <section
                    key={group.kind}
                    id={group.kind}
                    aria-labelledby={`${group.kind}-titel`}
                    className="mt-8 scroll-mt-4"
                  >
                    <h2 id={`${group.kind}-titel`} className="text-xl font-bold">
                      {group.title} ({count(group.total)})
                    </h2>
                    <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-6">
                      {group.hits.map((hit) => (
                        <HitCard key={hit.id} kind={group.kind} hit={hit} />
                      ))}
                    </ul>
                    <p className="mt-3">
                      <Link href={group.listHref} className="text-brand-700 underline">
                        {group.total === 1 ? "Den Treffer" : `Alle ${count(group.total)} ${group.title}`} in
                        der Liste anzeigen
                      </Link>
                    </p>
                  </section>
                ))}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
