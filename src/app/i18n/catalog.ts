import type { MessageKey } from "./en.js";

/**
 * A translated catalog. Partial so that a key just added to en.ts does not break the build
 * of the other languages (the screen shows English until it is translated); catalogs.test.ts
 * fails the tests while any key is missing, empty or has other placeholders.
 */
export type Catalog = Partial<Record<MessageKey, string>>;
