import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnServer } from "../../support/spawn-server.ts";
import type { SpawnedServer } from "../../support/spawn-server.ts";

// Servers of the process tests (several processes on one PostgreSQL database): each in a data folder of its own,
// quiet, with the limits out of the way; `stopAll` stops them and removes their folders.

export function processServers(prefix: string) {
  const servers: SpawnedServer[] = [];
  const dirs: string[] = [];
  return {
    /** A server on `databaseUrl` with `env` besides the common settings. */
    async start(databaseUrl: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
      const dir = mkdtempSync(path.join(tmpdir(), `utsav-${prefix}-`));
      dirs.push(dir);
      const server = await spawnServer({
        NODE_ENV: "test",
        WEB: "off",
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: "silent",
        RATE_LIMIT_MULTIPLIER: "1000",
        ...env,
      });
      servers.push(server);
      return server;
    },
    /** Kills a server with SIGKILL, as a crash would, and waits for it to be gone. */
    async kill(server: SpawnedServer): Promise<void> {
      servers.splice(servers.indexOf(server), 1);
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      server.child.kill("SIGKILL");
      await exited;
    },
    /** Stops a server cleanly before the test ends. */
    async stop(server: SpawnedServer): Promise<void> {
      servers.splice(servers.indexOf(server), 1);
      await server.stop();
    },
    async stopAll(): Promise<void> {
      await Promise.all(servers.map((s) => s.stop()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a server's local providers kept instead of sending (its local outbox), newest first. */
export async function localOutbox(server: SpawnedServer): Promise<{ to: string; text: string }[]> {
  const response = await fetch(`${server.url}/api/dev/outbox`);
  return ((await response.json()) as { data: { messages: { to: string; text: string }[] } }).data.messages;
}

/** Books the kit `count` times through `server`, each with its own name and mobile; answers the booking ids. */
export async function bookKit(server: SpawnedServer, count: number, name: string, mobilePrefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${server.url}/api/public/booking`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        offeringId: "JSS1",
        vendorName: "",
        offeringName: "",
        bookingData: { name: `${name} ${i}`, mobile: `${mobilePrefix}${String(10_000 + i).slice(-5)}`, address: "1 Test Road" },
      }),
    });
    if (response.status !== 200) throw new Error(`booking: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { data: { bookingId: string } }).data.bookingId);
  }
  return ids;
}
