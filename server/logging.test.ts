// The web app's logs: a line per request without the query, nothing personal in any line.
import { Server as HttpServer, createServer, type Server } from "node:http";
import { installLogging } from "./logging";

let server: Server | undefined;
// The wrapper goes with this file: the next test file in this worker installs its own.
const originalEmit = HttpServer.prototype.emit;
const lines: string[] = [];
const originalLog = console.log;
const originalError = console.error;

beforeAll(async () => {
  // What the wrapped console finally writes.
  console.log = (...args: unknown[]) => void lines.push(args.join(" "));
  console.error = (...args: unknown[]) => void lines.push(args.join(" "));
  await installLogging();
});
afterAll(() => {
  HttpServer.prototype.emit = originalEmit;
  console.log = originalLog;
  console.error = originalError;
  server?.close();
});
beforeEach(() => (lines.length = 0));

it("logs one line per request with method, path, status and duration, without the query", async () => {
  server = createServer((_, res) => void setTimeout(() => res.writeHead(201).end("ok"), 30));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/password-new?code=abc123&email=a%40b.de`, {
    method: "POST",
  });
  expect(response.status).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^POST \/password-new 201 (\d+)ms$/);
  expect(Number(/ (\d+)ms$/.exec(lines[0]!)![1])).toBeGreaterThanOrEqual(30);
});

it("redacts addresses and tokens in whatever is logged", () => {
  console.error("[auth] Anmeldung fehlgeschlagen:", new Error("Nutzer anna@example.org: Bearer abc.def"), {
    password: "Geheim-2026",
  });
  expect(lines).toHaveLength(1);
  for (const secret of ["anna@example.org", "abc.def", "Geheim-2026"]) expect(lines[0]).not.toContain(secret);
  expect(lines[0]).toContain("[auth] Anmeldung fehlgeschlagen:");
});
