import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testMatch: ["<rootDir>/{app,components,lib,server,scripts}/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: [
    "/node_modules/",
    "<rootDir>/cms/",
    "<rootDir>/tests/e2e/",
    "<rootDir>/tests/cms/",
  ],
  modulePathIgnorePatterns: ["<rootDir>/cms/", "<rootDir>/.next/"],
};

export default createJestConfig(config);
