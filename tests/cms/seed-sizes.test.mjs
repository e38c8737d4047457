// @ts-check
// `npm run bench -- --scale N` seeds N events and the other collections in proportion (issue 43:
// --scale 100000 is ten times the 10,000 set), not the 10,000 set whatever N says.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";

// The seed is the CMS's CommonJS, type-checked in its own project (cms/tsconfig.scripts.json):
// loaded by a computed path, so this project does not check the CMS's files again.
const seedModule = createRequire(import.meta.url);
const SEED = "../../cms/scripts/seed/";
/** @type {{ sizesFor: (scale: number) => Record<string, number> & { focus: Record<string, number> } }} */
const { sizesFor } = seedModule(`${SEED}run.js`);
/** @type {{ generateManufacturers: Function, generateProducts: Function }} */
const { generateManufacturers, generateProducts } = seedModule(`${SEED}companies.js`);

describe("seed sizes", () => {
  it("keep the 10,000 set for the benchmark's default scale", () => {
    const sizes = sizesFor(10000);
    assert.deepEqual(
      [sizes.events, sizes.speakers, sizes.manufacturers, sizes.products, sizes.partners],
      [10000, 2000, 200, 2000, 2000],
    );
  });

  it("grow every collection tenfold at --scale 100000, with the focus placements as they are", () => {
    const sizes = sizesFor(100000);
    assert.deepEqual(
      [sizes.events, sizes.speakers, sizes.manufacturers, sizes.products, sizes.partners],
      [100000, 20000, 2000, 20000, 20000],
    );
    assert.deepEqual(sizes.focus, sizesFor(10000).focus);
  });

  it("name 2,000 manufacturers apart and give them 20,000 products", () => {
    const makers = generateManufacturers(2000, {}, { focusCount: 20 });
    assert.equal(
      new Set(makers.map((/** @type {{ data: { Herstellername: string } }} */ m) => m.data.Herstellername))
        .size,
      2000,
    );
    const products = generateProducts(20000, makers, {}, { focusCount: 80 });
    assert.equal(products.length, 20000);
  });
});
