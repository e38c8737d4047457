// Extends the upload plugin for portal users (authenticated role, POST /api/upload):
// - every file is checked by its content, ending and size (uploads/rules.ts) before Strapi's own
//   upload security runs; one refused file refuses the whole request; at most FILES_PER_HOUR files
//   per user and hour, and no more stored bytes (image formats included) than the account's quota
//   (UPLOAD_QUOTA_BYTES); one user's uploads run one after another under a database lock (also
//   across CMS instances, utils/db-lock.ts), so parallel requests cannot both pass those counts; `?kind=` (the editor's field: image, speakerImage, datasheet, media)
//   narrows the accepted types and count to that field's; a file name Strapi would refuse
//   (reserved or control characters, overlong) is made one it takes (uploads/rules.ts, portableFileName);
// - the uploader is recorded in a private field (uploads/files.ts), so a listing takes only the
//   user's own uploads (uploads/attach.ts, called by global::listing-write);
// - a portal user neither replaces an existing file (?id=) nor attaches a file to an entry while
//   uploading (ref/refId/field): attaching is the listing write's job, where ownership is checked;
// - uploads no listing uses are deleted a day later (uploads/cleanup.ts, scheduled in src/index.ts).
import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { checkPortalFiles, checkQuota, portableFileName } from "../../uploads/rules";
import type { IncomingFile } from "../../uploads/rules";
import { FILE_UID, UPLOADER_ATTRIBUTE, UPLOADER_FIELD } from "../../uploads/files";
import { refuse } from "../../utils/refusal";
import { underLock } from "../../utils/db-lock";

const ATTACH_FIELDS = ["ref", "refId", "field", "path"];

type Handler = (ctx: Context) => Promise<unknown>;

/** The parts of the upload plugin this extension extends. */
interface UploadPlugin {
  contentTypes: { file: { schema: { attributes: Record<string, unknown> } } };
  controllers: { "content-api": (deps: { strapi: Core.Strapi }) => { upload: Handler } };
}

/** Files one portal user may upload per hour: far above what filling in listings takes, far below filling the disk. */
const FILES_PER_HOUR = 100;

async function checkUploadRate(ctx: Context, count: number) {
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const recent = await strapi.db
    .query(FILE_UID)
    .count({ where: { [UPLOADER_FIELD]: ctx.state.user.id, createdAt: { $gt: since } } });
  if (recent + count > FILES_PER_HOUR) {
    refuse(429, "upload.rateLimited", `Mehr als ${FILES_PER_HOUR} Dateien in einer Stunde`, {
      max: FILES_PER_HOUR,
    });
  }
}

interface StoredFile {
  size: number | string | null;
  formats: Record<string, { size?: unknown } | null> | null;
}

/** kB a stored file takes on disk: the file and the scaled formats Strapi made of an image. */
const storedKilobytes = (file: StoredFile): number =>
  Object.values(file.formats ?? {}).reduce(
    (sum, format) => sum + (Number(format?.size) || 0),
    Number(file.size) || 0,
  );

async function checkStorageQuota(ctx: Context, files: IncomingFile[]) {
  const stored: StoredFile[] = await strapi.db
    .query(FILE_UID)
    .findMany({ where: { [UPLOADER_FIELD]: ctx.state.user.id }, select: ["size", "formats"] });
  checkQuota(
    stored.reduce((sum, file) => sum + storedKilobytes(file), 0),
    files,
  );
}

async function checkPortalUpload(ctx: Context) {
  if (ctx.query?.id !== undefined) refuse(403, "upload.replaceNotAllowed", "Dateien werden nicht ersetzt");
  const body: Record<string, unknown> = ctx.request.body ?? {};
  if (ATTACH_FIELDS.some((key) => body[key] !== undefined)) {
    refuse(400, "upload.attachNotAllowed", "Dateien werden beim Speichern des Inserats verknüpft");
  }
  const files = [ctx.request.files?.files ?? []].flat() as IncomingFile[];
  // Strapi's upload refuses names with characters Windows reserves or overlong ones; the file is
  // stored under a name it takes instead, and the checks below quote that name.
  for (const file of files) {
    if (file.originalFilename) file.originalFilename = portableFileName(file.originalFilename);
  }
  await checkPortalFiles(files, ctx.query?.kind);
  await checkUploadRate(ctx, files.length);
  await checkStorageQuota(ctx, files);
}

export = (plugin: UploadPlugin) => {
  plugin.contentTypes.file.schema.attributes[UPLOADER_FIELD] = UPLOADER_ATTRIBUTE;

  const factory = plugin.controllers["content-api"];
  plugin.controllers["content-api"] = (deps) => {
    const controller = factory(deps);
    const upload = controller.upload;
    controller.upload = async (ctx: Context) => {
      if (ctx.state?.auth?.strategy?.name !== "users-permissions") return upload.call(controller, ctx);
      // Checked and stored under one lock per user: the counts above see every earlier upload.
      return underLock(strapi, `upload:${ctx.state.user.id}`, async () => {
        await checkPortalUpload(ctx);
        return upload.call(controller, ctx);
      });
    };
    return controller;
  };
  return plugin;
};
