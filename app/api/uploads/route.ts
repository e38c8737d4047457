// POST /api/uploads?kind=… (multipart `files`): the editor's uploads, streamed on to Strapi's
// upload with the signed-in user's token, which never reaches the browser. Session, field and
// announced length are checked before a byte is read; the body is not buffered here. The CMS
// checks each file of the named field by its content, ending, size and count and records the
// uploader (cms/src/extensions/upload); its refusals come back as status and German message.
import { NextResponse, type NextRequest } from "next/server";
import { GENERIC_ERROR, messageFor, quotaExceededMessage } from "@/lib/messages";
import {
  isUploadKind,
  largestFileOf,
  maxFilesFor,
  UPLOAD_MESSAGES,
  type UploadKind,
  type UploadedFile,
} from "@/lib/uploads";
import { currentUser } from "@/server/auth/session";
import { CmsError } from "@/server/cms/client";
import { streamUpload } from "@/server/cms/uploads";
import { isSameOrigin } from "@/server/same-origin";

export const dynamic = "force-dynamic";

export type UploadResponse = { ok: true; data: UploadedFile[] } | { ok: false; message: string };

/** Multipart framing beyond the file contents (boundaries, part headers, the kind field). */
const ENVELOPE_BYTES = 64 * 1024;
/** Largest request a field allows: one file of its largest family. Several files must fit in it too. */
const maxRequestBytes = (kind: UploadKind) => largestFileOf(kind) + ENVELOPE_BYTES;

const refuse = (status: number, message: string) =>
  NextResponse.json<UploadResponse>({ ok: false, message }, { status });

/** The status and German text for a refusal of the CMS (codes, never its prose). */
function cmsFailure(error: CmsError, kind: UploadKind): NextResponse {
  const details = (
    error.body as { error?: { details?: { fileName?: unknown; max?: unknown; quota?: unknown } } } | null
  )?.error?.details;
  const fileName = typeof details?.fileName === "string" ? details.fileName : null;
  if (error.status === 401) return refuse(401, UPLOAD_MESSAGES.signIn);
  if (error.status === 413 && error.code === "upload.quotaExceeded") {
    return refuse(413, quotaExceededMessage(typeof details?.quota === "number" ? details.quota : undefined));
  }
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
  if (error.status === 429) return refuse(429, messageFor(error.code, UPLOAD_MESSAGES.failed));
  if (error.code === "upload.tooMany") return refuse(400, UPLOAD_MESSAGES.tooMany(maxFilesFor(kind)));
  if (error.status < 500) return refuse(400, messageFor(error.code, UPLOAD_MESSAGES.failed));
  return refuse(502, UPLOAD_MESSAGES.failed);
}

export async function POST(request: NextRequest) {
  // proxy.ts refuses writes from another origin, but never sees this route (it would buffer it).
  if (!isSameOrigin(request.headers)) return refuse(403, GENERIC_ERROR);
  let auth;
  try {
    auth = await currentUser();
  } catch (error) {
    console.error("[uploads] Nutzer konnte nicht geprüft werden:", error);
    return refuse(502, GENERIC_ERROR);
  }
  if (!auth) return refuse(401, UPLOAD_MESSAGES.signIn);

  const kind = request.nextUrl.searchParams.get("kind");
  if (!isUploadKind(kind)) return refuse(400, UPLOAD_MESSAGES.badKind);
  // Before reading a byte of the body: a request larger than any upload of this field may be is
  // not read at all (Node reads no more than the announced length).
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isFinite(length)) return refuse(400, UPLOAD_MESSAGES.badRequest);
  if (length > maxRequestBytes(kind)) return refuse(413, UPLOAD_MESSAGES.requestTooLarge);
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data") || !request.body) {
    return refuse(400, UPLOAD_MESSAGES.badRequest);
  }

  try {
    const data = await streamUpload(auth.jwt, kind, request.body, contentType);
    return NextResponse.json<UploadResponse>({ ok: true, data }, { status: 201 });
  } catch (error) {
    if (error instanceof CmsError) return cmsFailure(error, kind);
    console.error("[uploads] Upload an das CMS fehlgeschlagen:", error);
    return refuse(502, UPLOAD_MESSAGES.failed);
  }
}
