// Forms that carry a password, an address or a message are sent by their scripts. Sent before the
// scripts run (or with JavaScript off), the browser would submit them itself: without a method as a
// GET, with every field in the URL (history, server logs, Referer). So they post here instead, and
// the visitor is told that the form needs JavaScript; nothing of what they typed is read or kept.

/** The route such a form posts to before its script has taken over; it never reads the body. */
export const NO_SCRIPT_ROUTE = "/api/ohne-javascript";
/** The page that explains it, with a link back to the form. */
export const NO_SCRIPT_PAGE = "/ohne-javascript";

/** The form's action: the fallback route, told which page the form is on. */
export const noScriptAction = (formPath: string) =>
  `${NO_SCRIPT_ROUTE}?zurueck=${encodeURIComponent(formPath)}`;
