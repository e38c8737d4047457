// Runs the unattached-upload cleanup on request, for operators and tests: header `x-jobs-secret`
// = REVALIDATE_SECRET (the secret the CMS and the web app already share for their jobs). The body
// may shorten the age (`maxAgeHours`, ≥ 0) and name the files to look at (`fileIds`), so a test
// can run the job on its own uploads without touching anybody else's.
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { refuse } from "../../../utils/refusal";
import { hmac, sameDigest } from "../../../utils/hmac";
import { UPLOAD_CLEANUP_JOB, deleteUnattachedUploads } from "../../../uploads/cleanup";
import { countedJob } from "../../../metrics/metrics";

const SECRET_HEADER = "x-jobs-secret";
const MAX_FILE_IDS = 1000;

function secretMatches(given: unknown, secret: string | undefined): boolean {
  if (!secret || typeof given !== "string" || !given) return false;
  return sameDigest(hmac(secret, "jobs"), hmac(given, "jobs"));
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async run(ctx: Context) {
    if (!secretMatches(ctx.get(SECRET_HEADER), process.env.REVALIDATE_SECRET)) {
      refuse(401, "jobs.secret", "Invalid jobs secret");
    }
    const { maxAgeHours, fileIds }: { maxAgeHours?: unknown; fileIds?: unknown } = ctx.request.body ?? {};
    const validAge =
      maxAgeHours === undefined ||
      (typeof maxAgeHours === "number" && Number.isFinite(maxAgeHours) && maxAgeHours >= 0);
    const validIds =
      fileIds === undefined ||
      (Array.isArray(fileIds) &&
        fileIds.length <= MAX_FILE_IDS &&
        fileIds.every((id: unknown) => typeof id === "number" && Number.isSafeInteger(id) && id > 0));
    if (!validAge || !validIds) refuse(400, "jobs.invalid", "Invalid maxAgeHours or fileIds");
    // A run on request counts like the hourly one.
    const removed = await countedJob(UPLOAD_CLEANUP_JOB, () =>
      deleteUnattachedUploads(strapi, {
        maxAgeMs: maxAgeHours === undefined ? undefined : maxAgeHours * 60 * 60 * 1000,
        fileIds,
      }),
    );
    ctx.send({ data: { removed } });
  },
});
