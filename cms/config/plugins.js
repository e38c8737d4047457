'use strict';

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // One day, as the specification's token expiry; the web session never outlives it.
      jwt: { expiresIn: '1d' },
      register: { allowedFields: ['Rolle'] },
      // Per visitor address (forwarded by the web app, see config/server.js) and route; the web app
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
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
    },
  },
});
