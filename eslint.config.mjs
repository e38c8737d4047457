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
];

export default config;
