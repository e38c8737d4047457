// Startup loads run one after another (Strapi answers one request at a time), in warm.ts's order.
const started: string[] = [];
const pending = new Map<string, () => void>();
const failNext = new Map<string, () => void>();
// The tags whose load filled the cache (a failed load answers an empty list and fills nothing).
const filled = new Set<string>();
const TAG_OF: Record<string, string> = {
  plans: "plans",
  backgrounds: "hintergrundbilder",
  events: "veranstaltungen",
  speakers: "referenten",
  carePartners: "versorgungspartner",
  manufacturers: "hersteller",
};
const mockLoad = (name: string) =>
  new Promise<unknown[]>((resolve) => {
    started.push(name);
    pending.set(name, () => (filled.add(TAG_OF[name]!), resolve([{}])));
    failNext.set(name, () => resolve([]));
  });
jest.mock("./cache", () => ({ hasLoaded: (tag: string) => filled.has(tag) }));

jest.mock("@/server/cms/plans", () => ({ listPlans: () => mockLoad("plans") }));
jest.mock("@/server/cms/background-images", () => ({ listBackgroundImages: () => mockLoad("backgrounds") }));
jest.mock("@/server/cms/events", () => ({ warmEvents: () => mockLoad("events") }));
jest.mock("@/server/cms/speakers", () => ({ listPublicSpeakers: () => mockLoad("speakers") }));
jest.mock("@/server/cms/care-partners", () => ({ listCarePartners: () => mockLoad("carePartners") }));
jest.mock("@/server/cms/manufacturers", () => ({ listManufacturers: () => mockLoad("manufacturers") }));

import { TAGS } from "./tags";
import { warm } from "./warm";

const flush = () => new Promise((resolve) => setImmediate(resolve));

it("loads one collection at a time, the small ones first, then events, and only those asked for", async () => {
  let done = false;
  const warming = warm([TAGS.events, TAGS.speakers, TAGS.backgrounds]).then(() => (done = true));
  await flush();
  expect(started).toEqual(["backgrounds"]);
  pending.get("backgrounds")!();
  await flush();
  expect(started).toEqual(["backgrounds", "events"]);
  pending.get("events")!();
  await flush();
  expect(started).toEqual(["backgrounds", "events", "speakers"]);
  expect(done).toBe(false);
  pending.get("speakers")!();
  await warming;
  expect(started).toEqual(["backgrounds", "events", "speakers"]);
});

it("resolves with the collections whose load failed, after trying every one", async () => {
  started.length = 0;
  filled.clear();
  const warming = warm([TAGS.plans, TAGS.events, TAGS.speakers]);
  await flush();
  pending.get("plans")!();
  await flush();
  // The events' load fails (the CMS does not answer yet); the speakers' load still starts.
  failNext.get("events")!();
  await flush();
  expect(started).toEqual(["plans", "events", "speakers"]);
  pending.get("speakers")!();
  await expect(warming).resolves.toEqual([TAGS.events]);
});
