// @ts-check
// Writes the enumeration values of every Strapi schema (content types and components) from the
// shared taxonomy (@wundportal/rules), so the CMS and the web app share one list; writes the web
// app's types of the stored fields (server/cms/generated/cms-fields.ts, read by server/cms/raw.ts);
// then brings Strapi's generated content-type types (cms/types/generated) up to date with the
// schemas. `--check` only reports drift.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRules } from "./lib/build.mjs";
import { BIN } from "./lib/paths.mjs";
import { run } from "./lib/processes.mjs";
import { strapiSecrets } from "./lib/temp-stack.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// The package's CommonJS build, brought up to date first (Node cannot load its TypeScript).
await buildRules({ quiet: true });
/** @type {typeof import("@wundportal/rules")} */
const { valuesOf } = createRequire(import.meta.url)("@wundportal/rules");

/**
 * Attributes whose taxonomy key differs from their own name.
 * @type {Record<string, string | undefined>}
 */
const KEY_OF = {
  Laenge: "Groessenband",
  Breite: "Groessenband",
  stripeStatus: "SubscriptionStatus",
  interval: "PlanInterval",
  kind: "PlanKind",
  tier: "PlanTier",
};

/**
 * The schema files under `dir` (a content type's schema.json, every component's file).
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* schemaFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* schemaFiles(path);
    else if (name === "schema.json" || dir.includes(`${join("src", "components")}`)) {
      if (name.endsWith(".json")) yield path;
    }
  }
}

/**
 * Writes the taxonomy's values into every enumeration of the schemas (with `check`, only reports).
 * @returns {string[]} the attributes that differed, as "file: attribute"
 */
export function syncSchemas({ check = false } = {}) {
  /** @type {string[]} */
  const drift = [];
  for (const dir of ["api", "components", "extensions"].map((d) => join(root, "cms", "src", d))) {
    for (const file of schemaFiles(dir)) {
      const text = readFileSync(file, "utf8");
      /** @type {{ attributes?: Record<string, { type: string, enum?: string[] }> }} */
      const schema = JSON.parse(text);
      let changed = false;
      for (const [name, attribute] of Object.entries(schema.attributes ?? {})) {
        if (attribute.type !== "enumeration") continue;
        const values = valuesOf(KEY_OF[name] ?? name);
        if (JSON.stringify(attribute.enum) !== JSON.stringify(values)) {
          drift.push(`${relative(root, file)}: ${name}`);
          attribute.enum = values;
          changed = true;
        }
      }
      if (changed && !check) writeFileSync(file, JSON.stringify(schema, null, 2) + "\n");
    }
  }
  return drift;
}

// ── the web app's types of the stored fields ───────────────────────────────────────────────

const CMS_FIELDS = join(root, "server", "cms", "generated", "cms-fields.ts");

/**
 * One attribute of a schema.json, as far as the types of its REST answer need it.
 * @typedef {{ type: string, required?: boolean, multiple?: boolean, repeatable?: boolean, component?: string }} SchemaAttribute
 */

/**
 * An attribute's value in a REST answer (flat Strapi 5 documents); relations are typed by raw.ts.
 * @param {SchemaAttribute} attribute
 * @returns {string | null}
 */
function restType(attribute) {
  switch (attribute.type) {
    case "string":
    case "text":
    case "richtext":
    case "email":
    case "enumeration":
    case "uid":
    case "date":
    case "time":
    case "datetime":
      return "string";
    case "boolean":
      return "boolean";
    case "integer":
    case "float":
    case "biginteger":
      return "number";
    // PostgreSQL answers a decimal as a string.
    case "decimal":
      return "number | string";
    case "json":
      return "unknown";
    case "media":
      return attribute.multiple ? "RawMedia[]" : "RawMedia";
    case "component": {
      const type = `CmsComponents[${JSON.stringify(attribute.component)}]`;
      return attribute.repeatable ? `${type}[]` : type;
    }
    default:
      return null;
  }
}

/** @param {Record<string, SchemaAttribute>} attributes */
function fieldsOf(attributes) {
  const lines = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    const type = restType(attribute);
    if (type === null) continue;
    // Media and components are in an answer only when populated; a JSON value may be anything.
    const optional = !attribute.required || attribute.type === "media" || attribute.type === "component";
    lines.push(
      type === "unknown"
        ? `${name}?: unknown;`
        : optional
          ? `${name}?: ${type} | null;`
          : `${name}: ${type};`,
    );
  }
  return `{\n${lines.join("\n")}\n}`;
}

