// The proxy's page steps: the maintenance page, the count of a detail view, the HTML cache's answer
// and the security headers of a page Next renders.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { noteCmsAnswered } from "@/server/read-path/availability";
import { contentVersion } from "@/server/read-path/content-version";
import { FILL_HEADER, ownOrigin, placeholderNonce, store } from "@/server/read-path/html-cache";
import { flushViews, stopFlushTimer } from "@/server/stats/view-counter";
import {
  countDetailView,
  maintenanceUntilCmsReached,
  renderWithSecurityHeaders,
  serveCachedHtml,
} from "./page";

process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

const HTTP = { NODE_ENV: "production", SITE_URL: "http://localhost:3000", NEXTAUTH_URL: undefined } as const;
const HTTPS = { ...HTTP, SITE_URL: "https://wundportal.de" } as const;
const CACHING = { ...HTTP, HTML_CACHE: "1" } as const;
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new NextRequest(`http://localhost:3000${path}`, { method, headers });
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

afterEach(() => jest.restoreAllMocks());
afterAll(() => stopFlushTimer());

describe("maintenanceUntilCmsReached", () => {
  it("answers 503 with the maintenance page until the CMS has answered once, then hands on", async () => {
    // A CMS that is not there: the probe finds nothing listening.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    process.env.CMS_URL = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));

    const answer = await maintenanceUntilCmsReached();
    expect(answer?.status).toBe(503);
    expect(answer?.headers.get("retry-after")).toBe("30");
    expect(await answer?.text()).toContain("<h1>Wartungsarbeiten</h1>");

    noteCmsAnswered();
    expect(await maintenanceUntilCmsReached()).toBeUndefined();
  });
});

/** Renders every page the HTML cache asks this server for with `body`; the fill header it sent. */
function renderingServer(body: string) {
  const asked: string[] = [];
  let fillHeader = "";
  jest.spyOn(global, "fetch").mockImplementation(async (url, init) => {
    asked.push(String(url));
    fillHeader = new Headers(init?.headers).get(FILL_HEADER) ?? "";
    return new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
  });
  return { asked, fillHeader: () => fillHeader };
}

