// The read-visibility rewriter, without a running Strapi: what filters and populate reach the
// document service for each kind of caller, at every depth, with the project's real models.
import { describe, expect, it } from "@jest/globals";
import type { DocumentContext } from "../utils/document-middleware";
import { fakeStrapi, REQUESTS, run } from "../../tests/fake-strapi";
import type { FakeRequest } from "../../tests/fake-strapi";
import { visibilityMiddleware } from "./visibility";

const EVENT = "api::veranstaltung.veranstaltung";
const MANUFACTURER = "api::hersteller.hersteller";
const PRODUCT = "api::produkt.produkt";

const PUBLISHED = { Published: true };
const PUBLISHED_OR_OWN = (id: number) => ({ $or: [{ Published: true }, { createdby: { id } }] });

/** The params the document service receives for a call made while answering `request`. */
function paramsFor(request: FakeRequest | undefined, context: DocumentContext) {
  const { strapi } = fakeStrapi({ request });
  return run(visibilityMiddleware(strapi), context);
}

describe("top-level reads of a listing collection", () => {
  it("a signed-in portal user sees published listings and their own", async () => {
    const params = await paramsFor(REQUESTS.portalUser(7), { uid: EVENT, action: "findMany", params: {} });
    expect(params?.filters).toEqual(PUBLISHED_OR_OWN(7));
  });

  it("an anonymous caller sees published listings only", async () => {
    const params = await paramsFor(REQUESTS.anonymous(), { uid: EVENT, action: "findMany", params: {} });
    expect(params?.filters).toEqual(PUBLISHED);
  });

  it("the caller's own filters are kept and the rule is ANDed to them", async () => {
    const own = { Stadt: { $eq: "Berlin" } };
    const params = await paramsFor(REQUESTS.anonymous(), {
      uid: EVENT,
      action: "findMany",
      params: { filters: own },
    });
    expect(params?.filters).toEqual({ $and: [own, PUBLISHED] });
  });

  it.each(["findOne", "findFirst", "count"])("%s is filtered like findMany", async (action) => {
    const params = await paramsFor(REQUESTS.portalUser(3), {
      uid: PRODUCT,
      action,
      params: { documentId: "abc" },
    });
    expect(params?.filters).toEqual(PUBLISHED_OR_OWN(3));
    expect(params?.documentId).toBe("abc");
  });

  it("a collection that holds no listings gets no filter", async () => {
    const params = await paramsFor(REQUESTS.anonymous("/api/plans"), {
      uid: "api::plan.plan",
      action: "findMany",
      params: {},
    });
    expect(params).toEqual({});
  });
});

describe("callers the rule leaves alone", () => {
  const context = (): DocumentContext => ({ uid: EVENT, action: "findMany", params: { populate: "*" } });

  it("the web app's read token reads everything (it filters relations itself)", async () => {
    expect(await paramsFor(REQUESTS.readToken(), context())).toEqual({ populate: "*" });
  });

  it("the admin panel reads everything", async () => {
    expect(await paramsFor(REQUESTS.admin(), context())).toEqual({ populate: "*" });
  });

  it("a script or the bootstrap (no request) reads everything", async () => {
    expect(await paramsFor(undefined, context())).toEqual({ populate: "*" });
  });

  it("another token than the read token is an ordinary caller", async () => {
    const request: FakeRequest = {
      path: "/api/veranstaltungs",
      state: { auth: { strategy: { name: "api-token" }, credentials: { name: "someone-else" } } },
    };
    expect((await paramsFor(request, { uid: EVENT, action: "findMany", params: {} }))?.filters).toEqual(
      PUBLISHED,
    );
  });
});

