// next-auth's redirect callback (sign-out callbackUrl, sign-in redirects) stays on the portal.
process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

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
