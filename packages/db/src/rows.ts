import { and, or } from "drizzle-orm";
import type { SQL } from "drizzle-orm";

/**
 * The row a statement cannot fail to answer (an insert's RETURNING, a row the caller has locked, a count): a clear
 * error instead of a TypeError further on if it ever does not.
 */
export function requireRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, but the statement answered no row`);
  return row;
}

/** Every condition (SQL AND): Drizzle's `and` answers undefined only when given none, which this signature rules out. */
export function allOf(first: SQL, ...rest: (SQL | undefined)[]): SQL {
  return and(first, ...rest) ?? first;
}

/** Any condition (SQL OR), as allOf. */
export function anyOf(first: SQL, ...rest: (SQL | undefined)[]): SQL {
  return or(first, ...rest) ?? first;
}
