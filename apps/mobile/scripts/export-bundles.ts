import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// Builds the app's JavaScript bundles with `expo export`, for Android and iOS (Hermes bytecode) and the web, the
// way a store build would, without an SDK or a device; then prints the size of each beside its budget, fails when one
// is over, and writes the sizes to dist/bundle-sizes.json (bench/app-bundles.ts records them). Usage:
//   tsx scripts/export-bundles.ts [android] [ios] [web]   (all three by default)

const app = path.resolve(import.meta.dirname, "..");
const PLATFORMS = ["android", "ios", "web"] as const;
type ExportPlatform = (typeof PLATFORMS)[number];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(PLATFORMS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`unknown platform: ${unknown.join(", ")} (choose from ${PLATFORMS.join(", ")})`);
const platforms = asked.length > 0 ? (asked as ExportPlatform[]) : [...PLATFORMS];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * What each platform's export may weigh, in KiB (docs/decisions/0067): the JavaScript (Hermes bytecode on the phones),
 * and everything the export ships with its assets, so a font or picture nobody uses (such as the 944 KiB Material
 * Symbols font expo-router would bring) fails the build. Set above the sizes measured when they were introduced, and
 * raised once for the vendor's side and push notifications (docs/decisions/0071: Android 4309 → 4722 KiB, iOS 4133 →
 * 4541, web 2309 → 2582), with the same room above each as before.
 */
const BUNDLE_BUDGET_KIB: Record<ExportPlatform, { bundle: number; withAssets: number }> = {
  android: { bundle: 5000, withAssets: 5100 },
  ios: { bundle: 4800, withAssets: 4900 },
  web: { bundle: 2800, withAssets: 2850 },
};

const rows: string[] = [];
const sizes: Record<string, { bundleKiB: number; gzipKiB: number; withAssetsKiB: number; budget: { bundle: number; withAssets: number } }> =
  {};
const over: string[] = [];
for (const platform of platforms) {
  const output = path.join(app, "dist", platform);
  rmSync(output, { recursive: true, force: true });
  // CI mode: no prompts and no watching; EXPO_OFFLINE: no look-ups on the network, which this build does not need.
  const build = spawnSync("npx", ["expo", "export", "--platform", platform, "--output-dir", output], {
    cwd: app,
    stdio: "inherit",
    env: { ...process.env, CI: "1", EXPO_OFFLINE: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const files = filesUnder(output);
  const bundles = files.filter((file) => /\.(hbc|js)$/.test(file) && file.includes(`${path.sep}js${path.sep}`));
  const bundleBytes = bundles.reduce((sum, file) => sum + statSync(file).size, 0);
  const gzipBytes = bundles.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  const allBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const budget = BUNDLE_BUDGET_KIB[platform];
  rows.push(
    `${platform.padEnd(8)} bundle ${kib(bundleBytes).padStart(9)} (gzip ${kib(gzipBytes).padStart(8)}, budget ${budget.bundle} KiB)` +
      `   with assets ${kib(allBytes).padStart(9)} (budget ${budget.withAssets} KiB)   dist/${platform}`,
  );
  sizes[platform] = {
    bundleKiB: Math.round(bundleBytes / 1024),
    gzipKiB: Math.round(gzipBytes / 1024),
    withAssetsKiB: Math.round(allBytes / 1024),
    budget,
  };
  if (bundleBytes > budget.bundle * 1024) over.push(`${platform} bundle`);
  if (allBytes > budget.withAssets * 1024) over.push(`${platform} with assets`);
}

console.log("\nNative app bundles (expo export):");
for (const row of rows) console.log(`  ${row}`);
mkdirSync(path.join(app, "dist"), { recursive: true });
writeFileSync(path.join(app, "dist", "bundle-sizes.json"), JSON.stringify(sizes, null, 2));
if (over.length > 0) {
  console.error(`Over budget: ${over.join(", ")} (BUNDLE_BUDGET_KIB in scripts/export-bundles.ts).`);
  process.exit(1);
}
