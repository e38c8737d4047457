import type { ListingKind } from "@wundportal/rules";
import { MerkenButton } from "@/components/merkliste/merken-button";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { FocusCarouselViewport } from "./focus-carousel-viewport";

export interface FocusCard {
  id: string;
  href: string;
  /** The card's Merken button (the Merkliste), below its link. */
  merken?: { kind: ListingKind; documentId: string };
  title: string;
  subtitle?: string;
  image: ReactNode;
  /** Paid focus placement (default); false for neutral entries shown alongside. */
  premium?: boolean;
}

/**
 * Paid prominence ('im Fokus'): every card carries a visible 'Premium' label so visitors can
 * tell it from the neutral lists. 5 cards per view above 756 px, 1 below (products: 4).
 */
export function FocusCarousel({
  title,
  cards,
  emptyText,
  wideCount = 5,
}: {
  title: string;
  cards: FocusCard[];
  emptyText?: string;
  wideCount?: 4 | 5;
}) {
  const headingId = `fokus-${title.replace(/\W+/g, "-").toLowerCase()}`;
  // Server HTML: the cards are visible (and the first image requested) before any script runs;
  // the carousel itself loads later (FocusCarouselViewport).
  return (
    <HydrateLater>
      <section aria-labelledby={headingId} className="mt-8">
        {cards.length === 0 ? (
          <>
            <h2 id={headingId} className="text-xl font-bold">
              {title}
            </h2>
            <p className="mt-3">{emptyText ?? "Keine Daten verfügbar"}</p>
          </>
        ) : (
          <FocusCarouselViewport
            title={title}
            headingId={headingId}
            loop={cards.length > wideCount}
            buttons={cards.length > 1}
          >
            {/* Styles in app/globals.css (.focus-slides, .focus-card): named once, not per card. */}
            <ul className={`focus-slides focus-slides-${wideCount} flex`}>
              {cards.map((card) => (
                <li key={card.id}>
                  <Link href={card.href} className="focus-card">
                    {card.premium !== false ? <span className="focus-card-premium">Premium</span> : null}
                    {card.image}
                    <span className="focus-card-title">{card.title}</span>
                    {card.subtitle ? <span className="focus-card-subtitle">{card.subtitle}</span> : null}
                  </Link>
                  {card.merken ? (
                    <MerkenButton
                      kind={card.merken.kind}
                      documentId={card.merken.documentId}
                      name={card.title}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </FocusCarouselViewport>
        )}
      </section>
    </HydrateLater>
  );
}
