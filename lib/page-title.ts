// Page titles: every <title> at most 60 characters, so search results show it whole. Fixed titles
// are written short; a listing's name or a search query can be longer and is cut at a word.

export const SITE_TITLE_SUFFIX = " | Wundportal";
/** Next's title template (app/layout.tsx): a page's own title, then the site's name. */
export const TITLE_TEMPLATE = `%s${SITE_TITLE_SUFFIX}`;
export const TITLE_MAX = 60;

/** `text` as a page's own title: with the suffix at most TITLE_MAX characters, cut at a word with "…". */
export function pageTitle(text: string): string {
  const room = TITLE_MAX - SITE_TITLE_SUFFIX.length;
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= room) return clean;
  const cut = clean.slice(0, room - 1);
  const atWord = cut.replace(/\s+\S*$/, "");
  // A single very long word is cut inside it rather than left as a stub.
  return `${(atWord.length >= room / 2 ? atWord : cut).replace(/[\s,;:–-]+$/, "")}…`;
}
