// LOG_FORMAT=json: every line of the web app's log one JSON object, redacted like the text lines.
import { Server as HttpServer, createServer, type Server } from "node:http";
import { installLogging } from "./logging";

let server: Server | undefined;
// The wrapper goes with this file: the next test file in this worker installs its own.
const originalEmit = HttpServer.prototype.emit;
const lines: string[] = [];
const originalLog = console.log;
const originalWarn = console.warn;

beforeAll(async () => {
  process.env.LOG_FORMAT = "json";
  console.log = (...args: unknown[]) => void lines.push(args.join(" "));
  console.warn = (...args: unknown[]) => void lines.push(args.join(" "));
  await installLogging();
});
afterAll(() => {
  HttpServer.prototype.emit = originalEmit;
  console.log = originalLog;
  console.warn = originalWarn;
  delete process.env.LOG_FORMAT;
  server?.close();
});
beforeEach(() => (lines.length = 0));

it("writes a request as one JSON object with time, level, msg and the request's fields, without the query", async () => {
  server = createServer((_, res) => void res.writeHead(404).end("nein"));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await fetch(`http://127.0.0.1:${port}/password-new?code=abc123&email=a%40b.de`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const entry = entries.find((e) => e.path === "/password-new");
  expect(entry).toMatchObject({ level: "info", method: "GET", path: "/password-new", status: 404 });
  expect(entry!.msg).toMatch(/^GET \/password-new 404 \d+ms$/);
  expect(new Date(entry!.time as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect(typeof entry!.ms).toBe("number");
  for (const line of lines) expect(line).not.toMatch(/abc123|a%40b\.de/);
});

it("writes what our code logs as one JSON object per line, with its level, redacted", () => {
  console.warn("[auth] Zeile eins\nZeile zwei von anna@example.org");
  expect(lines).toHaveLength(1);
  const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
  expect(entry.level).toBe("warn");
  expect(entry.msg).toContain("[auth] Zeile eins\nZeile zwei");
  expect(lines[0]).not.toContain("anna@example.org");
});
