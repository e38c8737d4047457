// The four roles a user registers as. On their own, without the taxonomy, because the sign-in and
// sign-up forms validate with them in the browser; lib/taxonomy re-exports them and its test checks
// them against the taxonomy's list.
export const ROLES = ["Veranstalter", "Referent", "Hersteller", "Versorgungspartner"] as const;
