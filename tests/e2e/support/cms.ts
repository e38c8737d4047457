// Test helpers that talk to the real Strapi of the test stack (started by scripts/test.mjs); calls
// and the admin's token are shared with the CMS API tests (tests/support/cms.mjs).
import { cmsJson } from "../../support/cms.mjs";

export { adminCreated, adminDelete, adminEventIn, adminToken, cmsJson } from "../../support/cms.mjs";

/**
 * Runs the CMS's job that deletes uploads no listing uses (hourly in production, a day after the
 * upload) now, over these files only; returns how many it deleted.
 */
export async function deleteUnattachedUploadsNow(fileIds: number[]): Promise<number> {
  const body = await cmsJson<{ data: { removed: number } }>("/api/upload-cleanup", {
    method: "POST",
    headers: { "x-jobs-secret": process.env.REVALIDATE_SECRET ?? "" },
    body: { fileIds, maxAgeHours: 0 },
  });
  return body.data.removed;
}
