// Where a redirect after sign-in may lead. A string that merely starts with "/" is not enough:
// browsers read "/\evil.example" and "/<tab>/evil.example" as "//evil.example", another host.
// So the candidate is parsed the way a browser would, against our own origin, and kept only
// when it stays on that origin.

/** Any origin works for the check: only whether the parse leaves it matters. */
const PROBE_ORIGIN = "https://wundportal.invalid";

/** The candidate as a path on our own origin (`/a?b#c`), or null when it would leave the site. */
export function localPath(candidate: string | null | undefined, origin = PROBE_ORIGIN): string | null {
  if (!candidate || !candidate.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // Returned in its normalised form, so no backslash or control character reaches a browser.
  return `${url.pathname}${url.search}${url.hash}`;
}
