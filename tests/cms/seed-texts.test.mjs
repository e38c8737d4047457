// @ts-check
// The demo data reads like the portal: texts the seed writes from taxonomy values use the values'
// German labels (a stored value such as 'Hyaluronsaeure' is spelled without umlauts on purpose).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { call } from "./support.mjs";

const taxonomy = JSON.parse(
  readFileSync(new URL("../../packages/rules/src/taxonomy.json", import.meta.url), "utf8"),
);
/** Stored values whose label differs from them, e.g. 'Hyaluronsaeure' → 'Hyaluronsäure'. */
const SPELLED_FOR_STORAGE = Object.entries(taxonomy.$labels).filter(([value, label]) => value !== label);

describe("seeded texts", () => {
  it("name taxonomy values by their German labels", async () => {
    assert.ok(SPELLED_FOR_STORAGE.some(([value]) => value === "Hyaluronsaeure"));
    const { status, body } = await call(
      "/api/produkts?pagination[pageSize]=1000&fields[0]=Produktname&fields[1]=Produktbeschreibung",
    );
    assert.equal(status, 200);
    const products = body.data;
    assert.ok(products.length > 0);
    const misspelt = products.flatMap(
      (/** @type {{ Produktname: string, Produktbeschreibung?: unknown }} */ product) =>
        SPELLED_FOR_STORAGE.filter(([value]) =>
          new RegExp(`\\b${value}\\b`).test(JSON.stringify(product.Produktbeschreibung ?? "")),
        ).map(([value, label]) => `${product.Produktname}: „${value}“ statt „${label}“`),
    );
    assert.deepEqual(misspelt, []);
  });
});
