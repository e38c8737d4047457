// The site search corrects a typo once over all indexes and says what it searched; "Meinten Sie …?"
// and the corrections offer only words of entries in the collection now (a removed entry's words
// go with the cache refresh that removes it).
import { partner, type Partner } from "./care-partners.testing";

let partners: Partner[] = [];
jest.mock("@/server/cms/care-partners", () => ({ listCarePartners: async () => partners }));
jest.mock("@/server/cms/events", () => ({ listEventSummaries: async () => [] }));
jest.mock("@/server/cms/manufacturers", () => ({ listManufacturers: async () => [] }));
jest.mock("@/server/cms/speakers", () => ({ listPublicSpeakers: async () => [] }));

import { siteSearch } from "./site-search";

const names = (result: Awaited<ReturnType<typeof siteSearch>>) =>
  result.groups.flatMap((group) => group.hits.map((hit) => hit.name.map((s) => s.text).join("")));

it("searches the corrected words and says so; `exact` searches the words as typed", async () => {
  partners = [
    partner(1, "Wundversorgung Alster", "Pflegedienst"),
    partner(2, "Lymphdrainage Zentrum", "Physiotherapie"),
  ];
  const corrected = await siteSearch("Wundversorgng");
  expect(corrected.searched).toBe("Wundversorgung");
  expect(names(corrected)).toEqual(["Wundversorgung Alster"]);
  expect(corrected.groups.find((g) => g.kind === "versorgungspartner")!.listHref).toBe(
    "/versorgungspartner?q=Wundversorgung",
  );

  const exact = await siteSearch("Wundversorgng", { exact: true });
  expect(exact.searched).toBeNull();
  expect(exact.total).toBe(0);
  expect(exact.suggestion).toBe("Wundversorgung");
});

it("no longer corrects to or offers a word of an entry that left the collection", async () => {
  partners = [
    partner(1, "Wundversorgung Alster", "Pflegedienst"),
    partner(2, "Lymphdrainage Zentrum", "Physiotherapie"),
  ];
  expect((await siteSearch("Lymphdrainge")).searched).toBe("Lymphdrainage");
  expect((await siteSearch("Lymphdrainge", { exact: true })).suggestion).toBe("Lymphdrainage");

  // Unpublished or deleted: the cache's next array no longer holds it.
  partners = [partners[0]!];
  const after = await siteSearch("Lymphdrainge");
  expect(after.searched).toBeNull();
  expect(after.total).toBe(0);
  expect(after.suggestion).toBeNull();
  expect((await siteSearch("Lymphdrainge", { exact: true })).suggestion).toBeNull();
});

it("counts every hit of a kind and shows the first of them, best first", async () => {
  partners = Array.from({ length: 12 }, (_, i) => partner(i + 1, `Wundzentrum ${i + 1}`, "Pflegedienst"));
  const result = await siteSearch("Wundzentrum", { perGroup: 10 });
  const group = result.groups.find((g) => g.kind === "versorgungspartner")!;
  expect(group.total).toBe(12);
  expect(result.total).toBe(12);
  expect(group.hits).toHaveLength(10);
  expect(new Set(group.hits.map((hit) => hit.id)).size).toBe(10);
  expect(group.hits.every((hit) => hit.href === `/versorgungspartner/${hit.id}`)).toBe(true);
});
