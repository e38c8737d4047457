import { rateLimitMessage } from "@/lib/messages";
import { clientIp, createLimiter, limiter } from "./rate-limit";
import { ORIGINAL_FORWARDED_FOR_HEADER, SOCKET_ADDRESS_HEADER } from "./client-address";

const MINUTE = 60_000;

// In memory (no REDIS_URL); the window's clock is Jest's. The same limits across two processes
// sharing Redis: rate-limit.redis.test.ts.
beforeEach(() => jest.useFakeTimers({ now: new Date("2026-03-02T08:00:00Z") }));
afterEach(() => jest.useRealTimers());

describe("rate limit", () => {
  const limit = { max: 3, windowMs: MINUTE };

  it("allows max attempts per window, then refuses until the window ends", async () => {
    const limits = createLimiter();
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await limits.hit("ip:a", limit)).ok);
    expect(results).toEqual([true, true, true]);
    jest.advanceTimersByTime(1000);
    expect(await limits.hit("ip:a", limit)).toEqual({ ok: false, retryAfterMinutes: 1 });
    jest.advanceTimersByTime(59_000);
    expect((await limits.hit("ip:a", limit)).ok).toBe(true);
  });

  it("counts keys separately and forgets a key on clear", async () => {
    const limits = createLimiter();
    for (let i = 0; i < 3; i++) await limits.hit("konto:x", limit);
    expect((await limits.hit("konto:x", limit)).ok).toBe(false);
    expect((await limits.hit("konto:y", limit)).ok).toBe(true);
    await limits.clear("konto:x", limit);
    expect((await limits.hit("konto:x", limit)).ok).toBe(true);
  });

  it("without REDIS_URL counts in this process's memory", async () => {
    const saved = process.env;
    process.env = {
      ...saved,
      REDIS_URL: undefined,
      CMS_URL: "http://cms.test",
      CMS_READ_TOKEN: "r".repeat(40),
      REVALIDATE_SECRET: "s".repeat(40),
      NEXTAUTH_SECRET: "n".repeat(40),
    };
    const here = limiter();
    process.env = saved;
    for (let i = 0; i < 3; i++) expect((await here.hit("speicher:ip", limit)).ok).toBe(true);
    expect((await limiter().hit("speicher:ip", limit)).ok).toBe(false);
    // Another process has its own memory: it has seen none of these attempts.
    expect((await createLimiter().hit("speicher:ip", limit)).ok).toBe(true);
  });

  it("words the wait in German", () => {
    expect(rateLimitMessage(1)).toBe("Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.");
    expect(rateLimitMessage(15)).toBe("Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.");
  });
});

describe("failure limit (sign-in)", () => {
  const perIp = { max: 3, windowMs: 15 * MINUTE };

  it("does not count attempts that succeeded", async () => {
    const limits = createLimiter();
    for (let i = 0; i < 50; i++) {
      const a = await limits.attempt([["ok:ip", perIp]]);
      expect(a.ok).toBe(true);
      await a.release();
    }
  });

  it("refuses after max failures and names the minutes until the window of the first failure ends", async () => {
    const limits = createLimiter();
    const fail = () => limits.attempt([["bad:ip", perIp]]);
    await fail();
    jest.advanceTimersByTime(5 * MINUTE);
    await fail();
    jest.advanceTimersByTime(MINUTE);
    await fail();
    // 8 minutes after the first failure it still has 7 minutes to go.
    jest.advanceTimersByTime(2 * MINUTE);
    expect(await fail()).toMatchObject({ ok: false, retryAfterMinutes: 7 });
    // Rounded up, never 0.
    jest.advanceTimersByTime(7 * MINUTE - 1000);
    expect(await fail()).toMatchObject({ ok: false, retryAfterMinutes: 1 });
    // The window has ended: a new one starts with the next failure.
    jest.advanceTimersByTime(1000);
    for (let i = 0; i < 3; i++) expect((await fail()).ok).toBe(true);
    expect(await fail()).toMatchObject({ ok: false, retryAfterMinutes: 15 });
  });

  it("a refused attempt is not counted, and counts under no key when one key is full", async () => {
    const limits = createLimiter();
    const account = { max: 1, windowMs: 15 * MINUTE };
    await limits.attempt([["pair:x", account]]);
    const both = await limits.attempt([
      ["shared:ip", perIp],
      ["pair:x", account],
    ]);
    expect(both.ok).toBe(false);
    for (let i = 0; i < 3; i++) expect((await limits.attempt([["shared:ip", perIp]])).ok).toBe(true);
    await limits.clear("pair:x", account);
    expect((await limits.attempt([["pair:x", account]])).ok).toBe(true);
  });

  it("counts parallel attempts before their outcome is known", async () => {
    const limits = createLimiter();
    const pending = await Promise.all([1, 2, 3].map(() => limits.attempt([["parallel:ip", perIp]])));
    expect(pending.every((a) => a.ok)).toBe(true);
    expect((await limits.attempt([["parallel:ip", perIp]])).ok).toBe(false);
    await pending[0]!.release();
    expect((await limits.attempt([["parallel:ip", perIp]])).ok).toBe(true);
  });
});

