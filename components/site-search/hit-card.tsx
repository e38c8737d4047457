// A site search hit as a small card (server-rendered, no script): picture, name with the matched
// words marked, the kind's facts, the excerpt where the words matched, and the kind's action.
import { SEARCH_KIND_INFO } from "@wundportal/rules";
import { Link } from "@/components/ui/link";
import { ListingImage } from "@/components/ui/listing-image";
import type { HitKind } from "@/lib/search/hit-cards";
import type { SiteHit } from "@/server/search/site-search";
import { Highlighted } from "./highlighted";

/** Logos and product shots are shown whole; event art and portraits fill their frame. */
const FIT: Record<HitKind, "object-contain" | "object-cover"> = {
  veranstaltungen: "object-cover",
  referenten: "object-cover",
  hersteller: "object-contain",
  produkte: "object-contain",
  versorgungspartner: "object-contain",
};

/** The picture's frame: 96 × 72 px on phones, 128 × 96 px from 640 px (4:3). */
const IMAGE_WIDTH = 128;

/**
 * The name is the card's one link; it covers the whole card (its ::after), so the action below is
 * only its visible sign and hidden from screen readers: one link per card, named by the entry.
 */
export function HitCard({ kind, hit }: { kind: HitKind; hit: SiteHit }) {
  return (
    <li className="relative flex min-w-0 gap-3 rounded-lg border border-gray-200 p-4 hover:bg-brand-50 sm:gap-4 sm:p-6">
      <div className="w-24 shrink-0 sm:w-32">
        <ListingImage
          media={hit.image}
          alt=""
          drawnWidth={IMAGE_WIDTH}
          className={`aspect-[4/3] w-full rounded bg-white ${FIT[kind]}`}
        />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-3 font-semibold break-words">
          <Link
            href={hit.href}
            className="text-brand-700 underline after:absolute after:inset-0 after:rounded-lg after:content-['']"
          >
            <Highlighted segments={hit.name} />
          </Link>
        </h3>
        {hit.facts.length ? (
          <div className="mt-1 text-sm break-words">
            {hit.facts.map((fact) => (
              <p key={fact.label ?? fact.text}>
                {fact.label ? <span className="sr-only">{fact.label}: </span> : null}
                <span>{fact.text}</span>
              </p>
            ))}
          </div>
        ) : null}
        {hit.excerpt.length ? (
          <p className="mt-1 line-clamp-2 text-sm break-words text-muted">
            <Highlighted segments={hit.excerpt} />
          </p>
        ) : null}
        <p aria-hidden="true" className="mt-2 text-sm font-semibold text-brand-700">
          {SEARCH_KIND_INFO[kind].action} →
        </p>
      </div>
    </li>
  );
}
