import { stepPage, stepZoom } from "./pdf-nav";

describe("PDF viewer rules", () => {
  it("zooms in steps of 0.1 between 0.1 and 2", () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(2, 1)).toBe(2);
    expect(stepZoom(0.1, -1)).toBe(0.1);
    let zoom = 1;
    for (let i = 0; i < 30; i++) zoom = stepZoom(zoom, -1);
    expect(zoom).toBe(0.1);
  });

  it("wraps pages both ways", () => {
    expect(stepPage(3, 3, 1)).toBe(1);
    expect(stepPage(1, 3, -1)).toBe(3);
    expect(stepPage(2, 3, 1)).toBe(3);
    expect(stepPage(1, 1, 1)).toBe(1);
  });
});
