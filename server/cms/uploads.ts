import "server-only";
import type { UploadedFile } from "@/lib/uploads";
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

export async function uploadFiles(jwt: string, files: File[]): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  const raw = await strapiFetch<RawFile[]>("/upload", { method: "POST", token: jwt, body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
  return raw.map(({ id, url, name, mime }) => ({ id, url, name, mime }));
}
