// Pure selections over events.
import type { EventSummary } from "./types";

/** Events that have not ended at `now`, soonest first. */
export function upcomingEvents<E extends EventSummary>(
  events: readonly E[],
  now: Date,
  limit = Infinity,
): E[] {
  const t = now.getTime();
  return events
    .filter((event) => {
      const end = event.Endzeit ?? event.Startzeit;
      return end !== null && new Date(end).getTime() >= t;
    })
    .sort((a, b) => (a.Startzeit ?? "").localeCompare(b.Startzeit ?? ""))
    .slice(0, limit);
}
