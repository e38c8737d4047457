// @ts-check
// Registration accepts Rolle only from the four roles of the specification.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call } from "./support.mjs";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
/** @param {Record<string, unknown>} extra */
const register = (extra) => {
  const id = unique();
  return call("/api/auth/local/register", {
    method: "POST",
    body: {
      username: `nutzer${id}`,
      email: `nutzer${id}@example.org`,
      password: "Sicheres-Passwort-1",
      ...extra,
    },
  });
};

describe("registration", () => {
  it("refuses a fifth role with a German message", async () => {
    const response = await register({ Rolle: "Administrator" });
    assert.equal(response.status, 400);
    assert.equal(response.body.error.message, "Bitte wählen Sie eine gültige Rolle.");
  });

  it("refuses a registration without a role", async () => {
    const response = await register({});
    assert.equal(response.status, 400);
  });

  it("refuses an attempt to pick a Strapi role", async () => {
    const response = await register({ Rolle: "Referent", role: 1 });
    assert.equal(response.status, 400);
  });

  for (const rolle of ["Veranstalter", "Referent", "Hersteller", "Versorgungspartner"]) {
    it(`accepts the role ${rolle}`, async () => {
      const response = await register({ Rolle: rolle });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.body.user.Rolle, rolle);
    });
  }
});
