// Text that users typed, on its way into a mail.

/**
 * Plain text only: tags are removed (a mail client never renders them, but a recipient should not
 * read markup either), control characters other than line breaks and tabs dropped, line ends unified.
 */
export function plainText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .trim();
}

/** The text on one line: no line break (a header, or a made-up line in a mail's text) and no control character. */
export const singleLine = (value: string): string => value.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();

/** One line of plain text, for subjects and names. */
export const oneLine = (value: string): string => singleLine(plainText(value));

/** Text for an HTML mail part. */
export const escapeHtml = (text: unknown): string =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
