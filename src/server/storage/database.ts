/**
 * The one interface the service talks to a database through. PGlite (embedded) and a
 * PostgreSQL server both implement it, and both are given the same SQL text: $1-style
 * parameters, and every column read back cast to a type that both clients return alike
 * (integers as ::int, dates as ::text).
 */
export interface Sql {
  /** One statement with parameters; its rows. */
  query<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Statements without parameters, several at once (migrations). */
  exec(text: string): Promise<void>;
}

export const STORAGE_KINDS = ["pglite", "postgresql"] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface Database extends Sql {
  readonly kind: StorageKind;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
