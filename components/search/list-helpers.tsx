/** A tick for yes/no table cells, readable by screen readers. */
export function Tick({ on }: { on: boolean }) {
  return on ? (
    <span className="font-bold text-brand-700">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">ja</span>
    </span>
  ) : (
    <span className="text-muted">
      <span aria-hidden="true">–</span>
      <span className="sr-only">nein</span>
    </span>
  );
}
