// @ts-check
// Figures the measuring scripts read from Linux's /proc (`npm run bench`, `npm run bench:sql`): the
// CPU time and the resident memory of a process and its descendants, and a quantile of timings.
import { readdirSync, readFileSync } from "node:fs";

/**
 * Sums `read(pid)` over a process and its descendants; a process that is gone counts nothing.
 * @param {number | string | undefined} pid
 * @param {(id: number | string) => number} read
 */
function sumOverTree(pid, read) {
  let total = 0;
  /** @param {number | string | undefined} id */
  const visit = (id) => {
    if (id === undefined) return;
    try {
      total += read(id);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(/\s+/) : []) visit(child);
      }
    } catch {
      /* gone */
    }
  };
  visit(pid);
  return total;
}

const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/**
 * The CPU time (user and system) of the process `pid` and its descendants so far, in ms.
 * @param {number | string | undefined} pid
 */
export function treeCpuMs(pid) {
  const ticks = sumOverTree(pid, (id) => {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  });
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Resident memory of a process and its descendants (bytes).
 * @param {number | string | undefined} pid
 */
export function treeRss(pid) {
  return sumOverTree(pid, (id) => {
    const status = readFileSync(`/proc/${id}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  });
}

/**
 * The `q` quantile (0 to 1) of timings sorted ascending, rounded to 0.1; NaN when there are none.
 * @param {readonly number[]} sorted
 * @param {number} q
 */
export function quantile(sorted, q) {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) * 10) / 10;
}
