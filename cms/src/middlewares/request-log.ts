// One log line per request: method, path without the query string (it can hold a confirmation
// token or an address), status and duration. Replaces strapi::logger, which logs the whole URL.
import type { Context, Next } from "koa";
import type { Core } from "@strapi/strapi";
import { requestLogLine } from "@wundportal/rules";

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const started = performance.now();
    await next();
    strapi.log.http(requestLogLine(ctx.method, ctx.url, ctx.status, performance.now() - started));
  };
