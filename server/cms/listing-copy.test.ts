import { planEntitlements } from "@wundportal/rules";
import { copyOfListing } from "./listing-copy";
import type { RawOwnListing } from "./listing-mapping";

const file = (id: number) => ({ id, url: `/uploads/f${id}.png`, name: `f${id}.png`, mime: "image/png" });

/** A stored event as the editor reads it, with what the CMS adds around the fields. */
const storedEvent = {
  id: 41,
  documentId: "ev41",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-02-01T00:00:00.000Z",
  publishedAt: "2026-01-01T00:00:00.000Z",
  firstPublicAt: "2026-01-02T00:00:00.000Z",
  createdby: { id: 9 },
  // Statistics as they would appear if a read ever carried them: never part of a copy.
  views: 120,
  contacts: 4,
  Veranstaltungsname: "Wundexperte ICW Basiskurs",
  Stadt: "Würzburg",
  Startzeit: "2026-05-04T07:00:00.000Z",
  Endzeit: "2026-05-04T15:00:00.000Z",
  Published: true,
  Fokusiere: true,
  Bild: file(3),
  Medien: [file(4), file(5)],
  Fortbildungspunkte: [{ id: 77, Vergabestelle: "ICW", Punkte: 8 }],
  referents: [{ id: 12, Vorname: "Anna", Name: "Berg" }],
} as unknown as RawOwnListing;

const classic = planEntitlements("Veranstalter", "Classic")!;
const premium = planEntitlements("Veranstalter", "Premium")!;

describe("copyOfListing", () => {
  it("starts a new, unpublished listing without focus, ids, CMS dates or statistics", () => {
    const { values } = copyOfListing("Veranstaltung", storedEvent, premium);
    expect(values.id).toBeNull();
    expect(values.Published).toBe(false);
    expect(values.Fokusiere).toBe(false);
    for (const field of [
      "documentId",
      "createdAt",
      "updatedAt",
      "publishedAt",
      "firstPublicAt",
      "createdby",
      "views",
      "contacts",
    ]) {
      expect(values).not.toHaveProperty(field);
    }
    // Components lose Strapi's ids, so the copy gets its own.
    expect(values.Fortbildungspunkte).toEqual([{ Vergabestelle: "ICW", Punkte: 8 }]);
  });

  it("keeps the listing's own fields: name, place, times in Berlin time, picture, speakers", () => {
    const { values, droppedFiles } = copyOfListing("Veranstaltung", storedEvent, premium);
    expect(values).toMatchObject({
      Veranstaltungsname: "Wundexperte ICW Basiskurs",
      Stadt: "Würzburg",
      Startzeit: "2026-05-04T09:00",
      Endzeit: "2026-05-04T17:00",
      Bild: [file(3)],
      Medien: [file(4), file(5)],
      referents: [{ id: 12, name: "Anna Berg" }],
    });
    expect(droppedFiles).toEqual([]);
  });

  it("leaves out the gallery a Classic plan does not open, and says so; the picture stays", () => {
    const { values, droppedFiles } = copyOfListing("Veranstaltung", storedEvent, classic);
    expect(values.Medien).toEqual([]);
    expect(values.Bild).toEqual([file(3)]);
    expect(droppedFiles).toEqual(["Medien"]);
  });

  it("empties a speaker's premium fields below the tier that opens them", () => {
    const speaker = {
      id: 5,
      documentId: "ref5",
      Name: "Berg",
      Vorname: "Anna",
      Stadt: "Köln",
      Email: "anna@example.org",
      Seminartyp: ["Inhouse Schulungen"],
      Terminverfuegbarkeit: ["2026-06-01"],
      Bild: file(8),
      Published: true,
    } as unknown as RawOwnListing;
    const { values } = copyOfListing("Referent", speaker, planEntitlements("Referent", "Premium")!);
    expect(values.Seminartyp).toEqual(["Inhouse Schulungen"]);
    expect(values.Terminverfuegbarkeit).toEqual([]);
    expect(values.Bild).toEqual([file(8)]);
    expect(values.Email).toBe("anna@example.org");
  });
});
