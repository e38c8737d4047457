import { clientIp, hit, rateLimitMessage, reset } from "./rate-limit";
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
