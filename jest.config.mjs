import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
    // The web app compiles the rules package from source (tsconfig paths), tests too.
    "^@wundportal/rules$": "<rootDir>/packages/rules/src/index.ts",
    "^@wundportal/rules/listing-fields$": "<rootDir>/packages/rules/src/listing-fields.ts",
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

export default createJestConfig(config);
