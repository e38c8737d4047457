// Strapi's logs never hold an e-mail address, a token or a password: every entry passes redactLog
// before Strapi's own format prints it (mail errors quote recipients, errors quote request data).
import type { Core } from "@strapi/strapi";
import { redactLog } from "@wundportal/rules";

type Info = Record<string, unknown>;
interface Format {
  transform(info: Info, options?: unknown): Info | boolean;
  options?: unknown;
}

/** Puts the redaction in front of the logger's format (winston reads it for every entry). */
export function redactLogs(strapi: Core.Strapi): void {
  const logger = strapi.log as unknown as { format: Format };
  const inner = logger.format;
  logger.format = {
    options: inner.options,
    transform(info, options) {
      for (const key of Object.keys(info)) {
        if (key !== "level" && typeof info[key] === "string") info[key] = redactLog(info[key] as string);
      }
      return inner.transform(info, options);
    },
  };
}

interface Winston {
  format: ((transform: (info: Info) => Info | boolean) => () => Format) & {
    printf(template: (info: Info) => string): Format;
  };
}

/**
 * LOG_FORMAT=json: every entry one JSON object (time, level, msg, and the entry's own fields, such as
 * a request's method, path, status and ms) for log collectors; Strapi's coloured text otherwise.
 */
export function jsonLogFormat(winston: Winston): Format {
  return winston.format.printf((info) => {
    const { level, message, ...fields } = info;
    return JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  });
}
