import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // One day, as the specification's token expiry; the web session never outlives it.
      jwt: { expiresIn: '1d' },
      register: { allowedFields: ['Rolle'] },
      // Per visitor address (forwarded by the web app, see config/server.ts) and route; the web app
      // limits per client IP and per account in front of it.
      ratelimit: { interval: 60000, max: env.int('AUTH_RATE_LIMIT_MAX', 20) },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS') } } : {}),
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Wundportal <no-reply@wundportal.de>'),
        defaultReplyTo: env('MAIL_REPLY_TO', 'kontakt@wundportal.de'),
      },
    },
  },
  upload: {
    config: {
      // The ceiling for everyone; portal uploads have tighter limits per kind of file (images 10 MB,
      // PDF 20 MB, video and audio 100 MB: lib/uploads.json, checked in src/uploads/rules.ts).
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 100 * 1024 * 1024),
      // Uploads are served from the portal's own origin: only media a browser merely displays are
      // accepted. Strapi decides by the file's content (file-type), by its extension and by the
      // declared type; a denied type is refused whichever of them names it. SVG and HTML run
      // scripts, executables and archives have no place in a listing.
      security: {
        allowedTypes: [
          'image/png',
          'image/jpeg',
          'image/gif',
          'image/webp',
          'image/avif',
          'video/*',
          'audio/*',
          'application/pdf',
        ],
        deniedTypes: [
          'image/svg+xml',
          'text/*',
          'application/xhtml+xml',
          'application/xml',
          'application/javascript',
          'application/x-msdownload',
          'application/vnd.microsoft.portable-executable',
          'application/x-elf',
          'application/x-executable',
          'application/x-mach-binary',
          'application/x-sh',
          'application/java-archive',
          'application/zip',
        ],
      },
    },
  },
});
