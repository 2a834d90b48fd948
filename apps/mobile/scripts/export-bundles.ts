import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// Builds the app's JavaScript bundles with `expo export`, for Android and iOS (Hermes bytecode) and the web, the
// way a store build would, without an SDK or a device; then prints the size of each. Usage:
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

const rows: string[] = [];
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
  rows.push(
    `${platform.padEnd(8)} bundle ${kib(bundleBytes).padStart(9)} (gzip ${kib(gzipBytes).padStart(8)})   with assets ${kib(allBytes).padStart(9)}   dist/${platform}`,
  );
}

console.log("\nNative app bundles (expo export):");
for (const row of rows) console.log(`  ${row}`);
