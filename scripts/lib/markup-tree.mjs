// @ts-check
// A page's markup as a tree of elements that bench/next-reference renders with React, anew for every
// request, without any code of ours: what Next alone costs for the same markup as a portal page. The
// benchmark records the HTML of the pages it measured and gives it to the reference in this form.
import { parseDocument } from "htmlparser2";

/** @typedef {string | MarkupElement} MarkupNode */
/** @typedef {[tag: string, props: Record<string, string | true | Record<string, string>>, children: Array<MarkupNode>]} MarkupElement */

/** @typedef {ReturnType<typeof parseDocument>["children"][number]} ChildNode */

/**
 * Attributes whose React name differs from the one React writes into the HTML. The parser keeps the
 * names as written (React writes `viewBox`, `autoComplete`), so only these need their prop's name.
 */
const REACT_NAMES = /** @type {Record<string, string>} */ ({
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  "accept-charset": "acceptCharset",
  "http-equiv": "httpEquiv",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  "xlink:href": "xlinkHref",
});

/** A form field's initial state: React renders these as value="…" and checked, without a handler. */
const FIELD_NAMES = /** @type {Record<string, string>} */ ({
  value: "defaultValue",
  checked: "defaultChecked",
});

/** Attributes that are present or absent: React takes `true`. */
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "required",
  "multiple",
  "defaultChecked",
  "open",
  "noValidate",
  "readOnly",
  "autoFocus",
  "inert",
  "async",
  "defer",
]);

/**
 * Elements left out: scripts and styles are Next's own (the reference adds its own), and a
 * template or comment carries nothing React renders as an element here.
 */
const LEFT_OUT = new Set(["script", "style", "link", "template", "noscript"]);

/** `color: red; mask-image: url(x)` as React's style object (`{ color: "red", maskImage: "url(x)" }`). */
function styleObject(/** @type {string} */ css) {
  /** @type {Record<string, string>} */
  const style = {};
  for (const declaration of css.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = value;
  }
  return style;
}

/**
 * @param {ChildNode} node
 * @returns {MarkupNode | null}
 */
function toNode(node) {
  if (node.type === "text") return "data" in node && node.data !== "" ? node.data : null;
  if (!("name" in node) || !("attribs" in node) || LEFT_OUT.has(node.name)) return null;
  if (node.type !== "tag") return null;
  /** @type {Record<string, string | true | Record<string, string>>} */
  const props = {};
  const field = node.name === "input" || node.name === "textarea";
  for (const [attribute, value] of Object.entries(node.attribs)) {
    // The nonce is the response's own; an option is selected through its select's value (below).
    if (attribute === "nonce" || attribute === "selected") continue;
    if (attribute === "style") {
      props.style = styleObject(value);
      continue;
    }
    const name = (field ? FIELD_NAMES[attribute] : undefined) ?? REACT_NAMES[attribute] ?? attribute;
    props[name] = BOOLEAN.has(name) ? true : value;
  }
  if (node.name === "select") {
    const selected = node.children.find((option) => "attribs" in option && "selected" in option.attribs);
    if (selected && "attribs" in selected) props.defaultValue = selected.attribs.value ?? "";
  }
  const children = node.children.map(toNode).filter((child) => child !== null);
  return [node.name, props, children];
}

/**
 * The elements and text of an HTML page's <body>, without scripts, styles and comments.
 * @param {string} html
 * @returns {MarkupNode[]}
 */
export function markupTree(html) {
  const document = parseDocument(html, { lowerCaseAttributeNames: false });
  const root = document.children.find((n) => "name" in n && n.name === "html");
  const body =
    root && "children" in root ? root.children.find((n) => "name" in n && n.name === "body") : undefined;
  const nodes = body && "children" in body ? body.children : [];
  return nodes.map(toNode).filter((node) => node !== null);
}

/**
 * How many elements a tree holds (the benchmark prints it beside the markup's cost).
 * @param {MarkupNode[]} nodes
 * @returns {number}
 */
export function elementCount(nodes) {
  return nodes.reduce((sum, node) => (typeof node === "string" ? sum : sum + 1 + elementCount(node[2])), 0);
}
