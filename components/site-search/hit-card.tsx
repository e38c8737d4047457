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
 * Its look is named once in app/globals.css (.hit-card and its parts): /suche shows up to 50 cards.
 * The name is the card's one link; it covers the whole card (its ::after), so the action below is
 * only its visible sign and hidden from screen readers: one link per card, named by the entry.
 */
export function HitCard({ kind, hit }: { kind: HitKind; hit: SiteHit }) {
  return (
    <li className="hit-card">
      <div className="hit-card-picture">
        <ListingImage media={hit.image} alt="" drawnWidth={IMAGE_WIDTH} className={FIT[kind]} />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="hit-card-title">
          <Link href={hit.href}>
            <Highlighted segments={hit.name} />
          </Link>
        </h3>
        {hit.facts.length ? (
          <div className="hit-card-facts">
            {hit.facts.map((fact) => (
              <p key={fact.label ?? fact.text}>
                {fact.label ? <span className="sr-only">{fact.label}: </span> : null}
                <span>{fact.text}</span>
              </p>
            ))}
          </div>
        ) : null}
        {hit.excerpt.length ? (
          <p className="hit-card-excerpt">
            <Highlighted segments={hit.excerpt} />
          </p>
        ) : null}
        <p aria-hidden="true" className="hit-card-action">
          {SEARCH_KIND_INFO[kind].action} →
        </p>
      </div>
    </li>
  );
}
