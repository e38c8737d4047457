import { isSameOrigin } from "./same-origin";

const headers = (values: Record<string, string>) => new Headers(values);

describe("isSameOrigin", () => {
  it("passes the portal's own origin and a request without one", () => {
    expect(isSameOrigin(headers({ host: "localhost:3000", origin: "http://localhost:3000" }))).toBe(true);
    expect(isSameOrigin(headers({ host: "localhost:3000" }))).toBe(true);
  });

  it("compares with the forwarded host where a proxy in front sets one", () => {
    const forwarded = { host: "10.0.0.5:3000", "x-forwarded-host": "wundportal.de, intern" };
    expect(isSameOrigin(headers({ ...forwarded, origin: "https://wundportal.de" }))).toBe(true);
    expect(isSameOrigin(headers({ ...forwarded, origin: "http://10.0.0.5:3000" }))).toBe(false);
  });

  it("refuses another site, an opaque origin and an unreadable one", () => {
    for (const origin of ["https://evil.example", "http://localhost:3001", "null", "nicht-lesbar"]) {
      expect(isSameOrigin(headers({ host: "localhost:3000", origin }))).toBe(false);
    }
  });
});
