// The web app's logs: one line per request (method, path without the query string, status,
// duration), and no e-mail address, token or password in any line, whoever logs it (our code,
// Next, a library). Installed once per process by instrumentation.ts.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { format } from "node:util";
import { redactLog, requestLogLine } from "@wundportal/rules";

let installed = false;

export async function installLogging(): Promise<void> {
  if (installed) return;
  installed = true;
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => write(redactLog(format(...args)));
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
    const line = requestLogLine(
      request.method ?? "-",
      request.url ?? "",
      response.statusCode,
      performance.now() - started,
    );
    // A client that went away before the answer was sent: the status is what it would have got.
    console.log(response.writableFinished ? line : `${line} abgebrochen`);
  });
}
