// @ts-check
// Sign-in of an unknown account does the same work as a wrong password for a known one, so its
// timing does not tell who has an account. Timings themselves are too noisy on shared machines to
// be a pass criterion; the tests check that the dummy hash comparison is made.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import { call, confirmedUser, unique } from "./support.mjs";

// The CMS build's module, typed by its source (cms/src compiles to cms/dist/src).
const requireBuilt = createRequire(import.meta.url);
/** @typedef {typeof import("../../cms/src/auth/equal-sign-in-work.js")} EqualSignInWork */
/** @typedef {Parameters<ReturnType<EqualSignInWork["withEqualSignInWork"]>>[0]} Context Koa's */

/**
 * A stand-in for the sign-in's Koa context: the fields the wrapper reads, not all of Koa's.
 * @param {{ params: object, request: { body: object } }} fields
 */
const contextOf = (fields) => /** @type {Context} */ (/** @type {unknown} */ (fields));

describe("sign-in of an unknown account", () => {
  it("compares the password against a dummy hash, as for a known account", async () => {
    /** @type {EqualSignInWork} */
    const { withEqualSignInWork } = requireBuilt("../../cms/dist/src/auth/equal-sign-in-work.js");
    /** @type {[password: string, hash: string][]} */
    const compared = [];
    const original = async () => {
      throw new Error("Invalid identifier or password");
    };
    const wrapped = withEqualSignInWork(original, {
      findUser: async () => null,
      compare: async (password, hash) => {
        compared.push([password, hash]);
        return false;
      },
    });
    const ctx = contextOf({
      params: {},
      request: { body: { identifier: `niemand${unique()}@example.org`, password: "geheim" } },
    });
    await assert.rejects(wrapped(ctx), /Invalid identifier or password/);
    assert.equal(compared.length, 1);
    assert.equal(compared[0]?.[0], "geheim");
    assert.match(compared[0]?.[1] ?? "", /^\$2[aby]\$10\$/, "a bcrypt hash of Strapi's cost");
  });

  it("does not add a comparison for a known account", async () => {
    /** @type {EqualSignInWork} */
    const { withEqualSignInWork } = requireBuilt("../../cms/dist/src/auth/equal-sign-in-work.js");
    let compared = 0;
    const wrapped = withEqualSignInWork(async () => "ok", {
      findUser: async () => ({ id: 1, password: "$2a$10$x" }),
      compare: async () => {
        compared += 1;
        return false;
      },
    });
    const ctx = contextOf({
      params: {},
      request: { body: { identifier: "bekannt@example.org", password: "geheim" } },
    });
    assert.equal(await wrapped(ctx), "ok");
    assert.equal(compared, 0);
  });

  it("answers unknown accounts and wrong passwords alike", async () => {
    const known = await confirmedUser({ prefix: "bekannt" });
    const unknown = await call("/api/auth/local", {
      method: "POST",
      body: { identifier: `niemand${unique()}@example.org`, password: "falsch-falsch" },
    });
    const wrong = await call("/api/auth/local", {
      method: "POST",
      body: { identifier: known.email, password: "falsch-falsch" },
    });
    assert.equal(unknown.status, wrong.status);
    assert.deepEqual(unknown.body.error, wrong.body.error);
  });
});
