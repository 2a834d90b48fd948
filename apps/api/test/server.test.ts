import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS, spawnServer } from "../support/spawn-server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-server-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process (npm start)", () => {
  it("starts with its defaults, keeps running while it draws the pictures, and stops on SIGTERM", { timeout: 60_000 }, async () => {
    const server = await spawnServer({ NODE_ENV: "production", WEB: "off", DRAW_PICTURES: "true", DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      await new Promise((r) => setTimeout(r, 2000));
      expect(server.child.exitCode).toBeNull();
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      // Where it listens, for `npm run operator:add` of the same data folder (issue 38).
      const port = new URL(server.url).port;
      expect(JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8"))).toEqual({
        pid: server.child.pid,
        url: `http://localhost:${port}`,
        database: "pglite",
      });
      // The image library is loaded by the first upload, not at start (docs/decisions/0026-performance.md).
      const maps = `/proc/${server.child.pid}/maps`;
      if (existsSync(maps)) expect(readFileSync(maps, "utf8")).not.toContain("libvips");
    } finally {
      await server.stop();
    }
    expect(server.child.signalCode ?? server.child.exitCode).toBe(0);
    // Stopped cleanly: the address stays for the tools to print, and no process is said to hold the folder.
    const stopped = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { pid: number | null; url: string };
    expect(stopped.pid).toBeNull();
    expect(stopped.url).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it("is the built server, run with the flags and environment the journeys and benchmarks give it", () => {
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} dist/server.mjs`);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(manifest.scripts.start).toContain(`${name}=\${${name}:-${value}}`);
  });
});
