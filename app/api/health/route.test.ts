// GET /api/health: what a load balancer asks. 200 once the web app has reached the CMS, 503 while
// it never has; the body says only that, and no cache keeps an old answer.
import { createServer, type Server } from "node:http";
import { forgetProcessWide } from "@/server/process-wide";

process.env.NEXTAUTH_SECRET = "s".repeat(32);
process.env.CMS_READ_TOKEN = "r".repeat(32);
process.env.REVALIDATE_SECRET = "v".repeat(32);

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
  forgetProcessWide("cmsAvailability");
  jest.resetModules();
});

async function cmsAt(status: number | null): Promise<string> {
  server = createServer((_, res) => (status === null ? res.destroy() : res.writeHead(status).end()));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function health() {
  const { GET } = await import("./route");
  const response = await GET();
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get("cache-control"),
  };
}

it("answers 503 while the CMS has never answered", async () => {
  process.env.CMS_URL = await cmsAt(null);
  const { status, body, cache } = await health();
  expect(status).toBe(503);
  expect(JSON.parse(body)).toEqual({ status: "unavailable" });
  expect(cache).toBe("no-store");
});

it("answers 200 once the CMS has answered, with nothing but the state in the body", async () => {
  process.env.CMS_URL = await cmsAt(204);
  const { status, body, cache } = await health();
  expect(status).toBe(200);
  expect(JSON.parse(body)).toEqual({ status: "ok" });
  expect(cache).toBe("no-store");
  for (const secret of ["s".repeat(32), "r".repeat(32), "v".repeat(32), process.env.CMS_URL]) {
    expect(body).not.toContain(secret);
  }
});
