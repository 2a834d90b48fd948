import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The test files under `root`'s `dirs` that replace a module (vi.mock), relative to `root`. The unit and API suites
 * run their files in one module registry a worker (isolate: false): each file then imports the app's modules once
 * per run instead of once per file, which took the API suite from 1,050 to 690 s and the web's from 446 to 162 s on
 * this machine (docs/decisions/0082). A replaced module must be replaced before anything imports it, so these files
 * run in projects of their own, each in a fresh registry, as before.
 */
function replacingModules(root: string, dirs: string[]): string[] {
  const files = dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file)),
  );
  return files.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), "utf8")));
}

const web = {
  root: "apps/web",
  environment: "happy-dom",
  setupFiles: ["./test/setup.ts"],
} as const;
const webMocking = replacingModules("apps/web", ["app", "test"]);

const e2e = {
  root: "e2e",
  include: ["**/*.e2e.ts"],
  globalSetup: ["./global-setup.ts"],
  testTimeout: 90_000,
  hookTimeout: 180_000,
  // What a journey waits for on screen, unless it says otherwise: 10 s, the journeys' usual wait. Vitest's default of
  // 1 s failed a sign-in on a busy machine (the code's boxes came after the click's answer took over a second).
  expect: { poll: { timeout: 10_000 } },
} as const;

const api = {
  root: "apps/api",
  setupFiles: ["./test/setup.ts"],
  // Captures every test app's log lines and checks them for secrets when the run ends, and prepares the database
  // every test app starts from.
  globalSetup: ["./test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
const apiMocking = replacingModules("apps/api", ["test"]);

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"], isolate: false } },
      { test: { name: "api-client", root: "packages/api-client", include: ["test/**/*.test.ts"], isolate: false } },
      { test: { name: "catalogue", root: "packages/catalogue", include: ["src/**/*.test.ts", "test/**/*.test.ts"], isolate: false } },
      {
        test: { name: "web", ...web, include: ["app/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"], exclude: webMocking, isolate: false },
      },
      { test: { name: "web-isolated", ...web, include: webMocking } },
      // The journeys, two files at a time: a journey mostly waits for its browser and server (one at a time kept 0.6
      // of the two cores busy), so two side by side take little more than one. Each file signs in as numbers of its
      // own. The production layout's drills start and kill processes of their own, and the pictures journey draws the
      // catalogue with both cores: they run alone, after the others.
      { test: { name: "e2e", ...e2e, exclude: ["**/node_modules/**", "cluster.e2e.ts", "pictures.e2e.ts"], maxWorkers: 2 } },
      {
        test: {
          name: "e2e-alone",
          ...e2e,
          include: ["cluster.e2e.ts", "pictures.e2e.ts"],
          globalSetup: [],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      { test: { name: "api", ...api, include: ["test/**/*.test.ts"], exclude: apiMocking, isolate: false } },
      { test: { name: "api-isolated", ...api, include: apiMocking } },
    ],
  },
});
