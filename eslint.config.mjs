import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The taxonomy (every list and tree of the specification) stays on the server: client modules of
// the public pages receive their options labelled ({ value, label }, optionsOf in lib/labels), as
// these modules would put the whole taxonomy into the browser bundle. Flat config cannot pick files
// by their "use client" directive, hence this small rule; tests/e2e/client-scripts.spec.ts checks
// the scripts the pages really load (imports further down the graph too).
const TAXONOMY_MODULES = new Set(["@/lib/labels", "@/lib/taxonomy", "@wundportal/rules"]);
const noTaxonomyInClient = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      taxonomy:
        "{{name}} lädt die Taxonomie in den Browser: Optionen auf dem Server mit optionsOf (@/lib/labels) beschriften und als { value, label } übergeben.",
    },
  },
  create(context) {
    const client = context.sourceCode.ast.body.some((node) => node.directive === "use client");
    if (!client) return {};
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === "type" ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));
        if (!typeOnly && TAXONOMY_MODULES.has(node.source.value)) {
          context.report({ node, messageId: "taxonomy", data: { name: node.source.value } });
        }
      },
    };
  },
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      // The CMS is linted for its own sources only (cms/src, cms/config, see below).
      "cms/*",
      "!cms/src",
      "!cms/config",
      "packages/*/dist/**",
      ".next/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".tmp/**",
      "next-env.d.ts",
    ],
  },
  {
    // zod is configured once (lib/zod.ts, CSP-safe in the browser); code takes it from there.
    // Links do not prefetch (components/ui/link.tsx). sonner and next-auth's client are loaded
    // when a toast is shown or a visitor signs in or out (components/ui/toast.ts, dynamic imports).
    files: ["app/**", "components/**", "lib/**", "server/**"],
    ignores: [
      "lib/zod.ts",
      "components/ui/link.tsx",
      "components/ui/sonner-toaster.tsx",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "zod aus @/lib/zod importieren.", allowTypeImports: true },
            { name: "next/link", message: "Link aus @/components/ui/link importieren (ohne Prefetch)." },
            {
              name: "sonner",
              message: "toast aus @/components/ui/toast importieren (lädt sonner mit der ersten Meldung).",
              allowTypeImports: true,
            },
            {
              name: "next-auth/react",
              message:
                'next-auth/react erst beim Anmelden oder Abmelden laden: await import("next-auth/react").',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The listing editor (signed-in listers only) edits the lists themselves and keeps them.
    files: ["app/**", "components/**"],
    ignores: ["components/editor/**"],
    plugins: { wundportal: { rules: { "no-taxonomy-in-client": noTaxonomyInClient } } },
    rules: { "wundportal/no-taxonomy-in-client": "error" },
  },
  {
    // The CMS (Strapi, CommonJS): no `any` (unknown and narrowing for what comes from outside, the
    // generated content-type types in cms/types/generated for documents). Strapi's own convention
    // is a default-exported factory per file (controllers, routes, middlewares), so that rule is off.
    files: ["cms/src/**", "cms/config/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "import/no-anonymous-default-export": "off",
    },
  },
];

export default config;
