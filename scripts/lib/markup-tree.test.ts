/**
 * @jest-environment node
 */
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { elementCount, markupTree, type MarkupNode } from "./markup-tree.mjs";

// As bench/next-reference/app/markup/[name]/page.tsx renders a tree.
const render = (nodes: MarkupNode[]) => {
  const element = (node: MarkupNode): ReactNode =>
    typeof node === "string" ? node : createElement(node[0], node[1], ...node[2].map(element));
  return renderToStaticMarkup(createElement("div", null, ...nodes.map(element)));
};

// As React writes it (viewBox, autoComplete), which is what the benchmark records.
const body = [
  '<a href="#inhalt" class="sr-only">Zum Inhalt springen</a>',
  '<main id="inhalt"><h1 class="text-2xl">Veranstaltungen</h1>',
  '<form action="/veranstaltungen" method="get"><label for="ort">Ort</label>',
  '<input id="ort" name="ort" autoComplete="off" required="" value="Köln &amp; Umgebung"/>',
  '<input type="checkbox" name="icw" value="ja" checked=""/>',
  '<select name="sort"><option value="datum" selected="">Datum</option><option value="name">Name</option></select>',
  '<button type="submit" tabindex="0" disabled="">Filtern</button></form>',
  '<span class="merken" style="mask-image:url(/m.svg);--farbe:#0a5"></span>',
  '<svg viewBox="0 0 24 24" stroke-width="2" aria-hidden="true"><path d="M4 5h16"></path></svg>',
  "</main>",
].join("");

const page = (inner: string, { next = true } = {}) =>
  `<!DOCTYPE html><html lang="de"><head><title>T</title><script nonce="abc">self.x=1</script></head><body>` +
  (next ? `<div hidden=""><!--$--><!--/$--></div>` : "") +
  `${inner}<script nonce="abc">self.__next_f.push([1,"x"])</script></body></html>`;

/** A tree with every element's attributes in name order (React writes some in an order of its own). */
const sorted = (nodes: MarkupNode[]): unknown[] =>
  nodes.map((node) =>
    typeof node === "string"
      ? node
      : [
          node[0],
          Object.fromEntries(Object.entries(node[1]).sort(([a], [b]) => a.localeCompare(b))),
          sorted(node[2]),
        ],
  );

describe("markupTree", () => {
  it("is a tree React renders back to the same markup (round trip)", () => {
    const tree = markupTree(page(body));
    const rendered = render(tree);
    // The wrapper div of render() is the only element more.
    expect(sorted(markupTree(page(rendered, { next: false })))).toEqual(sorted([["div", {}, tree]]));
  });

  it("leaves out scripts, comments and nonces, and turns attributes into React props", () => {
    const html = render(markupTree(page(body)));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("nonce");
    expect(html).not.toContain("<!--");
    expect(html).toContain('<label for="ort">Ort</label>');
    expect(html).toContain('style="mask-image:url(/m.svg);--farbe:#0a5"');
    expect(html).toContain('<svg viewBox="0 0 24 24" stroke-width="2" aria-hidden="true">');
    expect(html).toContain(
      '<option value="datum" selected="">Datum</option><option value="name">Name</option>',
    );
    expect(html).toMatch(
      /<input type="checkbox" name="icw" (value="ja" checked=""|checked="" value="ja")\/>/,
    );
  });

  it("counts the elements it keeps", () => {
    // div[hidden], a, main, h1, form, label, 2 inputs, select, 2 options, button, span, svg, path
    expect(elementCount(markupTree(page(body)))).toBe(15);
  });

  it("gives nothing for a document without a body", () => {
    expect(markupTree("")).toEqual([]);
  });
});
