// A plan's title agrees with its kind and tier, also when an update names only some of them.
import { describe, expect, it } from "@jest/globals";
import { fakeStrapi, refusalOf, run } from "../../tests/fake-strapi";
import { checkPlanTitle } from "./plan-title";

const PLAN = "api::plan.plan";
const STORED = { [PLAN]: { p1: { title: "Hersteller: Classic", kind: "Hersteller", tier: "Classic" } } };

describe("checkPlanTitle", () => {
  it("refuses a create whose title does not match, with plan.titleMismatch", async () => {
    const { strapi } = fakeStrapi();
    const refusal = await refusalOf(() =>
      run(checkPlanTitle(strapi), {
        uid: PLAN,
        action: "create",
        params: { data: { title: "Premium", kind: "Hersteller", tier: "Premium" } },
      }),
    );
    expect(refusal).toMatchObject({
      name: "ValidationError",
      message: "Der Titel muss „Hersteller: Premium“ lauten.",
    });
    expect(refusal.details).toEqual({ code: "plan.titleMismatch" });
  });

  it("checks an update of the tier alone against the stored title and kind", async () => {
    const { strapi, findOneCalls } = fakeStrapi({ stored: STORED });
    const refusal = await refusalOf(() =>
      run(checkPlanTitle(strapi), {
        uid: PLAN,
        action: "update",
        params: { documentId: "p1", data: { tier: "Premium" } },
      }),
    );
    expect(refusal.details).toEqual({ code: "plan.titleMismatch" });
    expect(findOneCalls).toEqual([
      { uid: PLAN, params: { documentId: "p1", fields: ["title", "kind", "tier"] } },
    ]);
  });

  it("passes a matching write, and reads nothing for an update of other fields", async () => {
    const { strapi, findOneCalls } = fakeStrapi({ stored: STORED });
    const params = { documentId: "p1", data: { tier: "Premium", title: "Hersteller: Premium" } };
    expect(await run(checkPlanTitle(strapi), { uid: PLAN, action: "update", params })).toBe(params);
    findOneCalls.length = 0;
    expect(
      await run(checkPlanTitle(strapi), {
        uid: PLAN,
        action: "update",
        params: { documentId: "p1", data: { price: 99 } },
      }),
    ).not.toBeNull();
    expect(findOneCalls).toEqual([]);
  });
});
