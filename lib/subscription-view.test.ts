import { canReactivate, subscriptionDateLine, subscriptionLabel } from "./subscription-view";

// 2027-11-01 00:00 Berlin is 2027-10-31 23:00 UTC.
const periodEnd = Date.UTC(2027, 9, 31, 23, 0, 0) / 1000;

describe("the account page's subscription card", () => {
  it("shows AKTIV with the next billing date one day after the period ends", () => {
    const s = { status: "active", cancelAtPeriodEnd: false, cancelAt: null, currentPeriodEnd: periodEnd };
    expect(subscriptionLabel(s)).toBe("AKTIV");
    expect(subscriptionDateLine(s)).toBe("Nächster Abrechnungsdatum: 02.11.2027");
    expect(canReactivate(s)).toBe(false);
  });

  it("shows STORNIERT with the cancellation date once set to cancel at period end", () => {
    const s = { status: "active", cancelAtPeriodEnd: true, cancelAt: periodEnd, currentPeriodEnd: periodEnd };
    expect(subscriptionLabel(s)).toBe("STORNIERT");
    expect(subscriptionDateLine(s)).toBe("Abonnement storniert zum 01.11.2027");
    expect(canReactivate(s)).toBe(true);
  });

  it("shows an ended subscription as STORNIERT that cannot be reactivated", () => {
    const s = { status: "canceled", cancelAtPeriodEnd: false, cancelAt: null, currentPeriodEnd: periodEnd };
    expect(subscriptionLabel(s)).toBe("STORNIERT");
    expect(canReactivate(s)).toBe(false);
    expect(subscriptionDateLine(s)).toBeNull();
  });
});
