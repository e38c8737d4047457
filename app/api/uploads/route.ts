// POST /api/uploads (multipart: `files`, `kind`): the editor's uploads, forwarded to Strapi's
// upload with the signed-in user's token, which never reaches the browser. Cheap checks (session,
// size, kind, count, file endings) answer before anything is sent on; the CMS decides the type by
// the file's content and records the uploader (cms/src/extensions/upload).
import { NextResponse, type NextRequest } from "next/server";
import { GENERIC_ERROR, messageFor } from "@/lib/messages";
import {
  checkFile,
  isUploadKind,
  largestFileOf,
  maxFilesFor,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  type UploadKind,
  type UploadedFile,
} from "@/lib/uploads";
import { currentUser } from "@/server/auth/session";
import { CmsError } from "@/server/cms/client";
import { uploadFiles } from "@/server/cms/uploads";

export const dynamic = "force-dynamic";

export type UploadResponse = { ok: true; data: UploadedFile[] } | { ok: false; message: string };

/** Multipart framing beyond the file contents (boundaries, part headers, the kind field). */
const ENVELOPE_BYTES = 64 * 1024;
/** Largest request any kind allows: one file of the largest family. Several files must fit in it too. */
const MAX_REQUEST_BYTES = Math.max(...UPLOAD_KINDS.map(largestFileOf)) + ENVELOPE_BYTES;

const refuse = (status: number, message: string) =>
  NextResponse.json<UploadResponse>({ ok: false, message }, { status });

/** The status and German text for a refusal of the CMS (codes, never its prose). */
function cmsFailure(error: CmsError, kind: UploadKind): NextResponse {
  const details = (error.body as { error?: { details?: { fileName?: unknown; max?: unknown } } } | null)
    ?.error?.details;
  const fileName = typeof details?.fileName === "string" ? details.fileName : null;
  if (error.status === 401) return refuse(401, UPLOAD_MESSAGES.signIn);
  if (error.status === 413) {
    const message =
      fileName && typeof details?.max === "number"
        ? UPLOAD_MESSAGES.tooLarge(fileName, details.max)
        : messageFor(error.code, UPLOAD_MESSAGES.requestTooLarge);
    return refuse(413, message);
  }
  if (error.status === 415) {
    const message =
      error.code === "upload.typeNotAllowed" && fileName
        ? UPLOAD_MESSAGES.wrongType(fileName, kind)
        : messageFor(error.code, UPLOAD_MESSAGES.failed);
    return refuse(415, message);
  }
  if (error.status === 403) return refuse(403, messageFor(error.code, UPLOAD_MESSAGES.failed));
  if (error.status < 500) return refuse(400, messageFor(error.code, UPLOAD_MESSAGES.failed));
  return refuse(502, UPLOAD_MESSAGES.failed);
}

export async function POST(request: NextRequest) {
  let auth;
  try {
    auth = await currentUser();
  } catch (error) {
    console.error("[uploads] Nutzer konnte nicht geprüft werden:", error);
    return refuse(502, GENERIC_ERROR);
  }
  if (!auth) return refuse(401, UPLOAD_MESSAGES.signIn);

  // Before reading a byte of the body: a request larger than any upload may be is not read at all.
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isFinite(length)) return refuse(400, UPLOAD_MESSAGES.badRequest);
  if (length > MAX_REQUEST_BYTES) return refuse(413, UPLOAD_MESSAGES.requestTooLarge);
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    return refuse(400, UPLOAD_MESSAGES.badRequest);
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, UPLOAD_MESSAGES.badRequest);
  }
  const kind = form.get("kind");
  if (!isUploadKind(kind)) return refuse(400, UPLOAD_MESSAGES.badKind);
  const files = form.getAll("files").filter((entry): entry is File => typeof entry !== "string");
  if (!files.length) return refuse(400, UPLOAD_MESSAGES.noFiles);
  const max = maxFilesFor(kind);
  if (files.length > max) return refuse(400, UPLOAD_MESSAGES.tooMany(max));
  for (const file of files) {
    const problem = checkFile(kind, file);
    if (problem) return refuse(problem.status, problem.message);
  }

  try {
    const data = await uploadFiles(auth.jwt, files);
    return NextResponse.json<UploadResponse>({ ok: true, data }, { status: 201 });
  } catch (error) {
    if (error instanceof CmsError) return cmsFailure(error, kind);
    console.error("[uploads] Upload an das CMS fehlgeschlagen:", error);
    return refuse(502, UPLOAD_MESSAGES.failed);
  }
}
