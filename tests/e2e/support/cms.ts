// Test helpers that talk to the real Strapi of the test stack (started by scripts/test.mjs); calls
// and the admin's token are shared with the CMS API tests (tests/support/cms.mjs).
import { cmsJson } from "../../support/cms.mjs";

export { adminCreated, adminDelete, adminEventIn, adminToken, cmsJson } from "../../support/cms.mjs";

export interface PublicEvent {
  id: number;
  documentId: string;
  Veranstaltungsname: string;
  Startzeit: string | null;
  Endzeit: string | null;
  Fokusiere: boolean;
}

/** Published events as an anonymous API caller sees them. */
export async function publicEvents(): Promise<PublicEvent[]> {
  const body = await cmsJson<{ data: PublicEvent[] }>(
    "/api/veranstaltungs?pagination[pageSize]=1000&fields[0]=Veranstaltungsname&fields[1]=Startzeit&fields[2]=Endzeit&fields[3]=Fokusiere",
  );
  return body.data;
}

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
