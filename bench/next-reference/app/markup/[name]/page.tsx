import { readFileSync } from "node:fs";
import { join } from "node:path";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { createElement, type ReactNode } from "react";

// A portal page's markup (elements, attributes and text of its <body>, no script of ours), which
// `npm run bench` records from the pages it measured and writes to markup/<name>.json before it
// builds this app (scripts/lib/markup-tree.mjs). Rendered anew for every request, as those pages are:
// what Next and React alone cost for the same markup.
type MarkupNode = string | [tag: string, props: Record<string, unknown>, children: MarkupNode[]];

const pages = new Map<string, MarkupNode[] | null>();

function markupOf(name: string): MarkupNode[] | null {
  if (!/^[a-z0-9-]+$/.test(name)) return null;
  if (!pages.has(name)) {
    try {
      const file = join(process.cwd(), "markup", `${name}.json`);
      pages.set(name, JSON.parse(readFileSync(file, "utf8")) as MarkupNode[]);
    } catch {
      pages.set(name, null);
    }
  }
  return pages.get(name) ?? null;
}

// The children as arguments, as JSX passes a fixed list of them (no keys needed).
function element(node: MarkupNode): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, children] = node;
  return createElement(tag, props, ...children.map(element));
}

export default async function Page({ params }: { params: Promise<{ name: string }> }) {
  await connection();
  const markup = markupOf((await params).name);
  if (!markup) notFound();
  return createElement("div", { id: "markup" }, ...markup.map(element));
}
