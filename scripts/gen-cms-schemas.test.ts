/** @jest-environment node */
import { execFileSync } from "node:child_process";

describe("Strapi enumerations", () => {
  it("match the shared taxonomy exactly (no second hand-typed copy)", () => {
    // Throws (non-zero exit) when any schema's enum differs from the shared lists.
    const out = execFileSync(process.execPath, ["scripts/gen-cms-schemas.mjs", "--check"], {
      encoding: "utf8",
    });
    expect(out).toContain("Enumerationen aktuell");
  });
});
