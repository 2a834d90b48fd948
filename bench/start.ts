import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "./lib.ts";
import { report } from "./results.ts";

// npm run bench:start: the newcomer's clock (issue 38). `npm start` twice on a data folder of its own, as a person runs
// it: the first start (build when the sources changed, migrate, seed) and the second (the build reused, nothing to
// migrate or seed), each from the command to the first page served. Goal: the second start serves within 15 s.

const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-bench-start-"));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Seconds from `npm start` to the home page answering 200; the server is stopped afterwards. */
async function timedStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: repoRoot,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DRAW_PICTURES: "false", APP_ENV: "", DATABASE_URL: "" },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const answered = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (answered) return (performance.now() - started) / 1000;
      if (performance.now() - started > 600_000) throw new Error("npm start did not serve within ten minutes");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
}

try {
  const first = await timedStart();
  const second = await timedStart();
  report("start", "pglite", [
    { name: "first start: seconds to the home page", value: Math.round(first * 10) / 10 },
    { name: "second start: seconds to the home page", value: Math.round(second * 10) / 10, goal: { atMost: 15 } },
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
