// The building blocks of the list filters: URL state (url-state.ts), matching rules (matching.ts), the
// quick search row (fields.ts), sorting and paging (sort-page.ts).
import { feeFilterBands } from "@wundportal/rules";
import { HONORAR_GANZER_TAG, HONORAR_HALBER_TAG, TEILNEHMERGEBUEHR } from "@/lib/taxonomy";
import {
  berlinDate,
  berlinDayEnd,
  berlinDayStart,
  isSet,
  matchesAnyOf,
  matchesBoolean,
  matchesFeeBands,
} from "./matching";
import { textMatch } from "./fields";
import {
  booleanParam,
  dateListParam,
  dateParam,
  firstParam,
  isIsoDate,
  listParam,
  numberParam,
  optionalNumberParam,
  paramValues,
  queryFromSearchParams,
  textParam,
  toQueryString,
} from "./url-state";
import { paginate, sortBy } from "./sort-page";

describe("reading the URL query", () => {
  it("keeps repeated parameters from URLSearchParams", () => {
    const query = queryFromSearchParams(new URLSearchParams("thema=A&thema=B&q=x"));
    expect(query).toEqual({ thema: ["A", "B"], q: ["x"] });
  });

  it("trims values and drops empty ones", () => {
    expect(paramValues([" a ", "", "  ", "b"])).toEqual(["a", "b"]);
    expect(paramValues(undefined)).toEqual([]);
    expect(firstParam(["", "x", "y"])).toBe("x");
    expect(firstParam("single")).toBe("single");
  });

  it("limits free text", () => {
    expect(textParam(5).parse("  abcdefgh ")).toBe("abcde");
    expect(textParam().parse(undefined)).toBe("");
  });

  it("keeps list values of the taxonomy only, deduplicated, in taxonomy order", () => {
    const schema = listParam(["A", "B", "C"]);
    expect(schema.parse(["C", "X", "A", "C"])).toEqual(["A", "C"]);
    expect(schema.parse("B")).toEqual(["B"]);
    expect(schema.parse(undefined)).toEqual([]);
    // Comma lists are not split: values may contain commas.
    expect(listParam(["a, b"]).parse("a, b")).toEqual(["a, b"]);
  });

  it("reads booleans as ja/nein and keeps false", () => {
    expect(booleanParam().parse("ja")).toBe(true);
    expect(booleanParam().parse("nein")).toBe(false);
    expect(booleanParam().parse("false")).toBe(false);
    expect(booleanParam().parse("vielleicht")).toBeNull();
    expect(booleanParam().parse(undefined)).toBeNull();
  });

  it("coerces and clamps numbers", () => {
    const radius = numberParam(1, 1000, 100);
    expect(radius.parse("50")).toBe(50);
    expect(radius.parse("7,5")).toBe(7.5);
    expect(radius.parse("5000")).toBe(1000);
    expect(radius.parse("-3")).toBe(1);
    expect(radius.parse("abc")).toBe(100);
    expect(radius.parse(undefined)).toBe(100);
    expect(numberParam(1, 10, 1, true).parse("2.9")).toBe(2);
    expect(optionalNumberParam(0, 10).parse("")).toBeNull();
    expect(optionalNumberParam(0, 10).parse("11")).toBe(10);
  });

  it("accepts real calendar dates only", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("1.3.2026")).toBe(false);
    expect(dateParam().parse("2026-13-01")).toBeNull();
    expect(dateParam().parse("2026-03-01")).toBe("2026-03-01");
    expect(dateListParam().parse(["2026-05-02", "nope", "2026-05-01", "2026-05-02"])).toEqual([
      "2026-05-01",
      "2026-05-02",
    ]);
  });
});

describe("writing the URL query", () => {
  it("writes only set values, booleans as ja/nein, repeated lists, defaults left out", () => {
    const query = toQueryString([
      ["q", ""],
      ["thema", ["Dekubitus", "Ulcus cruris"]],
      ["online", false],
      ["leer", null],
      ["liste", []],
      ["umkreis", 100, 100],
      ["page", 2, 1],
    ]);
    expect(query).toBe("thema=Dekubitus&thema=Ulcus+cruris&online=nein&page=2");
  });
});

