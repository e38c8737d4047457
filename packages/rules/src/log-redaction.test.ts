import { redactLog, requestLogLine } from "./log-redaction";

describe("redactLog", () => {
  it("hides e-mail addresses, also URL-encoded", () => {
    const out = redactLog(
      "Anmeldung von Anna.Muster+test@klinik-beispiel.de und anna%40example.org fehlgeschlagen",
    );
    expect(out).not.toMatch(/anna|muster|klinik-beispiel|example\.org/i);
    expect(out).toBe("Anmeldung von [E-Mail] und [E-Mail] fehlgeschlagen");
  });

  it("hides JWTs, bearer tokens and credentials in URLs", () => {
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJlLXNpZ25hdHVyZQ";
    const out = redactLog(
      `token ${jwt}; Authorization: Bearer abc123def456; redis://:geheim@cache.intern:6379 postgres://nutzer:pw@db/wp`,
    );
    for (const secret of [jwt, "abc123def456", "geheim", "nutzer:pw"]) expect(out).not.toContain(secret);
    expect(out).toContain("cache.intern:6379");
  });

  it("hides the values of secret fields and query parameters, keeps the rest", () => {
    const out = redactLog(
      `{"identifier":"hans","password":"Geheim-2026!","newPassword":"x"} /api/auth/reset?code=abcdef&lang=de password: 'Sommer2026' confirmation=tok123`,
    );
    for (const secret of ["hans", "Geheim-2026!", '"x"', "abcdef", "Sommer2026", "tok123"]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("lang=de");
    expect(out).toContain("/api/auth/reset");
  });

  it("leaves ordinary text alone", () => {
    const text = "GET /veranstaltungen/42 200 (12 ms) – Wundversorgung @ Berlin { code: 'ECONNREFUSED' }";
    expect(redactLog(text)).toBe(text);
  });
});

describe("requestLogLine", () => {
  it("gives method, path without the query, status and duration", () => {
    expect(requestLogLine("GET", "/password-new?code=secret123&email=a%40b.de", 200, 12.4)).toBe(
      "GET /password-new 200 13ms",
    );
  });

  it("hides an e-mail address or token in the path itself", () => {
    const line = requestLogLine("DELETE", "/api/konto/anna@example.org", 404, 3);
    expect(line).toBe("DELETE /api/konto/[E-Mail] 404 3ms");
  });
});
