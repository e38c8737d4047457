import type { Segment } from "@/lib/search/engine";

/** Text with the words that matched the search marked. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.mark ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
