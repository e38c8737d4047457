// What a portal user may upload, from the web app's lib/uploads.json: the file's content decides
// its type (file-type, the library Strapi's own upload security uses), its ending must belong to
// the same family, and that family's size limit applies. Strapi's configured allow and deny lists
// (config/plugins.ts, upload.security) still run after this check, for every uploader.
import { extname } from "path";
import { readLibJson } from "../shared";
import { refuse } from "../utils/refusal";

interface Family {
  maxBytes: number;
  types: Record<string, string[]>;
}

export const uploadTable: {
  maxFilesPerRequest: number;
  maxDatasheets: number;
  families: Record<string, Family>;
  kinds: Record<string, string[]>;
  singleFileKinds: string[];
} = readLibJson("uploads.json");

/** The part of a multipart file (formidable) this check reads. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

const familyOfType = (mime: string | undefined, allowed: string[]) =>
  mime
    ? Object.entries(uploadTable.families).find(
        ([name, family]) =>
          allowed.includes(name) && Object.prototype.hasOwnProperty.call(family.types, mime),
      )
    : undefined;

/**
 * The families an upload may carry: those of the field it names (`?kind=image`, as the web app's
 * upload route sends it), or every family without a name. An unknown name is refused.
 */
export function familiesForKind(kind: unknown): { families: string[]; maxFiles: number } {
  if (kind === undefined)
    return { families: Object.keys(uploadTable.families), maxFiles: uploadTable.maxFilesPerRequest };
  const families =
    typeof kind === "string" && Object.prototype.hasOwnProperty.call(uploadTable.kinds, kind)
      ? uploadTable.kinds[kind]
      : undefined;
  if (typeof kind !== "string" || !families) return refuse(400, "upload.badKind", "Unbekanntes Upload-Feld");
  return {
    families,
    maxFiles: uploadTable.singleFileKinds.includes(kind) ? 1 : uploadTable.maxFilesPerRequest,
  };
}

async function detectType(filepath: string): Promise<string | undefined> {
  // file-type is ESM only; Node loads it through require (Node ≥ 20.19), as Strapi's own check does.
  const { fileTypeFromFile } = await import("file-type");
  return (await fileTypeFromFile(filepath))?.mime;
}

/**
 * What Strapi's upload refuses in a file name (its isValidFilename: characters Windows reserves,
 * control characters), answered only "File name contains invalid characters", which no uploader
 * can act on; DEL and the Unicode line separators are no part of a name either.
 */
const NOT_IN_A_NAME = /[<>:"/\\|?*\u0000-\u001F\u007F\u2028\u2029]+/g;
/** Strapi refuses names longer than 255 (UTF-16 units); a shortened one keeps room below that. */
export const MAX_FILE_NAME = 200;

/** The longest start of `text` of at most `max` UTF-16 units that splits no character. */
function startOf(text: string, max: number): string {
  let start = "";
  for (const character of text) {
    if (start.length + character.length > max) break;
    start += character;
  }
  return start;
}

/**
 * A name Strapi takes for any name a user's system allows ("Bericht: 2024?.pdf" from a Mac or
 * Linux, an overlong one): every run of refused characters becomes "-", blanks around it go, and
 * a name longer than MAX_FILE_NAME loses the end of its base, never its ending. The name is shown
 * with the file, so it stays readable (umlauts and blanks inside remain).
 */
export function portableFileName(name: string): string {
  const cleaned = name.normalize("NFC").replace(NOT_IN_A_NAME, "-").trim();
  if (cleaned.length <= MAX_FILE_NAME) return cleaned;
  const ending = extname(cleaned);
  if (!ending || ending.length >= 20) return startOf(cleaned, MAX_FILE_NAME);
  const base = cleaned.slice(0, -ending.length);
  return `${startOf(base, MAX_FILE_NAME - ending.length).trimEnd()}${ending}`;
}

/** Refuses (413/415/400 with details.code) the first file that is not an accepted type or too large. */
export async function checkPortalFiles(files: IncomingFile[], kind?: unknown) {
  const { families, maxFiles } = familiesForKind(kind);
  if (!files.length) refuse(400, "upload.empty", "Keine Datei");
  if (files.length > maxFiles)
    refuse(400, "upload.tooMany", `Höchstens ${maxFiles} Dateien`, { max: maxFiles });
  for (const file of files) {
    const fileName = file.originalFilename ?? "";
    // SVG, HTML, scripts and executables have no entry here, whatever their name or declared type.
    const family = familyOfType(await detectType(file.filepath), families);
    if (!family) refuse(415, "upload.typeNotAllowed", `${fileName}: Dateiart nicht erlaubt`, { fileName });
    const [, { maxBytes, types }] = family;
    if (!Object.values(types).flat().includes(extname(fileName).toLowerCase())) {
      refuse(415, "upload.typeMismatch", `${fileName}: Endung passt nicht zum Inhalt`, { fileName });
    }
    if (file.size > maxBytes)
      refuse(413, "upload.tooLarge", `${fileName}: zu groß`, { fileName, max: maxBytes });
  }
}

/** The bytes one account may keep in the media library (UPLOAD_QUOTA_BYTES, default 2 GB). */
export function uploadQuotaBytes(): number {
  const value = Number(process.env.UPLOAD_QUOTA_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : 2 * 1024 * 1024 * 1024;
}

/**
 * Refuses (413 upload.quotaExceeded) files that would take the account over its quota.
 * `storedKilobytes` is what the account's files take, their image formats included, in the kB
 * (1000 bytes) Strapi records sizes in. The formats a new image will get are not known yet: the
 * last upload may pass the quota by those.
 */
export function checkQuota(storedKilobytes: number, files: IncomingFile[], quota = uploadQuotaBytes()) {
  const incoming = files.reduce((sum, file) => sum + file.size, 0);
  if (storedKilobytes * 1000 + incoming > quota) {
    refuse(413, "upload.quotaExceeded", "Speicherplatz des Kontos voll", { quota });
  }
}
