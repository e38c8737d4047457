// The document middleware that holds every listing write to the field schemas: which writes it
// checks, what it reads from the store to do so (and when it reads nothing), and that a refused
// write never reaches the document service.
import { describe, expect, it } from "@jest/globals";
import { CASCADE_FIELDS } from "@wundportal/rules";
import type { DocumentContext } from "../utils/document-middleware";
import { fakeStrapi, refusalOf, run } from "../../tests/fake-strapi";
import { validateListingWrites } from "./field-validation";

const EVENT = "api::veranstaltung.veranstaltung";
const PRODUCT = "api::produkt.produkt";

const STORED = {
  [EVENT]: { e1: { Startzeit: "2026-05-10T09:00:00.000Z", Endzeit: "2026-05-10T17:00:00.000Z" } },
  [PRODUCT]: {
    p1: { Hauptkategorie: "Wunde", Unterkategorie: "Wundauflage", Unterpunkt1: null, Unterpunkt2: null },
  },
};

function setup() {
  const fake = fakeStrapi({ stored: STORED });
  return { ...fake, middleware: validateListingWrites(fake.strapi) };
}

describe("validateListingWrites", () => {
  it("refuses a create without the required name, with its code, before it reaches the document service", async () => {
    const { middleware } = setup();
    let reached = false;
    const refusal = await refusalOf(() =>
      middleware(
        { uid: PRODUCT, action: "create", params: { data: { Homepage: "https://example.org" } } },
        async () => {
          reached = true;
          return null as never;
        },
      ),
    );
    expect(refusal).toMatchObject({
      name: "ValidationError",
      message: "Bitte geben Sie einen Produktnamen an.",
    });
    expect(refusal.details).toMatchObject({ code: "listing.invalidValue", field: "Produktname" });
    expect(reached).toBe(false);
  });

  it("an update need not name the required fields it leaves as they are", async () => {
    const { middleware } = setup();
    const params = { documentId: "p1", data: { Homepage: "https://example.org" } };
    expect(await run(middleware, { uid: PRODUCT, action: "update", params })).toBe(params);
  });

  it("refuses an invalid link on update with URL_NOT_HTTP", async () => {
    const { middleware } = setup();
    const refusal = await refusalOf(() =>
      run(middleware, {
        uid: EVENT,
        action: "update",
        params: { documentId: "e1", data: { Anmeldelink: "ftp://x" } },
      }),
    );
    expect(refusal.details).toMatchObject({ code: "URL_NOT_HTTP", field: "Anmeldelink" });
  });

  it("an update touching a field of the product cascade reads the stored cascade and checks against it", async () => {
    const { middleware, findOneCalls } = setup();
    const refusal = await refusalOf(() =>
      run(middleware, {
        uid: PRODUCT,
        action: "update",
        params: { documentId: "p1", data: { Unterkategorie: "Sondennahrung" } },
      }),
    );
    expect(refusal.details).toMatchObject({ code: "listing.invalidValue", field: "Unterkategorie" });
    expect(findOneCalls).toEqual([
      { uid: PRODUCT, params: { documentId: "p1", fields: [...CASCADE_FIELDS] } },
    ]);
  });

  it("an update of the event's end reads the stored start and checks the range with it", async () => {
    const { middleware, findOneCalls } = setup();
    const refusal = await refusalOf(() =>
      run(middleware, {
        uid: EVENT,
        action: "update",
        params: { documentId: "e1", data: { Endzeit: "2026-05-09T12:00:00.000Z" } },
      }),
    );
    expect(refusal.message).toBe("Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.");
    expect(findOneCalls).toEqual([
      { uid: EVENT, params: { documentId: "e1", fields: ["Startzeit", "Endzeit"] } },
    ]);
  });

  it("a valid update of a spanning field passes on to the document service unchanged", async () => {
    const { middleware } = setup();
    const params = { documentId: "e1", data: { Endzeit: "2026-05-10T18:00:00.000Z" } };
    expect(await run(middleware, { uid: EVENT, action: "update", params })).toBe(params);
  });

  it.each([
    ["a name", PRODUCT, { Produktname: "Neu" }],
    ["the publication flag", EVENT, { Published: true }],
    ["the first-publication stamp", EVENT, { firstPublicAt: "2026-05-01T00:00:00.000Z" }],
  ])("an update of %s only reads nothing from the store", async (_what, uid, data) => {
    const { middleware, findOneCalls } = setup();
    const params = { documentId: uid === EVENT ? "e1" : "p1", data };
    expect(await run(middleware, { uid, action: "update", params })).toBe(params);
    expect(findOneCalls).toEqual([]);
  });

  it("a create reads nothing: there is nothing stored to complete it", async () => {
    const { middleware, findOneCalls } = setup();
    await run(middleware, {
      uid: EVENT,
      action: "create",
      params: { data: { Veranstaltungsname: "Kongress", Startzeit: "2026-05-10T09:00:00.000Z" } },
    });
    expect(findOneCalls).toEqual([]);
  });

  it.each<DocumentContext>([
    { uid: "api::plan.plan", action: "create", params: { data: { title: "" } } },
    { uid: PRODUCT, action: "delete", params: { documentId: "p1" } },
    { uid: PRODUCT, action: "findMany", params: { filters: { Produktname: "" } } },
  ])("leaves $action of $uid alone", async (context) => {
    const { middleware, findOneCalls } = setup();
    expect(await run(middleware, context)).toBe(context.params);
    expect(findOneCalls).toEqual([]);
  });
});
