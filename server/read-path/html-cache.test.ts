import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { patch, cached } from "./cache";
import { contentVersion } from "./content-version";
import {
  cacheKeyOf,
  fill,
  FILL_HEADER,
  HTML_TTL_MS,
  isFillRequest,
  lookup,
  MAX_QUERY_LENGTH,
  placeholderNonce,
  store,
  withNonce,
  worthKeeping,
} from "./html-cache";

const COOKIE = "next-auth.session-token";
const request = (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const url = new URL(path, "http://portal.test");
  return { method, pathname: url.pathname, searchParams: url.searchParams, headers: new Headers(headers) };
};

describe("which requests the HTML cache serves", () => {
  it("keys a public list by path and its query sorted by name", () => {
    expect(cacheKeyOf(request("/veranstaltungen?ort=Hamburg&dir=asc&thema=a&thema=b"), COOKIE)).toBe(
      "/veranstaltungen?dir=asc&ort=Hamburg&thema=a&thema=b",
    );
    expect(cacheKeyOf(request("/veranstaltungen?thema=a&dir=asc&thema=b"), COOKIE)).toBe(
      "/veranstaltungen?dir=asc&thema=a&thema=b",
    );
    expect(cacheKeyOf(request("/"), COOKIE)).toBe("/");
    expect(cacheKeyOf(request("/referenten/12"), COOKIE)).toBe("/referenten/12");
  });

  it("keeps every public page and detail page, and nothing else", () => {
    for (const path of [
      "/",
      "/hersteller",
      "/impressum",
      "/barrierefreiheit",
      "/app",
      "/produkt/7",
      "/versorgungspartner/3",
    ]) {
      expect(cacheKeyOf(request(path), COOKIE)).toBe(path);
    }
    for (const path of [
      "/suche",
      "/produkt",
      "/produkt/7x",
      "/hersteller/3/x",
      "/veranstaltungen/",
      "/impressum/1",
    ]) {
      expect(cacheKeyOf(request(path), COOKIE)).toBeNull();
    }
  });

  it("never serves a visitor with a session, a client navigation, a non-GET or a private path", () => {
    expect(cacheKeyOf(request("/referenten/12", { cookie: `a=1; ${COOKIE}=x` }), COOKIE)).toBeNull();
    expect(cacheKeyOf(request("/referenten", { cookie: `${COOKIE}.0=x; ${COOKIE}.1=y` }), COOKIE)).toBeNull();
    expect(cacheKeyOf(request("/veranstaltungen", { rsc: "1" }), COOKIE)).toBeNull();
    expect(cacheKeyOf(request("/veranstaltungen?_rsc=abc"), COOKIE)).toBeNull();
    expect(cacheKeyOf(request("/veranstaltungen", { "next-action": "x" }), COOKIE)).toBeNull();
    expect(cacheKeyOf(request("/veranstaltungen", {}, "POST"), COOKIE)).toBeNull();
    for (const path of [
      "/admin/konto",
      "/signin",
      "/suche/verwalten",
      "/veranstaltungen/abc",
      "/p-success",
    ]) {
      expect(cacheKeyOf(request(path), COOKIE)).toBeNull();
    }
  });

  it("a cookie that only resembles the session cookie does not keep a visitor from the cache", () => {
    expect(cacheKeyOf(request("/referenten", { cookie: `karte=1; x${COOKIE}=1` }), COOKIE)).toBe(
      "/referenten",
    );
  });
});

describe("cached pages", () => {
  const page = (body: string, storedAt = Date.now()) => ({
    body: Buffer.from(body),
    headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][],
    version: contentVersion(),
    storedAt,
  });

  it("gives each answer its own nonce in place of the placeholder", () => {
    const p = page(
      `<script nonce="${placeholderNonce()}">1</script><script nonce="${placeholderNonce()}">2</script>`,
    );
    expect(withNonce(p, "abc").toString()).toBe(
      '<script nonce="abc">1</script><script nonce="abc">2</script>',
    );
    expect(withNonce(p, "def").toString()).not.toContain(placeholderNonce());
  });

  it("answers with the page's UTF-8 bytes, characters of several bytes right beside the nonce included", () => {
    const p = page(`<p>„Wunde“ – 10 €</p><script nonce="${placeholderNonce()}">„ü“</script>€`);
    const answer = withNonce(p, "n0nce");
    expect(answer.toString("utf8")).toBe('<p>„Wunde“ – 10 €</p><script nonce="n0nce">„ü“</script>€');
    expect(answer.byteLength).toBe(Buffer.byteLength(answer.toString("utf8")));
  });

  it("keeps pages up to 48 MB of their UTF-8 bytes, dropping the least recently used first", () => {
    // 20 pages of 1,000,000 characters of 3 bytes each: 20 million characters, 60 MB of UTF-8.
    const big = "€".repeat(1_000_000);
    for (let i = 0; i < 20; i++) store(`/veranstaltungen/${900_000 + i}`, page(big));
    const kept = Array.from(
      { length: 20 },
      (_, i) => lookup(`/veranstaltungen/${900_000 + i}`) !== undefined,
    );
    expect(kept.filter(Boolean)).toHaveLength(16);
    expect(kept.slice(4).every(Boolean)).toBe(true);
  });

  it("drops a page once a cached collection changes", async () => {
    await cached("html-cache-test", 60_000, async () => [1]);
    store("/veranstaltungen", page("<p>alt</p>"));
    expect(lookup("/veranstaltungen")?.body.toString()).toBe("<p>alt</p>");
    patch<number[]>("html-cache-test", (list) => [...list, 2]);
    expect(lookup("/veranstaltungen")).toBeUndefined();
  });

  it("drops a page after its time to live (the default order depends on the clock)", () => {
    const now = Date.now();
    store("/referenten", page("<p>x</p>", now));
    expect(lookup("/referenten", now + HTML_TTL_MS - 1)).toBeDefined();
    expect(lookup("/referenten", now + HTML_TTL_MS)).toBeUndefined();
  });
});

