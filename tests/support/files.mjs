// Files the tests upload, made in the test, and their upload to the CMS as a portal user.
import { CMS_URL } from "./cms.mjs";

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A 40×30 JPEG: a photo's 4:3 shape, which a round avatar has to cut. */
export const JPEG = Buffer.from(
  "/9j/2wBDABQODxIPDRQSEBIXFRQYHjIhHhwcHj0sLiQySUBMS0dARkVQWnNiUFVtVkVGZIhlbXd7gYKBTmCNl4x9lnN+gXz/2wBDARUXFx4aHjshITt8U0ZTfHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHz/wAARCAAeACgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAT/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgFyQAAAAAAAAAB//Z",
  "base64",
);

/**
 * POST /api/upload with these files and the token (a portal user's, as the web app's upload route
 * sends it; none: anonymous), for the editor field `kind`; the status and body of the answer.
 * @param {string | null | undefined} token
 * @param {{ name: string, type: string, content: Buffer }[]} files
 * @param {string} [kind]
 * @returns {Promise<{ status: number, body: any }>}
 */
export async function uploadAs(token, files, kind) {
  const form = new FormData();
  for (const file of files)
    form.append("files", new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const response = await fetch(`${CMS_URL}/api/upload${kind ? `?kind=${encodeURIComponent(kind)}` : ""}`, {
    method: "POST",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