describe("matching rules", () => {
  it("counts empty values and empty lists as not set, false and 0 as set", () => {
    expect(isSet("")).toBe(false);
    expect(isSet("  ")).toBe(false);
    expect(isSet([])).toBe(false);
    expect(isSet(null)).toBe(false);
    expect(isSet({})).toBe(false);
    expect(isSet(false)).toBe(true);
    expect(isSet(0)).toBe(true);
    expect(isSet(["x"])).toBe(true);
    expect(isSet({ ICW: 0 })).toBe(true);
  });

  it("matches text case-insensitively as a substring of any field", () => {
    const { match } = textMatch((texts: (string | null)[]) => texts);
    const matchesText = (needle: string, ...texts: (string | null)[]) => match(texts, needle, undefined);
    expect(matchesText("WUND", "Wundkongress")).toBe(true);
    expect(matchesText("kongress", null, "Der Wundkongress")).toBe(true);
    expect(matchesText("ärzte", "Für Ärzte")).toBe(true);
    expect(matchesText("x", "Wundkongress", null)).toBe(false);
    expect(matchesText("  ", null)).toBe(true);
  });

  it("matches any-of lists against single values and lists", () => {
    expect(matchesAnyOf([], null)).toBe(true);
    expect(matchesAnyOf(["a", "b"], "b")).toBe(true);
    expect(matchesAnyOf(["a", "b"], ["c", "a"])).toBe(true);
    expect(matchesAnyOf(["a"], ["c"])).toBe(false);
    expect(matchesAnyOf(["a"], null)).toBe(false);
    expect(matchesAnyOf(["a"], [])).toBe(false);
  });

  it("treats a false boolean filter as set", () => {
    expect(matchesBoolean(null, true)).toBe(true);
    expect(matchesBoolean(false, false)).toBe(true);
    expect(matchesBoolean(false, true)).toBe(false);
    expect(matchesBoolean(false, null)).toBe(false);
  });
});

describe("fee filter bands", () => {
  it("maps 'unter X' onto stored bands ending at or below X, 'über X' onto bands above", () => {
    const bands = feeFilterBands([50, 100, 150], 150, TEILNEHMERGEBUEHR);
    expect(bands.map((b) => [b.value, b.label, b.stored])).toEqual([
      ["unter50", "unter 50 €", ["bis50"]],
      ["unter100", "unter 100 €", ["bis50", "bis100"]],
      ["unter150", "unter 150 €", ["bis50", "bis100", "bis150"]],
      ["ueber150", "über 150 €", ["ueber150"]],
    ]);
  });

  it("reaches every stored half-day and full-day band from some filter band", () => {
    const half = feeFilterBands([200, 300, 400, 500], 500, HONORAR_HALBER_TAG);
    expect(half.find((b) => b.value === "unter500")?.stored).toEqual([
      "unter200",
      "eur200",
      "eur300",
      "eur400",
      "eur500",
    ]);
    expect(half.find((b) => b.value === "ueber500")?.stored).toEqual(["ueber500"]);
    const full = feeFilterBands([400, 500, 600, 700, 800], 800, HONORAR_GANZER_TAG);
    expect(full.find((b) => b.value === "unter400")?.stored).toEqual(["unter400"]);
    expect(full.find((b) => b.value === "unter500")?.stored).toEqual(["unter400", "eur500"]);
    expect(full.find((b) => b.value === "unter600")?.stored).toEqual(["unter400", "eur500", "eur600"]);
    for (const [bands, stored] of [
      [half, HONORAR_HALBER_TAG],
      [full, HONORAR_GANZER_TAG],
    ] as const) {
      for (const band of stored) expect(bands.some((b) => b.stored.includes(band.value))).toBe(true);
    }
  });

  it("models every speaker fee table alike: a stored 'X €' band is found by 'unter X €', never by 'unter' a lower step", () => {
    const tables = [
      [feeFilterBands([200, 300, 400, 500], 500, HONORAR_HALBER_TAG), HONORAR_HALBER_TAG],
      [feeFilterBands([400, 500, 600, 700, 800], 800, HONORAR_GANZER_TAG), HONORAR_GANZER_TAG],
    ] as const;
    for (const [filterBands, stored] of tables) {
      for (const band of stored) {
        const amount = /^(\d+) €$/.exec(band.label)?.[1];
        if (!amount) continue;
        const found = filterBands.filter((f) => f.stored.includes(band.value)).map((f) => f.value);
        expect(found).toContain(`unter${amount}`);
        const lowerSteps = filterBands.filter(
          (f) => f.value.startsWith("unter") && Number(f.value.slice(5)) < Number(amount),
        );
        for (const lower of lowerSteps) expect(lower.stored).not.toContain(band.value);
      }
    }
  });

  it("matches any chosen band; nothing stored never matches a set filter", () => {
    const bands = feeFilterBands([50, 100, 150], 150, TEILNEHMERGEBUEHR);
    expect(matchesFeeBands(["unter100"], bands, "bis50")).toBe(true);
    expect(matchesFeeBands(["unter50", "ueber150"], bands, "bis100")).toBe(false);
    expect(matchesFeeBands(["unter50", "ueber150"], bands, "ueber150")).toBe(true);
    expect(matchesFeeBands(["unter100"], bands, null)).toBe(false);
    expect(matchesFeeBands([], bands, null)).toBe(true);
  });
});

