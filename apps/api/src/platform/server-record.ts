import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

// Where the server of a data folder listens, written when it starts listening, so that command-line tools
// (`npm run operator:add`) print the real address and know when a server holds the embedded database (issue 38).

const recordSchema = z.object({
  /** The running process; null once it stopped cleanly (the address stays, for the tools to print). */
  pid: z.number().int().nullable(),
  /** The address people open. */
  url: z.string().url(),
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

/**
 * Whether the recorded server may still run: its process exists. Its health check is not asked, since a busy server
 * (drawing pictures on two cores) may answer late, and a tool that took it for stopped would open the embedded database
 * beside it. A process id reused by another program makes a tool refuse; the refusal names the file to remove.
 */
export function serverMayRun(record: ServerRecord): boolean {
  if (record.pid === null) return false;
  try {
    process.kill(record.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A clean stop: the record keeps the address and says no process holds the folder any more. */
export async function markServerStopped(dataDir: string): Promise<void> {
  const record = await readServerRecord(dataDir);
  if (record?.pid === process.pid) await writeServerRecord(dataDir, { ...record, pid: null });
}
