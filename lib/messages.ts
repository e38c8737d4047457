// Codes that cross process boundaries, and the German texts of the specification they stand for.

/** Digest of the error a page throws when the CMS did not answer (server/cms/client.ts). */
export const CMS_UNAVAILABLE = "CMS_UNAVAILABLE";

export const MESSAGES = {
  /** Public spec: "Failure to load the current user". */
  [CMS_UNAVAILABLE]: "Es ist etwas schief gelaufen...",
} as const;
