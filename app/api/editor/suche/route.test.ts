// GET /api/editor/suche: published speakers or manufacturers by name for the event editor.
import { NextRequest } from "next/server";
import { makeManufacturer, makeSpeaker } from "@/lib/test-factories";

let jwt: string | null = "token";
jest.mock("@/server/auth/session", () => ({ getStrapiJwt: async () => jwt }));
jest.mock("@/server/cms/speakers", () => ({
  listPublicSpeakers: async () => [
    makeSpeaker({ id: 2, Titel: "Dr.", Vorname: "Bernd", Name: "Annaberg" }),
    makeSpeaker({ id: 1, Titel: null, Vorname: "Anna", Name: "Berg" }),
    ...Array.from({ length: 12 }, (_, i) =>
      makeSpeaker({ id: 100 + i, Titel: null, Vorname: "Eva", Name: `Muster ${i}` }),
    ),
  ],
}));
jest.mock("@/server/cms/manufacturers", () => ({
  listManufacturers: async () => [
    makeManufacturer({ id: 7, Herstellername: "Wundhilfe GmbH" }),
    makeManufacturer({ id: 8, Herstellername: "Nahrung AG" }),
  ],
}));

import { GET } from "./route";

const get = (query: string) => GET(new NextRequest(`http://localhost/api/editor/suche?${query}`));

beforeEach(() => {
  jwt = "token";
});

describe("GET /api/editor/suche", () => {
  it("finds speakers by their full name, names starting with the query first", async () => {
    const response = await get("art=referent&q=ann");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: 1, name: "Anna Berg" },
      { id: 2, name: "Dr. Bernd Annaberg" },
    ]);
  });

  it("finds manufacturers by name", async () => {
    expect(await (await get("art=hersteller&q=wund")).json()).toEqual([{ id: 7, name: "Wundhilfe GmbH" }]);
  });

  it("answers at most 10 hits", async () => {
    const hits = (await (await get("art=referent&q=eva")).json()) as unknown[];
    expect(hits).toHaveLength(10);
  });

  it.each([
    ["art=veranstaltung&q=a", /Unbekannte Art/],
    ["art=__proto__&q=a", /Unbekannte Art/],
    ["q=a", /Unbekannte Art/],
    ["art=referent", /Suchbegriff/],
    ["art=referent&q=%20%20", /Suchbegriff/],
    [`art=referent&q=${"a".repeat(101)}`, /zu lang/],
  ])("answers 400 with a German message for %s", async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it("answers 401 without a session", async () => {
    jwt = null;
    expect((await get("art=referent&q=ann")).status).toBe(401);
  });
});
