import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] } },
      { test: { name: "catalogue", root: "packages/catalogue", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } },
      {
        test: {
          name: "web",
          root: "apps/web",
          include: ["app/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["./test/setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["test/**/*.test.ts"],
          setupFiles: ["./test/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
