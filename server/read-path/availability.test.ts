// cmsReachable: whether a web app that has never reached the CMS may render pages yet.
import { createServer, type Server } from "node:http";
import { forgetProcessWide } from "@/server/process-wide";

process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

let server: Server | undefined;
afterEach(() => server?.close());

async function listen(port: number) {
  server = createServer((_, res) => void res.writeHead(204).end());
  await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
}

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

it("is false while the CMS is down, true once it is back (re-asked after a short pause), and stays true", async () => {
  const port = await freePort();
  process.env.CMS_URL = `http://127.0.0.1:${port}`;
  const { cmsReachable } = await import("./availability");
  const t = 1_000_000;
  expect(await cmsReachable(t)).toBe(false);
  await listen(port);
  expect(await cmsReachable(t + 1000)).toBe(false); // still the remembered answer
  expect(await cmsReachable(t + 6000)).toBe(true);
  server!.close();
  server = undefined;
  // Once reached, pages are served from memory whatever the CMS does.
  expect(await cmsReachable(t + 60_000)).toBe(true);
});

it("counts any answer of the CMS to another call as reached, also while a slow probe still waits", async () => {
  // A CMS busy with the start-up loads: its health check answers late.
  forgetProcessWide("cmsAvailability");
  jest.resetModules();
  const port = await freePort();
  server = createServer(() => undefined); // accepts, never answers
  await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
  process.env.CMS_URL = `http://127.0.0.1:${port}`;
  const { cmsReachable, noteCmsAnswered } = await import("./availability");
  const asked = cmsReachable(2_000_000);
  let answer: boolean | undefined;
  void asked.then((value) => (answer = value));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answer).toBeUndefined();
  noteCmsAnswered(); // e.g. the first collection has loaded
  expect(await asked).toBe(true);
  expect(await cmsReachable(2_000_001)).toBe(true);
  server!.closeAllConnections();
});
