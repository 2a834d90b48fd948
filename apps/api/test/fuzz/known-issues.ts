import type { Problem, Sent } from "./checks.ts";
import type { Operation } from "./openapi.ts";

/**
 * Bugs the fuzzer found that are reported but not fixed in this change, each matched as narrowly as possible so
 * that any other problem still fails the suite. Remove an entry when its bug is fixed (the suite says when an entry
 * no longer matches anything).
 */
export interface KnownIssue {
  id: string;
  /** What is wrong, where, and the fix. */
  description: string;
  matches(op: Operation, sent: Sent, problem: Problem): boolean;
}

export const KNOWN_ISSUES: KnownIssue[] = [];
