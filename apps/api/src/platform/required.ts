/**
 * A value the code has made sure of where the types cannot follow it (a setting the configuration checked, a key just
 * put in a map, an index inside an array's length): a clear error naming it, instead of a TypeError further on, if
 * it is ever missing. Lint refuses `!` (docs/decisions/0029).
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, but it is missing`);
  return value;
}