describe("queries the cache does not remember", () => {
  it("renders a query longer than 1 KB without the cache", () => {
    const long = `/veranstaltungen?q=${"k".repeat(MAX_QUERY_LENGTH)}`;
    expect(cacheKeyOf(request(long), COOKIE)).toBeNull();
    const fits = `/veranstaltungen?q=${"k".repeat(MAX_QUERY_LENGTH - 2)}`;
    expect(cacheKeyOf(request(fits), COOKIE)).toBe(fits);
  });

  it("renders a query with a parameter its page does not read without the cache", () => {
    // Every parameter a list reads (filters, the points per Vergabestelle, the table's state) keeps it.
    const known = "/veranstaltungen?dir=desc&page=2&punkte_icw=3&q=Wunde&size=20&sort=name&thema=Dekubitus";
    expect(cacheKeyOf(request(known), COOKIE)).toBe(known);
    expect(cacheKeyOf(request("/versorgungspartner?ort=Hamburg&umkreis=50"), COOKIE)).toBe(
      "/versorgungspartner?ort=Hamburg&umkreis=50",
    );
    for (const path of [
      "/veranstaltungen?thema=Dekubitus&utm_source=newsletter",
      "/veranstaltungen?metrik=1",
      "/veranstaltungen?punkte_unbekannt=3",
      "/referenten?umkreis=50",
      "/hersteller?Thema=Dekubitus",
      "/impressum?x=1",
      "/veranstaltungen/12?ref=mail",
      "/?q=Wunde",
    ]) {
      expect(cacheKeyOf(request(path), COOKIE)).toBeNull();
    }
  });

  it("forgets the oldest queries asked once when their keys together pass 4 MB, however many", () => {
    const now = 2_000_000;
    const key = (i: number) => `/veranstaltungen?q=${String(i).padStart(1000, "x")}`;
    expect(worthKeeping(key(0), now)).toBe(false);
    // 5,000 keys of about 1 KB each: more characters than kept, fewer keys than the count limit.
    for (let i = 1; i <= 5000; i++) worthKeeping(key(i), now);
    // The first is forgotten (asked again, it counts as a first time), the last is remembered.
    expect(worthKeeping(key(0), now + 1)).toBe(false);
    expect(worthKeeping(key(5000), now + 1)).toBe(true);
  });
});

describe("which misses are rendered for the cache", () => {
  it("always a page without a query; a list with a query only when it is asked again within a minute", () => {
    const now = 1_000_000;
    expect(worthKeeping("/veranstaltungen", now)).toBe(true);
    expect(worthKeeping("/referenten/12", now)).toBe(true);
    const key = "/veranstaltungen?ort=Kiel&thema=Dekubitus";
    expect(worthKeeping(key, now)).toBe(false);
    expect(worthKeeping(key, now + 1000)).toBe(true);
    // Asked once, and again only after the minute: still a one-off.
    const later = "/referenten?ort=Erfurt";
    expect(worthKeeping(later, now)).toBe(false);
    expect(worthKeeping(later, now + HTML_TTL_MS)).toBe(false);
    expect(worthKeeping(later, now + HTML_TTL_MS + 10)).toBe(true);
  });
});

describe("filling the cache from this server", () => {
  let server: Server;
  let origin: string;
  let seen: { url: string; headers: IncomingHttpHeaders }[];
  let answer: { status: number; headers: Record<string, string>; body: string };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url!, headers: req.headers });
      setTimeout(() => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    answer = {
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" },
      body: `<script nonce="${placeholderNonce()}"></script>`,
    };
  });

  it("renders a page once for concurrent visitors, with the secret fill header, and keeps it", async () => {
    const [a, b] = await Promise.all([
      fill("/hersteller?haupt=Wunde", origin),
      fill("/hersteller?haupt=Wunde", origin),
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/hersteller?haupt=Wunde");
    const fillHeader = seen[0]!.headers[FILL_HEADER] as string;
    expect(isFillRequest(new Headers({ [FILL_HEADER]: fillHeader }))).toBe(true);
    expect(isFillRequest(new Headers({ [FILL_HEADER]: "geraten" }))).toBe(false);
    expect(a).toBe(b);
    expect(a!.headers).toContainEqual(["cache-control", "private, no-store"]);
    expect(lookup("/hersteller?haupt=Wunde")?.body.toString()).toBe(answer.body);
  });

  it("keeps no error page, no redirect and no answer that sets a cookie", async () => {
    for (const [key, status, headers] of [
      ["/veranstaltungen/999", 404, { "content-type": "text/html" }],
      ["/veranstaltungen/998", 307, { location: "/signin" }],
      ["/veranstaltungen/997", 200, { "content-type": "text/html", "set-cookie": "a=b" }],
    ] as const) {
      answer = { status, headers, body: "x" };
      expect(await fill(key, origin)).toBeNull();
      expect(lookup(key)).toBeUndefined();
    }
  });
});
