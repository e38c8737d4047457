import type { Core } from "@strapi/strapi";

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env("HOST", "127.0.0.1"),
  port: env.int("PORT", 1337),
  url: env("PUBLIC_URL", ""),
  app: { keys: env.array("APP_KEYS") },
  webhooks: { populateRelations: false },
  // The uploads live in `<public>/uploads`; another folder for a restored copy or a shared disk.
  dirs: { public: env("PUBLIC_DIR", "./public") },
  // X-Forwarded-For is visitor input (the web app passes it through, and anyone who reaches
  // Strapi directly could send it), so Koa does not trust it unless TRUST_PROXY says a proxy of
  // ours in front of Strapi overwrites it. The visitor's address comes from the web app's signed
  // X-Wundportal-Client-IP header instead (src/middlewares/client-ip.ts).
  proxy: { koa: env.bool("TRUST_PROXY", false), maxIpsCount: 1 },
});
