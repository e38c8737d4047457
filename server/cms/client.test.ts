import { createHmac } from "node:crypto";
import { signedClientIp, toQueryString } from "./client";

describe("toQueryString", () => {
  it("writes Strapi's bracket notation", () => {
    const qs = decodeURIComponent(
      toQueryString({
        filters: { Published: { $eq: true } },
        populate: { Bild: { fields: ["url", "name"] } },
        sort: ["Startzeit:desc"],
        pagination: { page: 2, pageSize: 1000 },
      }),
    );
    expect(qs.split("&")).toEqual([
      "filters[Published][$eq]=true",
      "populate[Bild][fields][0]=url",
      "populate[Bild][fields][1]=name",
      "sort[0]=Startzeit:desc",
      "pagination[page]=2",
      "pagination[pageSize]=1000",
    ]);
  });
});

describe("strapiFetch against a frozen or absent CMS", () => {
  const { createServer } = jest.requireActual<typeof import("node:net")>("node:net");
  let server: import("node:net").Server;
  let port = 0;
  const frozen: import("node:net").Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers, like a SIGSTOPped Strapi.
    server = createServer((socket) => void frozen.push(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as import("node:net").AddressInfo).port;
    process.env.NEXTAUTH_SECRET = "x".repeat(32);
    process.env.CMS_READ_TOKEN = "x".repeat(32);
    process.env.REVALIDATE_SECRET = "x".repeat(32);
    process.env.CMS_TIMEOUT_MS = "300";
  });
  afterAll(() => {
    frozen.forEach((socket) => socket.destroy());
    server.close();
  });

  it("gives up after CMS_TIMEOUT_MS with CmsUnavailableError", async () => {
    jest.resetModules();
    process.env.CMS_URL = `http://127.0.0.1:${port}`;
    const client = await import("./client");
    const started = Date.now();
    await expect(client.strapiFetch("/referents")).rejects.toBeInstanceOf(client.CmsUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("reports a refused connection as CmsUnavailableError, not as an answer of the CMS", async () => {
    jest.resetModules();
    process.env.CMS_URL = "http://127.0.0.1:9";
    const client = await import("./client");
    const error = await client.strapiFetch("/users/me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.CmsUnavailableError);
    expect(error).not.toBeInstanceOf(client.CmsError);
  });
});

describe("strapiFetchAll", () => {
  const { createServer } = jest.requireActual<typeof import("node:http")>("node:http");
  let server: import("node:http").Server;
  const asked: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let failing = 0;

  beforeAll(async () => {
    // A collection of seven pages; each answer takes a little while, as Strapi's do.
    server = createServer((request, response) => {
      const n = Number(new URL(request.url ?? "", "http://x").searchParams.get("pagination[page]"));
      asked.push(n);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(n === failing ? 500 : 200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ data: [{ n }], meta: { pagination: { page: n, pageCount: 7 } } }));
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.NEXTAUTH_SECRET = "x".repeat(32);
    process.env.CMS_READ_TOKEN = "x".repeat(32);
    process.env.REVALIDATE_SECRET = "x".repeat(32);
    process.env.CMS_URL = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
  });
  beforeEach(() => {
    asked.length = 0;
    mostInFlight = 0;
    failing = 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("reads every page in order, at most two at a time (more would only wait at Strapi)", async () => {
    jest.resetModules();
    const client = await import("./client");
    const all = await client.strapiFetchAll<{ n: number }, number>("/web-export/x", {}, (item) => item.n);
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(mostInFlight).toBe(2);
  });

  it("fails when a page fails, and asks for no page after it", async () => {
    jest.resetModules();
    const client = await import("./client");
    failing = 3;
    await expect(client.strapiFetchAll("/web-export/x", {})).rejects.toThrow();
    // Pages 2 and 3 were in flight together, and page 4 may have been asked for while 3 was failing.
    expect(Math.max(...asked)).toBeLessThanOrEqual(4);
  });
});

describe("signedClientIp", () => {
  it("signs the address together with the time, the format the CMS checks (cms/src/middlewares/client-ip.ts)", () => {
    const at = Date.UTC(2027, 0, 1, 12, 0, 0, 750);
    const seconds = Math.floor(at / 1000);
    const mac = createHmac("sha256", "geheim").update(`client-ip:${seconds}:198.51.100.7`).digest("hex");
    expect(signedClientIp("198.51.100.7", "geheim", at)).toBe(`198.51.100.7;${seconds};${mac}`);
  });
});
