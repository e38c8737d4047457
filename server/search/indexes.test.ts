// The indexes follow the cached collections: patched for a few changed entries, rebuilt in the
// background for many, and absent (null, so lists fall back to their plain filter) until first built.
import { partner, type Partner } from "./care-partners.testing";

let partners: Partner[] = [];
jest.mock("@/server/cms/care-partners", () => ({ listCarePartners: async () => partners }));
jest.mock("@/server/cms/events", () => ({ listEventSummaries: async () => [] }));
jest.mock("@/server/cms/manufacturers", () => ({ listManufacturers: async () => [] }));
jest.mock("@/server/cms/speakers", () => ({ listPublicSpeakers: async () => [] }));

import { indexOf, searchIds } from "./indexes";

const ids = async (q: string) => (await searchIds("versorgungspartner", q))?.map((hit) => hit.id) ?? null;

describe("search indexes", () => {
  it("answers null until the first index is built, then follows patches and reloads", async () => {
    partners = [partner(1, "Rosen-Apotheke"), partner(2, "Stern-Apotheke")];
    expect(await ids("rosen")).toBeNull();
    await indexOf("versorgungspartner", true);
    expect(await ids("rosen")).toEqual([1]);

    // An edit: one entry replaced, one added, the rest the same objects.
    partners = [{ ...partners[0]!, Name: "Lilien-Apotheke" }, partners[1]!, partner(3, "Hirsch-Apotheke")];
    expect(await ids("rosen")).toEqual([]);
    expect(await ids("lilien")).toEqual([1]);
    expect(await ids("hirsch")).toEqual([3]);

    // A reload (every entry new): the previous index answers until the new one is built.
    partners = Array.from({ length: 300 }, (_, i) => partner(i + 1, `Apotheke Nummer ${i + 1}`));
    expect(await ids("lilien")).toEqual([1]);
    for (let i = 0; i < 100 && (await ids("lilien"))?.length; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await ids("lilien")).toEqual([]);
    expect(await ids("Nummer 250")).toEqual([250]);
  });
});
