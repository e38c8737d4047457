/** @jest-environment node */
import { execFileSync } from "node:child_process";

describe("Strapi schemas", () => {
  it("match the shared taxonomy and the web app's generated field types exactly (no hand-typed copy)", () => {
    // Throws (non-zero exit) when any schema's enum differs from the shared lists, or when
    // server/cms/generated/cms-fields.ts was not generated from the current schemas.
    const out = execFileSync(process.execPath, ["scripts/gen-cms-schemas.mjs", "--check"], {
      encoding: "utf8",
    });
    expect(out).toContain("Enumerationen aktuell");
    expect(out).toContain("Feldtypen der Web-App aktuell");
  });
});
