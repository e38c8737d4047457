import { makeCarePartner, makeEvent, makeSpeaker } from "@/lib/test-factories";
import { appearedAt, newMatches, normaliseAlertQuery } from "./lists";

describe("normaliseAlertQuery", () => {
  it("keeps an event filter and drops the table state", () => {
    expect(
      normaliseAlertQuery("veranstaltungen", "?q=Wunde&sort=name&dir=desc&page=3&size=50&thema=Ulcus+cruris"),
    ).toBe("q=Wunde&thema=Ulcus+cruris");
  });

  it("gives the same stored query whatever the order, case of point parameters or unknown parameters", () => {
    const a = normaliseAlertQuery(
      "veranstaltungen",
      "thema=Ulcus+cruris&punkte_ICW=5&utm_source=mail&q=Wunde",
    );
    const b = normaliseAlertQuery(
      "veranstaltungen",
      new URLSearchParams("q=Wunde&punkte_icw=5&thema=Ulcus%20cruris"),
    );
    expect(a).toBe(b);
    expect(a).toContain("punkte_icw=5");
    expect(a).not.toContain("utm_source");
  });

  it("drops values the list does not offer and stays stable when normalised again", () => {
    const once = normaliseAlertQuery("veranstaltungen", "thema=Erfunden&online=vielleicht&q=%20Kongress%20");
    expect(once).toBe("q=Kongress");
    expect(normaliseAlertQuery("veranstaltungen", once)).toBe(once);
  });

  it("stores no filter on private speaker data (fees, availability)", () => {
    expect(normaliseAlertQuery("referenten", "q=Berg&honorar_ue=unter50&termin=2026-05-01&sort=stadt")).toBe(
      "q=Berg",
    );
  });

  it("keeps a care partner's place and radius", () => {
    expect(normaliseAlertQuery("versorgungspartner", "ort=M%C3%BCnchen&umkreis=20&page=2")).toBe(
      "ort=M%C3%BCnchen&umkreis=20",
    );
  });

  it("stores an empty query for an unfiltered list", () => {
    expect(normaliseAlertQuery("veranstaltungen", "")).toBe("");
    expect(normaliseAlertQuery("veranstaltungen", "?page=2")).toBe("");
  });
});

describe("newMatches", () => {
  const since = Date.parse("2026-03-01T10:00:00Z");
  const until = Date.parse("2026-03-02T10:00:00Z");
  const window = { since, until };

  it("lists events that appeared within the window and match the filter, oldest first", () => {
    const later = makeEvent({
      Veranstaltungsname: "Wundkongress Nord",
      firstPublicAt: "2026-03-02T09:00:00Z",
    });
    const earlier = makeEvent({ Veranstaltungsname: "Wundtag Süd", firstPublicAt: "2026-03-01T12:00:00Z" });
    const other = makeEvent({ Veranstaltungsname: "Ernährungsforum", firstPublicAt: "2026-03-01T12:00:00Z" });
    expect(newMatches("veranstaltungen", [later, other, earlier], "q=wund", window)).toEqual([
      earlier,
      later,
    ]);
  });

  it("leaves out what appeared before the window (already mailed) or after it (next run)", () => {
    const atStart = makeEvent({ Veranstaltungsname: "Wunde A", firstPublicAt: "2026-03-01T10:00:00Z" });
    const atEnd = makeEvent({ Veranstaltungsname: "Wunde B", firstPublicAt: "2026-03-02T10:00:00Z" });
    const after = makeEvent({ Veranstaltungsname: "Wunde C", firstPublicAt: "2026-03-02T10:00:01Z" });
    expect(newMatches("veranstaltungen", [atStart, atEnd, after], "q=wunde", window)).toEqual([atEnd]);
  });

  it("counts an old listing published within the window as new, and falls back to createdAt without a publication date", () => {
    const publishedLate = makeEvent({
      createdAt: "2026-01-01T00:00:00Z",
      firstPublicAt: "2026-03-01T11:00:00Z",
    });
    const unrecorded = makeEvent({ createdAt: "2026-03-01T11:00:00Z", firstPublicAt: null });
    const old = makeEvent({ createdAt: "2026-01-01T00:00:00Z", firstPublicAt: null });
    expect(appearedAt(unrecorded)).toBe(Date.parse("2026-03-01T11:00:00Z"));
    expect(newMatches("veranstaltungen", [old, publishedLate, unrecorded], "", window)).toEqual([
      publishedLate,
      unrecorded,
    ]);
  });

  it("gives nothing when nothing new matches", () => {
    const other = makeEvent({ Veranstaltungsname: "Ernährungsforum", firstPublicAt: "2026-03-01T12:00:00Z" });
    expect(newMatches("veranstaltungen", [other], "q=wund", window)).toEqual([]);
  });

  it("uses the speaker and care partner filters of their lists", () => {
    const speaker = makeSpeaker({ Vorname: "Anna", Name: "Berg", firstPublicAt: "2026-03-01T12:00:00Z" });
    const stranger = makeSpeaker({ Vorname: "Karl", Name: "Tal", firstPublicAt: "2026-03-01T12:00:00Z" });
    expect(newMatches("referenten", [speaker, stranger], "q=berg", window)).toEqual([speaker]);
    const clinic = makeCarePartner({
      Name: "Klinik Nord",
      Bundesland: "Bayern",
      firstPublicAt: "2026-03-01T12:00:00Z",
    });
    const pharmacy = makeCarePartner({
      Name: "Apotheke",
      Bundesland: "Hessen",
      firstPublicAt: "2026-03-01T12:00:00Z",
    });
    expect(newMatches("versorgungspartner", [clinic, pharmacy], "bundesland=Bayern", window)).toEqual([
      clinic,
    ]);
  });
});
