import { isProductionStart } from "./preflight";

describe("the CMS's production check at start", () => {
  it("runs with NODE_ENV=production and for `strapi start` without it, not for develop or scripts", () => {
    const strapi = ["/usr/bin/node", "/srv/wundportal/cms/node_modules/.bin/strapi"];
    expect(isProductionStart({ NODE_ENV: "production" }, [...strapi, "develop"])).toBe(true);
    expect(isProductionStart({}, [...strapi, "start"])).toBe(true);
    expect(isProductionStart({ NODE_ENV: "development" }, [...strapi, "start"])).toBe(true);
    expect(isProductionStart({}, [...strapi, "develop"])).toBe(false);
    expect(isProductionStart({}, ["/usr/bin/node", "/srv/wundportal/cms/scripts/seed.js"])).toBe(false);
  });
});
