import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Starts the real server in its own process on a free loopback port, for browser journeys and benchmarks: the process
// under test does not share a CPU with the test driver or the load generator. It is the sources (src/server.ts, run
// through tsx), or the production build (dist/server.mjs, made by npm run build) that npm start runs.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverFile = path.join(apiRoot, "src/server.ts");
export const SERVER_BUNDLE = path.join(apiRoot, "dist/server.mjs");
/**
 * The flags npm start gives the built server (apps/api/package.json): a young generation of 4 MB semi-spaces instead
 * of up to 16, some 20 MB less resident memory for short, frequent collections; and an old generation that grows by
 * a tenth between full collections instead of V8's default of up to several times, some 60 MB less under load
 * (docs/decisions/0026-performance.md); and the embedded database's WebAssembly compiled by one task at a time instead
 * of one per thread, whose scratch memory left the C heap 15-30 MB larger, by a different amount in every run
 * (docs/decisions/0094).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=10", "--wasm-num-compilation-tasks=1"];
/**
 * The environment npm start gives the built server: glibc's allocator keeps blocks of 640 KB and more in mappings of
 * their own, returned when freed, and keeps up to 2 MB free at the top of its heap. Left alone, it raises the first
 * threshold after the first such block is freed (up to 32 MB), and later large blocks (answers, the embedded
 * database's reads) come from its heap, which keeps what is freed: 35-55 MB more resident under bench:load
 * (docs/decisions/0026-performance.md). At 128 KB, Brotli's state for each compressed answer (about 1 MB in blocks of
 * 200-540 KB) was mapped, faulted in and unmapped every time: compressing cost 2-10 times as much
 * (docs/decisions/0090). Every thread allocates from the one heap: the process's other threads (V8's, libuv's) kept
 * 20-50 MB more in arenas of their own, a different amount in every run (docs/decisions/0093). Other C libraries
 * ignore all three.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: "655360", MALLOC_TRIM_THRESHOLD_: "2097152", MALLOC_ARENA_MAX: "1" };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** What the server wrote to its standard output so far (empty unless asked for with `captureOutput`). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The server with these environment variables (HOST and PORT are chosen here), once /api/health answers: its production
 * build when `built`, else its sources.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { captureOutput?: boolean; built?: boolean } = {},
): Promise<SpawnedServer> {
  if (options.built && !existsSync(SERVER_BUNDLE))
    throw new Error(`The server is not built (${SERVER_BUNDLE} is missing): run npm run build`);
  const port = await freePort();
  const child = spawn(process.execPath, options.built ? [...SERVER_NODE_FLAGS, SERVER_BUNDLE] : ["--import", "tsx", serverFile], {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      DRAW_PICTURES: "false",
      ...(options.built ? SERVER_ENV : {}),
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
    },
    stdio: ["ignore", options.captureOutput ? "pipe" : "ignore", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start within 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
    stop: async () => {
      // Exited, or killed by a signal (a SIGKILL leaves no exit code).
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

const addOperatorsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "add-operators.ts");

/**
 * Adds operators before a server starts on the same data (the embedded database belongs to one process at a time), in
 * one process as `npm run operator:add` adds each: how browser journeys get their console accounts.
 */
export function addOperators(env: Record<string, string>, operators: readonly { number: string; name: string }[]): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", addOperatorsFile, JSON.stringify(operators)], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`adding the operators failed: ${result.stderr || result.stdout}`);
}
