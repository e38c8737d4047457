// signInState: only Strapi refusing the token signs a visitor out; an outage keeps the session.
import { encode } from "next-auth/jwt";

const SECRET = "s".repeat(32);
process.env.NEXTAUTH_SECRET = SECRET;
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

let cookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name === "next-auth.session-token" && cookie ? { value: cookie } : undefined),
  }),
}));
const strapiMe = jest.fn();
jest.mock("./strapi-auth", () => ({ strapiMe: (jwt: string) => strapiMe(jwt) }));

import { CmsError, CmsUnavailableError } from "@/server/cms/client";
import { signInState } from "./session";

const USER = { id: 7, documentId: "d7", username: "anna", email: "anna@example.org" };

beforeEach(async () => {
  strapiMe.mockReset();
  cookie = await encode({
    secret: SECRET,
    token: { uid: "7", name: "anna", strapiJwt: "jwt-7", strapiExp: Math.floor(Date.now() / 1000) + 3600 },
  });
});

describe("signInState", () => {
  it("is anonymous without a session cookie, without asking the CMS", async () => {
    cookie = undefined;
    expect(await signInState()).toEqual({ status: "anonymous" });
    expect(strapiMe).not.toHaveBeenCalled();
  });

  it("is confirmed when Strapi knows the token", async () => {
    strapiMe.mockResolvedValue(USER);
    expect(await signInState()).toEqual({ status: "confirmed", auth: { jwt: "jwt-7", user: USER } });
  });

  it("is anonymous when Strapi refuses the token (revoked, expired)", async () => {
    strapiMe.mockResolvedValue(null);
    expect(await signInState()).toEqual({ status: "anonymous" });
  });

  it.each([
    ["unreachable or timed out", new CmsUnavailableError("/users/me")],
    ["answering 502", new CmsError("Bad Gateway", 502, null)],
    ["answering 500", new CmsError("Internal Server Error", 500, null)],
  ])("keeps the session, unconfirmed, when the CMS is %s", async (_, error) => {
    strapiMe.mockRejectedValue(error);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await signInState()).toEqual({ status: "unconfirmed", name: "anna" });
  });
});
