// @ts-check
// node:test reporter that writes only the totals as JSON, for scripts/test.mjs.
/** @param {AsyncIterable<import("node:test/reporters").TestEvent>} source */
export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  for await (const event of source) {
    // Count leaf tests only: a suite reports its own pass/fail on top of its tests.
    if (event.type === "test:pass" && event.data.details?.type !== "suite") passed += 1;
    if (event.type === "test:fail" && event.data.details?.type !== "suite") failed += 1;
  }
  yield JSON.stringify({ passed, failed });
}
