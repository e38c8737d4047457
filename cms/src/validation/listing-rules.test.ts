// The CMS's check of a listing write against the form's field schemas: what a caller is refused
// with (Strapi's ValidationError, a code, the form's German message per field), and what passes.
import { describe, expect, it } from "@jest/globals";
import { refusalOf } from "../../tests/fake-strapi";
import { validateListing } from "./listing-rules";

const EVENT = "api::veranstaltung.veranstaltung";
const PRODUCT = "api::produkt.produkt";
const SPEAKER = "api::referent.referent";

describe("validateListing", () => {
  it("refuses a create without the required name, with its code and the form message", async () => {
    const refusal = await refusalOf(() => validateListing(EVENT, { Stadt: "Berlin" }, { create: true }));
    expect(refusal.name).toBe("ValidationError");
    expect(refusal.message).toBe("Bitte geben Sie einen Veranstaltungsnamen an.");
    expect(refusal.details).toMatchObject({ code: "listing.invalidValue", field: "Veranstaltungsname" });
  });

  it("an update need not name the required fields it leaves as they are", () => {
    expect(() => validateListing(EVENT, { Stadt: "Berlin" }, { create: false })).not.toThrow();
  });

  it("refuses a link that is no http(s) address with URL_NOT_HTTP", async () => {
    const refusal = await refusalOf(() =>
      validateListing(PRODUCT, { Homepage: "javascript:alert(1)" }, { create: false }),
    );
    expect(refusal.details).toMatchObject({ code: "URL_NOT_HTTP", field: "Homepage" });
    expect(refusal.message).toBe("Bitte eine Adresse mit http:// oder https:// angeben.");
  });

  it("names every broken field in details.errors, the first one in details.field", async () => {
    const refusal = await refusalOf(() =>
      validateListing(
        SPEAKER,
        { Vorname: "A", Name: "B", Stadt: "C", Email: "keine-adresse", PLZ: "123" },
        { create: true },
      ),
    );
    // In the order of the form's fields.
    expect(refusal.details.field).toBe("PLZ");
    expect(refusal.details.errors).toEqual([
      { path: ["PLZ"], message: "Bitte geben Sie eine fünfstellige PLZ ein.", name: "ValidationError" },
      {
        path: ["Email"],
        message: "Bitte geben Sie eine gültige Email-Adresse ein.",
        name: "ValidationError",
      },
    ]);
  });

  it("refuses a value outside the list of a choice", async () => {
    const refusal = await refusalOf(() =>
      validateListing(EVENT, { Teilnehmergebuehr: "umsonst?" }, { create: false }),
    );
    expect(refusal.details).toMatchObject({ code: "listing.invalidValue", field: "Teilnehmergebuehr" });
  });

  it("passes a valid create", () => {
    expect(() =>
      validateListing(PRODUCT, { Produktname: "Gel", Homepage: "https://example.org" }, { create: true }),
    ).not.toThrow();
  });

  it("checks the date range against the stored start when an update names only the end", async () => {
    const existing = { Startzeit: "2026-05-10T09:00:00.000Z", Endzeit: "2026-05-10T17:00:00.000Z" };
    const refusal = await refusalOf(() =>
      validateListing(EVENT, { Endzeit: "2026-05-09T17:00:00.000Z" }, { create: false, existing }),
    );
    expect(refusal.details).toMatchObject({ code: "listing.invalidValue", field: "Endzeit" });
    expect(refusal.message).toBe("Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.");
    expect(() =>
      validateListing(EVENT, { Endzeit: "2026-05-11T17:00:00.000Z" }, { create: false, existing }),
    ).not.toThrow();
  });

  it("checks the product cascade against the stored main category", async () => {
    const refusal = await refusalOf(() =>
      validateListing(
        PRODUCT,
        { Unterkategorie: "Sondennahrung" },
        { create: false, existing: { Hauptkategorie: "Wunde" } },
      ),
    );
    expect(refusal.details).toMatchObject({ code: "listing.invalidValue", field: "Unterkategorie" });
    expect(() =>
      validateListing(
        PRODUCT,
        { Unterkategorie: "Sondennahrung" },
        { create: false, existing: { Hauptkategorie: "Ernährung" } },
      ),
    ).not.toThrow();
  });

  it("leaves other content types alone", () => {
    expect(() => validateListing("api::plan.plan", { title: "" }, { create: true })).not.toThrow();
  });
});
