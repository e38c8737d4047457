import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
    // Links do not prefetch (components/ui/link.tsx).
    files: ["app/**", "components/**", "lib/**", "server/**"],
    ignores: ["lib/zod.ts", "components/ui/link.tsx", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "zod aus @/lib/zod importieren.", allowTypeImports: true },
            { name: "next/link", message: "Link aus @/components/ui/link importieren (ohne Prefetch)." },
          ],
        },
      ],
    },
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
