import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./lib.ts";
import { report } from "./results.ts";
import type { Figure } from "./results.ts";

// npm run bench:app: the native app's bundles (issue 42), built as a store build would build them (`npm run
// mobile:export`: Android and iOS as Hermes bytecode, and the web export), each beside its budget, recorded in
// bench/results/app-bundles.json so a change shows what it added. The budgets live with the export
// (apps/mobile/scripts/export-bundles.ts), which fails the build past them.

interface Sizes {
  bundleKiB: number;
  gzipKiB: number;
  withAssetsKiB: number;
  budget: { bundle: number; withAssets: number };
}

const sizesFile = path.join(repoRoot, "apps/mobile/dist/bundle-sizes.json");
rmSync(sizesFile, { force: true });
const exported = spawnSync("npm", ["run", "mobile:export"], { cwd: repoRoot, stdio: "inherit" });
let sizes: Record<string, Sizes>;
try {
  sizes = JSON.parse(readFileSync(sizesFile, "utf8")) as Record<string, Sizes>;
} catch {
  console.error(`No ${path.relative(repoRoot, sizesFile)}: is the app installed (npm run mobile:install)?`);
  process.exit(1);
}

const figures: Figure[] = Object.entries(sizes).flatMap(([platform, size]) => [
  { name: `${platform}: bundle KiB`, value: size.bundleKiB, goal: { atMost: size.budget.bundle } },
  { name: `${platform}: bundle gzip KiB`, value: size.gzipKiB },
  { name: `${platform}: with assets KiB`, value: size.withAssetsKiB, goal: { atMost: size.budget.withAssets } },
]);
// Over a budget the export fails after writing the sizes: they are shown, not recorded.
report("app-bundles", "expo export (SDK 56, Hermes)", figures, { record: exported.status === 0 });
process.exit(exported.status ?? 1);
