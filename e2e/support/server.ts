import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addOperator, spawnServer } from "@utsav/api/spawn-server";

/** The operator every journey may sign in as at /ops/login (added with npm run admin:add's command). */
export const OPERATOR = { number: "9700000042", name: "Journey Operator" } as const;

/**
 * The server with the built web app and a fresh embedded database. Development mode, so the dev SMS outbox gives
 * journeys their sign-in codes.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-e2e-"));
  const serverEnv = { NODE_ENV: "development", WEB: "build", DATA_DIR: dataDir, ...env };
  addOperator(serverEnv, OPERATOR.number, OPERATOR.name);
  const server = await spawnServer(serverEnv);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
