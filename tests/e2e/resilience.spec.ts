// The portal through CMS outages. This spec starts its own web app (same build) whose CMS address
// is a TCP relay to the test stack's Strapi, so it can freeze or cut "the CMS" without touching the
// stack the other specs share.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, connect, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { expect, test } from "./support/fixtures";
import { acknowledgeWelcomeDialogs } from "./support/search";

const ROOT = join(__dirname, "..", "..");
const CMS = new URL(process.env.CMS_URL ?? "http://127.0.0.1:1337");
const TIMEOUT_MS = 1500;

/**
 * Stands in for the CMS: passes connections through, holds them unanswered (frozen), or refuses them
 * (down). `holds` picks requests (by their first line) to hold unanswered while the rest pass.
 */
class Relay {
  mode: "up" | "frozen" = "up";
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly holds: (requestLine: string) => boolean = () => false,
  ) {}

  async start() {
    this.mode = "up";
    const server = createServer((client) => {
      this.sockets.add(client);
      client.on("close", () => this.sockets.delete(client));
      client.on("error", () => undefined);
      if (this.mode === "frozen") return; // like a SIGSTOPped Strapi: accepted, never answered
      const upstream = connect(Number(CMS.port), CMS.hostname);
      this.sockets.add(upstream);
      upstream.on("close", () => this.sockets.delete(upstream));
      upstream.on("error", () => client.destroy());
      upstream.pipe(client);
      // The web app sends one request at a time per connection: each starts a chunk with its request line.
      let held = false;
      client.on("data", (chunk: Buffer) => {
        held ||= this.holds(chunk.toString("latin1", 0, chunk.indexOf("\r\n")));
        if (!held) upstream.write(chunk);
      });
      client.on("end", () => upstream.end());
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }

  freeze() {
    this.mode = "frozen";
    this.dropConnections();
  }

  async stop() {
    this.dropConnections();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(null)));
    this.server = null;
  }

  private dropConnections() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe.configure({ mode: "serial" });
// The signed-in visitor: an organiser with a running subscription, made for the test.
test.use({ accountSpec: { rolle: "Veranstalter", plan: "Veranstalter: Premium" } });

let relay: Relay;
let web: ChildProcess;
let baseURL: string;

/** Starts the web app (same build) against the CMS at `cmsPort`; resolves once it answers. */
async function startWeb(cmsPort: number): Promise<{ web: ChildProcess; baseURL: string }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const secret = () => randomBytes(32).toString("base64url");
  const web = spawn(
    join(ROOT, "node_modules", ".bin", "next"),
    ["start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: ROOT,
      detached: true,
      stdio: "ignore",
      env: {
        ...process.env,
        CMS_URL: `http://127.0.0.1:${cmsPort}`,
        CMS_READ_TOKEN: process.env.CMS_READ_TOKEN,
        CMS_TIMEOUT_MS: String(TIMEOUT_MS),
        REVALIDATE_SECRET: secret(),
        NEXTAUTH_SECRET: secret(),
        NEXTAUTH_URL: baseURL,
        SITE_URL: baseURL,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return { web, baseURL };
}

test.beforeAll(async () => {
  relay = new Relay(await freePort());
  // Started while "the CMS" is down (the relay is not listening yet).
  ({ web, baseURL } = await startWeb(relay.port));
});

test.afterAll(async () => {
  if (web?.pid) process.kill(-web.pid, "SIGTERM");
  await relay?.stop();
});

test("started while the CMS is down: a German maintenance page with 503, then recovery on its own", async () => {
  const response = await fetch(`${baseURL}/veranstaltungen`);
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  const html = await response.text();
  expect(html).toContain('lang="de"');
  expect(html).toContain("Wartungsarbeiten");

  await relay.start();
  await expect
    .poll(() => fetch(`${baseURL}/veranstaltungen`).then((r) => r.status), {
      timeout: 20_000,
      intervals: [1000],
    })
    .toBe(200);
});

test("a signed-in visitor stays signed in and sees public pages while the CMS is frozen or down", async ({
  page,
  account,
}) => {
  test.setTimeout(120_000);
  // The list pages' welcome dialogs would make the page behind them inert after about 4 s.
  await acknowledgeWelcomeDialogs(page);
  // Public pages once, so they are in memory.
  for (const path of ["/", "/veranstaltungen", "/referenten", "/hersteller", "/versorgungspartner"]) {
    expect((await page.goto(`${baseURL}${path}`))!.status(), path).toBe(200);
  }
  await page.goto(`${baseURL}/signin`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Passwort").fill(account.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin/"));

  for (const outage of ["frozen", "down"] as const) {
    if (outage === "frozen") relay.freeze();
    else await relay.stop();
    const started = Date.now();
    const response = await page.goto(`${baseURL}/veranstaltungen`);
    expect(response!.status(), outage).toBe(200);
    expect(Date.now() - started, outage).toBeLessThan(15_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The header still shows the signed-in menu, and the failed lookup is reported, not a sign-out.
    await expect(page.getByRole("button", { name: "Benutzerkonto" }).first()).toBeVisible();
    await expect(page.getByText("Es ist etwas schief gelaufen...")).toBeVisible();
    await page.waitForTimeout(1500); // time for a crash recovery to reload or sign out, if it did
    expect(new URL(page.url()).pathname).toBe("/veranstaltungen");
    // Anonymous visitors get the pages from memory.
    for (const path of ["/", "/referenten", "/hersteller"]) {
      expect((await fetch(`${baseURL}${path}`)).status, `${outage} ${path}`).toBe(200);
    }
  }

  // The CMS is back: the session was never lost.
  await relay.start();
  await page.goto(`${baseURL}/admin/benutzerkonto`);
  await expect(page).toHaveURL(/\/admin\/benutzerkonto$/);
});

test("a detail page shows its entry while the whole collection is still loading, and 404 only for an unknown one", async () => {
  test.setTimeout(120_000);
  // Every bulk read of a collection is held (as at 100,000 events, where it took minutes); reads of
  // named entries pass.
  const slow = new Relay(
    await freePort(),
    (line) => /^GET \/api\/web-export\/\w+\?/.test(line) && !/[?&](ids|containing|documentIds)=/.test(line),
  );
  await slow.start();
  const started = await startWeb(slow.port);
  try {
    const read = async (collection: string) => {
      const response = await fetch(`${CMS.origin}/api/web-export/${collection}?pagination[pageSize]=100`, {
        headers: { Authorization: `Bearer ${process.env.CMS_READ_TOKEN}` },
      });
      return ((await response.json()) as { data: Record<string, unknown>[] }).data;
    };
    const [event] = await read("veranstaltungen");
    const holder = (await read("hersteller")).find((m) => (m.Produkt as unknown[]).length > 0);
    const product = (holder!.Produkt as { id: number; Produktname: string }[])[0]!;
    for (const [path, name] of [
      [`/veranstaltungen/${event!.id}`, event!.Veranstaltungsname],
      [`/produkt/${product.id}`, product.Produktname],
    ] as const) {
      const response = await fetch(`${started.baseURL}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(String(name));
    }
    // Unknown, and ids no entry can have (the CMS would refuse to look them up): 404, never an error.
    for (const id of ["999999999", "-1", "0", "99999999999"])
      expect((await fetch(`${started.baseURL}/veranstaltungen/${id}`)).status, id).toBe(404);
  } finally {
    if (started.web.pid) process.kill(-started.web.pid, "SIGTERM");
    await slow.stop();
  }
});
