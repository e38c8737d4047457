import { fileURLToPath } from "node:url";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const web = {
  displayName: "web",
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
    // The web app compiles the rules package from source (tsconfig paths), tests too.
    "^@wundportal/rules$": "<rootDir>/packages/rules/src/index.ts",
    "^@wundportal/rules/listing-fields$": "<rootDir>/packages/rules/src/listing-fields.ts",
    "^@wundportal/rules/url$": "<rootDir>/packages/rules/src/url.ts",
    "^@wundportal/rules/berlin-time$": "<rootDir>/packages/rules/src/berlin-time.ts",
    "^@wundportal/rules/listing-import$": "<rootDir>/packages/rules/src/listing-import.ts",
    "^@wundportal/rules/preflight$": "<rootDir>/packages/rules/src/preflight.ts",
    "^@wundportal/rules/merkliste$": "<rootDir>/packages/rules/src/merkliste.ts",
    "^@wundportal/rules/public-lists$": "<rootDir>/packages/rules/src/public-lists.ts",
    "^@wundportal/rules/password-policy$": "<rootDir>/packages/rules/src/password-policy.ts",
  },
  testMatch: ["<rootDir>/{app,components,lib,server,scripts,packages}/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: [
    "/node_modules/",
    "<rootDir>/cms/",
    "<rootDir>/tests/e2e/",
    "<rootDir>/tests/cms/",
  ],
  modulePathIgnorePatterns: ["<rootDir>/cms/", "<rootDir>/.next/", "<rootDir>/packages/.*/dist/"],
};

/**
 * Unit tests of the CMS's own modules (cms/src/**\/*.test.ts), without a running Strapi. Its own
 * root, limited to cms/src, so the module map never sees the CMS's build output or the web app; its
 * packages resolve from cms/node_modules. The rules package is read from source, as in the web
 * app's tests, not from a build in dist/ that may be stale.
 */
/** @type {import('jest').Config} */
const cms = {
  displayName: "cms",
  rootDir: fileURLToPath(new URL("./cms", import.meta.url)),
  roots: ["<rootDir>/src"],
  testEnvironment: "node",
  testMatch: ["<rootDir>/src/**/*.test.ts"],
  moduleNameMapper: {
    "^@wundportal/rules$": "<rootDir>/../packages/rules/src/index.ts",
    "^@wundportal/rules/dist/(.*)$": "<rootDir>/../packages/rules/src/$1.ts",
  },
};

// One run, one count: `npm test` reads both projects' tests from the same Jest report.
const config = async () => ({
  projects: [await createJestConfig(web)(), await createJestConfig(cms)()],
});

export default config;
