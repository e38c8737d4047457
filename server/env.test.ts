import { sessionCookieName, siteIsHttps } from "./env";

describe("session cookie on https", () => {
  it.each([
    [{ SITE_URL: "https://wundportal.de", NEXTAUTH_URL: undefined }, true],
    [{ SITE_URL: "http://localhost:3000", NEXTAUTH_URL: "https://wundportal.de" }, true],
    [{ SITE_URL: "http://localhost:3000", NEXTAUTH_URL: "http://localhost:3000" }, false],
  ])("%j → secure %s", (settings, secure) => {
    expect(siteIsHttps(settings)).toBe(secure);
    expect(sessionCookieName(settings)).toBe(
      secure ? "__Secure-next-auth.session-token" : "next-auth.session-token",
    );
  });
});
