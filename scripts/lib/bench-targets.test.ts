import { benchTargets, targetTable, TEN_TIMES_SCALE } from "./bench-targets.mjs";

const load = (rps: number, p99: number, singleP50: number) => ({
  rps,
  p50: p99 / 2,
  p99,
  non2xx: 0,
  errors: 0,
  single: { p50: singleP50, p99: singleP50 * 3 },
});

const run = {
  scale: 10_000,
  longTail: {
    lists: { "/veranstaltungen": load(70, 290, 15), "/hersteller": load(60, 310, 16) },
    floor: load(100, 150, 10),
    ceiling: load(190, 60, 4),
  },
};

const row = (rows: ReturnType<typeof benchTargets>, name: string) => {
  const found = rows.find((r) => r.name === name);
  if (!found) throw new Error(`keine Zeile ${name}`);
  return found;
};

describe("benchTargets", () => {
  it("judges each list's new combinations against the floor measured in the same run", () => {
    const rows = benchTargets(run);
    expect(
      row(rows, "Neue Kombination /veranstaltungen: Abrufe/s im Verhältnis zur Untergrenze"),
    ).toMatchObject({
      figure: "0.70×",
      met: true,
    });
    // 60 of the floor's 100 req/s is below two thirds.
    expect(row(rows, "Neue Kombination /hersteller: Abrufe/s im Verhältnis zur Untergrenze").met).toBe(false);
    // p99 310 ms against the floor's 150 ms is more than twice.
    expect(row(rows, "Neue Kombination /hersteller: p99 im Verhältnis zur Untergrenze").met).toBe(false);
    expect(row(rows, "Neue Kombination /veranstaltungen: p99 im Verhältnis zur Untergrenze").met).toBe(true);
    // One at a time: 16 ms against 10 ms is more than 1.5×.
    expect(row(rows, "Neue Kombination /hersteller: einzeln p50 im Verhältnis zur Untergrenze").met).toBe(
      false,
    );
    expect(
      row(rows, "Neue Kombination /veranstaltungen: einzeln p50 im Verhältnis zur Untergrenze").met,
    ).toBe(true);
    // The floor at 100 of /robots.txt's 190 req/s: above half.
    expect(
      row(rows, "Untergrenze (/impressum neu gerendert): Abrufe/s im Verhältnis zu /robots.txt"),
    ).toMatchObject({ figure: "0.53×", met: true });
  });

  it("judges Next's own empty page against its robots.txt, and our floor against Next's", () => {
    const rows = benchTargets({
      ...run,
      longTail: { ...run.longTail, nextReference: { floor: load(160, 90, 6), ceiling: load(480, 30, 2) } },
    });
    expect(
      row(rows, "Next-Referenz (leere Seite, neu gerendert): Abrufe/s im Verhältnis zu ihrer /robots.txt"),
    ).toMatchObject({ figure: "0.33×", met: false });
    // Our floor's 100 req/s against Next's 160: 0.63, below two thirds.
    expect(row(rows, "Untergrenze: Abrufe/s im Verhältnis zur Next-Referenz (leere Seite)")).toMatchObject({
      figure: "0.63×",
      met: false,
    });
    expect(
      row(benchTargets(run), "Untergrenze: Abrufe/s im Verhältnis zur Next-Referenz (leere Seite)").met,
    ).toBeNull();
  });

  it("judges each list and the floor against Next alone rendering the same markup", () => {
    const rows = benchTargets({
      ...run,
      longTail: {
        ...run.longTail,
        nextReference: {
          floor: load(160, 90, 6),
          ceiling: load(480, 30, 2),
          sameMarkup: {
            "/veranstaltungen": load(100, 200, 12),
            "/hersteller": load(100, 200, 12),
            "/impressum": load(120, 100, 8),
          },
        },
      },
    });
    // 70 req/s against Next's 100 for the same markup: above two thirds; 60 of 100 below.
    expect(
      row(
        rows,
        "Neue Kombination /veranstaltungen: Abrufe/s im Verhältnis zu Next allein mit demselben Markup",
      ),
    ).toMatchObject({ figure: "0.70×", met: true });
    expect(
      row(rows, "Neue Kombination /hersteller: Abrufe/s im Verhältnis zu Next allein mit demselben Markup")
        .met,
    ).toBe(false);
    // The floor (100 req/s) against the same markup in Next alone (120).
    expect(
      row(rows, "Untergrenze /impressum: Abrufe/s im Verhältnis zu Next allein mit demselben Markup"),
    ).toMatchObject({ figure: "0.83×", met: true });
    // A run without the recorded markup has no such rows.
    expect(benchTargets(run).some((r) => r.name.includes("demselben Markup"))).toBe(false);
  });

  it("allows twice the floor at ten times the data and asks for the collections' load time there", () => {
    const rows = benchTargets({ ...run, scale: TEN_TIMES_SCALE });
    expect(row(rows, "Neue Kombination /hersteller: einzeln p50 im Verhältnis zur Untergrenze").met).toBe(
      true,
    );
    expect(row(rows, "Neustart bis alle Sammlungen geladen").met).toBeNull();
    const loaded = benchTargets({ ...run, scale: TEN_TIMES_SCALE, firstRequest: { allLoadedMs: 61_000 } });
    expect(row(loaded, "Neustart bis alle Sammlungen geladen").met).toBe(false);
    expect(benchTargets(run).some((r) => r.name.startsWith("Neustart"))).toBe(false);
  });

  it("says what the run did not measure instead of passing it", () => {
    const rows = benchTargets({ scale: 10_000 });
    expect(row(rows, "Mischlast: p99")).toEqual({
      name: "Mischlast: p99",
      figure: "nicht gemessen",
      limit: "≤ 1.000 ms",
      met: null,
    });
    expect(rows.every((r) => r.met === null)).toBe(true);
    expect(targetTable(rows)).toMatch(/^Ziele \(Issue 43\): 0 erfüllt, 0 verfehlt, \d+ nicht gemessen/);
  });

  it("fails the mixed load on one error and on memory above 800 MiB at 10,000 events", () => {
    const soak = {
      rps: 40,
      p50: 80,
      p99: 700,
      non2xx: 0,
      errors: 1,
      seconds: 300,
      maxRssBytes: 801 * 1024 * 1024,
    };
    const rows = benchTargets({ ...run, soak });
    expect(row(rows, "Mischlast: Fehler und Antworten außer 2xx").met).toBe(false);
    expect(row(rows, "Mischlast: p99").met).toBe(true);
    expect(row(rows, "Mischlast: größter RSS der Web-App (300 s)")).toMatchObject({
      figure: "801 MiB",
      met: false,
    });
    // 1.5 GiB is the limit at ten times the data.
    const big = benchTargets({ ...run, scale: TEN_TIMES_SCALE, soak });
    expect(row(big, "Mischlast: größter RSS der Web-App (300 s)").met).toBe(true);
  });

  it("keeps repeated pages at the ceiling, detail pages above it, edits within 2 s and bytes within 1/20", () => {
    const page = (rps: number, gzip = 18_000) => ({ rps, p50: 20, p99: 60, non2xx: 0, errors: 0, gzip });
    const rows = benchTargets({
      ...run,
      pages: {
        "/veranstaltungen": page(600),
        "Veranstaltung (Detail)": page(640),
        "/robots.txt (Decke)": page(650),
      },
      editToVisibleMs: 2100,
      oldClient: { gzipBytes: 5_800_000 },
    });
    expect(row(rows, "Wiederholt /veranstaltungen: Abrufe/s im Verhältnis zu /robots.txt").met).toBe(true);
    expect(row(rows, "Wiederholt Veranstaltung (Detail): Abrufe/s im Verhältnis zu /robots.txt").met).toBe(
      false,
    );
    expect(row(rows, "Bearbeitung in Strapi bis sichtbar")).toMatchObject({ figure: "2.100 ms", met: false });
    expect(row(rows, "Bytes /veranstaltungen (gzip) im Verhältnis zum alten Frontend")).toMatchObject({
      figure: "1/322",
      met: true,
    });
    expect(targetTable(rows)).toMatch(
      /VERFEHLT \| Bearbeitung in Strapi bis sichtbar +\| 2\.100 ms +\| ≤ 2\.000 ms/,
    );
  });
});
