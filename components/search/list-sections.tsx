import type { ReactNode } from "react";
import { ListMap } from "@/components/map/list-map";
import { HydrateLater } from "@/components/ui/hydrate-later";
import type { MapList } from "@/components/map/types";

/** The results table of a list page under its heading, with an optional link beside it. */
export function ResultsSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="tabelle" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="tabelle" className="text-xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">
        <HydrateLater>{children}</HydrateLater>
      </div>
    </section>
  );
}

/**
 * The map of a list page. Its markers are not part of the page: after consent the map asks
 * /api/karte/<list> for the matches of `query` (the list's normalised filter).
 */
export function MapSection({ list, query }: { list: MapList; query: string }) {
  return (
    <section aria-labelledby="karte" className="mt-10">
      <h2 id="karte" className="mb-3 text-xl font-bold">
        Karte
      </h2>
      <HydrateLater>
        <ListMap list={list} query={query} />
      </HydrateLater>
    </section>
  );
}