describe("populated relations", () => {
  it("populate '*' guards each relation that leads to a listing, and only those", async () => {
    const params = await paramsFor(REQUESTS.portalUser(7), {
      uid: MANUFACTURER,
      action: "findMany",
      params: { populate: "*" },
    });
    expect(params?.populate).toEqual({
      Logo: true,
      Medien: true,
      veranstaltungs: { filters: PUBLISHED_OR_OWN(7) },
      Produkt: { filters: PUBLISHED_OR_OWN(7) },
      createdby: true,
    });
  });

  it("nested populate objects are guarded at every depth", async () => {
    const params = await paramsFor(REQUESTS.anonymous(), {
      uid: EVENT,
      action: "findMany",
      params: { populate: { herstellers: { populate: { Produkt: { populate: { hersteller: true } } } } } },
    });
    expect(params?.populate).toEqual({
      herstellers: {
        filters: PUBLISHED,
        populate: { Produkt: { filters: PUBLISHED, populate: { hersteller: { filters: PUBLISHED } } } },
      },
    });
  });

  it("dotted populate paths become nested, guarded populate", async () => {
    const params = await paramsFor(REQUESTS.anonymous(), {
      uid: EVENT,
      action: "findMany",
      params: { populate: ["referents", "herstellers.Produkt"] },
    });
    expect(params?.populate).toEqual({
      referents: { filters: PUBLISHED },
      herstellers: { filters: PUBLISHED, populate: { Produkt: { filters: PUBLISHED } } },
    });
  });

  it("a comma-separated populate string is read like a list", async () => {
    const params = await paramsFor(REQUESTS.anonymous(), {
      uid: EVENT,
      action: "findMany",
      params: { populate: "referents,Bild" },
    });
    expect(params?.populate).toEqual({ referents: { filters: PUBLISHED }, Bild: true });
  });

  it("a populated relation's own filters are kept, and relation filters inside them are guarded too", async () => {
    const params = await paramsFor(REQUESTS.anonymous(), {
      uid: MANUFACTURER,
      action: "findMany",
      params: {
        populate: {
          Produkt: { filters: { Produktname: { $contains: "Gel" }, hersteller: { Herstellername: "A" } } },
        },
      },
    });
    const populate = params?.populate as Record<string, { filters: unknown }>;
    expect(populate.Produkt?.filters).toEqual({
      $and: [
        { Produktname: { $contains: "Gel" }, hersteller: { $and: [{ Herstellername: "A" }, PUBLISHED] } },
        PUBLISHED,
      ],
    });
  });

  it("a component holds no listing, so it is populated as asked", async () => {
    const params = await paramsFor(REQUESTS.anonymous(), {
      uid: EVENT,
      action: "findMany",
      params: { populate: { Fortbildungspunkte: true } },
    });
    expect(params?.populate).toEqual({ Fortbildungspunkte: true });
  });

  it("a write answers with a read: its populate is guarded, its data left as it is", async () => {
    const data = { Veranstaltungsname: "Neu" };
    const params = await paramsFor(REQUESTS.portalUser(7), {
      uid: EVENT,
      action: "update",
      params: { documentId: "e1", data, populate: ["herstellers"] },
    });
    expect(params).toEqual({
      documentId: "e1",
      data,
      populate: { herstellers: { filters: PUBLISHED_OR_OWN(7) } },
    });
  });

  it("a write without populate passes untouched", async () => {
    const context: DocumentContext = {
      uid: EVENT,
      action: "create",
      params: { data: { Veranstaltungsname: "Neu" } },
    };
    const original = context.params;
    expect(await paramsFor(REQUESTS.portalUser(7), context)).toBe(original);
  });
});

describe("relation filters", () => {
  it("a filter through a relation matches only visible related listings (no yes/no oracle)", async () => {
    const params = await paramsFor(REQUESTS.anonymous(), {
      uid: EVENT,
      action: "findMany",
      params: { filters: { referents: { Name: { $eq: "Geheim" } } } },
    });
    expect(params?.filters).toEqual({
      $and: [{ referents: { $and: [{ Name: { $eq: "Geheim" } }, PUBLISHED] } }, PUBLISHED],
    });
  });

  it("a value right on a relation compares the related id, inside the relation's guard", async () => {
    const params = await paramsFor(REQUESTS.portalUser(5), {
      uid: PRODUCT,
      action: "count",
      params: { filters: { hersteller: 12 } },
    });
    expect(params?.filters).toEqual({
      $and: [{ hersteller: { $and: [{ id: 12 }, PUBLISHED_OR_OWN(5)] } }, PUBLISHED_OR_OWN(5)],
    });
  });

  it("relations inside $or and $not are guarded as well, two levels deep", async () => {
    const params = await paramsFor(REQUESTS.anonymous(), {
      uid: EVENT,
      action: "findMany",
      params: {
        filters: {
          $or: [
            { herstellers: { Produkt: { Produktname: "X" } } },
            { $not: { referents: { id: { $in: [1, 2] } } } },
          ],
        },
      },
    });
    expect(params?.filters).toEqual({
      $and: [
        {
          $or: [
            { herstellers: { $and: [{ Produkt: { $and: [{ Produktname: "X" }, PUBLISHED] } }, PUBLISHED] } },
            { $not: { referents: { $and: [{ id: { $in: [1, 2] } }, PUBLISHED] } } },
          ],
        },
        PUBLISHED,
      ],
    });
  });

  it("a relation to something other than a listing is not guarded", async () => {
    const params = await paramsFor(REQUESTS.portalUser(2), {
      uid: EVENT,
      action: "findMany",
      params: { filters: { createdby: { id: 2 } } },
    });
    expect(params?.filters).toEqual({ $and: [{ createdby: { id: 2 } }, PUBLISHED_OR_OWN(2)] });
  });
});
