// npm run check: formatting, the type-checks and the lint, as many at a time as the machine has cores
// (docs/decisions/0083). Each is a process of its own (tsc and a type-aware eslint use one core each), the longest
// first; each one's output is printed whole when it ends, under its name, and the run fails if any of them failed.
//
//   node scripts/check.mjs            everything (npm run check)
//   node scripts/check.mjs --types    the type-checks alone (npm run typecheck)
//   node scripts/check.mjs --lint     Prettier and the lint alone (npm run lint)

import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const only = ["--types", "--lint"].find((flag) => process.argv.includes(flag));
const bin = (name) => path.join(root, "node_modules", ".bin", name);

// The native app installs apart (docs/decisions/0018): it is checked once its packages are there, and CI installs them.
const mobileInstalled = existsSync(path.join(root, "apps/mobile/node_modules/.package-lock.json"));
const workspaces = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).workspaces;
const typed = [...workspaces, ...(mobileInstalled ? ["apps/mobile"] : [])].filter((dir) =>
  existsSync(path.join(root, dir, "tsconfig.json")),
);

// The web app's route types are generated before its type-check and before the lint reads them.
const typegen = spawnSync("npm", ["run", "typegen", "-w", "@utsav/web"], { cwd: root, stdio: "inherit" });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

/** Longest first, as measured here: the two halves of the lint take about as long as all the type-checks together. */
const lint = [
  { name: "eslint: the web app and the native app", command: bin("eslint"), args: ["apps/web", "apps/mobile", "--max-warnings=0"] },
  {
    name: "eslint: the API, the packages, the journeys and the benchmarks",
    command: bin("eslint"),
    args: [".", "--ignore-pattern", "apps/web/**", "--ignore-pattern", "apps/mobile/**", "--max-warnings=0"],
  },
];
const types = typed.map((dir) => ({ name: `tsc: ${dir}`, command: bin("tsc"), args: ["-p", dir] }));
const prettier = { name: "prettier", command: bin("prettier"), args: ["--check", ".", "--log-level", "warn"] };
const jobs = only === "--types" ? types : only === "--lint" ? [...lint, prettier] : [...lint, ...types, prettier];

function run(job) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      process.stdout.write(`::: ${passed ? "PASS" : "FAIL"}  ${job.name} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      resolve(passed);
    });
  });
}

const queue = [...jobs];
let failed = 0;
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) if (!(await run(job))) failed++;
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
if (failed > 0) {
  console.error(`${failed} of ${jobs.length} checks failed`);
  process.exit(1);
}