/** The text of server/cms/generated/cms-fields.ts, formatted as the repository formats TypeScript. */
export async function cmsFieldsSource() {
  /** @type {[string, Record<string, SchemaAttribute>][]} */
  const types = [];
  for (const file of schemaFiles(join(root, "cms", "src", "api"))) {
    const parts = relative(join(root, "cms", "src", "api"), file).split(/[\\/]/);
    types.push([`api::${parts[0]}.${parts[2]}`, JSON.parse(readFileSync(file, "utf8")).attributes]);
  }
  /** @type {[string, Record<string, SchemaAttribute>][]} */
  const components = [];
  for (const file of schemaFiles(join(root, "cms", "src", "components"))) {
    const parts = relative(join(root, "cms", "src", "components"), file).split(/[\\/]/);
    components.push([
      `${parts[0]}.${(parts[1] ?? "").replace(/\.json$/, "")}`,
      JSON.parse(readFileSync(file, "utf8")).attributes,
    ]);
  }
  /** @param {[string, Record<string, SchemaAttribute>][]} list */
  const entries = (list) =>
    list
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([uid, attributes]) => `${JSON.stringify(uid)}: ${fieldsOf(attributes)};`)
      .join("\n");
  const text = [
    "// Generated by `npm run gen:schemas` from the CMS's schemas (cms/src/api/*/content-types, cms/src/components).",
    "// Do not edit: change the schema and run `npm run gen:schemas`. The stored fields of each content type as a",
    "// REST answer holds them (relations are typed by raw.ts, which reads this file).",
    'import type { RawMedia } from "../raw";',
    "",
    `interface CmsComponents {\n${entries(components)}\n}`,
    "",
    `export interface CmsFields {\n${entries(types)}\n}`,
    "",
  ].join("\n");
  const prettier = await import("prettier");
  return prettier.format(text, { ...(await prettier.resolveConfig(CMS_FIELDS)), filepath: CMS_FIELDS });
}

/** Whether server/cms/generated/cms-fields.ts is current; writes it unless `check`. */
export async function syncCmsFields({ check = false } = {}) {
  const text = await cmsFieldsSource();
  const current = existsSync(CMS_FIELDS) && readFileSync(CMS_FIELDS, "utf8") === text;
  if (!current && !check) {
    mkdirSync(dirname(CMS_FIELDS), { recursive: true });
    writeFileSync(CMS_FIELDS, text);
  }
  return current;
}

// ── Strapi's own types ──────────────────────────────────────────────────────────────────────

const TYPES_DIR = join(root, "cms", "types", "generated");
/** What the generated types were made from (see typesInputs). */
const TYPES_FINGERPRINT = join(TYPES_DIR, "inputs.sha256");

/**
 * The inputs of Strapi's type generator: every schema file of the CMS (content types, components,
 * extended plugin types) and the installed Strapi packages, whose own content types (users,
 * uploads, admin) are part of the output.
 */
export function typesFingerprint() {
  const hash = createHash("sha256");
  const files = ["api", "components", "extensions"]
    .flatMap((d) => [...schemaFiles(join(root, "cms", "src", d))])
    .map((file) => relative(root, file).split("\\").join("/"))
    .sort();
  for (const file of files) hash.update(`${file}\n${readFileSync(join(root, file), "utf8")}\n`);
  /** @type {{ packages: Record<string, { version?: string }> }} */
  const { packages } = JSON.parse(readFileSync(join(root, "cms", "package-lock.json"), "utf8"));
  for (const [path, { version }] of Object.entries(packages).sort(([a], [b]) => a.localeCompare(b))) {
    if (path.startsWith("node_modules/@strapi/")) hash.update(`${path}@${version}\n`);
  }
  return hash.digest("hex");
}

/** Whether cms/types/generated was generated from the current schemas and Strapi version. */
export function typesCurrent() {
  return (
    existsSync(TYPES_FINGERPRINT) && readFileSync(TYPES_FINGERPRINT, "utf8").trim() === typesFingerprint()
  );
}

/**
 * Runs `strapi ts:generate-types`. It loads the app (compiled into cms/dist, a throwaway SQLite
 * database and fresh secrets), so it runs only when the inputs changed.
 */
export async function generateTypes() {
  const dir = mkdtempSync(join(tmpdir(), "wundportal-typegen-"));
  try {
    await run(BIN.strapi, ["ts:generate-types", "--silent"], {
      cwd: join(root, "cms"),
      quiet: true,
      env: { ...strapiSecrets(), DATABASE_FILENAME: join(dir, "data.db"), STRAPI_TELEMETRY_DISABLED: "true" },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(TYPES_FINGERPRINT, typesFingerprint() + "\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const drift = syncSchemas({ check });
  if (check && drift.length) {
    console.error(
      "Strapi-Enumerationen weichen von der Taxonomie (packages/rules/src/taxonomy.json) ab:\n  " +
        drift.join("\n  "),
    );
    console.error("Bitte `npm run gen:schemas` ausführen.");
    process.exit(1);
  }
  console.log(drift.length ? `Aktualisiert: ${drift.length} Enumerationen` : "Enumerationen aktuell");
  if (await syncCmsFields({ check })) {
    console.log("Feldtypen der Web-App aktuell");
  } else if (check) {
    console.error("server/cms/generated/cms-fields.ts passt nicht zu den Schemas.");
    console.error("Bitte `npm run gen:schemas` ausführen.");
    process.exit(1);
  } else {
    console.log("Feldtypen der Web-App aktualisiert (server/cms/generated/cms-fields.ts)");
  }
  if (typesCurrent()) {
    console.log("Strapi-Typen aktuell");
  } else if (check) {
    console.error(
      "Die Strapi-Typen (cms/types/generated) passen nicht zu den Schemas oder zur Strapi-Version.",
    );
    console.error("Bitte `npm run gen:schemas` ausführen.");
    process.exit(1);
  } else {
    console.log("Strapi-Typen: erzeuge …");
    await generateTypes();
    console.log("Strapi-Typen aktualisiert (cms/types/generated)");
  }
}
