import { daysBefore, deleteAfter, dueStage } from "./rules";

const at = (iso: string) => Date.parse(iso);
const unsent = { weekSentAt: null, daySentAt: null };

describe("reminder stages in Berlin time", () => {
  it("are the start's wall-clock time 7 days and 1 day before, across the change to summer time", () => {
    // Tuesday 30 March 2027, 10:00 in Berlin (summer time, UTC+2); summer time began on 28 March.
    const start = at("2027-03-30T08:00:00Z");
    // 23 March 10:00 in Berlin is winter time (UTC+1): 09:00 UTC, not 168 hours earlier (08:00 UTC).
    expect(new Date(daysBefore(start, 7)).toISOString()).toBe("2027-03-23T09:00:00.000Z");
    expect(new Date(daysBefore(start, 1)).toISOString()).toBe("2027-03-29T08:00:00.000Z");
  });

  it("and across the change back to winter time", () => {
    // Tuesday 2 November 2027, 18:30 in Berlin (winter time, UTC+1); summer time ended on 31 October.
    const start = at("2027-11-02T17:30:00Z");
    expect(new Date(daysBefore(start, 7)).toISOString()).toBe("2027-10-26T16:30:00.000Z");
    expect(new Date(daysBefore(start, 1)).toISOString()).toBe("2027-11-01T17:30:00.000Z");
  });

  it("sends the week mail from 7 days before, the day mail from 1 day before, each once", () => {
    const start = at("2027-03-30T08:00:00Z");
    expect(dueStage(start, unsent, at("2027-03-23T08:59:00Z"))).toBeNull();
    expect(dueStage(start, unsent, at("2027-03-23T09:00:00Z"))).toBe("week");
    expect(dueStage(start, { ...unsent, weekSentAt: "x" }, at("2027-03-25T09:00:00Z"))).toBeNull();
    expect(dueStage(start, { ...unsent, weekSentAt: "x" }, at("2027-03-29T08:00:00Z"))).toBe("day");
    expect(dueStage(start, { weekSentAt: "x", daySentAt: "y" }, at("2027-03-29T09:00:00Z"))).toBeNull();
  });

  it("sends only the day mail to a reminder confirmed within the last day, and nothing once the event began", () => {
    const start = at("2027-03-30T08:00:00Z");
    expect(dueStage(start, unsent, at("2027-03-29T20:00:00Z"))).toBe("day");
    expect(dueStage(start, unsent, start)).toBeNull();
  });

  it("deletes a reminder at midnight in Berlin after the event's last day", () => {
    // Ends 30 March 2027, 17:00 in Berlin: deleted from 31 March 00:00 (summer time: 22:00 UTC).
    expect(new Date(deleteAfter(at("2027-03-30T08:00:00Z"), at("2027-03-30T15:00:00Z"))).toISOString()).toBe(
      "2027-03-30T22:00:00.000Z",
    );
    // Without an end: the start's day. 23:30 in Berlin on 2 November (winter time) → 3 November 00:00.
    expect(new Date(deleteAfter(at("2027-11-02T22:30:00Z"), null)).toISOString()).toBe(
      "2027-11-02T23:00:00.000Z",
    );
  });
});
