import type { Config } from "jest"

const shared = {
  transform: { "^.+\\.[jt]sx?$": "babel-jest" },
  moduleNameMapper: {
    "\\.(css)$": "<rootDir>/tests/support/style-mock.js",
    "^gatsby$": "<rootDir>/tests/support/gatsby-mock.tsx",
  },
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/"],
}

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
      setupFilesAfterEnv: ["<rootDir>/tests/support/setup-unit.ts"],
    } as Config,
    {
      ...shared,
      displayName: "e2e",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/support/matchers.ts"],
      globalSetup: "<rootDir>/tests/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/tests/e2e/support/global-teardown.ts",
    } as Config,
    {
      ...shared,
      displayName: "counter",
      testEnvironment: "node",
      testMatch: ["<rootDir>/counter/tests/**/*.test.ts"],
    } as Config,
  ],
}

export default config
