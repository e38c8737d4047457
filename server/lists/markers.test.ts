import { markersFor, parseView, POINT_LIMIT } from "./markers";

interface Item {
  id: number;
  place: { lat: number; lon: number } | null;
}

const locate = (item: Item) =>
  item.place ? { id: item.id, ...item.place, label: `Eintrag ${item.id}` } : null;
const WORLD = parseView(new URLSearchParams());

function items(count: number): Item[] {
  // Spread over Germany; every tenth entry has no place.
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    place: i % 10 === 9 ? null : { lat: 47.5 + ((i * 37) % 700) / 100, lon: 6 + ((i * 53) % 900) / 100 },
  }));
}

describe("map markers of a list query", () => {
  it("sends every match with a place as a single marker up to the limit", () => {
    const list = items(50);
    const body = markersFor(list, "k", list, locate, WORLD);
    expect(body.clustered).toBe(false);
    expect(body.total).toBe(45);
    expect(body.points).toHaveLength(45);
    expect(body.points[0]).toEqual([1, 47.5, 6, "Eintrag 1"]);
    expect(body.clusters).toEqual([]);
    expect(body.bounds).not.toBeNull();
  });

  it("clusters above the limit: far fewer markers, every match counted once", () => {
    const list = items(POINT_LIMIT * 20);
    const body = markersFor(list, "k", list, locate, WORLD);
    expect(body.clustered).toBe(true);
    expect(body.total).toBe(POINT_LIMIT * 18);
    expect(body.points.length + body.clusters.length).toBeLessThan(500);
    const counted = body.points.length + body.clusters.reduce((sum, c) => sum + c[2], 0);
    expect(counted).toBe(body.total);
    // Zooming into a corner gives detail for that part only.
    const zoomed = markersFor(
      list,
      "k",
      list,
      locate,
      parseView(new URLSearchParams("zoom=14&bbox=6,47.5,6.2,47.7")),
    );
    const inView = zoomed.points.length + zoomed.clusters.reduce((sum, c) => sum + c[2], 0);
    expect(inView).toBeGreaterThan(0);
    expect(inView).toBeLessThan(body.total);
  });

  it("reads zoom and bbox, falling back to the whole map for nonsense", () => {
    expect(parseView(new URLSearchParams("zoom=9&bbox=5,47,15,55"))).toEqual({
      zoom: 9,
      bbox: [5, 47, 15, 55],
    });
    expect(parseView(new URLSearchParams("zoom=99&bbox=a,b"))).toEqual(WORLD);
    expect(WORLD.zoom).toBe(6);
  });
});
