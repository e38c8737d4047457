import { berlinTimeToIso, shiftLocalDays } from "./berlin-time";

describe("shiftLocalDays", () => {
  it("keeps the wall-clock time across month ends and the change to summer time", () => {
    expect(shiftLocalDays("2027-03-24T09:00", 7)).toBe("2027-03-31T09:00");
    expect(shiftLocalDays("2027-12-28T18:30", 7)).toBe("2028-01-04T18:30");
    // 09:00 in Berlin is 08:00 UTC before the change and 07:00 UTC after it.
    expect(berlinTimeToIso("2027-03-23T09:00")).toBe("2027-03-23T08:00:00.000Z");
    expect(berlinTimeToIso(shiftLocalDays("2027-03-23T09:00", 7))).toBe("2027-03-30T07:00:00.000Z");
  });

  it("leaves an empty or broken value empty", () => {
    expect(shiftLocalDays("", 7)).toBe("");
    expect(shiftLocalDays("morgen", 7)).toBe("");
  });
});
