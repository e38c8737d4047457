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
