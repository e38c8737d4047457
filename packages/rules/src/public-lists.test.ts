import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { MAIN_LISTING_KINDS } from "./kinds";
import {
  ALERT_LISTS,
  isAlertList,
  isMapList,
  isPublicList,
  LIST_LABELS,
  LIST_OF_KIND,
  MAP_LISTS,
  PUBLIC_LIST_SEGMENTS,
  SEARCH_KINDS,
  SEARCH_KINDS_OF_LIST,
} from "./public-lists";

describe("the public lists' table", () => {
  it("gives each list's path, name, map, alerts and search indexes", () => {
    expect(PUBLIC_LIST_SEGMENTS).toEqual([
      "veranstaltungen",
      "referenten",
      "hersteller",
      "versorgungspartner",
    ]);
    expect(LIST_LABELS).toEqual({
      veranstaltungen: "Veranstaltungen",
      referenten: "Referenten",
      hersteller: "Hersteller",
      versorgungspartner: "Versorgungspartner",
    });
    expect(MAP_LISTS).toEqual(["veranstaltungen", "referenten", "versorgungspartner"]);
    expect(ALERT_LISTS).toEqual(["veranstaltungen", "referenten", "versorgungspartner"]);
    expect(SEARCH_KINDS.map((k) => [k.search, k.type, k.list])).toEqual([
      ["veranstaltungen", "Veranstaltung", "veranstaltungen"],
      ["referenten", "Referent", "referenten"],
      ["hersteller", "Hersteller", "hersteller"],
      ["produkte", "Produkt", "hersteller"],
      ["versorgungspartner", "Versorgungspartner", "versorgungspartner"],
    ]);
    expect(SEARCH_KINDS_OF_LIST.hersteller.map((k) => k.search)).toEqual(["hersteller", "produkte"]);
  });

  it("has one list per main listing kind", () => {
    expect(MAIN_LISTING_KINDS.map((kind) => LIST_OF_KIND[kind])).toEqual(PUBLIC_LIST_SEGMENTS);
  });

  it("tells its lists from anything else, inherited names included", () => {
    expect(isPublicList("hersteller")).toBe(true);
    expect(isMapList("hersteller")).toBe(false);
    expect(isAlertList("referenten")).toBe(true);
    for (const guard of [isPublicList, isMapList, isAlertList]) {
      for (const value of ["produkte", "toString", "__proto__", "", null, 1])
        expect(guard(value)).toBe(false);
    }
  });
});

// The guard: a set of lists (or search kinds) written out again beside the table drifts from it.
// Any array literal, union type or object's values naming two or more of the lists' segments
// outside this table (tests excepted) fails here: derive the set from the table, or key a per-list
// map by its type. Lists of Strapi's model names (with "veranstaltung", "referent", "produkt") are
// another set: "hersteller" and "versorgungspartner" name a model too.
const ROOT = join(__dirname, "..", "..", "..");
const SCANNED = ["app", "lib", "server", "components", "cms/src", "packages/rules/src"];
const TABLE = "packages/rules/src/public-lists.ts";
const NAMES = new Set<string>([
  "veranstaltungen",
  "referenten",
  "hersteller",
  "versorgungspartner",
  "produkte",
]);
const MODELS = new Set<string>(["veranstaltung", "referent", "produkt"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

/** "file:line: text" of each array literal, union type or object naming two or more of the lists. */
function spelledOut(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const named = (nodes: readonly ts.Node[]) => {
    const texts = nodes.flatMap((node) => {
      const literal = ts.isLiteralTypeNode(node) ? node.literal : node;
      return ts.isStringLiteralLike(literal) ? [literal.text] : [];
    });
    return texts.some((t) => MODELS.has(t)) ? 0 : new Set(texts.filter((t) => NAMES.has(t))).size;
  };
  const visit = (node: ts.Node) => {
    const elements = ts.isArrayLiteralExpression(node)
      ? node.elements
      : ts.isUnionTypeNode(node)
        ? node.types
        : ts.isObjectLiteralExpression(node)
          ? node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [p.initializer] : []))
          : null;
    if (elements && named(elements) >= 2) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${relative(ROOT, file)}:${line}: ${node.getText().replace(/\s+/g, " ").slice(0, 100)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it("no set of the public lists is spelled out outside the table", () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).filter(
    (file) => relative(ROOT, file) !== TABLE,
  );
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap(spelledOut)).toEqual([]);
});
