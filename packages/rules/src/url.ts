// Links from the CMS or a profile are rendered as href: only absolute http(s) addresses, never a
// `javascript:` or `data:` URL that would run in the visitor's browser.

/** True for an absolute http:// or https:// address without blanks. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The trimmed address when it is http(s), else null (nothing to link to). */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && isHttpUrl(trimmed) ? trimmed : null;
}
