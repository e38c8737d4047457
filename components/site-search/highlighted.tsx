import type { Segment } from "@/lib/search/engine";

/** Text with the words that matched the search marked. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.mark ? (
          // Its look is the portal's one style for marks (app/globals.css).
          <mark key={i}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
