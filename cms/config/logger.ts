// Strapi's logger: its own coloured text lines by default; with LOG_FORMAT=json one JSON object per
// line (src/logging.ts, jsonLogFormat). Either way every entry is redacted first (redactLogs).
import { winston } from "@strapi/logger";
import { jsonLogFormat } from "../src/logging";

export default () =>
  process.env.LOG_FORMAT === "json"
    ? { format: jsonLogFormat(winston as never), transports: [new winston.transports.Console()] }
    : {};
