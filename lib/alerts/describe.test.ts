import { SEARCH_DESCRIPTION_MAX, isSearchDescription } from "@wundportal/rules";
import { describeSearch } from "./describe";
import { normaliseAlertQuery } from "./lists";

describe("describeSearch", () => {
  it("names a list without a filter as all of it", () => {
    expect(describeSearch("veranstaltungen", "")).toBe("Veranstaltungen: alle");
    expect(describeSearch("referenten", null)).toBe("Referenten: alle");
    expect(describeSearch("versorgungspartner", "page=3&sort=Name")).toBe("Versorgungspartner: alle");
  });

  it("reads an event search as the filter chips do: topic, place with radius, start date", () => {
    const query = normaliseAlertQuery(
      "veranstaltungen",
      "thema=Dekubitus&ort=Hamburg&umkreis=50&von=2027-03-01",
    );
    expect(describeSearch("veranstaltungen", query)).toBe(
      "Veranstaltungen: Von: 01.03.2027; Umkreis 50 km um Hamburg; Themengebiete: Dekubitus",
    );
  });

  it("puts the quick search's words first", () => {
    expect(describeSearch("veranstaltungen", "q=Wunde&online=ja")).toBe(
      "Veranstaltungen: Suchbegriff „Wunde“; Online-Veranstaltung: Nur online",
    );
  });

  it("reads speaker and care partner searches with their own fields, never a private one", () => {
    // The availability filter reads private speaker data: an alert never keeps it.
    expect(describeSearch("referenten", "ort=Berlin&termin=2027-05-04")).toBe(
      "Referenten: Einsatzort: Berlin",
    );
    expect(describeSearch("versorgungspartner", "ort=Leipzig&barrierefrei=ja")).toBe(
      "Versorgungspartner: Umkreis 100 km um Leipzig; Barrierefreiheit: Ja",
    );
  });

  it("gives one line of plain text under the CMS's limit, whatever the URL holds", () => {
    const long = describeSearch(
      "veranstaltungen",
      `q=${encodeURIComponent("<b>x</b>\nzweite Zeile ".repeat(8))}&ort=${"Bad Münstereifel ".repeat(11)}`,
    );
    expect(long.length).toBeLessThanOrEqual(SEARCH_DESCRIPTION_MAX);
    expect(long).toMatch(/…$/);
    expect(long).not.toMatch(/[<>\n]/);
    expect(isSearchDescription(long, "Veranstaltungen")).toBe(true);
  });
});
