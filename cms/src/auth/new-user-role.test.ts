// A new user's Rolle is one of the four roles or none, however the user is created.
import { describe, expect, it } from "@jest/globals";
import { refusalOf, run } from "../../tests/fake-strapi";
import { checkNewUserRole } from "./new-user-role";

const USER = "plugin::users-permissions.user";

describe("checkNewUserRole", () => {
  it("refuses a role outside the four with ROLE_INVALID", async () => {
    const refusal = await refusalOf(() =>
      run(checkNewUserRole(), { uid: USER, action: "create", params: { data: { Rolle: "Administrator" } } }),
    );
    expect(refusal).toMatchObject({
      name: "ValidationError",
      message: "Bitte wählen Sie eine gültige Rolle.",
    });
    expect(refusal.details).toEqual({ code: "ROLE_INVALID" });
  });

  it.each(["Referent", "Hersteller", null, undefined])("creates a user with Rolle %p", async (Rolle) => {
    const params = { data: { username: "a", Rolle } };
    expect(await run(checkNewUserRole(), { uid: USER, action: "create", params })).toBe(params);
  });
});
