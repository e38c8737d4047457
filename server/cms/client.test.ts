import { toQueryString } from "./client";

describe("toQueryString", () => {
  it("writes Strapi's bracket notation", () => {
    const qs = decodeURIComponent(
      toQueryString({
        filters: { Published: { $eq: true } },
        populate: { Bild: { fields: ["url", "name"] } },
        sort: ["Startzeit:desc"],
        pagination: { page: 2, pageSize: 1000 },
      }),
    );
    expect(qs.split("&")).toEqual([
      "filters[Published][$eq]=true",
      "populate[Bild][fields][0]=url",
      "populate[Bild][fields][1]=name",
      "sort[0]=Startzeit:desc",
      "pagination[page]=2",
      "pagination[pageSize]=1000",
    ]);
  });
});
