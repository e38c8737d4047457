// A small bar chart of daily views (inline SVG) with its text alternative; days with contact
// requests get a marker under their bar.
import { chartDescription } from "@/lib/listing-stats";

const BAR = 4;
const GAP = 1;
const HEIGHT = 32;

export function ViewsChart({ days, views, contacts }: { days: string[]; views: number[]; contacts: number[] }) {
  const max = Math.max(1, ...views);
  const width = days.length * (BAR + GAP);
  return (
    <svg
      role="img"
      aria-label={chartDescription(days, views, contacts)}
      width={width}
      height={HEIGHT + 4}
      viewBox={`0 0 ${width} ${HEIGHT + 4}`}
      className="block"
    >
      <line x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} className="stroke-gray-400" strokeWidth={0.5} />
      {views.map((count, i) => {
        const height = count === 0 ? 0 : Math.max(2, (count / max) * HEIGHT);
        return (
          <rect key={days[i]} x={i * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} className="fill-brand-700" />
        );
      })}
      {contacts.map((count, i) =>
        count > 0 ? (
          <rect key={`k-${days[i]}`} x={i * (BAR + GAP)} y={HEIGHT + 1} width={BAR} height={3} className="fill-green-800" />
        ) : null,
      )}
    </svg>
  );
}
