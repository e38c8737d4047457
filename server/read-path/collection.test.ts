// Entry refresh: a change of one entry reaches its own collection and the entries that show it,
// without reloading any collection.
type Doc = {
  id: number;
  documentId: string;
  name: string;
  Published: boolean;
  refs: number[];
  /** When it last changed (ms; the CMS's updatedAt). */
  changedAt?: number;
};

const cms = {
  things: [] as Doc[],
  others: [] as Doc[],
  fullLoads: 0,
  /** The export shapes asked for, in order. */
  shapes: [] as string[],
  /** How a whole collection's load goes: answered, never answered (a long first load), or failed. */
  bulk: "answers" as "answers" | "hangs" | "fails",
  /** Whether a read of named entries gets an answer. */
  reachable: true,
  /** Reads of named entries by id, in order. */
  named: [] as string[],
  /** The instants changes were asked for since (the safety net's rounds). */
  changesAsked: [] as number[],
};
const byPath = (path: string) =>
  path === "/things" || path === "/web-export/veranstaltungen" ? cms.things : cms.others;

// Outside a request, Next's connection() (a render per request) has nothing to mark.
jest.mock("next/server", () => ({ connection: async () => {} }));
jest.mock("@/server/cms/client", () => ({
  cachedCollection: (tag: string, load: () => Promise<unknown[]>, catchUp?: CatchUp<unknown[]>) =>
    jest.requireActual<typeof import("./cache")>("./cache").cached(tag, 60_000, load, catchUp),
  cachedSummaries: (
    tag: string,
    load: () => Promise<unknown[]>,
    loadSummaries: () => Promise<unknown[]>,
    catchUp?: CatchUp<unknown[]>,
  ) =>
    jest
      .requireActual<typeof import("./cache")>("./cache")
      .cachedPreview(tag, 60_000, load, loadSummaries, catchUp),
  strapiFetchAll: async (
    path: string,
    query: { shape?: string; filters?: Record<string, { documentId?: { $eq: string } }> },
    map: (d: Doc) => unknown = (d) => d,
  ) => {
    const relation = Object.entries(query.filters ?? {}).find(([key]) => key !== "Published");
    if (!relation && path.startsWith("/web-export/")) cms.shapes.push(query.shape ?? "full");
    if (!relation) cms.fullLoads += 1;
    if (!relation && cms.bulk === "hangs") await new Promise(() => {});
    if (!relation && cms.bulk === "fails") throw new Error("CMS nicht erreichbar");
    return byPath(path)
      .filter(
        (d) =>
          d.Published &&
          (!relation ||
            d.refs.some(
              (ref) => cms.things.find((t) => t.id === ref)?.documentId === relation[1].documentId?.$eq,
            )),
      )
      .map(map);
  },
  strapiFetch: async (
    path: string,
    { query }: { query: { documentIds?: string; ids?: string; changedSince?: string } },
  ) => {
    if (!cms.reachable) throw new Error("CMS nicht erreichbar");
    if (query.changedSince) {
      const since = Date.parse(query.changedSince);
      cms.changesAsked.push(since);
      const changed = byPath(path).filter((d) => (d.changedAt ?? 0) > since);
      return {
        data: changed.map(({ id, documentId }) => ({ id, documentId })),
        meta: {
          pagination: { total: changed.length },
          published: byPath(path).filter((d) => d.Published).length,
        },
      };
    }
    if (query.ids) cms.named.push(query.ids);
    const named = (d: Doc) =>
      query.ids
        ? query.ids.split(",").includes(String(d.id))
        : query.documentIds?.split(",").includes(d.documentId);
    return { data: byPath(path).filter((d) => d.Published && named(d)) };
  },
}));

import { settled, type CatchUp } from "./cache";
import { defineCollection, refreshEntry } from "./collection";
import { processWide } from "@/server/process-wide";

