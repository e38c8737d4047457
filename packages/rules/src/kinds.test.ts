import { isEntryId } from "./kinds";

describe("isEntryId", () => {
  it("takes the ids an entry can have: 1 to PostgreSQL's largest integer", () => {
    for (const id of [1, 42, 2 ** 31 - 1]) expect(isEntryId(id)).toBe(true);
  });

  it("refuses what no entry has: 0, negatives, fractions, beyond integer, not a number", () => {
    for (const id of [0, -1, 1.5, 2 ** 31, 99_999_999_999, Number.NaN, Infinity])
      expect(isEntryId(id)).toBe(false);
  });
});
