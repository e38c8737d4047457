// The portal's pages that need no listing of a test's own, in the groups the specs check.

/** The four public lists. */
export const LIST_PAGES = ["/veranstaltungen", "/referenten", "/hersteller", "/versorgungspartner"];

/** Pages of text and the plans. */
export const CONTENT_PAGES = ["/", "/info", "/abo", "/impressum", "/datenschutz", "/barrierefreiheit"];

/** The account forms a signed-out visitor reaches. */
export const SIGNED_OUT_FORMS = [
  "/signin",
  "/signin/bestaetigungsmail",
  "/signup",
  "/password-reset",
  "/password-new?code=abc",
];
