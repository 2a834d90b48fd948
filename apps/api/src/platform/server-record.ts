import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

// Where the server of a data folder listens, written when it starts listening, so that command-line tools
// (`npm run operator:add`) print the real address and know when a server holds the embedded database (issue 38).

const recordSchema = z.object({
  pid: z.number().int(),
  /** The address people open. */
  url: z.string().url(),
  /** The address this machine reaches the process at (its health check). */
  localUrl: z.string().url(),
  database: z.enum(["pglite", "postgres"]),
});
export type ServerRecord = z.infer<typeof recordSchema>;

const fileOf = (dataDir: string) => path.join(dataDir, "server.json");

/** Best effort: a read-only data folder costs only the tools' knowledge of the address. */
export async function writeServerRecord(dataDir: string, record: ServerRecord): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(fileOf(dataDir), `${JSON.stringify(record)}\n`);
}

export async function readServerRecord(dataDir: string): Promise<ServerRecord | null> {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(await readFile(fileOf(dataDir), "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether the recorded server still runs: its process exists and its address answers the health check. */
export async function serverIsRunning(record: ServerRecord, timeoutMs = 1500): Promise<boolean> {
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    const response = await fetch(`${record.localUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}
