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

describe("signedClientIp", () => {
  it("signs the address together with the time, the format the CMS checks (cms/src/middlewares/client-ip.ts)", () => {
    const at = Date.UTC(2027, 0, 1, 12, 0, 0, 750);
    const seconds = Math.floor(at / 1000);
    const mac = createHmac("sha256", "geheim").update(`client-ip:${seconds}:198.51.100.7`).digest("hex");
    expect(signedClientIp("198.51.100.7", "geheim", at)).toBe(`198.51.100.7;${seconds};${mac}`);
  });
});
