// @ts-check
// node:test reporter that writes the totals and what failed as JSON, for scripts/test.mjs: it prints
// the failures again at the end of its run, where the last lines of a CI log show them.
import { relative } from "node:path";
import { inspect } from "node:util";

/** @typedef {{ name: string, location: string, error: string }} Failure */

/** @param {unknown} error node:test's wrapper of a failure */
const failureType = (error) =>
  error instanceof Error && "failureType" in error ? /** @type {string} */ (error.failureType) : "";

/**
 * The failure's own error with its causes (a failed fetch names the socket error only in its
 * cause), without node:test's wrapper.
 * @param {unknown} error
 */
function describeError(error) {
  const cause = failureType(error) && error instanceof Error && error.cause ? error.cause : error;
  return inspect(cause, { depth: 4, breakLength: 120 });
}

/** @param {AsyncIterable<import("node:test/reporters").TestEvent>} source */
export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  /** @type {Failure[]} */
  const failures = [];
  for await (const event of source) {
    // Count leaf tests only: a suite reports its own pass/fail on top of its tests. A failed hook
    // outside any test (a file's `after`) counts as a test of its own.
    if (event.type === "test:pass" && event.data.details?.type !== "suite") passed += 1;
    if (event.type !== "test:fail") continue;
    const suite = event.data.details?.type === "suite";
    if (!suite) failed += 1;
    // Listed: what failed itself. A suite whose `before` failed is listed with that error, not each
    // test it cancelled; a suite that failed only because a test in it did is not listed again.
    const type = failureType(event.data.details?.error);
    if (type === (suite ? "subtestsFailed" : "cancelledByParent")) continue;
    const { name, file, line } = event.data;
    failures.push({
      name,
      location: file ? `${relative(process.cwd(), file)}:${line ?? 0}` : "",
      error: describeError(event.data.details?.error),
    });
  }
  yield JSON.stringify({ passed, failed, failures });
}
