import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer } from "@utsav/api/spawn-server";
import type { SpawnedServer } from "@utsav/api/spawn-server";

// A browser that leaves a page while it is still streaming (a tap on Back, a closed tab) or a balancer that gives up
// on it destroys the page's stream. That must stop the render and nothing else: found under load (bench:cluster),
// where every connection a load generator closed at the end of its run ended a web process with an unhandled error.

let server: SpawnedServer;
const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-abandoned-"));
beforeAll(async () => {
  server = await spawnServer(
    { DATA_DIR: dataDir, WEB: "build", DRAW_PICTURES: "false", NODE_ENV: "production", APP_ENV: "local" },
    { built: true },
  );
}, 120_000);
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Asks for a page, compressed as browsers ask, and leaves after `ms` or at its first bytes, whichever comes first. With
 * a cookie the server does not know, the page is rendered for this request and streamed; without one, a signed-out
 * storefront page is kept and sent whole (docs/decisions/0081).
 */
function leave(pagePath: string, ms: number, cookie?: string): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const headers = { "accept-encoding": "gzip, br", ...(cookie ? { cookie } : {}) };
    const req = request({ host: hostname, port, path: pagePath, headers }, (res) => {
      res.once("data", () => req.destroy());
      res.on("error", () => resolve());
      res.on("close", () => resolve());
    });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    setTimeout(() => req.destroy(), ms);
    req.end();
  });
}

describe("pages left while they stream", () => {
  it("stop their render and leave the server answering", async () => {
    let exited: number | null = null;
    server.child.once("exit", (code) => (exited = code ?? -1));
    for (let round = 0; round < 4; round++) {
      // Rounds 1 and 3 are streamed renders; 0 and 2 go through the kept pages, the first of them rendering them.
      const cookie = round % 2 === 1 ? "someone_elses=1" : undefined;
      await Promise.all(
        Array.from({ length: 60 }, (_, i) => leave(i % 2 === 0 ? "/" : "/offerings/corporate-diwali-decor", 2 + (i % 40), cookie)),
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(exited).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const page = await fetch(`${server.url}/offerings/corporate-diwali-decor`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Corporate Diwali Decor");
  }, 60_000);
});
