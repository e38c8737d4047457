import { rateLimitMessage } from "@/lib/messages";
import { attempt, clearFailures, clientIp, hit, reset } from "./rate-limit";
import { ORIGINAL_FORWARDED_FOR_HEADER, SOCKET_ADDRESS_HEADER } from "./client-address";

describe("rate limit", () => {
  const limit = { max: 3, windowMs: 60_000 };

  it("allows max attempts per window, then refuses until the window ends", () => {
    const t = 1_000_000;
    expect([1, 2, 3].map(() => hit("ip:a", limit, t).ok)).toEqual([true, true, true]);
    expect(hit("ip:a", limit, t + 1000)).toEqual({ ok: false, retryAfterMinutes: 1 });
    expect(hit("ip:a", limit, t + 60_000).ok).toBe(true);
  });

  it("counts keys separately and forgets a key on reset", () => {
    const t = 2_000_000;
    for (let i = 0; i < 3; i++) hit("konto:x", limit, t);
    expect(hit("konto:x", limit, t).ok).toBe(false);
    expect(hit("konto:y", limit, t).ok).toBe(true);
    reset("konto:x");
    expect(hit("konto:x", limit, t).ok).toBe(true);
  });

  it("words the wait in German", () => {
    expect(rateLimitMessage(1)).toBe("Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.");
    expect(rateLimitMessage(15)).toBe("Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.");
  });
});

describe("failure limit (sign-in)", () => {
  const MINUTE = 60_000;
  const perIp = { max: 3, windowMs: 15 * MINUTE };

  it("does not count attempts that succeeded", () => {
    const t = 10_000_000;
    for (let i = 0; i < 50; i++) {
      const a = attempt([["ok:ip", perIp]], t + i);
      expect(a.ok).toBe(true);
      a.release();
    }
  });

  it("refuses after max failures and names the minutes until the oldest failure expires", () => {
    const t = 20_000_000;
    attempt([["bad:ip", perIp]], t);
    attempt([["bad:ip", perIp]], t + 5 * MINUTE);
    attempt([["bad:ip", perIp]], t + 6 * MINUTE);
    // 8 minutes after the first failure it still has 7 minutes to go.
    expect(attempt([["bad:ip", perIp]], t + 8 * MINUTE)).toMatchObject({ ok: false, retryAfterMinutes: 7 });
    // Rounded up, never 0.
    expect(attempt([["bad:ip", perIp]], t + 15 * MINUTE - 1000)).toMatchObject({
      ok: false,
      retryAfterMinutes: 1,
    });
    // The first failure has left the window: one attempt is free again, then the next wait is 5 minutes.
    expect(attempt([["bad:ip", perIp]], t + 15 * MINUTE).ok).toBe(true);
    expect(attempt([["bad:ip", perIp]], t + 15 * MINUTE + 1)).toMatchObject({
      ok: false,
      retryAfterMinutes: 5,
    });
  });

  it("a refused attempt is not counted, and counts under no key when one key is full", () => {
    const t = 30_000_000;
    const account = { max: 1, windowMs: 15 * MINUTE };
    attempt([["pair:x", account]], t);
    expect(
      attempt(
        [
          ["shared:ip", perIp],
          ["pair:x", account],
        ],
        t,
      ).ok,
    ).toBe(false);
    for (let i = 0; i < 3; i++) expect(attempt([["shared:ip", perIp]], t).ok).toBe(true);
    clearFailures("pair:x");
    expect(attempt([["pair:x", account]], t).ok).toBe(true);
  });

  it("counts parallel attempts before their outcome is known", () => {
    const t = 40_000_000;
    const pending = [1, 2, 3].map(() => attempt([["parallel:ip", perIp]], t));
    expect(pending.every((a) => a.ok)).toBe(true);
    expect(attempt([["parallel:ip", perIp]], t).ok).toBe(false);
    pending[0]!.release();
    expect(attempt([["parallel:ip", perIp]], t).ok).toBe(true);
  });
});

describe("clientIp", () => {
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
    expect(clientIp(request("198.51.100.4"), 0)).toBe("198.51.100.4");
    expect(clientIp(request("198.51.100.4", "203.0.113.7"), 0)).toBe("198.51.100.4");
    expect(clientIp(request("198.51.100.4", "203.0.113.8, 203.0.113.9"), 0)).toBe("198.51.100.4");
  });

  it("behind one trusted proxy takes the address that proxy appended, not what the client wrote", () => {
    // client forged 203.0.113.7; the proxy (10.0.0.2) appended the real peer 198.51.100.4
    expect(clientIp(request("10.0.0.2", "203.0.113.7, 198.51.100.4"), 1)).toBe("198.51.100.4");
    expect(clientIp(request("10.0.0.2", "198.51.100.4"), 1)).toBe("198.51.100.4");
  });

  it("behind two trusted proxies counts two hops from the socket", () => {
    expect(clientIp(request("10.0.0.3", "1.1.1.1, 198.51.100.4, 10.0.0.2"), 2)).toBe("198.51.100.4");
  });

  it("never trusts a header alone: without the recorded socket address the client is unknown", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }), 0)).toBe("unbekannt");
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.7" }), 1)).toBe(
      "unbekannt",
    );
  });

  it("ignores garbage in the forwarded chain", () => {
    expect(clientIp(request("10.0.0.2", "nonsense"), 1)).toBe("unbekannt");
  });
});
