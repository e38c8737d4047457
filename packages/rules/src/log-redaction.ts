// What the logs of both processes may not hold: e-mail addresses, tokens and passwords. Every log
// line of the web app (instrumentation.ts) and of Strapi (cms/src/logging.ts) passes redactLog;
// request lines carry the path only, since a query string can hold a reset code or an address.

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer\s+)[^\s"',;]+/gi;
/** user:password@ in a connection URL (redis://, postgres://, https://). */
const URL_CREDENTIALS = /(\/\/)[^\s/@]*:[^\s/@]*@/g;
/** Names of fields whose value is secret or personal. */
const SECRET_NAME = "[A-Za-z_]*(?:password|passwort|token|secret|jwt|identifier|email)[A-Za-z_]*";
/** name=value in a query string or form body; there also the one-time codes of links. */
const SECRET_PARAM = new RegExp(`\\b((?:${SECRET_NAME}|code|confirmation|signature)=)[^&\\s#"']*`, "gi");
/** "name": "value" or name: 'value' in JSON or an inspected object. */
const SECRET_FIELD = new RegExp(`(["']?\\b${SECRET_NAME}["']?\\s*:\\s*)("[^"]*"|'[^']*'|[^\\s,}]+)`, "gi");

/** The text with e-mail addresses, tokens and secret values replaced by placeholders. */
export function redactLog(text: string): string {
  return text
    .replace(URL_CREDENTIALS, "$1[Zugang]@")
    .replace(JWT, "[Token]")
    .replace(BEARER, "$1[Token]")
    .replace(SECRET_FIELD, "$1[entfernt]")
    .replace(SECRET_PARAM, "$1[entfernt]")
    .replace(EMAIL, "[E-Mail]");
}

/** One request log line: method, path without the query string, status and duration. */
export function requestLogLine(method: string, url: string, status: number, ms: number): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return `${method} ${redactLog(path)} ${status} ${Math.ceil(ms)}ms`;
}
