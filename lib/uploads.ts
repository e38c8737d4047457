// What each upload field accepts and how large a file may be, read from lib/uploads.json (the CMS
// reads the same file in cms/src/uploads/rules.ts and decides by the file's content). The web app
// checks names, declared types and sizes early, so a user hears at once what will not pass.
import table from "./uploads.json";

export type UploadKind = "image" | "speakerImage" | "datasheet" | "media";

export interface UploadedFile {
  id: number;
  /** Origin-relative (`/uploads/...`, served through the web app) or absolute for external storage. */
  url: string;
  name: string;
  mime: string;
}

export type UploadFamily = keyof typeof table.families;

export const UPLOAD_KINDS: readonly UploadKind[] = ["image", "speakerImage", "datasheet", "media"];

export const isUploadKind = (value: unknown): value is UploadKind =>
  typeof value === "string" && (UPLOAD_KINDS as readonly string[]).includes(value);

/** Most files one upload request may carry (the CMS enforces the same number). */
export const MAX_FILES_PER_REQUEST = table.maxFilesPerRequest;

/** Most data sheets one product holds (the CMS enforces the same number). */
export const MAX_DATASHEETS = table.maxDatasheets;

/** Image fields hold one file; data sheets and media several (the table's singleFileKinds). */
const SINGLE_FILE_KINDS: readonly string[] = table.singleFileKinds;

/** Most files one request of this kind may carry. */
export const maxFilesFor = (kind: UploadKind): number =>
  SINGLE_FILE_KINDS.includes(kind) ? 1 : MAX_FILES_PER_REQUEST;

const families = table.families as Record<
  UploadFamily,
  { maxBytes: number; types: Record<string, string[]> }
>;

export const familiesOf = (kind: UploadKind): UploadFamily[] => table.kinds[kind] as UploadFamily[];

export const maxBytesOf = (family: UploadFamily): number => families[family].maxBytes;

/** Largest file any family of the kind accepts. */
export const largestFileOf = (kind: UploadKind): number => Math.max(...familiesOf(kind).map(maxBytesOf));

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
};

/** Types without parameters, as `<input accept>` and browsers name them. */
const plainTypes = (family: UploadFamily) =>
  Object.keys(families[family].types).filter((type) => !type.includes(";"));

const extensionsOf = (family: UploadFamily) => [...new Set(Object.values(families[family].types).flat())];

/** The `accept` attribute of a file input for this kind: MIME types and file endings. */
export function acceptFor(kind: UploadKind): string {
  const entries = familiesOf(kind).flatMap((family) => [...plainTypes(family), ...extensionsOf(family)]);
  return [...new Set(entries)].join(",");
}

/** The family a file belongs to by its ending (and its declared type when it has no ending), or null. */
export function familyOfFile(kind: UploadKind, file: { name: string; type: string }): UploadFamily | null {
  const extension = extensionOf(file.name);
  const declared = file.type.toLowerCase();
  for (const family of familiesOf(kind)) {
    if (extension ? extensionsOf(family).includes(extension) : plainTypes(family).includes(declared))
      return family;
  }
  return null;
}

/** "10 MB", German number format. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString("de-DE", { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
}

const FAMILY_LABELS: Record<UploadFamily, string> = {
  image: "Bilder (PNG, JPG)",
  pdf: "PDF",
  video: "Videos (MP4, WebM)",
  audio: "Audio (MP3, M4A, AAC, OGG, WAV)",
};

/** What the field accepts, for the hint under it: "Bilder (PNG, JPG) bis 10 MB". */
export function describeKind(kind: UploadKind): string {
  return familiesOf(kind)
    .map((family) => `${FAMILY_LABELS[family]} bis ${formatBytes(maxBytesOf(family))}`)
    .join(", ");
}

export const UPLOAD_MESSAGES = {
  signIn: "Bitte melden Sie sich an, um Dateien hochzuladen.",
  noFiles: "Bitte wählen Sie eine Datei aus.",
  badKind: "Unbekanntes Upload-Feld.",
  badRequest: "Die Dateien konnten nicht gelesen werden. Bitte versuchen Sie es erneut.",
  tooMany: (max: number) =>
    max === 1
      ? "Es kann nur eine Datei hochgeladen werden."
      : `Es können höchstens ${max} Dateien hochgeladen werden.`,
  /** A selection larger than the room left in a field: nothing of it is uploaded. */
  noRoom: (chosen: number, room: number, max: number) => {
    if (room <= 0) return `Es können keine weiteren Dateien hinzugefügt werden (höchstens ${max}).`;
    const files = (n: number) => (n === 1 ? "1 Datei" : `${n} Dateien`);
    return (
      `Sie haben ${files(chosen)} ausgewählt, es ${room === 1 ? "kann" : "können"} aber nur noch ${room} ` +
      `hinzugefügt werden (höchstens ${max}). Bitte wählen Sie höchstens ${files(room)} aus.`
    );
  },
  tooLarge: (name: string, max: number) => `„${name}“ ist zu groß (höchstens ${formatBytes(max)}).`,
  requestTooLarge: "Die Dateien sind zusammen zu groß. Bitte laden Sie sie einzeln hoch.",
  wrongType: (name: string, kind: UploadKind) =>
    `„${name}“ hat ein nicht erlaubtes Format. Erlaubt: ${describeKind(kind)}.`,
  failed: "Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.",
} as const;

export interface FileProblem {
  status: 413 | 415;
  message: string;
}

/** Why a chosen file cannot be uploaded into this kind of field (by ending and size), or null. */
export function checkFile(
  kind: UploadKind,
  file: { name: string; type: string; size: number },
): FileProblem | null {
  const family = familyOfFile(kind, file);
  if (!family) return { status: 415, message: UPLOAD_MESSAGES.wrongType(file.name, kind) };
  const max = maxBytesOf(family);
  if (file.size > max) return { status: 413, message: UPLOAD_MESSAGES.tooLarge(file.name, max) };
  return null;
}
