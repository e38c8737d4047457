import { chartDescription, weekStarts } from "./listing-stats";

describe("listing statistics texts", () => {
  it("describes the chart: period, totals and the busiest day", () => {
    const days = ["2026-04-28", "2026-04-29", "2026-04-30"];
    expect(chartDescription(days, [1, 5, 0], [0, 1, 0])).toBe(
      "Aufrufe je Tag vom 28.04. bis 30.04.: 6 Aufrufe, die meisten am 29.04. (5), 1 Kontaktanfrage",
    );
    expect(chartDescription(days, [0, 0, 0], [0, 0, 0])).toBe(
      "Aufrufe je Tag vom 28.04. bis 30.04.: 0 Aufrufe, 0 Kontaktanfragen",
    );
  });

  it("finds the Mondays, where a week is labelled", () => {
    // 2026-11-23 and 2026-11-30 are Mondays.
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${String(21 + i).padStart(2, "0")}`);
    expect(weekStarts(days)).toEqual([2, 9]);
    expect(weekStarts([])).toEqual([]);
  });
});
