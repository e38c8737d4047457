import { distanceMeters, einsatzgebietKm, speakerRadiusKm, withinKm } from "./geo";

const berlin = { lat: 52.52, lon: 13.405 };
const hamburg = { lat: 53.5511, lon: 9.9937 };
const munich = { lat: 48.1374, lon: 11.5755 };
const cologne = { lat: 50.9375, lon: 6.9603 };

describe("distanceMeters", () => {
  it("measures known city distances", () => {
    expect(Math.abs(distanceMeters(berlin, hamburg) / 1000 - 255)).toBeLessThan(3);
    expect(Math.abs(distanceMeters(berlin, munich) / 1000 - 504)).toBeLessThan(3);
    expect(Math.abs(distanceMeters(cologne, munich) / 1000 - 456)).toBeLessThan(3);
  });

  it("is zero for the same point and symmetric", () => {
    expect(distanceMeters(berlin, berlin)).toBe(0);
    expect(distanceMeters(hamburg, munich)).toBeCloseTo(distanceMeters(munich, hamburg), 6);
  });

  it("uses an earth radius of 6371000 m (half the circumference between antipodes)", () => {
    expect(distanceMeters({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371000, 3);
  });

  it("compares against km times 1000, boundary included", () => {
    const d = distanceMeters(berlin, hamburg);
    expect(withinKm(berlin, hamburg, d / 1000)).toBe(true);
    expect(withinKm(berlin, hamburg, 250)).toBe(false);
    expect(withinKm(berlin, hamburg, 260)).toBe(true);
  });
});

describe("speakerRadiusKm", () => {
  it("uses a range band's upper bound as is", () => {
    expect(speakerRadiusKm("bis50")).toBe(50);
    expect(speakerRadiusKm("bis150")).toBe(150);
    expect(speakerRadiusKm("bis300")).toBe(300);
  });

  it("triples the open band 'über 300 km'", () => {
    expect(speakerRadiusKm("ueber300")).toBe(900);
  });

  it("has no radius without a known band", () => {
    expect(speakerRadiusKm(null)).toBeNull();
    expect(speakerRadiusKm("")).toBeNull();
    expect(speakerRadiusKm("300")).toBeNull();
  });

  it("draws the map circle with the untripled number", () => {
    expect(einsatzgebietKm("ueber300")).toBe(300);
    expect(einsatzgebietKm("bis150")).toBe(150);
    expect(einsatzgebietKm(null)).toBeNull();
  });
});
