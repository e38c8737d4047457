// requireAdminSession: /admin/... without a live session goes to /signin, remembering the target.
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { requireAdminSession } from "./admin-session";

const SECRET = "s".repeat(32);
const HTTP = { NEXTAUTH_SECRET: SECRET, SITE_URL: "http://localhost:3000", NEXTAUTH_URL: undefined };
const HTTPS = { NEXTAUTH_SECRET: SECRET, SITE_URL: "https://wundportal.de", NEXTAUTH_URL: undefined };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

async function session(claims: Record<string, unknown>, secret = SECRET) {
  return encode({ secret, token: { uid: "7", name: "anna", ...claims } });
}
const request = (url: string, cookie?: string) => new NextRequest(url, { headers: cookie ? { cookie } : {} });

/** Where the answer sends the visitor, or undefined when the request goes on. */
async function redirectOf(answer: Promise<Response | undefined>) {
  const response = await answer;
  if (!response) return undefined;
  expect(response.status).toBe(307);
  return response.headers.get("location");
}

describe("requireAdminSession", () => {
  it("sends a visitor without a session to /signin with the page and its query (without _rsc) as target", async () => {
    expect(await redirectOf(requireAdminSession(request("http://localhost:3000/admin"), HTTP))).toBe(
      "http://localhost:3000/signin?callbackUrl=%2Fadmin",
    );
    expect(
      await redirectOf(
        requireAdminSession(request("http://localhost:3000/admin/meine-inserate?seite=2&_rsc=abc"), HTTP),
      ),
    ).toBe("http://localhost:3000/signin?callbackUrl=%2Fadmin%2Fmeine-inserate%3Fseite%3D2");
  });

  it("lets a live session through", async () => {
    const cookie = `next-auth.session-token=${await session({ strapiJwt: "jwt-7", strapiExp: inAnHour() })}`;
    expect(
      await requireAdminSession(request("http://localhost:3000/admin/profil", cookie), HTTP),
    ).toBeUndefined();
  });

  it("reads only the cookie of the site's scheme (__Secure- on https)", async () => {
    const token = await session({ strapiJwt: "jwt-7", strapiExp: inAnHour() });
    const secure = `__Secure-next-auth.session-token=${token}`;
    expect(await requireAdminSession(request("https://wundportal.de/admin", secure), HTTPS)).toBeUndefined();
    expect(
      await redirectOf(
        requireAdminSession(
          request("https://wundportal.de/admin", `next-auth.session-token=${token}`),
          HTTPS,
        ),
      ),
    ).toBe("https://wundportal.de/signin?callbackUrl=%2Fadmin");
  });

  it("sends away a session whose Strapi token has expired, has none, or was signed with another secret", async () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    for (const token of [
      await session({ strapiJwt: "jwt-7", strapiExp: past }),
      await session({ strapiExp: inAnHour() }),
      await session({ strapiJwt: "jwt-7" }),
      await session({ strapiJwt: "jwt-7", strapiExp: inAnHour() }, "f".repeat(32)),
      "kein-token",
    ]) {
      const cookie = `next-auth.session-token=${token}`;
      expect(
        await redirectOf(requireAdminSession(request("http://localhost:3000/admin/profil", cookie), HTTP)),
      ).toBe("http://localhost:3000/signin?callbackUrl=%2Fadmin%2Fprofil");
    }
  });

  it("hands on every page outside /admin, signed in or not", async () => {
    for (const path of ["/", "/administration", "/adminx/profil", "/signin", "/referenten/12"]) {
      expect(await requireAdminSession(request(`http://localhost:3000${path}`), HTTP)).toBeUndefined();
    }
  });
});
