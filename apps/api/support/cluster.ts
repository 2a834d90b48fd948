import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginx } from "./balancer.ts";
import type { Balancer } from "./balancer.ts";
import { asRoot, pgbouncer, storageServer } from "./daemons.ts";
import type { Daemon, StorageServer } from "./daemons.ts";
import { postgresTools, queryOnce, startCluster } from "./postgres-cluster.ts";
import type { Cluster } from "./postgres-cluster.ts";
import { freePort, spawnServer } from "./spawn-server.ts";
import type { SpawnedServer } from "./spawn-server.ts";

// The production layout on one machine (docs/decisions/0078), from Debian's and npm's packages and no container
// engine: nginx in front of web processes, one worker process for the outbox and the scheduled jobs, PostgreSQL with
// a streaming replica, and PgBouncer in transaction mode between the processes and the primary. Each part can be
// stopped and started again, for the fault drills.

export type { Balancer } from "./balancer.ts";
export type { Daemon, StorageServer } from "./daemons.ts";

export interface RunningCluster {
  /** The balancer's address: what a browser or a load generator talks to. */
  url: string;
  dir: string;
  primary: Cluster;
  replica: Cluster;
  pgbouncer: Daemon;
  /** s3rver, holding every file: the catalogue's pictures and the uploads. */
  storage: StorageServer;
  balancer: Balancer;
  /** The web processes behind the balancer, as last routed. */
  web: SpawnedServer[];
  worker: SpawnedServer;
  /** The environment every process of the app gets (the database's addresses, the shared folders). */
  env: Record<string, string>;
  /** Rows of one query on the primary, on a connection of its own (what a drill checks was kept). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Starts one more process of a role, with the cluster's environment (a worker after a kill, say). */
  startProcess(role: "web" | "worker", extraEnv?: Record<string, string>): Promise<SpawnedServer>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** The balancer's port (0: a free one). */
  port?: number;
  webProcesses?: number;
  /** Settings for every process of the app, over the cluster's own. */
  env?: Record<string, string>;
}

/** The programs the layout needs, by Debian package: what is missing, or nothing. */
export function missingPrograms(): string[] {
  const missing: string[] = [];
  if ("reason" in postgresTools()) missing.push("postgresql");
  if (!existsSync("/usr/sbin/pgbouncer")) missing.push("pgbouncer");
  if (!existsSync("/usr/sbin/nginx")) missing.push("nginx-light");
  return missing;
}

const DATABASE = "utsav";

/** Starts the whole layout, in order: databases, pooler, worker (which migrates and seeds), web processes, balancer. */
export async function startProductionCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const missing = missingPrograms();
  const tools = postgresTools();
  if (missing.length > 0 || "reason" in tools) throw new Error(`Install Debian's ${missing.join(", ")} first (apt-get install)`);
  const dir = mkdtempSync(path.join(tmpdir(), "utsav-cluster-"));
  const stops: (() => Promise<void>)[] = [];
  try {
    const primary = await startCluster(tools);
    stops.push(() => primary.destroy());
    const primaryUrl = new URL(primary.url);
    await queryOnce(primary.url, `create database ${DATABASE}`);
    // What node-postgres cannot pass through the pooler (0076), on the database itself.
    await queryOnce(primary.url, `alter database ${DATABASE} set statement_timeout = '5s'`);
    await queryOnce(primary.url, `alter database ${DATABASE} set idle_in_transaction_session_timeout = '10s'`);
    const replica = await startCluster(tools, primary);
    stops.unshift(() => replica.destroy());
    const bouncerDir = mkdtempSync(path.join(tmpdir(), "utsav-pgbouncer-"));
    // PgBouncer runs as postgres when we are root, and writes its log there.
    if (asRoot) execFileSync("chown", ["-R", "postgres", bouncerDir]);
    const bouncer = pgbouncer(bouncerDir, DATABASE, primaryUrl.port, await freePort());
    await bouncer.start();
    stops.unshift(async () => {
      await bouncer.stop();
      rmSync(bouncerDir, { recursive: true, force: true });
    });

    // Every file in S3-compatible storage (0080): s3rver here, any S3 in production.
    const storage = storageServer(path.join(dir, "storage"), await freePort());
    await storage.start();
    stops.unshift(() => storage.stop());

    const dataDir = path.join(dir, "data");
    const balancerPort = options.port || (await freePort());
    const env: Record<string, string> = {
      NODE_ENV: "production",
      APP_ENV: "local",
      WEB: "build",
      DATA_DIR: dataDir,
      // Where the worker draws the pictures before it copies them into storage; web processes keep none.
      PUBLIC_DIR: path.join(dataDir, "public"),
      ...storage.env,
      PUBLIC_ORIGIN: `http://localhost:${balancerPort}`,
      TRUST_PROXY: "loopback",
      DATABASE_URL: `postgres://postgres@127.0.0.1:${bouncer.port}/${DATABASE}`,
      DATABASE_DIRECT_URL: `postgres://postgres@127.0.0.1:${primaryUrl.port}/${DATABASE}`,
      DATABASE_REPLICA_URL: replica.url.replace(/\/postgres$/, `/${DATABASE}`),
      LOG_LEVEL: "warn",
      ...options.env,
    };
    const processes: SpawnedServer[] = [];
    stops.unshift(async () => {
      await Promise.all(processes.map((p) => p.stop()));
    });
    const startProcess = async (role: "web" | "worker", extraEnv: Record<string, string> = {}) => {
      // The worker draws the catalogue's pictures, once, unless the cluster's settings say not to.
      const server = await spawnServer(
        { ...(role === "worker" ? { DRAW_PICTURES: "true" } : {}), ...env, ...extraEnv, PROCESS_ROLE: role },
        { built: true },
      );
      processes.push(server);
      return server;
    };
    // The worker first: it migrates and seeds, under the start's lock on the direct connection.
    const worker = await startProcess("worker");
    const web = await Promise.all(Array.from({ length: options.webProcesses ?? 2 }, () => startProcess("web")));
    const balancer = nginx(dir, balancerPort, web, storage);
    await balancer.start();
    stops.unshift(() => balancer.stop());
    const running: RunningCluster = {
      url: `http://127.0.0.1:${balancerPort}`,
      dir,
      primary,
      replica,
      pgbouncer: bouncer,
      storage,
      balancer: {
        ...balancer,
        route: async (next) => {
          await balancer.route(next);
          running.web = next;
        },
      },
      web,
      worker,
      env,
      query: (text, values) => queryOnce(env.DATABASE_DIRECT_URL ?? "", text, values),
      startProcess,
      stop: async () => {
        for (const stop of stops) await stop().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
    return running;
  } catch (err) {
    for (const stop of stops) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
