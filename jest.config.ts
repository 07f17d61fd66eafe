import path from "path"
import type { Config } from "jest"
import { esmOnlyPackages } from "./tests/support/esmPackages"

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const esmPattern = esmOnlyPackages(path.join(__dirname, "node_modules")).map(escape).join("|")

const shared = {
  transform: { "^.+\\.[jt]sx?$": "babel-jest" },
  moduleNameMapper: {
    "\\.(css)$": "<rootDir>/tests/support/style-mock.js",
    "^gatsby$": "<rootDir>/tests/support/gatsby-mock.tsx",
    // jsdom would pick yaml's ES-module browser build; its CommonJS build is the one for Node.
    "^yaml$": "<rootDir>/node_modules/yaml/dist/index.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/"],
  // Babel compiles the ESM-only packages (remark, rehype, micromark…) to CommonJS for Jest.
  transformIgnorePatterns: [`/node_modules/(?!(${esmPattern})/)`],
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
