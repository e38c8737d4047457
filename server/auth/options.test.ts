// next-auth's redirect callback (sign-out callbackUrl, sign-in redirects) stays on the portal.
process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

const strapiSignIn = jest.fn();
jest.mock("./strapi-auth", () => ({
  strapiSignIn: (...args: unknown[]) => strapiSignIn(...args),
  strapiLogout: jest.fn(),
  jwtExpiry: () => 0,
}));

import { ORIGINAL_FORWARDED_FOR_HEADER, SOCKET_ADDRESS_HEADER } from "@/server/client-address";
import { CmsError } from "@/server/cms/client";
import { authOptions } from "./options";

const redirect = (url: string) =>
  authOptions().callbacks!.redirect!({ url, baseUrl: "http://localhost:3000" });

describe("authOptions redirect callback", () => {
  it("keeps local targets", async () => {
    expect(await redirect("/signin")).toBe("http://localhost:3000/signin");
    expect(await redirect("http://localhost:3000/admin/plans?x=1")).toBe(
      "http://localhost:3000/admin/plans?x=1",
    );
  });

  it.each([
    "/\\evil.example",
    "/\t/evil.example",
    "//evil.example",
    "https://evil.example/",
    "http://localhost:3000.evil.example/",
  ])("sends %j to the start page instead", async (url) => {
    expect(await redirect(url)).toBe("http://localhost:3000");
  });
});

describe("sign-in attempt limits", () => {
  const authorize = (email: string, socket: string, forwardedFor = "") => {
    const provider = authOptions().providers[0] as unknown as {
      options: { authorize: (c: unknown, r: unknown) => Promise<unknown> };
    };
    return provider.options.authorize(
      { email, password: "falsch-falsch-falsch" },
      {
        headers: {
          [SOCKET_ADDRESS_HEADER]: socket,
          [ORIGINAL_FORWARDED_FOR_HEADER]: forwardedFor,
          "x-forwarded-for": forwardedFor || socket,
        },
      },
    );
  };

  beforeEach(() => {
    strapiSignIn.mockReset();
    strapiSignIn.mockRejectedValue(new CmsError("Invalid identifier or password", 400, null));
  });

  it("locks the pair (address, account): a stranger's failures do not lock the owner out", async () => {
    for (let i = 0; i < 5; i++) expect(await authorize("opfer@example.org", "198.51.100.1")).toBeNull();
    await expect(authorize("opfer@example.org", "198.51.100.1")).rejects.toThrow(/^RATE_LIMITED:\d+$/);
    // The owner, from another address, still gets to try.
    strapiSignIn.mockClear();
    expect(await authorize("opfer@example.org", "198.51.100.2")).toBeNull();
    expect(strapiSignIn).toHaveBeenCalledTimes(1);
  });

  it("a forged X-Forwarded-For does not give an attacker fresh attempts", async () => {
    for (let i = 0; i < 5; i++) await authorize("ziel@example.org", "198.51.100.3", `203.0.113.${i}`);
    await expect(authorize("ziel@example.org", "198.51.100.3", "203.0.113.99")).rejects.toThrow(
      /^RATE_LIMITED/,
    );
  });

  it("successful sign-ins never count: 150 staff behind one clinic address all get in", async () => {
    strapiSignIn.mockResolvedValue({ jwt: "a.b.c", user: { id: 1, username: "u", email: "u@example.org" } });
    for (let i = 0; i < 150; i++) {
      expect(await authorize(`kraft${i}@klinik.example`, "198.51.100.5")).toMatchObject({ id: "1" });
    }
  });

  it("the per-address limit counts failures of any account, and the message names the real wait", async () => {
    for (let i = 0; i < 100; i++) expect(await authorize(`rate${i}@example.org`, "198.51.100.6")).toBeNull();
    await expect(authorize("neu@example.org", "198.51.100.6")).rejects.toThrow(/^RATE_LIMITED:(15|14)$/);
  });

  it("passes the client's address to Strapi", async () => {
    await authorize("jemand@example.org", "198.51.100.4", "203.0.113.50");
    expect(strapiSignIn).toHaveBeenCalledWith("jemand@example.org", "falsch-falsch-falsch", "198.51.100.4");
  });
});

describe("session cookie", () => {
  it("is Secure with the __Secure- prefix when only SITE_URL is https", async () => {
    jest.resetModules();
    process.env.SITE_URL = "https://wundportal.example";
    delete process.env.NEXTAUTH_URL;
    const { authOptions: fresh } = await import("./options");
    expect(fresh().useSecureCookies).toBe(true);
    delete process.env.SITE_URL;
  });
});
