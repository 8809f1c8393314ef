import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, "src/server/**"],
        },
      },
      {
        // The service's tests run against real databases: PGlite in process, and a PostgreSQL
        // server that scripts/postgres.mjs starts for the run (only when these tests run).
        extends: true,
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          // Creating an embedded database (initdb in WebAssembly) takes seconds on a busy machine.
          hookTimeout: 120_000,
          globalSetup: ["scripts/postgres.mjs"],
        },
      },
    ],
  },
});
