import type { Core } from "@strapi/strapi";
import { mailTransportOptions } from "@wundportal/rules/dist/mail-transport";

type Env = Core.Config.Shared.ConfigParams["env"];

/**
 * Where uploads are stored: the local disk (public/uploads, the demo's default) or, with
 * UPLOAD_PROVIDER=s3, an S3-compatible bucket through Strapi's aws-s3 provider, so that every CMS
 * instance sees the same files and a lost disk loses none.
 */
function uploadStorage(env: Env) {
  const provider = env("UPLOAD_PROVIDER", "local");
  if (provider === "local") return {};
  if (provider !== "s3") throw new Error(`UPLOAD_PROVIDER muss "local" oder "s3" sein, nicht "${provider}".`);
  const missing = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((name) => !env(name));
  if (missing.length > 0)
    throw new Error(`UPLOAD_PROVIDER=s3 braucht ${missing.join(", ")} (siehe README, Einstellungen).`);
  return {
    provider: "aws-s3",
    providerOptions: {
      // The stored url stays '/uploads/<hash><ext>' as with the local disk: the web app serves that
      // path from the bucket on the portal's own origin, so pages, next/image and the CSP see no
      // difference. (Without baseUrl the provider would store the bucket's own address.)
      baseUrl: "/uploads",
      s3Options: {
        // Unset for AWS itself; any S3-compatible service (MinIO, Ceph, R2, the test stand-in) names its address.
        ...(env("S3_ENDPOINT") ? { endpoint: env("S3_ENDPOINT") } : {}),
        region: env("S3_REGION", "us-east-1"),
        forcePathStyle: env.bool("S3_FORCE_PATH_STYLE", false),
        credentials: { accessKeyId: env("S3_ACCESS_KEY_ID"), secretAccessKey: env("S3_SECRET_ACCESS_KEY") },
        params: {
          Bucket: env("S3_BUCKET"),
          // No ACL header: buckets made since 2023 refuse ACLs, and the bucket stays private (the web
          // app reads it with its key). An ACL of 'private' would also make the provider hand out
          // signed bucket addresses instead of '/uploads/...'. Present but empty: the provider adds
          // 'public-read' when the key is missing and sends none when it is empty.
          ACL: "",
        },
      },
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  "users-permissions": {
    config: {
      jwtSecret: env("JWT_SECRET"),
      // One day, as the specification's token expiry; the web session never outlives it.
      jwt: { expiresIn: "1d" },
      register: { allowedFields: ["Rolle"] },
      // Per visitor address (forwarded by the web app, see config/server.ts) and route; the web app
      // limits per client IP and per account in front of it.
      ratelimit: { interval: 60000, max: env.int("AUTH_RATE_LIMIT_MAX", 20) },
    },
  },
  email: {
    config: {
      provider: "nodemailer",
      // TLS whenever the relay needs a login, optional DKIM; a setting that would send a password
      // in clear or sign with half a key stops the start (packages/rules/src/mail-transport.ts).
      providerOptions: mailTransportOptions((name) => env(name)),
      settings: {
        defaultFrom: env("MAIL_FROM", "Wundportal <no-reply@wundportal.de>"),
        defaultReplyTo: env("MAIL_REPLY_TO", "kontakt@wundportal.de"),
      },
    },
  },
  upload: {
    config: {
      ...uploadStorage(env),
      // The ceiling for everyone; portal uploads have tighter limits per kind of file (images 10 MB,
      // PDF 20 MB, video and audio 100 MB: lib/uploads.json, checked in src/uploads/rules.ts).
      sizeLimit: env.int("UPLOAD_SIZE_LIMIT", 100 * 1024 * 1024),
      // Uploads are served from the portal's own origin: only media a browser merely displays are
      // accepted. Strapi decides by the file's content (file-type), by its extension and by the
      // declared type; a denied type is refused whichever of them names it. SVG and HTML run
      // scripts, executables and archives have no place in a listing.
      security: {
        allowedTypes: [
          "image/png",
          "image/jpeg",
          "image/gif",
          "image/webp",
          "image/avif",
          "video/*",
          "audio/*",
          "application/pdf",
        ],
        deniedTypes: [
          "image/svg+xml",
          "text/*",
          "application/xhtml+xml",
          "application/xml",
          "application/javascript",
          "application/x-msdownload",
          "application/vnd.microsoft.portable-executable",
          "application/x-elf",
          "application/x-executable",
          "application/x-mach-binary",
          "application/x-sh",
          "application/java-archive",
          "application/zip",
        ],
      },
    },
  },
});
