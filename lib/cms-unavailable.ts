// The CMS outage's code and message in a module of their own: every page's error boundary and
// header notice need them, not the whole catalogue of lib/messages.ts (which re-exports them).

/** Digest of the error a page throws when the CMS did not answer (server/cms/client.ts). */
export const CMS_UNAVAILABLE = "CMS_UNAVAILABLE";

/** Public spec: "Failure to load the current user". */
export const CMS_UNAVAILABLE_MESSAGE = "Es ist etwas schief gelaufen...";
