// What the user's plan allows: the rules live in the shared package @wundportal/rules (the CMS
// imports the same functions); this module keeps the web app's import path for what it uses.
export {
  MAX_MEDIA_FILES,
  entitlementsOf,
  limitFor,
  mayPlace,
  mayUseField,
  planEntitlements,
  planKindFor,
  premiumFields,
  unlockingTier,
} from "@wundportal/rules";
export type { PlanKind } from "@wundportal/rules";
