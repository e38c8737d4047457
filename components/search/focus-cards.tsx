// The cards of the 'im Fokus' carousels, the same on the start page and on the list pages.
import { ListingImage } from "@/components/ui/listing-image";
import { eventPlace } from "@/lib/events-format";
import { formatTableDate, joinParts } from "@/lib/format";
import { speakerName } from "@/lib/names";
import type { CarePartner, EventSummary, Media, Product, Speaker } from "@/lib/types";
import type { FocusCard } from "./focus-carousel";

/**
 * The width a card picture is drawn at. It is contained in a box 128 px high (h-32) that is at
 * least as wide as a 4:3 picture there, so its width follows from its ratio; only very wide logos
 * meet the box's sides first (then this is a little more than needed). Saying "the card's width"
 * (100vw on phones) fetched files four times as wide as the picture is shown.
 */
function cardImageWidth(media: Media | null): number {
  const ratio = media?.width && media.height ? media.width / media.height : 4 / 3;
  return Math.min(Math.ceil(128 * ratio), 384);
}

/**
 * On a list page the first card is in view before any script runs: its image loads first (the
 * page's LCP on phones). A carousel further down the page (the start page's, below its search
 * box) passes `priority: false`, so its images load lazily and do not compete with the main image.
 */
interface CardOptions {
  priority?: boolean;
}

/**
 * Every card picture is shown whole (contained in its wide box, on a quiet background; `.focus-card > img`
 * in app/globals.css): cut to the box, a 4:3 picture lost its lower edge, where the demo art and many
 * flyers carry their label.
 */
const cardImage = (media: Media | null, index: number, options: CardOptions) => (
  <ListingImage
    media={media}
    alt=""
    drawnWidth={cardImageWidth(media)}
    priority={index === 0 && options.priority !== false}
  />
);

/** A carousel holds at most this many cards; the lists below it show everything. */
export const FOCUS_LIMIT = 24;

export function eventFocusCards(events: readonly EventSummary[], options: CardOptions = {}): FocusCard[] {
  return events.slice(0, FOCUS_LIMIT).map((event, index) => ({
    id: String(event.id),
    href: `/veranstaltungen/${event.id}`,
    merken: { kind: "Veranstaltung", documentId: event.documentId },
    title: event.Veranstaltungsname,
    subtitle: joinParts(event.Startzeit ? formatTableDate(event.Startzeit) : null, eventPlace(event)),
    image: cardImage(event.Bild, index, options),
  }));
}

/** Public fields only: the carousel never carries a speaker's private data. */
export function speakerFocusCards(speakers: readonly Speaker[], options: CardOptions = {}): FocusCard[] {
  return speakers.slice(0, FOCUS_LIMIT).map((s, index) => ({
    id: String(s.id),
    href: `/referenten/${s.id}`,
    merken: { kind: "Referent", documentId: s.documentId },
    title: speakerName(s),
    subtitle: joinParts(s.Stadt, s.Zusatzqualifikation[0]),
    image: cardImage(s.Bild, index, options),
  }));
}

export function productFocusCards(products: readonly Product[], options: CardOptions = {}): FocusCard[] {
  return products.slice(0, FOCUS_LIMIT).map((p, index) => ({
    id: String(p.id),
    href: `/produkt/${p.id}`,
    merken: { kind: "Produkt", documentId: p.documentId },
    title: p.Produktname,
    subtitle: p.Hersteller ?? undefined,
    image: cardImage(p.Produktbild, index, options),
  }));
}

/** All published care partners appear in their focus section (the specification); paid ones first and labelled. */
export function carePartnerFocusCards(
  partners: readonly CarePartner[],
  options: CardOptions = {},
): FocusCard[] {
  return [...partners.filter((p) => p.Fokusiere), ...partners.filter((p) => !p.Fokusiere)]
    .slice(0, FOCUS_LIMIT)
    .map((p, index) => ({
      id: String(p.id),
      href: `/versorgungspartner/${p.id}`,
      merken: { kind: "Versorgungspartner", documentId: p.documentId },
      title: p.Name,
      subtitle: joinParts(p.Kategorie, p.Stadt),
      premium: p.Fokusiere,
      image: cardImage(p.Logo, index, options),
    }));
}
