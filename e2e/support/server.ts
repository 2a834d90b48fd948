import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnServer } from "@utsav/api/spawn-server";

/**
 * The server with the built web app and a fresh embedded database. Development mode, so the dev SMS outbox gives
 * journeys their sign-in codes.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-e2e-"));
  const server = await spawnServer({ NODE_ENV: "development", WEB: "build", DATA_DIR: dataDir, ...env });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
