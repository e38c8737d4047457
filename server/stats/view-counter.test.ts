import { createHmac } from "node:crypto";
import {
  berlinDay,
  countView,
  detailViewOf,
  flushViews,
  MAX_LISTINGS_PER_VISITOR,
  stopFlushTimer,
  visitorOf,
} from "./view-counter";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const headers = (extra: Record<string, string> = {}) => new Headers({ "user-agent": CHROME, ...extra });

describe("detailViewOf", () => {
  it("names the listing of a person's view of a detail page", () => {
    expect(detailViewOf("GET", "/referenten/12", headers())).toEqual({ kind: "Referent", id: 12 });
    expect(detailViewOf("GET", "/veranstaltungen/7/", headers())).toEqual({ kind: "Veranstaltung", id: 7 });
    expect(detailViewOf("GET", "/hersteller/3", headers({ rsc: "1" }))).toEqual({
      kind: "Hersteller",
      id: 3,
    });
    expect(detailViewOf("GET", "/versorgungspartner/9", headers())).toEqual({
      kind: "Versorgungspartner",
      id: 9,
    });
  });

  it("ignores other pages, other methods, prefetches and obvious bots", () => {
    for (const path of [
      "/referenten",
      "/referenten/abc",
      "/produkt/4",
      "/referenten/0",
      "/admin/meine-inserate",
    ]) {
      expect(detailViewOf("GET", path, headers())).toBeNull();
    }
    expect(detailViewOf("POST", "/referenten/12", headers())).toBeNull();
    expect(detailViewOf("HEAD", "/referenten/12", headers())).toBeNull();
    expect(detailViewOf("GET", "/referenten/12", headers({ "next-router-prefetch": "1" }))).toBeNull();
    expect(
      detailViewOf("GET", "/referenten/12", headers({ "sec-purpose": "prefetch;prerender" })),
    ).toBeNull();
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "python-requests/2.31",
      "",
    ]) {
      expect(detailViewOf("GET", "/referenten/12", new Headers({ "user-agent": agent }))).toBeNull();
    }
  });
});

