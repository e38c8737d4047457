// @ts-check
// Next's own floor: bench/next-reference, the smallest page Next renders anew for every request
// (and a robots.txt; no proxy, no instrumentation, no CSS, no client component), built with this
// repository's Next. `npm run bench` measures it beside the portal's floor, `npm run lighthouse`
// beside the portal's pages: what it costs, no page of ours can undercut.
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { markupTree } from "./markup-tree.mjs";
import { ROOT } from "./paths.mjs";
import { startService, waitForHttp } from "./processes.mjs";

/**
 * Copies the reference into `dir`, builds it with `node` and starts it on 127.0.0.1:`port`; resolves
 * once it answers. The caller stops the returned service. `markup` names pages of the portal by
 * their HTML: each is served at /markup/<name> as the same elements, rendered by Next alone.
 * @param {{ dir: string, port: number, node: string, verbose?: boolean, markup?: Record<string, string> }} options
 */
export async function startNextReference({ dir, port, node, verbose = false, markup = {} }) {
  const app = join(dir, "next-reference");
  cpSync(join(ROOT, "bench", "next-reference"), app, {
    recursive: true,
    filter: (source) => !/[\\/](\.next|node_modules)$/.test(source),
  });
  mkdirSync(join(app, "markup"), { recursive: true });
  for (const [name, html] of Object.entries(markup))
    writeFileSync(join(app, "markup", `${name}.json`), JSON.stringify(markupTree(html)));
  symlinkSync(join(ROOT, "node_modules"), join(app, "node_modules"));
  const next = join(ROOT, "node_modules", "next", "dist", "bin", "next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  execFileSync(node, [next, "build"], { cwd: app, env, stdio: verbose ? "inherit" : "ignore" });
  const service = startService(
    "next-reference",
    node,
    [next, "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: app,
      env,
      log: verbose,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/robots.txt`, { service, timeoutMs: 60_000 });
  return { base, service };
}
