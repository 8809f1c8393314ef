// What scripts/postgres.mjs (the server tests' globalSetup) provides to them through inject().
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL server's URL, or why there is none. */
    postgres: { url: string } | { error: string };
  }
}
