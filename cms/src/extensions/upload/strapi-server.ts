// Extends the upload plugin for portal users (authenticated role, POST /api/upload):
// - every file is checked by its content, ending and size (uploads/rules.ts) before Strapi's own
//   upload security runs; one refused file refuses the whole request;
// - the uploader is recorded in a private field (uploads/files.ts), so a listing takes only the
//   user's own uploads (uploads/attach.ts, called by global::listing-write);
// - a portal user neither replaces an existing file (?id=) nor attaches a file to an entry while
//   uploading (ref/refId/field): attaching is the listing write's job, where ownership is checked.
import { checkPortalFiles } from '../../uploads/rules';
import type { IncomingFile } from '../../uploads/rules';
import { UPLOADER_ATTRIBUTE, UPLOADER_FIELD } from '../../uploads/files';
import { refuse } from '../../utils/refusal';

const ATTACH_FIELDS = ['ref', 'refId', 'field', 'path'];

async function checkPortalUpload(ctx: any) {
  if (ctx.query?.id !== undefined) refuse(403, 'upload.replaceNotAllowed', 'Dateien werden nicht ersetzt');
  const body = ctx.request.body ?? {};
  if (ATTACH_FIELDS.some((key) => body[key] !== undefined)) {
    refuse(400, 'upload.attachNotAllowed', 'Dateien werden beim Speichern des Inserats verknüpft');
  }
  const files = ctx.request.files?.files;
  await checkPortalFiles([files ?? []].flat() as IncomingFile[]);
}

export = (plugin: any) => {
  plugin.contentTypes.file.schema.attributes[UPLOADER_FIELD] = UPLOADER_ATTRIBUTE;

  const factory = plugin.controllers['content-api'];
  plugin.controllers['content-api'] = (deps: any) => {
    const controller = factory(deps);
    const upload = controller.upload;
    controller.upload = async (ctx: any) => {
      if (ctx.state?.auth?.strategy?.name === 'users-permissions') await checkPortalUpload(ctx);
      return upload.call(controller, ctx);
    };
    return controller;
  };
  return plugin;
};
