// One log line per request: method, path without the query string (it can hold a confirmation
// token or an address), status and duration. Replaces strapi::logger, which logs the whole URL.
import type { Context, Next } from "koa";
import type { Core } from "@strapi/strapi";
import { requestLogLine } from "@wundportal/rules";

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    const line = requestLogLine(ctx.method, ctx.url, ctx.status, ms);
    // With LOG_FORMAT=json the fields go in the entry too (the path as the line has it: no query).
    if (process.env.LOG_FORMAT === "json") {
      strapi.log.http(line, {
        method: ctx.method,
        path: line.split(" ", 2)[1],
        status: ctx.status,
        ms: Math.ceil(ms),
      });
    } else strapi.log.http(line);
  };
