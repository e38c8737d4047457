// 'Meine Inserate': a listing's daily views of the last 30 days as a bar chart as wide as its
// column or card, with its axes (each week labelled at its Monday; zero and the highest count),
// and the same figures as a table for screen readers. Hand-written SVG: a chart library would add
// far more script than these few bars need.
import { chartDescription, dayMonth, weekStarts } from "@/lib/listing-stats";

/** Bars sit in a 100-high coordinate box that CSS stretches to the column's width. */
const SCALE = 100;

export function ViewsChart({
  days,
  views,
  contacts,
  name,
}: {
  days: string[];
  views: number[];
  contacts: number[];
  /** The listing's name, in the table's caption (a page lists several). */
  name: string;
}) {
  const max = Math.max(0, ...views);
  const weeks = weekStarts(days);
  const share = (i: number) => `${(i / Math.max(1, days.length)) * 100}%`;
  return (
    <div className="mt-1 w-full min-w-0">
      {/* The picture is one image for assistive technology; the table below gives its numbers. */}
      <div
        role="img"
        aria-label={chartDescription(days, views, contacts)}
        data-testid="diagramm-achsen"
        className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-1 text-xs leading-none text-muted tabular-nums"
      >
        <div className="flex flex-col justify-between py-px text-right">
          {/* Without a view the top of the axis has no value of its own: zero is named once. */}
          <span>{max > 0 ? max : ""}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${days.length} ${SCALE}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
          className="h-28 w-full border-b border-l border-gray-500"
        >
          {weeks.map((i) => (
            <line
              key={days[i]}
              x1={i}
              x2={i}
              y1={0}
              y2={SCALE}
              className="stroke-gray-200"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {max > 0 ? (
            <line
              x1={0}
              x2={days.length}
              y1={0.5}
              y2={0.5}
              className="stroke-gray-300"
              strokeDasharray="2 2"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          {views.map((count, i) => {
            if (count === 0) return null;
            const height = Math.max(3, (count / max) * SCALE);
            return (
              <rect
                key={days[i]}
                x={i + 0.15}
                y={SCALE - height}
                width={0.7}
                height={height}
                className="fill-brand-700"
              />
            );
          })}
        </svg>
        <span />
        {/* Each week at its Monday; a label near the right end is aligned to its day's right edge,
            so it never reaches past the chart. */}
        <div data-testid="diagramm-wochen" className="relative mt-1 h-4">
          {weeks.map((i) => (
            <span
              key={days[i]}
              className="absolute top-0 whitespace-nowrap border-l border-gray-500 pl-0.5"
              style={
                i / days.length > 0.85
                  ? { right: share(days.length - i - 1), borderLeftWidth: 0 }
                  : { left: share(i) }
              }
            >
              {dayMonth(days[i]!)}
            </span>
          ))}
        </div>
      </div>
      {/* Hidden by its wrapper, not on the table itself: a table is never narrower than its
          columns, so a hidden table widened the phone page. */}
      <div className="sr-only">
        <table>
          <caption>Aufrufe und Kontaktanfragen je Tag: {name}</caption>
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">Aufrufe</th>
              <th scope="col">Kontaktanfragen</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{dayMonth(day)}</th>
                <td>{views[i] ?? 0}</td>
                <td>{contacts[i] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