describe("clientIp", () => {
  const NONE = { hops: 0, proxies: ["127.0.0.1", "::1"] };
  const ONE = { hops: 1, proxies: ["10.0.0.2"] };
  const TWO = { hops: 2, proxies: ["10.0.0.0/24"] };
  // What instrumentation.ts records for every request: the TCP peer, and X-Forwarded-For as it
  // arrived (before Next fills it in).
  const request = (socket: string | null, forwardedFor?: string) =>
    new Headers({
      ...(socket ? { [SOCKET_ADDRESS_HEADER]: socket } : {}),
      ...(forwardedFor !== undefined
        ? { [ORIGINAL_FORWARDED_FOR_HEADER]: forwardedFor, "x-forwarded-for": forwardedFor }
        : {}),
    });

  it("with no trusted proxy takes the socket address and ignores a forged X-Forwarded-For", () => {
    expect(clientIp(request("198.51.100.4"), NONE)).toBe("198.51.100.4");
    expect(clientIp(request("198.51.100.4", "203.0.113.7"), NONE)).toBe("198.51.100.4");
    expect(clientIp(request("198.51.100.4", "203.0.113.8, 203.0.113.9"), NONE)).toBe("198.51.100.4");
  });

  it("behind one trusted proxy takes the address that proxy appended, not what the client wrote", () => {
    // client forged 203.0.113.7; the proxy (10.0.0.2) appended the real peer 198.51.100.4
    expect(clientIp(request("10.0.0.2", "203.0.113.7, 198.51.100.4"), ONE)).toBe("198.51.100.4");
    expect(clientIp(request("10.0.0.2", "198.51.100.4"), ONE)).toBe("198.51.100.4");
  });

  it("behind two trusted proxies counts two hops from the socket", () => {
    expect(clientIp(request("10.0.0.3", "1.1.1.1, 198.51.100.4, 10.0.0.2"), TWO)).toBe("198.51.100.4");
  });

  it("never trusts a header alone: without the recorded socket address the client is unknown", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }), NONE)).toBe("unbekannt");
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.7" }), ONE)).toBe(
      "unbekannt",
    );
  });

  it("takes X-Forwarded-For only from a trusted proxy's address, never from another peer", () => {
    // The proxy is configured, but the attacker connects to the web app directly and forges the header.
    expect(clientIp(request("198.51.100.66", "203.0.113.7"), ONE)).toBe("198.51.100.66");
    // Nor from a direct client on the same network as the proxy.
    expect(clientIp(request("10.0.0.9", "203.0.113.7"), ONE)).toBe("10.0.0.9");
    // Through the trusted proxy, the address it appended counts.
    expect(clientIp(request("::ffff:10.0.0.2", "203.0.113.7"), ONE)).toBe("203.0.113.7");
    // Two hops: the second proxy must be a trusted one too, else its entry is where trust ends.
    expect(clientIp(request("10.0.0.3", "198.51.100.4, 203.0.113.50"), TWO)).toBe("203.0.113.50");
    // Loopback (nginx on the same machine) by default.
    const local = { hops: 1, proxies: ["127.0.0.1", "::1"] };
    expect(clientIp(request("127.0.0.1", "198.51.100.4"), local)).toBe("198.51.100.4");
    expect(clientIp(request("192.0.2.1", "198.51.100.4"), local)).toBe("192.0.2.1");
  });

  it("ignores garbage in the forwarded chain", () => {
    expect(clientIp(request("10.0.0.2", "nonsense"), ONE)).toBe("unbekannt");
  });
});
