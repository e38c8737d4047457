import table from "./entitlements.json";
import {
  entitlementsOf,
  isRunning,
  mayUseField,
  planEntitlements,
  premiumFields,
  unlockingTier,
} from "./entitlements";
import { LISTING_KINDS, MAIN_LISTING_KINDS, PLAN_KINDS, planKindFor } from "./kinds";
import taxonomy from "./taxonomy.json";

const running = (kind: string, tier: string, status = "active") =>
  entitlementsOf({ status, plan: { kind, tier } });

describe("entitlements table", () => {
  it("names exactly the package's plan and listing kinds", () => {
    expect(Object.keys(table.plans)).toEqual([...PLAN_KINDS]);
    expect(taxonomy.PlanKind).toEqual([...PLAN_KINDS]);
    expect(Object.keys(table.premiumFields).sort()).toEqual([...LISTING_KINDS].sort());
    expect(Object.values(table.listingKindOfPlan).sort()).toEqual([...MAIN_LISTING_KINDS].sort());
  });

  it("covers every plan kind and tier of the specification and nothing else", () => {
    expect(Object.keys(table.plans).sort()).toEqual([...taxonomy.PlanKind].sort());
    expect(Object.keys(table.plans.Referent)).toEqual(["Classic", "Premium", "Premium Plus"]);
    for (const kind of ["Hersteller", "Versorgungspartner", "Veranstalter"] as const) {
      expect(Object.keys(table.plans[kind])).toEqual(["Classic", "Premium"]);
    }
  });

  it("unlocks only fields that are listed as premium-only for the plan's listing kind", () => {
    for (const [kind, tiers] of Object.entries(table.plans)) {
      const listingKind = table.listingKindOfPlan[kind as keyof typeof table.listingKindOfPlan];
      for (const rules of Object.values(tiers)) {
        for (const field of rules.unlocks) {
          expect(premiumFields(listingKind as "Referent")).toContain(field);
        }
      }
    }
  });
});

describe("entitlementsOf: the current subscription", () => {
  it("is none without a subscription, without a plan, or when Stripe does not report it running", () => {
    expect(entitlementsOf(null)).toBeNull();
    expect(entitlementsOf({ status: "active", plan: null })).toBeNull();
    for (const status of ["canceled", "past_due", "incomplete", "unpaid", "incomplete_expired", "paused"]) {
      expect(running("Veranstalter", "Premium", status)).toBeNull();
    }
    expect(running("Veranstalter", "Premium", "trialing")).not.toBeNull();
  });

  it("is none for a plan the table does not know, whatever its title says", () => {
    expect(entitlementsOf({ status: "active", plan: { kind: "Veranstalter", tier: "Gold" } })).toBeNull();
  });

  it("limits Veranstalter Classic to 3 events and lets Premium place any number", () => {
    expect(running("Veranstalter", "Classic")).toMatchObject({
      listingKind: "Veranstaltung",
      maxListings: 3,
    });
    expect(running("Veranstalter", "Premium")).toMatchObject({
      listingKind: "Veranstaltung",
      maxListings: null,
    });
  });

  it("allows 10 products without Hersteller Premium and any number with it", () => {
    expect(running("Hersteller", "Classic")?.maxProducts).toBe(10);
    expect(running("Hersteller", "Premium")?.maxProducts).toBeNull();
  });

  it("gives full speaker access to the organiser plans only", () => {
    expect(running("Veranstalter", "Classic")?.speakerAccess).toBe(true);
    expect(running("Veranstalter", "Premium")?.speakerAccess).toBe(true);
    for (const [kind, tier] of [
      ["Referent", "Premium Plus"],
      ["Hersteller", "Premium"],
      ["Versorgungspartner", "Premium"],
    ] as const) {
      expect(running(kind, tier)?.speakerAccess).toBe(false);
    }
  });

  it("caps media at 8 files on every plan", () => {
    expect(running("Hersteller", "Premium")?.maxMediaFiles).toBe(8);
  });
});

describe("premium-only fields", () => {
  it("opens radius, topics and seminar type with Referent Premium, fees, dates and focus only with Premium Plus", () => {
    const classic = running("Referent", "Classic");
    const premium = running("Referent", "Premium");
    const plus = running("Referent", "Premium Plus");
    expect(mayUseField(classic, "Referent", "Einsatzgebiet")).toBe(false);
    expect(mayUseField(premium, "Referent", "Einsatzgebiet")).toBe(true);
    expect(mayUseField(premium, "Referent", "Seminartyp")).toBe(true);
    expect(mayUseField(premium, "Referent", "HonorarvorstellungPauschaleGanzerTag")).toBe(false);
    expect(mayUseField(premium, "Referent", "Terminverfuegbarkeit")).toBe(false);
    expect(mayUseField(premium, "Referent", "Fokusiere")).toBe(false);
    expect(mayUseField(plus, "Referent", "HonorarvorstellungPauschaleGanzerTag")).toBe(true);
    expect(mayUseField(plus, "Referent", "Terminverfuegbarkeit")).toBe(true);
    expect(mayUseField(plus, "Referent", "Fokusiere")).toBe(true);
  });

  it("leaves ordinary fields open to every plan and even without one", () => {
    expect(mayUseField(null, "Referent", "Name")).toBe(true);
    expect(mayUseField(running("Referent", "Classic"), "Referent", "Medien")).toBe(true);
  });

  it("gates gallery and focus switch of the other kinds by their Premium plan", () => {
    for (const [kind, listing] of [
      ["Veranstalter", "Veranstaltung"],
      ["Hersteller", "Hersteller"],
      ["Hersteller", "Produkt"],
      ["Versorgungspartner", "Versorgungspartner"],
    ] as const) {
      expect(mayUseField(running(kind, "Classic"), listing, "Medien")).toBe(false);
      expect(mayUseField(running(kind, "Classic"), listing, "Fokusiere")).toBe(false);
      expect(mayUseField(running(kind, "Premium"), listing, "Medien")).toBe(true);
      expect(mayUseField(running(kind, "Premium"), listing, "Fokusiere")).toBe(true);
    }
  });

  it("names the lowest tier that unlocks a field", () => {
    expect(unlockingTier("Referent", "Seminartyp")).toBe("Premium");
    expect(unlockingTier("Referent", "HonorarvorstellungProUnterrichtseinheit")).toBe("Premium Plus");
    expect(unlockingTier("Veranstalter", "Fokusiere")).toBe("Premium");
    expect(unlockingTier("Referent", "Name")).toBeNull();
  });

  it("maps listing kinds to the plan kind that places them", () => {
    expect(planKindFor("Veranstaltung")).toBe("Veranstalter");
    expect(planKindFor("Produkt")).toBe("Hersteller");
    expect(planKindFor("Referent")).toBe("Referent");
  });
});

describe("isRunning and planEntitlements", () => {
  it("knows the running statuses and the table's plans", () => {
    expect(isRunning({ status: "active" })).toBe(true);
    expect(isRunning({ status: "canceled" })).toBe(false);
    expect(isRunning(null)).toBe(false);
    expect(planEntitlements("Referent", "Premium Plus")?.listingKind).toBe("Referent");
    expect(planEntitlements("Admin", "Premium")).toBeNull();
    expect(planEntitlements("Referent", "__proto__")).toBeNull();
  });
});