describe("flushViews", () => {
  const env = process.env;
  beforeEach(() => {
    process.env = {
      ...env,
      CMS_URL: "http://cms.test",
      CMS_READ_TOKEN: "r".repeat(40),
      REVALIDATE_SECRET: "s".repeat(40),
      NEXTAUTH_SECRET: "n".repeat(40),
    };
  });
  afterEach(() => {
    process.env = env;
    jest.restoreAllMocks();
  });
  /** Flushes to a CMS that takes every batch; the counts it was sent. */
  async function flushedCounts(now: Date) {
    const calls: RequestInit[] = [];
    jest.spyOn(global, "fetch").mockImplementation(async (_url, init) => {
      calls.push(init!);
      return new Response("{}", { status: 200 });
    });
    await flushViews(now);
    return JSON.parse(calls[0]!.body as string).counts;
  }
  // The timer countView started would fire after this file's environment is gone.
  afterAll(() => stopFlushTimer());

  it("posts the summed counts per listing and day, signed, and keeps them when the CMS fails", async () => {
    const now = new Date("2026-05-04T22:30:00Z"); // already 5 May in Berlin
    countView({ kind: "Referent", id: 12 }, "visitor A", now);
    countView({ kind: "Referent", id: 12 }, "visitor B", now);
    countView({ kind: "Hersteller", id: 3 }, "visitor A", now);

    const failing = jest.spyOn(global, "fetch").mockRejectedValueOnce(new Error("down"));
    jest.spyOn(console, "error").mockImplementation(() => {});
    await flushViews(now);
    expect(failing).toHaveBeenCalledTimes(1);

    const calls: RequestInit[] = [];
    jest.spyOn(global, "fetch").mockImplementation(async (_url, init) => {
      calls.push(init!);
      return new Response("{}", { status: 200 });
    });
    await flushViews(now);
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as string;
    expect(JSON.parse(body).counts).toEqual([
      { kind: "Referent", id: 12, day: "2026-05-05", views: 2 },
      { kind: "Hersteller", id: 3, day: "2026-05-05", views: 1 },
    ]);
    const signature = createHmac("sha256", "r".repeat(40)).update(`listing-stats:${body}`).digest("hex");
    expect((calls[0]!.headers as Record<string, string>)["X-Wundportal-Stats-Signature"]).toBe(signature);
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);

    // Sent once: nothing is left for the next flush.
    await flushViews(now);
    expect(calls).toHaveLength(1);
  });

  it("drops counts older than the CMS takes (after a long outage) instead of having the whole batch refused", async () => {
    const today = new Date();
    countView({ kind: "Veranstaltung", id: 5 }, "visitor", today);
    countView({ kind: "Veranstaltung", id: 5 }, "visitor", new Date(today.getTime() - 10 * 86_400_000));
    const calls: RequestInit[] = [];
    jest.spyOn(global, "fetch").mockImplementation(async (_url, init) => {
      calls.push(init!);
      return new Response("{}", { status: 200 });
    });
    await flushViews();
    expect(JSON.parse(calls[0]!.body as string).counts).toEqual([
      { kind: "Veranstaltung", id: 5, day: berlinDay(today), views: 1 },
    ]);
  });

  it("counts a visitor once per listing and day: 100 views of one visitor are 1, two visitors are 2", async () => {
    const now = new Date("2026-06-10T08:00:00Z");
    const request = (address: string, agent = CHROME) =>
      new Headers({
        "user-agent": agent,
        "x-wundportal-socket-address": address,
        "x-wundportal-original-forwarded-for": "",
      });
    for (let i = 0; i < 100; i += 1)
      countView({ kind: "Referent", id: 41 }, visitorOf(request("203.0.113.7")), now);
    countView({ kind: "Referent", id: 41 }, visitorOf(request("203.0.113.8")), now);
    // The same address on another listing is another view.
    countView({ kind: "Referent", id: 42 }, visitorOf(request("203.0.113.7")), now);
    countView({ kind: "Referent", id: 42 }, visitorOf(request("203.0.113.9")), now);
    // A forged X-Forwarded-For makes no new visitor (no proxy is trusted here).
    countView(
      { kind: "Referent", id: 42 },
      visitorOf(
        new Headers({
          "user-agent": CHROME,
          "x-wundportal-socket-address": "203.0.113.7",
          "x-wundportal-original-forwarded-for": "198.51.100.1",
        }),
      ),
      now,
    );
    // The next day the same visitor counts again.
    const tomorrow = new Date("2026-06-11T08:00:00Z");
    countView({ kind: "Referent", id: 41 }, visitorOf(request("203.0.113.7")), tomorrow);

    const calls: RequestInit[] = [];
    jest.spyOn(global, "fetch").mockImplementation(async (_url, init) => {
      calls.push(init!);
      return new Response("{}", { status: 200 });
    });
    await flushViews(tomorrow);
    expect(JSON.parse(calls[0]!.body as string).counts).toEqual([
      { kind: "Referent", id: 41, day: "2026-06-10", views: 2 },
      { kind: "Referent", id: 42, day: "2026-06-10", views: 2 },
      { kind: "Referent", id: 41, day: "2026-06-11", views: 1 },
    ]);
  });

  it("counts an address once per listing and day whatever user agent it sends: 40 agents are 1 view, two addresses 2", async () => {
    const now = new Date("2026-06-12T08:00:00Z");
    const from = (address: string, agent: string) =>
      visitorOf(
        new Headers({
          "user-agent": agent,
          "x-wundportal-socket-address": address,
          "x-wundportal-original-forwarded-for": "",
        }),
      );
    for (let i = 0; i < 40; i += 1)
      countView({ kind: "Hersteller", id: 61 }, from("203.0.113.20", `${CHROME} Build/${i}`), now);
    countView({ kind: "Hersteller", id: 61 }, from("203.0.113.21", CHROME), now);
    // One IPv6 connection has its whole /64: another address in it is the same visitor.
    countView({ kind: "Hersteller", id: 61 }, from("2001:db8:0:7::1", CHROME), now);
    countView({ kind: "Hersteller", id: 61 }, from("2001:db8:0:7:ffff::2", `${CHROME} X`), now);

    expect(await flushedCounts(now)).toEqual([{ kind: "Hersteller", id: 61, day: "2026-06-12", views: 3 }]);
  });

  it("remembers at most MAX_LISTINGS_PER_VISITOR listings of one address a day, and counts no more", async () => {
    const now = new Date("2026-06-13T08:00:00Z");
    const visitor = visitorOf(
      new Headers({ "user-agent": CHROME, "x-wundportal-socket-address": "198.51.100.99" }),
    );
    for (let id = 1; id <= MAX_LISTINGS_PER_VISITOR + 300; id += 1)
      countView({ kind: "Veranstaltung", id }, visitor, now);
    const state = (globalThis as Record<symbol, { visits?: { seen: Set<string> } }>)[
      Symbol.for("wundportal.viewCounter")
    ];
    expect(state?.visits?.seen.size).toBe(MAX_LISTINGS_PER_VISITOR);
    // Another address still counts.
    countView({ kind: "Veranstaltung", id: 1 }, "198.51.100.100", now);

    const counts: { views: number }[] = await flushedCounts(now);
    expect(counts.reduce((sum, row) => sum + row.views, 0)).toBe(MAX_LISTINGS_PER_VISITOR + 1);
  });

  it("keeps no address: what it remembers of a visitor is a keyed hash", () => {
    expect(visitorOf(new Headers({ "user-agent": CHROME }))).not.toContain(CHROME);
    countView({ kind: "Hersteller", id: 77 }, "198.51.100.23\nAgent", new Date());
    const state = (globalThis as Record<symbol, { visits?: { seen: Set<string> } }>)[
      Symbol.for("wundportal.viewCounter")
    ];
    const remembered = [...(state?.visits?.seen ?? [])].join(" ");
    expect(remembered).not.toContain("198.51.100.23");
    expect(remembered).toMatch(/^[\w-]+( [\w-]+)*$/);
  });

  it("dates a view by the calendar day in Berlin", () => {
    expect(berlinDay(new Date("2026-03-29T21:59:00Z"))).toBe("2026-03-29");
    expect(berlinDay(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
  });
});
