import "server-only";
import type { UploadedFile, UploadKind } from "@/lib/uploads";
import { strapiFetch } from "./client";

// Files of the media library, uploaded with the signed-in user's token (the CMS checks each file
// by its content and records the uploader; cms/src/extensions/upload).

/** What Strapi answers for an uploaded file (the fields the portal reads). */
interface RawFile {
  id: number;
  url: string;
  name: string;
  mime: string;
}

/** A 100 MB video over a slow link takes a while; the CMS's usual answer limit is seconds. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Passes a browser's multipart body on to Strapi's upload as it arrives (nothing is buffered
 * here; Strapi writes the parts to temporary files and checks each by its content). `kind` names
 * the editor's field, so the CMS accepts only that field's types and count.
 */
export async function streamUpload(
  jwt: string,
  kind: UploadKind,
  body: ReadableStream<Uint8Array>,
  contentType: string,
): Promise<UploadedFile[]> {
  const raw = await strapiFetch<RawFile[]>("/upload", {
    method: "POST",
    token: jwt,
    query: { kind },
    body: { stream: body, contentType },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return raw.map(({ id, url, name, mime }) => ({ id, url, name, mime }));
}
