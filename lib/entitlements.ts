// What the user's plan allows: the rules live in the shared package @wundportal/rules (the CMS
// imports the same functions); this module keeps the web app's import path.
export {
  MAX_MEDIA_FILES,
  PLAN_KINDS,
  entitlementsOf,
  isPlanKind,
  isRunning,
  limitFor,
  mayPlace,
  mayUseField,
  planEntitlements,
  planKindFor,
  premiumFields,
  unlockingTier,
} from "@wundportal/rules";
export type { Entitlements, ListingKind, PlanKind } from "@wundportal/rules";
