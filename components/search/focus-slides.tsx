"use client";
// The cards of a focus carousel, drawn from a few fields each. A list page holds up to 24 of them,
// and as server-drawn element trees each card stood in React's payload with about 1.2 KB; as data
// it is the text, the link and the picture's `<img>` props. The markup is the same as before.
import type { ListingKind } from "@wundportal/rules";
import type { ImgHTMLAttributes } from "react";
import { MerkenButton } from "@/components/merkliste/merken-button";
import { Link } from "@/components/ui/link";

export interface FocusCard {
  id: string;
  href: string;
  /** The card's Merken button (the Merkliste), below its link. */
  merken?: { kind: ListingKind; documentId: string };
  title: string;
  subtitle?: string;
  /** The picture's `<img>` props (listingImageProps: Next's sources, sizes and loading). */
  image: ImgHTMLAttributes<HTMLImageElement>;
  /** Paid focus placement (default); false for neutral entries shown alongside. */
  premium?: boolean;
}

export function FocusSlides({ cards, wideCount }: { cards: FocusCard[]; wideCount: 4 | 5 }) {
  return (
    // Styles in app/globals.css (.focus-slides, .focus-card): named once, not per card.
    <ul className={`focus-slides focus-slides-${wideCount} flex`}>
      {cards.map((card) => (
        <li key={card.id}>
          <Link href={card.href} className="focus-card">
            {card.premium !== false ? <span className="focus-card-premium">Premium</span> : null}
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props of next/image, alt included */}
            <img {...card.image} />
            <span className="focus-card-title">{card.title}</span>
            {card.subtitle ? <span className="focus-card-subtitle">{card.subtitle}</span> : null}
          </Link>
          {card.merken ? (
            <MerkenButton kind={card.merken.kind} documentId={card.merken.documentId} name={card.title} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
