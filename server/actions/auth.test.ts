// landingPath: where a user goes after sign-in; a callbackUrl may only lead within the portal.
jest.mock("@/server/auth/session", () => ({ currentUser: jest.fn(async () => null) }));
jest.mock("@/server/cms/subscriptions", () => ({ getCurrentSubscription: jest.fn(async () => null) }));
jest.mock("next/headers", () => ({ headers: jest.fn() }));

import { landingPath } from "./auth";

describe("landingPath", () => {
  it("keeps a local path with query and hash", async () => {
    expect(await landingPath("/veranstaltungen?q=Wunde#liste")).toBe("/veranstaltungen?q=Wunde#liste");
    expect(await landingPath("/admin/benutzerkonto")).toBe("/admin/benutzerkonto");
  });

  it.each([
    "/\\evil.example",
    "/%5Cevil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "//evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    " /\\evil.example",
    "/signin?callbackUrl=%2Fadmin",
  ])("refuses %j and falls back to the sign-in or account page", async (target) => {
    const path = await landingPath(decodeURIComponentSafe(target));
    expect(path).toBe("/signin");
  });
});

// The page receives callbackUrl already decoded once by Next's query parsing.
function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
