import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Sheets and dialogs load their code on first open (a dynamic import). On a busy two-core machine that import can
// take longer than Testing Library's 1 s default for findBy and waitFor, failing a test no consumer's session would
// fail; what is awaited is unchanged, only how long a slow machine may take to show it.
configure({ asyncUtilTimeout: 5000 });

// STYLE.md: a test fails on an unexpected console.error.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`Unexpected console.error: ${errors.map((e) => e.map(String).join(" ")).join("\n")}`);
});
