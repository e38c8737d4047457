// How the account page's 'Abonnement' card reads a subscription (signed-in spec, section 4).
import { addDays } from "date-fns";
import { formatLongDate } from "./format";

export interface SubscriptionFacts {
  status: string;
  cancelAtPeriodEnd: boolean;
  /** Unix seconds. */
  cancelAt: number | null;
  currentPeriodEnd: number | null;
}

const RUNNING = new Set(["active", "trialing"]);

/** AKTIV while running and not set to end; otherwise STORNIERT. */
export function subscriptionLabel(s: SubscriptionFacts): "AKTIV" | "STORNIERT" {
  return RUNNING.has(s.status) && !s.cancelAtPeriodEnd ? "AKTIV" : "STORNIERT";
}

/** Set to end at the period's end, but still running: it can be reactivated. */
export const canReactivate = (s: SubscriptionFacts) => RUNNING.has(s.status) && s.cancelAtPeriodEnd;

/** The date line of the card: the cancellation date, or the next billing date (period end + 1 day). */
export function subscriptionDateLine(s: SubscriptionFacts): string | null {
  if (subscriptionLabel(s) === "AKTIV") {
    return s.currentPeriodEnd
      ? `Nächster Abrechnungsdatum: ${formatLongDate(addDays(new Date(s.currentPeriodEnd * 1000), 1))}`
      : null;
  }
  const end = s.cancelAt ?? (RUNNING.has(s.status) ? s.currentPeriodEnd : null);
  return end ? `Abonnement storniert zum ${formatLongDate(new Date(end * 1000))}` : null;
}
