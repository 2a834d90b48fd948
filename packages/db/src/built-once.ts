import type { Db } from "./client.ts";

// Queries drizzle builds once for each database handle and runs again with new values (docs/decisions/0089).
// Building a query's SQL text is drizzle's work on the request thread every time a query runs: 0.2–0.9 ms for the
// offering a booking reads, a vendor's terms, the session of every signed-in request and a message marked sent
// (bench/performance-log.md, 2026-12-02). A query built once keeps its text and takes its values through
// placeholders (`sql.placeholder`): they are still sent as parameters, never joined into the text (OWASP ASVS 5.0
// V1.2.4).

/**
 * The name given to drizzle's `prepare`: none. node-postgres then sends the query as an unnamed statement, as it
 * sends every other one, which PgBouncer in transaction mode passes through; a named statement would be kept by the
 * one server connection it was prepared on, which transaction pooling does not hold on to. The embedded client does
 * not use the name: it prepares every text itself (docs/decisions/0086).
 */
export const UNNAMED = "";

/**
 * A query built by `build` the first time it is asked for on a database handle, and the same query after that. A
 * transaction's handle is new for each transaction, so a query asked for on one is built for it alone.
 */
export function builtOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const kept = new WeakMap<Db, Q>();
  return (db) => {
    const found = kept.get(db);
    if (found !== undefined) return found;
    const query = build(db);
    kept.set(db, query);
    return query;
  };
}
