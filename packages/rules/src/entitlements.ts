// What a plan allows, read from entitlements.json (keyed by the plan's kind and tier). Every plan
// decision of the web app and the CMS goes through these functions.
import json from "./entitlements.json";
import {
  LISTING_KIND_OF_PLAN,
  isPlanKind,
  type ListingKind,
  type MainListingKind,
  type PlanKind,
} from "./kinds";

interface PlanRules {
  /** null: unlimited. */
  maxListings: number | null;
  maxProducts: number | null;
  /** Full speaker records (contact, fees, bio, availability): the organiser plans. */
  speakerAccess: boolean;
  /** The premium fields this tier opens. */
  unlocks: string[];
}

export interface EntitlementsTable {
  maxMediaFiles: number;
  listingKindOfPlan: Record<PlanKind, MainListingKind>;
  premiumFields: Record<ListingKind, string[]>;
  plans: Record<PlanKind, Record<string, PlanRules>>;
}

export const table = json as EntitlementsTable;

export interface Entitlements {
  kind: PlanKind;
  tier: string;
  /** The listing kind this plan places (Veranstalter → Veranstaltung). */
  listingKind: MainListingKind;
  /** null: unlimited. */
  maxListings: number | null;
  maxProducts: number | null;
  maxMediaFiles: number;
  speakerAccess: boolean;
  unlocks: readonly string[];
}

/** What decides a subscription's entitlements (the web app's Subscription has this shape). */
export interface SubscriptionLike {
  status?: string | null;
  plan?: { kind?: string | null; tier?: string | null } | null;
}

/** Most files in a listing's media list, for every plan. */
export const MAX_MEDIA_FILES = table.maxMediaFiles;

const RUNNING = new Set(["active", "trialing"]);

/** A subscription counts while Stripe reports it active or trialing. */
export function isRunning(subscription: Pick<SubscriptionLike, "status"> | null | undefined): boolean {
  return Boolean(subscription?.status && RUNNING.has(subscription.status));
}

/** The rules of a plan, or null for a kind/tier the table does not know. */
export function planEntitlements(
  kind: string | null | undefined,
  tier: string | null | undefined,
): Entitlements | null {
  if (!isPlanKind(kind) || typeof tier !== "string") return null;
  const tiers = table.plans[kind];
  const rules = Object.hasOwn(tiers, tier) ? tiers[tier] : undefined;
  if (!rules) return null;
  return {
    kind,
    tier,
    listingKind: LISTING_KIND_OF_PLAN[kind],
    maxListings: rules.maxListings,
    maxProducts: rules.maxProducts,
    maxMediaFiles: MAX_MEDIA_FILES,
    speakerAccess: rules.speakerAccess,
    unlocks: rules.unlocks,
  };
}

/** The entitlements of a subscription; null unless it is running. */
export function entitlementsOf(subscription: SubscriptionLike | null | undefined): Entitlements | null {
  if (!subscription?.plan || !isRunning(subscription)) return null;
  return planEntitlements(subscription.plan.kind, subscription.plan.tier);
}

/** The fields of a listing kind that only some tiers unlock. */
export function premiumFields(kind: ListingKind): readonly string[] {
  return table.premiumFields[kind] ?? [];
}

/** Whether the plan lets its holder fill this field of a listing of this kind. */
export function mayUseField(
  entitlements: Pick<Entitlements, "unlocks"> | null | undefined,
  kind: ListingKind,
  field: string,
): boolean {
  if (!premiumFields(kind).includes(field)) return true;
  return Boolean(entitlements?.unlocks.includes(field));
}

/** The lowest tier of a kind that unlocks a field (shown beside a locked field), or null. */
export function unlockingTier(kind: PlanKind, field: string): string | null {
  return Object.entries(table.plans[kind]).find(([, rules]) => rules.unlocks.includes(field))?.[0] ?? null;
}

/** Products are placed by the plans that allow any (Hersteller); listings by the plan of their kind. */
export function mayPlace(entitlements: Entitlements, kind: ListingKind): boolean {
  return kind === "Produkt" ? entitlements.maxProducts !== 0 : entitlements.listingKind === kind;
}

/** How many listings of the kind the plan allows in all; null: unlimited. */
export function limitFor(entitlements: Entitlements, kind: ListingKind): number | null {
  return kind === "Produkt" ? entitlements.maxProducts : entitlements.maxListings;
}
