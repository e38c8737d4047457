import { contentSecurityPolicy, pageSecurityHeaders } from "./security-headers";

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

describe("contentSecurityPolicy", () => {
  const csp = directives(contentSecurityPolicy({ nonce: "abc123", dev: false }));

  it("runs only our own scripts, by nonce, and never eval", () => {
    expect(csp["script-src"]).toEqual(
      expect.arrayContaining(["'self'", "'nonce-abc123'", "'strict-dynamic'"]),
    );
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("forbids plugins, base rewriting and framing", () => {
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
  });

  it("allows the map tiles and our own media explicitly", () => {
    expect(csp["img-src"]).toEqual(expect.arrayContaining(["'self'", "https://tile.openstreetmap.org"]));
    expect(csp["media-src"]).toEqual(["'self'"]);
    expect(csp["worker-src"]).toEqual(expect.arrayContaining(["'self'", "blob:"]));
  });

  it("does not restrict where forms and navigations go (checkout redirects to Stripe)", () => {
    expect(csp["form-action"]).toBeUndefined();
    expect(csp["navigate-to"]).toBeUndefined();
  });

  it("lets only the development server evaluate code (React's dev tools need it)", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n", dev: true }))["script-src"]).toContain(
      "'unsafe-eval'",
    );
  });
});

describe("pageSecurityHeaders", () => {
  it("sends HSTS only when the site runs on https", () => {
    expect(pageSecurityHeaders({ nonce: "n", dev: false, https: true })["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(
      pageSecurityHeaders({ nonce: "n", dev: false, https: false })["Strict-Transport-Security"],
    ).toBeUndefined();
  });

  it("sends the CSP", () => {
    expect(
      pageSecurityHeaders({ nonce: "n", dev: false, https: false })["Content-Security-Policy"],
    ).toContain("'nonce-n'");
  });
});
