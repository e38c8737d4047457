// A saved search in words ("Veranstaltungen: Themengebiete: Dekubitus; Umkreis 50 km um Hamburg"),
// as its mails show it. The web app writes it from the list's own field tables (lib/alerts/lists.ts)
// and hands it to the CMS, which cannot read those tables: the CMS stores and mails it only in the
// form `plainDescription` gives, one line of plain text under the length limit.

/** The longest description the CMS stores and mails. */
export const SEARCH_DESCRIPTION_MAX = 300;

/**
 * One line of plain text: control, line and direction-changing characters and angle brackets
 * become blanks, blanks collapse, and a text over the limit ends in '…'.
 */
export function plainDescription(text: string): string {
  const line = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff<>\s]+/g, " ")
    .trim();
  return line.length <= SEARCH_DESCRIPTION_MAX
    ? line
    : `${line.slice(0, SEARCH_DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** Whether `value` is a description of a search of the list named `label`, in the stored form. */
export function isSearchDescription(value: unknown, label: string): value is string {
  return (
    typeof value === "string" &&
    value.startsWith(`${label}: `) &&
    value.length > label.length + 2 &&
    plainDescription(value) === value
  );
}
