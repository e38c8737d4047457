// With UPLOAD_PROVIDER=s3 the files are in the bucket, but their stored address stays
// '/uploads/<key>' (config/plugins.ts): the web app serves that path to visitors from the bucket.
// The admin panel asks Strapi itself for the same path (media library, previews), so Strapi
// answers it from the bucket too, as the local provider answers it from the disk. Same rules as
// the web app: only plain media inline, everything else as a download, always in a sandbox.
import { Readable } from "node:stream";
import type { Context, Next } from "koa";
import type { Core } from "@strapi/strapi";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3ClientConfig } from "@aws-sdk/client-s3";

/** Strapi names stored files `<slug>_<hash>.<ext>` (formats with a prefix): nothing else is looked up. */
const KEY = /^\/uploads\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;
const INLINE_TYPE =
  /^(?:image\/(?:png|jpeg|gif|webp|avif)|video\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf)$/;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // The upload plugin's settings as config/plugins.ts writes them for the S3 provider.
  const upload = strapi.config.get<{
    provider?: string;
    providerOptions?: { s3Options: S3ClientConfig & { params: { Bucket: string } } };
  }>("plugin::upload");
  if (upload?.provider !== "aws-s3" || !upload.providerOptions) return (_ctx: Context, next: Next) => next();
  const { params, ...options } = upload.providerOptions.s3Options;
  const client = new S3Client(options);
  const bucket: string = params.Bucket;

  return async (ctx: Context, next: Next) => {
    const key = ctx.method === "GET" ? KEY.exec(ctx.path)?.[1] : undefined;
    if (!key || key.includes("..")) return next();
    const range = ctx.get("range");
    let object;
    try {
      object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: range } : {}) }),
        { abortSignal: AbortSignal.timeout(10_000) },
      );
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      ctx.status = status === 404 ? 404 : 502;
      return;
    }
    const type = (object.ContentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    ctx.status = range && object.ContentRange ? 206 : 200;
    if (INLINE_TYPE.test(type)) ctx.type = type;
    else {
      ctx.type = "application/octet-stream";
      ctx.attachment(key);
    }
    if (object.ContentLength !== undefined) ctx.length = object.ContentLength;
    if (object.ContentRange) ctx.set("content-range", object.ContentRange);
    if (object.ETag) ctx.set("etag", object.ETag);
    if (object.LastModified) ctx.lastModified = object.LastModified;
    ctx.set("accept-ranges", "bytes");
    ctx.set("cache-control", "public, max-age=86400");
    ctx.set("x-content-type-options", "nosniff");
    ctx.set("content-security-policy", "default-src 'none'; sandbox");
    ctx.body = object.Body as Readable;
  };
};
