// What the user's plan allows, read from lib/entitlements.json (the CMS reads the same file in
// cms/src/access/entitlements.ts). Every plan decision of the web app goes through here.
import table from "./entitlements.json";
import type { Subscription } from "./types";

export type PlanKind = keyof typeof table.plans;
export type ListingKind = keyof typeof table.premiumFields;

export interface Entitlements {
  kind: PlanKind;
  tier: string;
  /** The listing kind this plan places (Veranstalter → Veranstaltung). */
  listingKind: ListingKind;
  /** null: unlimited. */
  maxListings: number | null;
  maxProducts: number | null;
  maxMediaFiles: number;
  /** Full speaker records (contact, fees, bio, availability): the organiser plans. */
  speakerAccess: boolean;
  unlocks: readonly string[];
}

interface PlanRules {
  maxListings: number | null;
  maxProducts: number | null;
  speakerAccess: boolean;
  unlocks: string[];
}

const PLANS = table.plans as Record<PlanKind, Record<string, PlanRules>>;
const RUNNING = new Set(["active", "trialing"]);

export const PLAN_KINDS = Object.keys(PLANS) as PlanKind[];
export const MAX_MEDIA_FILES = table.maxMediaFiles;

export function isPlanKind(value: unknown): value is PlanKind {
  return typeof value === "string" && Object.hasOwn(PLANS, value);
}

/** A subscription counts while Stripe reports it active or trialing. */
export function isRunning(subscription: Pick<Subscription, "status"> | null | undefined): boolean {
  return Boolean(subscription && RUNNING.has(subscription.status));
}

/** The rules of a plan, or null for a kind/tier the table does not know. */
export function planEntitlements(kind: string, tier: string): Entitlements | null {
  if (!isPlanKind(kind)) return null;
  const rules = Object.hasOwn(PLANS[kind], tier) ? PLANS[kind][tier] : undefined;
  if (!rules) return null;
  return {
    kind,
    tier,
    listingKind: table.listingKindOfPlan[kind] as ListingKind,
    maxListings: rules.maxListings,
    maxProducts: rules.maxProducts,
    maxMediaFiles: MAX_MEDIA_FILES,
    speakerAccess: rules.speakerAccess,
    unlocks: rules.unlocks,
  };
}

/** The entitlements of the user's current subscription; null when none is running. */
export function entitlementsOf(subscription: Subscription | null | undefined): Entitlements | null {
  if (!subscription?.plan || !isRunning(subscription)) return null;
  return planEntitlements(subscription.plan.kind, subscription.plan.tier);
}

export function premiumFields(listingKind: ListingKind): readonly string[] {
  return table.premiumFields[listingKind];
}

/** Whether the plan lets its holder fill this field of a listing of this kind. */
export function mayUseField(
  entitlements: Entitlements | null,
  listingKind: ListingKind,
  field: string,
): boolean {
  if (!premiumFields(listingKind).includes(field)) return true;
  return Boolean(entitlements?.unlocks.includes(field));
}

/** The lowest tier of a kind that unlocks a field (shown beside a locked field), or null. */
export function unlockingTier(kind: PlanKind, field: string): string | null {
  return Object.entries(PLANS[kind]).find(([, rules]) => rules.unlocks.includes(field))?.[0] ?? null;
}

/** The plan kind whose holders place listings of this kind (Produkt belongs to Hersteller). */
export function planKindFor(listingKind: ListingKind): PlanKind {
  if (listingKind === "Produkt") return "Hersteller";
  return PLAN_KINDS.find((kind) => table.listingKindOfPlan[kind] === listingKind) as PlanKind;
}