describe("serveCachedHtml", () => {
  const html = (text: string) => `<html><script nonce="${placeholderNonce()}">${text}</script></html>`;
  const keep = (key: string, text: string) =>
    store(key, {
      body: Buffer.from(html(text)),
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["x-seite", key],
      ],
      version: contentVersion(),
      storedAt: Date.now(),
    });

  it("answers a kept page with a fresh nonce in its HTML and CSP, each time another", async () => {
    keep("/hersteller", "Hersteller");
    const first = (await serveCachedHtml(request("/hersteller"), CACHING))!;
    const second = (await serveCachedHtml(request("/hersteller"), CACHING))!;
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(answer.headers.get("x-seite")).toBe("/hersteller");
      expect(answer.headers.get("strict-transport-security")).toBeNull();
      const nonce = nonceOf(answer.headers.get("content-security-policy"))!;
      expect(await answer.text()).toBe(`<html><script nonce="${nonce}">Hersteller</script></html>`);
    }
    expect(nonceOf(first.headers.get("content-security-policy"))).not.toBe(
      nonceOf(second.headers.get("content-security-policy")),
    );
    const https = (await serveCachedHtml(request("/hersteller"), { ...HTTPS, HTML_CACHE: "1" }))!;
    expect(https.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("renders a missing page without a query through this server once, and keeps it", async () => {
    const server = renderingServer(html("Referenten"));
    const answer = (await serveCachedHtml(request("/referenten"), CACHING))!;
    expect(server.asked).toEqual([`${ownOrigin()}/referenten`]);
    expect(await answer.text()).toContain(
      `nonce="${nonceOf(answer.headers.get("content-security-policy"))}"`,
    );
    await serveCachedHtml(request("/referenten"), CACHING);
    expect(server.asked).toHaveLength(1);
  });

  it("hands on a list with a query asked for the first time, without rendering it for the cache", async () => {
    const server = renderingServer(html("gefiltert"));
    expect(await serveCachedHtml(request("/referenten?q=wunde"), CACHING)).toBeUndefined();
    expect(server.asked).toEqual([]);
  });

  it("hands on a kept page's request with a session, a client navigation, in development, with the cache off, and its own render", async () => {
    keep("/versorgungspartner", "Versorgungspartner");
    const server = renderingServer(html("x"));
    await serveCachedHtml(request("/veranstaltungen"), CACHING); // learns the fill header
    const fill = { [FILL_HEADER]: server.fillHeader() };
    expect(fill[FILL_HEADER]).not.toBe("");
    for (const [headers, settings] of [
      [{ cookie: "next-auth.session-token=abc" }, CACHING],
      [{ rsc: "1" }, CACHING],
      [{}, { ...CACHING, NODE_ENV: "development" }],
      [{}, { ...CACHING, HTML_CACHE: "0" }],
      [fill, CACHING],
    ] as const) {
      expect(await serveCachedHtml(request("/versorgungspartner", headers), settings)).toBeUndefined();
    }
    expect(server.asked).toHaveLength(1);
  });
});

describe("renderWithSecurityHeaders", () => {
  it("lets Next render the page with a fresh nonce in the response's CSP and in the request's, HSTS on https", () => {
    const answer = renderWithSecurityHeaders(request("/"), HTTP);
    expect(answer.headers.get("x-middleware-next")).toBe("1");
    const csp = answer.headers.get("content-security-policy")!;
    expect(nonceOf(csp)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(csp).not.toContain("'unsafe-eval'");
    // Next reads the nonce for its own scripts from the request's CSP.
    expect(answer.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(answer.headers.get("strict-transport-security")).toBeNull();
    expect(
      nonceOf(renderWithSecurityHeaders(request("/"), HTTP).headers.get("content-security-policy")),
    ).not.toBe(nonceOf(csp));

    expect(renderWithSecurityHeaders(request("/"), HTTPS).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(
      renderWithSecurityHeaders(request("/"), { ...HTTP, NODE_ENV: "development" }).headers.get(
        "content-security-policy",
      ),
    ).toContain("'unsafe-eval'");
  });

  it("renders the HTML cache's own request with the placeholder nonce", async () => {
    const server = renderingServer("<html></html>");
    await serveCachedHtml(request("/"), CACHING);
    const answer = renderWithSecurityHeaders(request("/", { [FILL_HEADER]: server.fillHeader() }), HTTP);
    expect(nonceOf(answer.headers.get("content-security-policy"))).toBe(placeholderNonce());
    const forged = renderWithSecurityHeaders(request("/", { [FILL_HEADER]: "geraten" }), HTTP);
    expect(nonceOf(forged.headers.get("content-security-policy"))).not.toBe(placeholderNonce());
  });
});

describe("countDetailView", () => {
  /** The counts the next flush sends the CMS. */
  async function flushed() {
    const bodies: string[] = [];
    jest.spyOn(global, "fetch").mockImplementation(async (_url, init) => {
      bodies.push(init!.body as string);
      return new Response("{}", { status: 200 });
    });
    await flushViews();
    return bodies.flatMap((body) => JSON.parse(body).counts as { kind: string; id: number }[]);
  }
  const person = { "user-agent": CHROME, "x-wundportal-socket-address": "198.51.100.4" };

  it("counts a person's view of a detail page and hands the request on", async () => {
    expect(countDetailView(request("/referenten/12", person))).toBeUndefined();
    expect(await flushed()).toEqual([expect.objectContaining({ kind: "Referent", id: 12, views: 1 })]);
  });

  it("counts neither the HTML cache's own render, nor a bot, nor another page", async () => {
    const server = renderingServer("<html></html>");
    await serveCachedHtml(request("/hersteller/3"), CACHING);
    countDetailView(request("/hersteller/3", { ...person, [FILL_HEADER]: server.fillHeader() }));
    countDetailView(request("/hersteller/3", { ...person, "user-agent": "curl/8.5.0" }));
    countDetailView(request("/hersteller", person));
    countDetailView(request("/hersteller/3", person, "POST"));
    jest.restoreAllMocks();
    expect(await flushed()).toEqual([]);
  });
});
