import { HydrateLater } from "@/components/ui/hydrate-later";
import { FocusCarouselViewport } from "./focus-carousel-viewport";
import { FocusSlides, type FocusCard } from "./focus-slides";

export type { FocusCard };

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
            <FocusSlides cards={cards} wideCount={wideCount} />
          </FocusCarouselViewport>
        )}
      </section>
    </HydrateLater>
  );
}
