// Uploads a portal user never attached to a listing do not pile up: an hourly job deletes the ones
// that no entry uses UNATTACHED_UPLOAD_MAX_AGE_HOURS (default 24) after their upload, with the
// upload plugin's own remove (file, its formats, its record). Files of the admin, of scripts and of
// deleted accounts (no `uploadedBy`) are never touched. POST /api/upload-cleanup runs the job now
// (api/upload-cleanup; for operators and tests).
import type { Core } from "@strapi/strapi";
import { scheduleHourly } from "../utils/hourly-job";
import { FILE_UID, UPLOADER_FIELD, deleteUnusedFiles } from "./files";

const HOUR_MS = 60 * 60 * 1000;
/** Files looked at per database read. */
const BATCH = 200;

/** How old an unattached upload may get (UNATTACHED_UPLOAD_MAX_AGE_HOURS, default 24). */
function unattachedMaxAgeMs(): number {
  const hours = Number(process.env.UNATTACHED_UPLOAD_MAX_AGE_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : 24) * HOUR_MS;
}

export interface CleanupOptions {
  maxAgeMs?: number;
  /** Only these files are looked at (a test's own uploads); every file without it. */
  fileIds?: number[];
}

/** Deletes portal users' uploads older than the age that no entry uses; returns how many. */
export async function deleteUnattachedUploads(
  strapi: Core.Strapi,
  options: CleanupOptions = {},
): Promise<number> {
  const cutoff = new Date(Date.now() - (options.maxAgeMs ?? unattachedMaxAgeMs()));
  let removed = 0;
  let afterId = 0;
  for (;;) {
    const batch: { id: number }[] = await strapi.db.query(FILE_UID).findMany({
      where: {
        [UPLOADER_FIELD]: { $notNull: true },
        createdAt: { $lte: cutoff },
        id: { $gt: afterId, ...(options.fileIds ? { $in: options.fileIds } : {}) },
      },
      select: ["id"],
      orderBy: { id: "asc" },
      limit: BATCH,
    });
    removed += await deleteUnusedFiles(
      strapi,
      batch.map((file) => file.id),
    );
    if (batch.length < BATCH) return removed;
    afterId = batch[batch.length - 1]!.id;
  }
}

/** The job's name (cron entry, metrics). */
export const UPLOAD_CLEANUP_JOB = "unattachedUploads";

/** The hourly run (Strapi's cron, scheduled at bootstrap in src/index.ts). */
export function scheduleUploadCleanup(strapi: Core.Strapi) {
  scheduleHourly(strapi, {
    name: UPLOAD_CLEANUP_JOB,
    minute: 23,
    label: "[uploads] Aufräumen",
    task: async () => {
      const removed = await deleteUnattachedUploads(strapi);
      if (removed) strapi.log.info(`[uploads] ${removed} nicht verwendete Uploads gelöscht`);
    },
  });
}
