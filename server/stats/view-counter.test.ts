import { createHmac } from "node:crypto";
import { berlinDay, countView, detailViewOf, flushViews, stopFlushTimer } from "./view-counter";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const headers = (extra: Record<string, string> = {}) => new Headers({ "user-agent": CHROME, ...extra });

describe("detailViewOf", () => {
  it("names the listing of a person's view of a detail page", () => {
    expect(detailViewOf("GET", "/referenten/12", headers())).toEqual({ kind: "Referent", id: 12 });
    expect(detailViewOf("GET", "/veranstaltungen/7/", headers())).toEqual({ kind: "Veranstaltung", id: 7 });
    expect(detailViewOf("GET", "/hersteller/3", headers({ rsc: "1" }))).toEqual({ kind: "Hersteller", id: 3 });
    expect(detailViewOf("GET", "/versorgungspartner/9", headers())).toEqual({ kind: "Versorgungspartner", id: 9 });
  });

  it("ignores other pages, other methods, prefetches and obvious bots", () => {
    for (const path of ["/referenten", "/referenten/abc", "/produkt/4", "/referenten/0", "/admin/meine-inserate"]) {
      expect(detailViewOf("GET", path, headers())).toBeNull();
    }
    expect(detailViewOf("POST", "/referenten/12", headers())).toBeNull();
    expect(detailViewOf("HEAD", "/referenten/12", headers())).toBeNull();
    expect(detailViewOf("GET", "/referenten/12", headers({ "next-router-prefetch": "1" }))).toBeNull();
    expect(detailViewOf("GET", "/referenten/12", headers({ "sec-purpose": "prefetch;prerender" }))).toBeNull();
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
  // The timer countView started would fire after this file's environment is gone.
  afterAll(() => stopFlushTimer());

  it("posts the summed counts per listing and day, signed, and keeps them when the CMS fails", async () => {
    const now = new Date("2026-05-04T22:30:00Z"); // already 5 May in Berlin
    countView({ kind: "Referent", id: 12 }, now);
    countView({ kind: "Referent", id: 12 }, now);
    countView({ kind: "Hersteller", id: 3 }, now);

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
    countView({ kind: "Veranstaltung", id: 5 }, today);
    countView({ kind: "Veranstaltung", id: 5 }, new Date(today.getTime() - 10 * 86_400_000));
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

  it("dates a view by the calendar day in Berlin", () => {
    expect(berlinDay(new Date("2026-03-29T21:59:00Z"))).toBe("2026-03-29");
    expect(berlinDay(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
  });
});
