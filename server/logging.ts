// The web app's logs: one line per request (method, path without the query string, status,
// duration), and no e-mail address, token or password in any line, whoever logs it (our code,
// Next, a library). With LOG_FORMAT=json every line is one JSON object (time, level, msg; a request's
// line also method, path, status, ms) for log collectors. Installed once per process by
// instrumentation.ts, which also counts every request here for the metrics (server/metrics).
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { format } from "node:util";
import { redactLog, requestLogLine } from "@wundportal/rules";
import { observeRequest } from "@/server/metrics/metrics";

let installed = false;

const LEVELS = { log: "info", info: "info", warn: "warn", error: "error", debug: "debug" } as const;
type Method = keyof typeof LEVELS;

/** Writes one line as it arrives (before the wrapping); set on install. */
let writeInfo: (line: string) => void = (line) => console.log(line);

/** Whether lines are JSON objects (LOG_FORMAT=json; read once at install, as the process starts). */
let json = false;

/** A log line as one JSON object: when, how severe, the message, and any fields of its own. */
export function jsonLine(level: string, msg: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
}

export async function installLogging(): Promise<void> {
  if (installed) return;
  installed = true;
  json = process.env.LOG_FORMAT === "json";
  for (const method of Object.keys(LEVELS) as Method[]) {
    const write = console[method].bind(console);
    if (method === "log") writeInfo = write;
    const level = LEVELS[method];
    console[method] = json
      ? (...args: unknown[]) => write(jsonLine(level, redactLog(format(...args))))
      : (...args: unknown[]) => write(redactLog(format(...args)));
  }
  const http = await import("node:http");
  const emit = http.Server.prototype.emit as (this: Server, event: string, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event === "request") logWhenDone(args[0] as IncomingMessage, args[1] as ServerResponse);
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}

function logWhenDone(request: IncomingMessage, response: ServerResponse) {
  const started = performance.now();
  response.once("close", () => {
    const ms = performance.now() - started;
    const url = request.url ?? "";
    observeRequest(request.method, url, response.statusCode, ms / 1000);
    const line = requestLogLine(request.method ?? "-", url, response.statusCode, ms);
    // A client that went away before the answer was sent: the status is what it would have got.
    const aborted = !response.writableFinished;
    if (!json) {
      console.log(aborted ? `${line} abgebrochen` : line);
      return;
    }
    const [method, path] = line.split(" ", 2);
    writeInfo(
      jsonLine("info", aborted ? `${line} abgebrochen` : line, {
        method,
        path,
        status: response.statusCode,
        ms: Math.ceil(ms),
        ...(aborted ? { aborted: true } : {}),
      }),
    );
  });
}
