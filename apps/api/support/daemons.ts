import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import path from "node:path";

// The parts of the production layout (cluster.ts) that run as child processes of ours: PgBouncer, the S3-compatible
// storage server, and (balancer.ts) nginx. Each can be stopped and started again, for the fault drills.

export const asRoot = process.getuid?.() === 0;

/** A part that runs as a child process of ours: nginx, PgBouncer or the storage server. */
export interface Daemon {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Runs a program until it exits or `stop` is called; `ready` resolves once its port answers. */
export function daemon(command: string[], port: number, stopSignal: NodeJS.Signals, log: string): Daemon {
  let child: ChildProcess | null = null;
  const start = async () => {
    const [program = "", ...args] = command;
    // In a process group of its own, so that a signal reaches the program through runuser too.
    child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"], detached: true });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${log} exited with ${child.exitCode}: ${stderr.trim()}`);
      if (await answers(port)) return;
      if (Date.now() > deadline) throw new Error(`${log} did not listen on ${port} within 15 s: ${stderr.trim()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    if (running.pid) process.kill(-running.pid, stopSignal);
    await exited;
    child = null;
  };
  return { port, start, stop };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** PgBouncer in transaction mode before the primary. It refuses to run as root, so as root it runs as postgres. */
export function pgbouncer(dir: string, database: string, primaryPort: string, port: number): Daemon {
  const ini = path.join(dir, "pgbouncer.ini");
  writeFileSync(path.join(dir, "pgbouncer-users.txt"), '"postgres" ""\n');
  writeFileSync(
    ini,
    [
      "[databases]",
      `${database} = host=127.0.0.1 port=${primaryPort} dbname=${database}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "pgbouncer-users.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 2000",
      "default_pool_size = 40",
      // node-postgres sends these at connect; in transaction mode they are set on the database instead (0076).
      "ignore_startup_parameters = statement_timeout,idle_in_transaction_session_timeout,extra_float_digits",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "",
    ].join("\n"),
  );
  const command = asRoot ? ["runuser", "-u", "postgres", "--", "/usr/sbin/pgbouncer", ini] : ["/usr/sbin/pgbouncer", ini];
  // SIGTERM: PgBouncer's immediate shutdown (SIGINT would wait for every client to leave).
  return daemon(command, port, "SIGTERM", "pgbouncer");
}

/** The S3-compatible storage server (s3rver, from npm) and what the app needs to reach its bucket. */
export interface StorageServer extends Daemon {
  bucket: string;
  /** The app's settings for it (STORAGE_DRIVER=s3 and the S3_ variables). */
  env: Record<string, string>;
}

/** s3rver with one bucket, its objects in `dir`. Its keys are its documented defaults: it is a local stand-in. */
export function storageServer(dir: string, port: number): StorageServer {
  const bucket = "utsav";
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve("s3rver/package.json")), "bin", "s3rver.js");
  const command = [process.execPath, cli, "-d", dir, "-a", "127.0.0.1", "-p", String(port), "-s", "--configure-bucket", bucket];
  return {
    ...daemon(command, port, "SIGTERM", "s3rver"),
    bucket,
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
  };
}
