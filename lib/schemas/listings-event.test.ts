import { EMPTY_VALUES, veranstaltungSchema } from "./listings";
import { EVENT_MESSAGES, isLocalDateTime } from "./listings-event";

const event = (values: Partial<typeof EMPTY_VALUES.Veranstaltung>) =>
  veranstaltungSchema.safeParse({ ...EMPTY_VALUES.Veranstaltung, Veranstaltungsname: "Kongress", ...values });

const errorsOf = (result: ReturnType<typeof event>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));

describe("Veranstaltung: date range", () => {
  it("accepts an end after the start and an empty range", () => {
    expect(event({ Startzeit: "2026-05-04T09:00", Endzeit: "2026-05-05T17:30" }).success).toBe(true);
    expect(event({ Startzeit: "2026-05-04T09:00", Endzeit: "2026-05-04T09:00" }).success).toBe(true);
    expect(event({}).success).toBe(true);
  });

  it("refuses an end before the start, in German, at the end field", () => {
    expect(errorsOf(event({ Startzeit: "2026-05-04T09:00", Endzeit: "2026-05-04T08:59" }))).toEqual({
      Endzeit: EVENT_MESSAGES.endBeforeStart,
    });
  });

  it("asks for a start when only an end is given, and refuses impossible dates", () => {
    expect(errorsOf(event({ Endzeit: "2026-05-04T09:00" }))).toEqual({
      Startzeit: EVENT_MESSAGES.endWithoutStart,
    });
    expect(errorsOf(event({ Startzeit: "2026-02-30T09:00" }))).toEqual({ Startzeit: EVENT_MESSAGES.badDate });
    expect(isLocalDateTime("2026-05-04T24:00")).toBe(false);
    expect(isLocalDateTime("2026-05-04")).toBe(false);
  });
});

describe("Veranstaltung: Fortbildungspunkte", () => {
  const points = (Punkte: unknown, Vergabestelle = "ICW") =>
    errorsOf(event({ Fortbildungspunkte: [{ Vergabestelle, Punkte } as never] }));

  it.each([1, 5, 10])("accepts %i points", (n) => expect(points(n)).toEqual({}));

  it.each([0, 11, 2.5, Number.NaN])("refuses %p points with the German message", (n) => {
    expect(points(n)).toEqual({ "Fortbildungspunkte.0.Punkte": "Bitte 1 bis 10 Punkte angeben." });
  });

  it("needs one of the nine awarding bodies", () => {
    expect(points(3, "")["Fortbildungspunkte.0.Vergabestelle"]).toMatch(/Vergabestelle/);
    expect(points(3, "Irgendwer")["Fortbildungspunkte.0.Vergabestelle"]).toBeDefined();
    expect(points(3, "Ärztekammer")).toEqual({});
  });
});

describe("Veranstaltung: name", () => {
  // The CMS requires Veranstaltungsname: the form says so next to the field instead of a refused save.
  it.each(["", "   "])("asks for the event's name when it is %j", (name) => {
    expect(errorsOf(event({ Veranstaltungsname: name }))).toEqual({
      Veranstaltungsname: "Bitte geben Sie einen Veranstaltungsnamen an.",
    });
  });
});