const doc = (id: number, name: string, refs: number[] = []): Doc => ({
  id,
  documentId: `d${id}`,
  name,
  Published: true,
  refs,
});
const map = (d: Doc) => ({ id: d.id, documentId: d.documentId, label: d.name, refs: [...d.refs] });
const things = defineCollection<Doc & { createdAt: string; updatedAt: string }, ReturnType<typeof map>>({
  tag: "veranstaltungen",
  model: "thing",
  path: "/things",
  exportName: "veranstaltungen",
  map,
  compare: (a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
});
// "others" show the things they refer to (as an event shows its speakers).
const others = defineCollection<Doc & { createdAt: string; updatedAt: string }, ReturnType<typeof map>>({
  tag: "referenten",
  model: "other",
  path: "/others",
  exportName: "referenten",
  map: (d) => ({
    ...map(d),
    label: `${d.name}: ${d.refs.map((r) => cms.things.find((t) => t.id === r)?.name).join(",")}`,
  }),
  compare: (a, b) => a.id - b.id,
  shows: { thing: { field: "refs", includes: (o, id) => o.refs.includes(id) } },
});

beforeEach(() => {
  // A fresh in-memory cache per test (one per process, see cache.ts).
  processWide("cmsCache", () => new Map<string, unknown>()).clear();
  cms.things = [doc(1, "Alpha"), doc(2, "Beta"), doc(3, "Gamma")];
  cms.others = [doc(10, "O10", [2]), doc(11, "O11", [3])];
  cms.shapes = [];
  cms.bulk = "answers";
  cms.reachable = true;
  cms.named = [];
  cms.changesAsked = [];
});

describe("the safety net's round", () => {
  // Past the TTL the cache (cache.ts) hands the held value to the collection's catch-up.
  let now = 10_000_000;
  beforeEach(() => {
    jest.spyOn(Date, "now").mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());
  const pastTheTtl = async () => {
    now += 60_000;
    await things.list();
    await settled("veranstaltungen");
    return things.list();
  };

  it("reads the changed entries anew: a new name, an unpublished one gone, a new one in, in order", async () => {
    await things.list();
    const loads = cms.fullLoads;
    cms.things[0] = { ...cms.things[0]!, name: "Omega", changedAt: now };
    cms.things[1] = { ...cms.things[1]!, Published: false, changedAt: now };
    cms.things.push({ ...doc(4, "Delta"), changedAt: now });
    expect((await pastTheTtl()).map((t) => t.label)).toEqual(["Delta", "Gamma", "Omega"]);
    expect(cms.fullLoads).toBe(loads);
    expect(cms.changesAsked).toHaveLength(1);
  });

  it("keeps the very same array when nothing changed (the filters' and pages' memos stay)", async () => {
    const before = await things.list();
    expect(await pastTheTtl()).toBe(before);
    expect(cms.changesAsked).toHaveLength(1);
  });

  it("loads the whole collection when an entry was deleted (no change names it)", async () => {
    await things.list();
    const loads = cms.fullLoads;
    cms.things.splice(0, 1);
    expect((await pastTheTtl()).map((t) => t.label)).toEqual(["Beta", "Gamma"]);
    expect(cms.fullLoads).toBe(loads + 1);
  });
});

describe("one entry (a detail page)", () => {
  const pick = (id: number) => (items: readonly { id: number; label: string }[]) =>
    items.find((item) => item.id === id)?.label;

  it("is read alone while the collection's first load has not landed, instead of waiting for it", async () => {
    cms.bulk = "hangs";
    void things.list();
    expect(await things.find({ ids: [2] }, pick(2))).toBe("Beta");
    expect(await things.find({ ids: [4] }, pick(4))).toBeNull();
    expect(cms.named).toEqual(["2", "4"]);
  });

  it("asks nothing for an id no entry can have (the CMS would refuse it), and finds nothing", async () => {
    cms.bulk = "hangs";
    for (const id of [0, -1, 2 ** 31, 1.5]) expect(await things.find({ ids: [id] }, pick(id))).toBeNull();
    expect(cms.named).toEqual([]);
  });

  it("is read alone, and found, when the collection's load failed (not called missing)", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    cms.bulk = "fails";
    await expect(things.list()).rejects.toThrow("CMS nicht erreichbar");
    expect(await things.find({ ids: [3] }, pick(3))).toBe("Gamma");
  });

  it("is an error, not a missing entry, when neither the collection nor the entry can be read", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    cms.bulk = "fails";
    cms.reachable = false;
    await expect(things.find({ ids: [3] }, pick(3))).rejects.toThrow("CMS nicht erreichbar");
  });

  it("comes from memory once the collection is loaded", async () => {
    await things.list();
    cms.things[1] = { ...cms.things[1]!, name: "Zeta" };
    cms.reachable = false;
    expect(await things.find({ ids: [2] }, pick(2))).toBe("Beta");
    expect(cms.named).toEqual([]);
  });
});

