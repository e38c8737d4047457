import { pageTitle, SITE_TITLE_SUFFIX, TITLE_MAX } from "./page-title";

const full = (title: string) => `${title}${SITE_TITLE_SUFFIX}`;

describe("pageTitle", () => {
  it("keeps a short name as it is", () => {
    expect(pageTitle("Wundkongress Hamburg 2027")).toBe("Wundkongress Hamburg 2027");
  });

  it("cuts a long event name at a word, so the whole title has at most 60 characters", () => {
    const name =
      "ICW-Rezertifizierung Dekubitus und Ulcus cruris: Kompressionstherapie in der ambulanten Pflege";
    const title = pageTitle(name);
    expect(full(title).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title).toBe("ICW-Rezertifizierung Dekubitus und Ulcus…");
  });

  it("cuts a single overlong word inside it", () => {
    const title = pageTitle("Wundversorgungsfortbildungsveranstaltungsreihenankündigungstext");
    expect(full(title).length).toBe(TITLE_MAX);
    expect(title.endsWith("…")).toBe(true);
  });
});
