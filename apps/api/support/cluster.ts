import { execFileSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import path from "node:path";
import { postgresTools, queryOnce, startCluster } from "./postgres-cluster.ts";
import type { Cluster } from "./postgres-cluster.ts";
import { freePort, spawnServer } from "./spawn-server.ts";
import type { SpawnedServer } from "./spawn-server.ts";

// The production layout on one machine (docs/decisions/0078), from Debian's and npm's packages and no container
// engine: nginx in front of web processes, one worker process for the outbox and the scheduled jobs, PostgreSQL with
// a streaming replica, and PgBouncer in transaction mode between the processes and the primary. Each part can be
// stopped and started again, for the fault drills.

/** A part that runs as a child process of ours: nginx or PgBouncer. */
export interface Daemon {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface RunningCluster {
  /** The balancer's address: what a browser or a load generator talks to. */
  url: string;
  dir: string;
  primary: Cluster;
  replica: Cluster;
  pgbouncer: Daemon;
  balancer: Daemon;
  web: SpawnedServer[];
  worker: SpawnedServer;
  /** The environment every process of the app gets (the database's addresses, the shared folders). */
  env: Record<string, string>;
  /** Rows of one query on the primary, on a connection of its own (what a drill checks was kept). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Starts one more process of a role, with the cluster's environment (a worker after a kill, say). */
  startProcess(role: "web" | "worker"): Promise<SpawnedServer>;
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
const asRoot = process.getuid?.() === 0;

/** Runs a program until it exits or `stop` is called; `ready` resolves once its port answers. */
function daemon(command: string[], port: number, stopSignal: NodeJS.Signals, log: string): Daemon {
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
function pgbouncer(dir: string, primaryPort: string, port: number): Daemon {
  const ini = path.join(dir, "pgbouncer.ini");
  writeFileSync(path.join(dir, "pgbouncer-users.txt"), '"postgres" ""\n');
  writeFileSync(
    ini,
    [
      "[databases]",
      `${DATABASE} = host=127.0.0.1 port=${primaryPort} dbname=${DATABASE}`,
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

/** nginx before the web processes: round robin, idempotent requests tried once more on another process. */
function nginx(dir: string, port: number, upstreams: string[]): Daemon {
  const conf = path.join(dir, "nginx.conf");
  const temp = path.join(dir, "nginx-temp");
  mkdirSync(temp, { recursive: true });
  writeFileSync(
    conf,
    `${asRoot ? "user root;\n" : ""}worker_processes 2;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "nginx-error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;
  upstream web {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 40m;
    # Search is a read sent as a POST: tried once more on another process too, as a GET is.
    location /api/search {
      proxy_pass http://web;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is gone: an idempotent request goes to the next one (a POST is never sent twice).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      proxy_read_timeout 60s;
      proxy_buffering off;
    }
  }
}
`,
  );
  return daemon(["/usr/sbin/nginx", "-c", conf, "-p", dir, "-g", "daemon off;"], port, "SIGQUIT", "nginx");
}

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
    const bouncer = pgbouncer(bouncerDir, primaryUrl.port, await freePort());
    await bouncer.start();
    stops.unshift(async () => {
      await bouncer.stop();
      rmSync(bouncerDir, { recursive: true, force: true });
    });

    const dataDir = path.join(dir, "data");
    const balancerPort = options.port || (await freePort());
    const env: Record<string, string> = {
      NODE_ENV: "production",
      APP_ENV: "local",
      WEB: "build",
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, "public"),
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
    const startProcess = async (role: "web" | "worker") => {
      // The worker draws the catalogue's pictures, once, unless the cluster's settings say not to.
      const server = await spawnServer(
        { ...(role === "worker" ? { DRAW_PICTURES: "true" } : {}), ...env, PROCESS_ROLE: role },
        { built: true },
      );
      processes.push(server);
      return server;
    };
    // The worker first: it migrates and seeds, under the start's lock on the direct connection.
    const worker = await startProcess("worker");
    const web = await Promise.all(Array.from({ length: options.webProcesses ?? 2 }, () => startProcess("web")));
    const balancer = nginx(
      dir,
      balancerPort,
      web.map((w) => new URL(w.url).host),
    );
    await balancer.start();
    stops.unshift(() => balancer.stop());
    return {
      url: `http://127.0.0.1:${balancerPort}`,
      dir,
      primary,
      replica,
      pgbouncer: bouncer,
      balancer,
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
  } catch (err) {
    for (const stop of stops) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
