// Writes the enumeration values of every Strapi schema (content types and components) from the
// shared taxonomy (@wundportal/rules), so the CMS and the web app share one list. `--check` only
// reports drift.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRules } from "./lib/build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// The package's CommonJS build, brought up to date first (Node cannot load its TypeScript).
await buildRules({ quiet: true });
const { valuesOf } = createRequire(import.meta.url)("@wundportal/rules");

/** Attributes whose taxonomy key differs from their own name. */
const KEY_OF = {
  Laenge: "Groessenband",
  Breite: "Groessenband",
  stripeStatus: "SubscriptionStatus",
  interval: "PlanInterval",
  kind: "PlanKind",
  tier: "PlanTier",
};

function* schemaFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* schemaFiles(path);
    else if (name === "schema.json" || dir.includes(`${join("src", "components")}`)) {
      if (name.endsWith(".json")) yield path;
    }
  }
}

export function syncSchemas({ check = false } = {}) {
  const drift = [];
  for (const dir of ["api", "components", "extensions"].map((d) => join(root, "cms", "src", d))) {
    for (const file of schemaFiles(dir)) {
      const text = readFileSync(file, "utf8");
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
}
