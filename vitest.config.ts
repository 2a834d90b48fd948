import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] } },
      { test: { name: "api-client", root: "packages/api-client", include: ["test/**/*.test.ts"] } },
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
          name: "e2e",
          root: "e2e",
          include: ["**/*.e2e.ts"],
          globalSetup: ["./global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["test/**/*.test.ts"],
          setupFiles: ["./test/setup.ts"],
          // Captures every test app's log lines and checks them for secrets when the run ends.
          globalSetup: ["./test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
