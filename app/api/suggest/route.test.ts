// GET /api/suggest: an unknown scope is bad input (400), also when it names an Object.prototype member.
import { NextRequest } from "next/server";

jest.mock("@/server/cms/events", () => ({ listEventSummaries: async () => [] }));
jest.mock("@/server/cms/care-partners", () => ({ listCarePartners: async () => [] }));
jest.mock("@/server/cms/manufacturers", () => ({ listManufacturers: async () => [] }));
jest.mock("@/server/cms/speakers", () => ({ listPublicSpeakers: async () => [] }));

import { GET } from "./route";

const get = (bereich: string) =>
  GET(new NextRequest(`http://localhost/api/suggest?bereich=${encodeURIComponent(bereich)}&q=a`));

describe("GET /api/suggest", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "", "unbekannt"])(
    "answers 400 for bereich=%j",
    async (bereich) => {
      const response = await get(bereich);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Unbekannter Bereich" });
    },
  );

  it("answers items for a known scope", async () => {
    const response = await get("veranstaltungen");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
  });
});
