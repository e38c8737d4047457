import { availabilityStartMonth, availableDays } from "./availability";

describe("availableDays", () => {
  it("sorts, deduplicates, reads date-times as Berlin days and drops what is not a date", () => {
    expect(
      availableDays([
        "2027-06-24",
        "2027-06-10",
        "2027-06-24",
        "2027-06-30T22:30:00.000Z",
        "bald",
        "2027-02-30",
      ]),
    ).toEqual(["2027-06-10", "2027-06-24", "2027-07-01"]);
  });
});

describe("availabilityStartMonth", () => {
  const days = ["2026-09-03", "2027-01-12", "2027-03-05"];

  it("opens on the month of the first day from today on, past days left behind", () => {
    expect(availabilityStartMonth(days, "2026-11-26")).toBe("2027-01");
  });

  it("counts today as still available", () => {
    expect(availabilityStartMonth(days, "2027-01-12")).toBe("2027-01");
  });

  it("opens on the current month when every day has passed or there is none", () => {
    expect(availabilityStartMonth(days, "2027-04-01")).toBe("2027-04");
    expect(availabilityStartMonth([], "2026-11-26")).toBe("2026-11");
  });
});
