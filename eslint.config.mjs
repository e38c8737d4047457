import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      "cms/**",
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
    files: ["app/**", "components/**", "lib/**", "server/**"],
    ignores: ["lib/zod.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "zod aus @/lib/zod importieren.", allowTypeImports: true }] },
      ],
    },
  },
];

export default config;
