import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** The production server (built web app, fresh embedded database) on a free loopback port. */
export async function startAppServer(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-e2e-"));
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "apps/api/src/server.ts")], {
    cwd: repoRoot,
    // Development mode with the production build: the dev SMS outbox gives journeys their sign-in codes.
    env: { ...process.env, NODE_ENV: "development", WEB: "build", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, DRAW_PICTURES: "false", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error("server did not start within 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