describe("a collection with list fields (summary)", () => {
  const summarised = defineCollection<
    Doc & { createdAt: string; updatedAt: string },
    ReturnType<typeof map>,
    { id: number; documentId: string; label: string }
  >({
    tag: "hersteller",
    model: "summarised",
    path: "/things",
    exportName: "veranstaltungen",
    map,
    summary: (d) => ({ id: d.id, documentId: d.documentId, label: d.name }),
    compare: (a, b) => b.id - a.id,
  });

  it("answers its first list read from the summary export, in the collection's order, and loads the full entries right after", async () => {
    const first = await summarised.summaries();
    expect(first).toEqual([
      { id: 3, documentId: "d3", label: "Gamma" },
      { id: 2, documentId: "d2", label: "Beta" },
      { id: 1, documentId: "d1", label: "Alpha" },
    ]);
    const full = await summarised.list();
    expect(full.map((t) => t.refs)).toEqual([[], [], []]);
    expect(cms.shapes).toEqual(["summary", "full"]);
    // Once the full entries are in, list readers get those (a superset of the summary).
    expect(await summarised.summaries()).toBe(full);
    expect(cms.shapes).toEqual(["summary", "full"]);
  });

  it("warms the summary first, then the full entries", async () => {
    await summarised.warm();
    expect(cms.shapes).toEqual(["summary", "full"]);
  });
});

describe("refreshEntry", () => {
  it("replaces the changed entry in place of a reload, keeping the collection's order, and the entries that show it", async () => {
    await Promise.all([things.list(), others.list()]);
    const loads = cms.fullLoads;
    cms.things[1] = { ...cms.things[1]!, name: "Zeta" };

    await refreshEntry("thing", { id: 2, documentId: "d2" });

    expect((await things.list()).map((t) => t.label)).toEqual(["Alpha", "Gamma", "Zeta"]);
    expect((await others.list()).map((o) => o.label)).toEqual(["O10: Zeta", "O11: Gamma"]);
    expect(cms.fullLoads).toBe(loads);
  });

  it("adds a new entry and drops one that was deleted or unpublished", async () => {
    await things.list();
    cms.things.push(doc(4, "Delta"));
    cms.things[0] = { ...cms.things[0]!, Published: false };
    cms.things.splice(2, 1);

    await refreshEntry("thing", { id: 4, documentId: "d4" });
    await refreshEntry("thing", { id: 1, documentId: "d1" });
    await refreshEntry("thing", { id: 3, documentId: "d3" });

    expect((await things.list()).map((t) => t.label)).toEqual(["Beta", "Delta"]);
  });

  it("refreshes an entry that no longer shows the changed one (the link was removed)", async () => {
    await Promise.all([things.list(), others.list()]);
    cms.others[0] = { ...cms.others[0]!, refs: [] };
    await refreshEntry("thing", { id: 2, documentId: "d2" });
    expect((await others.list())[0]!.label).toBe("O10: ");
  });
});
