import "server-only";
import sanitizeHtml from "sanitize-html";

// Rich text from the CMS (descriptions, bios) is sanitised with a maintained library before it
// reaches any page: a fixed set of formatting tags, links limited to http(s)/mailto and opened safely.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
    "span",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
    h1: "h2",
  },
};

// Detail pages render the same descriptions over and over: each distinct text is sanitised once
// (bounded, so edited texts do not pile up). Lazily rather than when a collection is mapped, so a
// load of 10,000 events does not sanitise 10,000 descriptions nobody has opened yet.
const sanitised = new Map<string, string>();
const SANITISED_MAX = 5000;

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  let clean = sanitised.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, OPTIONS).trim();
    if (sanitised.size >= SANITISED_MAX) sanitised.delete(sanitised.keys().next().value as string);
    sanitised.set(html, clean);
  }
  return clean;
}

/** Plain text of rich text, e.g. for meta descriptions. */
export function plainText(html: string | null | undefined, maxLength = 160): string {
  const text = sanitizeHtml(html ?? "", { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
