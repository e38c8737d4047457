import type { TableColumn } from "@/components/search/data-table";
import type { ColumnSpec } from "@/components/search/table-model";
import { ListingImage } from "@/components/ui/listing-image";
import { PLACE_SORT } from "@/lib/filters/distance";
import { formatDistance, spokenDistance } from "@/lib/format";
import type { Media } from "@/lib/types";

/** The widest a list's picture is drawn: 80 px in the phone cards (64 px in the table). */
export const LIST_IMAGE_WIDTH = 80;

/** A list table's picture column: its header for screen readers only, the picture first in the phone card. */
export function imageColumn<T>(
  key: string,
  header: string,
  media: (item: T) => Media | null,
  className: string,
): ColumnSpec<T> {
  return {
    key,
    header,
    sortable: false,
    srOnlyHeader: true,
    card: "media",
    cell: (item) => (
      <ListingImage drawnWidth={LIST_IMAGE_WIDTH} media={media(item)} alt="" className={className} />
    ),
  };
}

/** A tick for yes/no table cells, readable by screen readers; `tick-off` hides a 'no' in the phone cards. */
export function Tick({ on }: { on: boolean }) {
  return on ? (
    <span className="font-bold text-brand-700">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">ja</span>
    </span>
  ) : (
    <span className="tick-off text-muted">
      <span aria-hidden="true">–</span>
      <span className="sr-only">nein</span>
    </span>
  );
}

/** The distance column while a place is set (sortable as 'Entfernung'; a fact in the phone cards). */
export const distanceColumns = (origin: unknown): TableColumn[] =>
  origin ? [{ key: PLACE_SORT, header: "Entfernung", card: "fact" }] : [];

/** A row's distance from the place: '12 km' on screen, '12 km entfernt' for screen readers. */
export function Distance({ km }: { km: number | null }) {
  if (km === null) return null;
  return (
    <>
      <span aria-hidden="true">{formatDistance(km)}</span>
      <span className="sr-only">{spokenDistance(km)}</span>
    </>
  );
}
