import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./spawn-server.ts";

// A PostgreSQL cluster of its own (initdb, pg_ctl), on a free loopback port, that a test or the local production
// layout (support/cluster.ts) may stop and start; or a streaming replica of one, made with pg_basebackup.

const run = promisify(execFile);

export interface Cluster {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  start(): Promise<void>;
  /** pg_ctl stop -m fast: sessions are ended at once, as when PostgreSQL is restarted. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * Where Debian's (or the PATH's) PostgreSQL server programs are, and how they must be run: initdb refuses root,
 * so as root they run as the postgres user (as in .ci/run). Null, with the reason, when that is not possible.
 */
export function postgresTools(): { bin: string; asPostgres: boolean } | { reason: string } {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb"))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  const pathDir = (process.env.PATH ?? "")
    .split(":")
    .find((dir) => dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
  const bin = versions.length > 0 ? path.join(root, versions.at(-1)!, "bin") : pathDir;
  if (!bin) return { reason: "PostgreSQL's server programs (initdb, pg_ctl) are not installed" };
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres && !existsSync("/usr/sbin/runuser") && !existsSync("/sbin/runuser"))
    return { reason: "running as root without runuser to start PostgreSQL as postgres" };
  return { bin, asPostgres };
}

/**
 * A new cluster on a free loopback port, started, with trust authentication and no fsync (a test's data only). Given
 * `replicaOf`, it is a streaming replica of that cluster instead (pg_basebackup -R), in hot standby.
 */
export async function startCluster(tools: { bin: string; asPostgres: boolean }, replicaOf?: Cluster): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "utsav-pg-"));
  const as = (program: string, args: string[]) =>
    tools.asPostgres
      ? run("runuser", ["-u", "postgres", "--", path.join(tools.bin, program), ...args])
      : run(path.join(tools.bin, program), args);
  if (tools.asPostgres) await run("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  if (replicaOf) {
    const primary = new URL(replicaOf.url);
    await as("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      primary.port,
      "-U",
      "postgres",
      "-D",
      data,
      "-R",
      "-X",
      "stream",
      "--checkpoint=fast",
    ]);
  } else {
    await as("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  }
  const port = await freePort();
  const start = async () => {
    await as("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, "start"]);
  };
  const stop = async () => {
    await as("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Rows of one query on `url`, on a connection of its own. */
export async function queryOnce<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
