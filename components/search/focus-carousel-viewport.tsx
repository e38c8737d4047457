"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";

/** The moving part of a focus carousel: its buttons and the viewport around the server-rendered cards. */
export function FocusCarouselViewport({
  title,
  headingId,
  loop,
  buttons,
  children,
}: {
  title: string;
  headingId: string;
  loop: boolean;
  buttons: boolean;
  children: ReactNode;
}) {
  // Set up at the first touch: nothing moves it on its own.
  const [viewport, start, carousel] = useLazyEmbla({ align: "start", duration: 25, loop }, undefined, {
    startOn: "touch",
  });
  return (
    <>
      {/* On a narrow phone a long title ('Versorgungspartner im Fokus') takes the row and the buttons wrap below it. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="min-w-0 text-xl font-bold break-words hyphens-auto">
          {title}
        </h2>
        {buttons ? (
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              onClick={() => void start().then((embla) => embla?.scrollPrev())}
              className="rounded border px-3 py-1"
              aria-label={`${title}: zurück`}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => void start().then((embla) => embla?.scrollNext())}
              className="rounded border px-3 py-1"
              aria-label={`${title}: weiter`}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        ) : null}
      </div>
      <div ref={viewport} className="mt-4 overflow-hidden">
        {children}
      </div>
      {carousel}
    </>
  );
}