describe("Berlin calendar days", () => {
  it("starts a winter day at 23:00 UTC the day before", () => {
    expect(new Date(berlinDayStart("2026-01-15")).toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(new Date(berlinDayEnd("2026-01-15")).toISOString()).toBe("2026-01-15T22:59:59.999Z");
  });

  it("starts a summer day at 22:00 UTC the day before", () => {
    expect(new Date(berlinDayStart("2026-07-01")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(new Date(berlinDayEnd("2026-07-01")).toISOString()).toBe("2026-07-01T21:59:59.999Z");
  });

  it("handles the clock changes (23 h and 25 h days) and month ends", () => {
    // 29 March 2026: clocks go forward at 02:00.
    expect(berlinDayEnd("2026-03-29") + 1 - berlinDayStart("2026-03-29")).toBe(23 * 3600_000);
    // 25 October 2026: clocks go back at 03:00.
    expect(berlinDayEnd("2026-10-25") + 1 - berlinDayStart("2026-10-25")).toBe(25 * 3600_000);
    expect(new Date(berlinDayEnd("2026-12-31")).toISOString()).toBe("2026-12-31T22:59:59.999Z");
  });

  it("reads the Berlin day of stored dates and date-times", () => {
    expect(berlinDate("2027-01-10")).toBe("2027-01-10");
    expect(berlinDate("2027-01-10T23:30:00.000Z")).toBe("2027-01-11");
    expect(berlinDate("2027-07-10T21:59:00.000Z")).toBe("2027-07-10");
    expect(berlinDate("kein Datum")).toBeNull();
  });
});

describe("sortBy", () => {
  const rows = [
    { id: 1, name: "Zentrum", n: 3 as number | null },
    { id: 2, name: "Äskulap", n: null },
    { id: 3, name: "apotheke", n: 1 },
    { id: 4, name: "", n: 2 },
    { id: 5, name: "Bad Oeynhausen", n: 1 },
  ];

  it("sorts text with German collation, missing values last", () => {
    expect(sortBy(rows, (r) => r.name).map((r) => r.id)).toEqual([3, 2, 5, 1, 4]);
  });

  it("puts missing values last in descending order too", () => {
    expect(sortBy(rows, (r) => r.name, "desc").map((r) => r.id)).toEqual([1, 5, 2, 3, 4]);
    expect(sortBy(rows, (r) => r.n, "desc").map((r) => r.id)).toEqual([1, 4, 3, 5, 2]);
  });

  it("is stable for equal keys in both directions", () => {
    expect(sortBy(rows, (r) => r.n).map((r) => r.id)).toEqual([3, 5, 4, 1, 2]);
    expect(
      sortBy(rows, (r) => r.n, "desc")
        .filter((r) => r.n === 1)
        .map((r) => r.id),
    ).toEqual([3, 5]);
  });

  it("orders booleans false first ascending and leaves its input untouched", () => {
    const flags = [{ v: true }, { v: false }, { v: true }];
    expect(sortBy(flags, (f) => f.v).map((f) => f.v)).toEqual([false, true, true]);
    expect(flags.map((f) => f.v)).toEqual([true, false, true]);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  it("slices a page and counts pages", () => {
    expect(paginate(items, 2, 5)).toEqual({ items: [6, 7, 8, 9, 10], page: 2, pageCount: 3, total: 12 });
    expect(paginate(items, 3, 5).items).toEqual([11, 12]);
  });

  it("clamps the page into 1..pageCount", () => {
    expect(paginate(items, 99, 5).page).toBe(3);
    expect(paginate(items, 99, 5).items).toEqual([11, 12]);
    expect(paginate(items, 0, 5).page).toBe(1);
    expect(paginate(items, -4, 5).items).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(items, Number.NaN, 5).page).toBe(1);
  });

  it("gives an empty list one empty page and survives a bad page size", () => {
    expect(paginate([], 3, 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(paginate(items, 1, 0).items).toEqual([1]);
  });
});
