"use client";

import { useRef, useState, type ReactNode } from "react";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { useUrlState } from "./use-url-state";

/**
 * 'Erweiterte Filter anzeigen' / 'Erweiterte Filter verstecken' toggles the panel and scrolls to
 * it; the reset button appears once any filter is set and clears every filter.
 *
 * A panel closed on arrival is empty until it is first opened: its form (the events' has some
 * ninety inputs) then renders from the page's payload, which holds it anyway. Rendered hidden and
 * hydrated, it made up much of a list page's HTML and of the main-thread work after the first
 * paint on a slow phone, for a form most visitors never open. Once opened it stays (its state
 * and the back button's values kept while it is closed again).
 */
export function FilterPanel({
  children,
  anySet,
  initiallyOpen,
  note,
}: {
  children: ReactNode;
  anySet: boolean;
  initiallyOpen: boolean;
  note?: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [opened, setOpened] = useState(initiallyOpen);
  const panel = useRef<HTMLDivElement>(null);
  const { replaceAll, pending } = useUrlState();
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="erweiterte-filter"
          onClick={() => {
            setOpen((v) => !v);
            setOpened(true);
            if (!open)
              window.setTimeout(
                () => panel.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
                50,
              );
          }}
          className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {open ? "Erweiterte Filter verstecken" : "Erweiterte Filter anzeigen"}
        </button>
        {anySet ? (
          <button
            type="button"
            onClick={() => replaceAll("")}
            className="rounded bg-gray-200 px-4 py-2 font-semibold hover:bg-gray-300"
          >
            Filter zurücksetzen
          </button>
        ) : null}
        {pending ? (
          <span role="status" className="text-sm text-muted">
            Ergebnisse werden aktualisiert …
          </span>
        ) : null}
      </div>
      <div
        ref={panel}
        id="erweiterte-filter"
        hidden={!open}
        className="mt-4 scroll-mt-4 rounded-lg border border-gray-200 p-4 sm:p-6"
      >
        {/* Open on arrival (a filter is set): its many inputs hydrate after the rest of the page. */}
        {opened ? (
          <HydrateLater>
            {note}
            {children}
          </HydrateLater>
        ) : null}
      </div>
    </div>
  );
}
