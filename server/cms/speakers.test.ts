// Speaker privacy by construction: the cached list with the private part never leaves
// server/cms/speakers.ts; every exported read, and everything built from them for everyone
// (suggestions, sitemap, page metadata), carries no private field.
import { ANONYMOUS } from "@/lib/access";
import { makeSpeaker, makeSpeakerPrivate } from "@/lib/test-factories";

const SECRET = "GEHEIM-Honorar-0815";
const speakers = [
  makeSpeaker({
    id: 41,
    Vorname: "Erika",
    Name: "Muster",
    Stadt: "Köln",
    createdBy: 7,
    private: makeSpeakerPrivate({ Bio: SECRET, Email: `${SECRET}@example.org`, Kontakt: SECRET }),
  }),
];

// The collection as the cache holds it once loaded (single entries are then read from memory). The
// cache module is required here, once: a load that the search index starts in the background may
// still run after the test file's environment is gone.
jest.mock("./client", () => {
  const { cached } =
    jest.requireActual<typeof import("@/server/read-path/cache")>("@/server/read-path/cache");
  return {
    cachedCollection: (tag: string) => cached(tag, 60_000, async () => speakers),
    strapiFetchAll: async () => [],
  };
});
// Outside a request, Next's connection() (a render per request) has nothing to mark.
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => {},
}));
jest.mock("./events", () => ({ listEvents: async () => [], listEventSummaries: async () => [] }));
jest.mock("./manufacturers", () => ({ listManufacturers: async () => [] }));
jest.mock("./care-partners", () => ({ listCarePartners: async () => [] }));
const viewer = { current: ANONYMOUS };
jest.mock("@/server/access/viewer", () => ({ currentViewer: async () => viewer.current }));

process.env.NEXTAUTH_SECRET = "x".repeat(32);
process.env.CMS_READ_TOKEN = "x".repeat(32);
process.env.REVALIDATE_SECRET = "x".repeat(32);

import { NextRequest } from "next/server";
import * as speakerModule from "./speakers";

beforeEach(() => {
  viewer.current = ANONYMOUS;
});

describe("server/cms/speakers.ts", () => {
  it("exports only the public and the viewer-specific projection", () => {
    expect(Object.keys(speakerModule).sort()).toEqual([
      "getSpeakerFor",
      "listPublicSpeakers",
      "listSpeakersFor",
    ]);
  });

  it("gives anonymous callers no private part", async () => {
    const lists = [await speakerModule.listPublicSpeakers(), await speakerModule.listSpeakersFor(ANONYMOUS)];
    for (const list of lists) {
      expect(list).toHaveLength(1);
      expect(list[0]!.private).toBeNull();
      expect(JSON.stringify(list)).not.toContain(SECRET);
    }
  });

  it("gives the creator and organiser subscribers the private part", async () => {
    const [own] = await speakerModule.listSpeakersFor({
      userId: 7,
      hasSubscription: false,
      organiser: false,
    });
    expect(own!.private?.Bio).toBe(SECRET);
    const [other] = await speakerModule.listSpeakersFor({
      userId: 8,
      hasSubscription: true,
      organiser: false,
    });
    expect(other!.private).toBeNull();
  });

  it("hands readers of the same kind the same list, so its sort orders, filter index and matches are reused", async () => {
    const anonymous = await speakerModule.listSpeakersFor(ANONYMOUS);
    expect(await speakerModule.listSpeakersFor(ANONYMOUS)).toBe(anonymous);
    // A signed-in reader without a profile of their own sees what an anonymous one sees.
    expect(await speakerModule.listSpeakersFor({ userId: 8, hasSubscription: true, organiser: false })).toBe(
      anonymous,
    );
    const organiser = { userId: 9, hasSubscription: true, organiser: true };
    expect(await speakerModule.listSpeakersFor(organiser)).toBe(
      await speakerModule.listSpeakersFor(organiser),
    );
    const creator = { userId: 7, hasSubscription: false, organiser: false };
    expect(await speakerModule.listSpeakersFor(creator)).toBe(await speakerModule.listSpeakersFor(creator));
  });

  it("gives one speaker's private part to the creator and organiser subscribers alone", async () => {
    await speakerModule.listPublicSpeakers();
    expect((await speakerModule.getSpeakerFor(ANONYMOUS, 41))?.private).toBeNull();
    const other = { userId: 8, hasSubscription: true, organiser: false };
    expect((await speakerModule.getSpeakerFor(other, 41))?.private).toBeNull();
    const creator = { userId: 7, hasSubscription: false, organiser: false };
    expect((await speakerModule.getSpeakerFor(creator, 41))?.private?.Bio).toBe(SECRET);
    expect(await speakerModule.getSpeakerFor(creator, 42)).toBeNull();
  });

  it("server/cms/speaker-views.ts hands out what the current viewer may see", async () => {
    const { listSpeakersForViewer, getSpeakerForViewer } = await import("./speaker-views");
    expect(JSON.stringify(await listSpeakersForViewer())).not.toContain(SECRET);
    expect(JSON.stringify(await getSpeakerForViewer(41))).not.toContain(SECRET);
    viewer.current = { userId: 9, hasSubscription: true, organiser: true };
    expect((await getSpeakerForViewer(41)).speaker?.private?.Bio).toBe(SECRET);
  });
});

describe("outputs built for everyone contain no private field", () => {
  it("/api/suggest", async () => {
    const { GET } = await import("@/app/api/suggest/route");
    const response = await GET(new NextRequest("http://localhost/api/suggest?bereich=referenten&q=Muster"));
    const body = await response.text();
    expect(body).toContain("Muster");
    expect(body).not.toContain(SECRET);
  });

  it("the sitemap", async () => {
    const { default: sitemap } = await import("@/app/sitemap");
    const body = JSON.stringify(await sitemap());
    expect(body).toContain("/referenten/41");
    expect(body).not.toContain(SECRET);
  });

  it("the speaker page's metadata, even for an entitled viewer", async () => {
    viewer.current = { userId: 7, hasSubscription: true, organiser: true };
    const { generateMetadata } = await import("@/app/referenten/[id]/page");
    const body = JSON.stringify(await generateMetadata({ params: Promise.resolve({ id: "41" }) }));
    expect(body).toContain("Erika");
    expect(body).not.toContain(SECRET);
  });
});
