import type { Core } from "@strapi/strapi";
import { createAuthLimitStore } from "../src/auth/auth-limit-store";

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
  secrets: { encryptionKey: env("ENCRYPTION_KEY") },
  flags: { nps: false, promoteEE: false },
  // Admin sign-ins per e-mail and address in 5 minutes; the test stack raises it (every CMS test file
  // signs in). Counted like the users' sign-ins: in Redis with REDIS_URL, across CMS instances.
  rateLimit: {
    max: env.int("ADMIN_RATE_LIMIT_MAX", 5),
    store: createAuthLimitStore({ redisUrl: env("REDIS_URL") || undefined, name: "admin" }),
  },
});
