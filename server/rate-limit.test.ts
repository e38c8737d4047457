import { clientIp, hit, rateLimitMessage, reset } from "./rate-limit";

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

  it("takes the first forwarded address as the client", () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" });
    expect(clientIp(headers)).toBe("203.0.113.7");
    expect(clientIp(new Headers())).toBe("unbekannt");
  });
});
