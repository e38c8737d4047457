import type { TableColumn } from "@/components/search/data-table";
import { PLACE_SORT } from "@/lib/filters/distance";
import { formatDistance, spokenDistance } from "@/lib/format";

/** The widest a list's picture is drawn: 80 px in the phone cards (64 px in the table). */
export const LIST_IMAGE_WIDTH = 80;

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
