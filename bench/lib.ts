import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { spawnServer } from "@utsav/api/spawn-server";
import type { SpawnedServer } from "@utsav/api/spawn-server";

// Shared pieces of the benchmarks: the server in its own process (so the load generator does not steal its
// CPU), bounded autocannon runs on loopback, and figures printed as ratios measured in one run.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The bare node:http server and the bare Fastify route (bench/bare-servers.ts) answering `body`, in their own process;
 * `same` has the node:http server's address for the bytes of each of `files`.
 */
export async function startBareServers(
  body: string,
  files: string[] = [],
): Promise<{ http: string; fastify: string; same: string[]; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "bench/bare-servers.ts"), body, ...files], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("\n")) resolve(output.slice(0, output.indexOf("\n")));
    });
    child.once("exit", (code) => reject(new Error(`the bare servers exited with ${code}`)));
  });
  return { ...(JSON.parse(line) as { http: string; fastify: string; same: string[] }), stop: () => child.kill() };
}

/**
 * What the pages' benchmarks serve: the web app's production build and the catalogue pictures, drawn into
 * data/public (each step skipped when up to date). Returns that folder, for the server's PUBLIC_DIR.
 */
export function buildPages(): string {
  const publicDir = path.join(repoRoot, "data/public");
  console.log("Building the web app and drawing catalogue pictures (skipped when up to date)…");
  execFileSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "ignore" });
  execFileSync(process.execPath, ["--import", "tsx", path.join(repoRoot, "packages/catalogue/src/images/cli.ts"), publicDir], {
    stdio: "inherit",
  });
  return publicDir;
}

let built = false;

/** The production server for a benchmark, as npm start runs it: built ahead of time (pictures not drawn). */
export function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  if (!built) execFileSync("npm", ["run", "build", "-w", "@utsav/api"], { cwd: repoRoot, stdio: "ignore" });
  built = true;
  return spawnServer({ NODE_ENV: "production", ...env }, { built: true });
}

/** The Accept-Encoding Chromium sends with every request; the native app's client asks for gzip likewise. */
export const AS_BROWSERS = { "accept-encoding": "gzip, deflate, br, zstd" };

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by HTTP status, to tell what the non-2xx ones were. */
  statusCodes: Record<string, number>;
}

export async function load(
  name: string,
  url: string,
  options: { connections: number; seconds: number; requests?: autocannon.Request[]; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests,
    headers: options.headers,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0])),
  };
}

/**
 * A value the benchmark has made sure of where the types cannot follow it (an index inside an array's length, an
 * offering the catalogue has): a clear error naming it, instead of a TypeError further on, if it is ever missing.
 * Lint refuses `!` (docs/decisions/0029).
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, but it is missing`);
  return value;
}

export function printTable(rows: Record<string, string | number>[]): void {
  console.table(rows);
}
