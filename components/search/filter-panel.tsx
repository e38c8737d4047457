"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type ReactNode } from "react";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { useUrlState } from "./use-url-state";

const loadSheet = () => import("./filter-sheet");
const FilterSheet = dynamic(() => loadSheet().then((m) => m.FilterSheet), { ssr: false });

/**
 * 'Erweiterte Filter anzeigen' / 'Erweiterte Filter verstecken' toggles the panel and scrolls to
 * it; the reset button appears once any filter is set and clears every filter.
 *
 * A panel closed on arrival is empty until it is first opened: its form (the events' has some
 * ninety inputs) then renders from the page's payload, which holds it anyway. Rendered hidden and
 * hydrated, it made up much of a list page's HTML and of the main-thread work after the first
 * paint on a slow phone, for a form most visitors never open. Once opened it stays (its state
 * and the back button's values kept while it is closed again).
 *
 * On phones a sticky "Filter (n)" button (n: the set filters, as many as the chips) opens the same
 * form as a full-height sheet, which ends in "… Ergebnisse anzeigen". Each input writes to the URL
 * and the server renders the new results at once, so the count there follows every tick; the
 * button closes the sheet over them.
 */
export function FilterPanel({
  children,
  anySet,
  initiallyOpen,
  note,
  active,
  total,
}: {
  children: ReactNode;
  anySet: boolean;
  initiallyOpen: boolean;
  note?: ReactNode;
  /** How many filter values are set (the chips above the results). */
  active: number;
  /** The results of the current filter. */
  total: number;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [opened, setOpened] = useState(initiallyOpen);
  const sheet = useLazyDialog({ preload: () => void loadSheet() });
  const panel = useRef<HTMLDivElement>(null);
  const { replaceAll, pending } = useUrlState();
  const updating = pending ? (
    <span role="status" className="text-sm text-muted">
      Ergebnisse werden aktualisiert …
    </span>
  ) : null;
  return (
    <div className="mt-4">
      <button
        {...sheet.openerProps}
        className="filter-sheet-trigger fixed bottom-4 left-1/2 z-30 -translate-x-1/2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 md:hidden"
      >
        {active > 0 ? `Filter (${active})` : "Filter"}
      </button>
      {sheet.mounted ? (
        <FilterSheet
          open={sheet.open}
          onOpenChange={sheet.setOpen}
          returnFocus={sheet.opener}
          total={total}
          status={updating}
        >
          {note}
          {children}
        </FilterSheet>
      ) : null}
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
        {sheet.open ? null : updating}
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
