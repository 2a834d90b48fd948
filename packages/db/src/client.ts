import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";
import { listenPostgres } from "./listen.ts";
import { ReplicaRouter } from "./replica.ts";
import type { ReadRouting, ReplicaConfig } from "./replica.ts";
import { advisoryLock, KeyedQueue } from "./serial.ts";
import { vacuumWhileBusy } from "./embedded-vacuum.ts";

export type Schema = typeof schema;

/** What raw SQL answers on both drivers: node-postgres's QueryResult and PGlite's Results both carry the rows. */
interface Rows<T> {
  rows: T[];
}
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: Rows<this["row"]>;
}

/**
 * The query builder both drivers share: one SQL dialect for PGlite and PostgreSQL. A transaction is one too (drizzle's
 * PgTransaction extends PgDatabase), so a repository is built on either without a cast.
 */
export type Db = PgDatabase<RowsResultHKT, Schema>;

/** Which database to open: PostgreSQL at a URL, or PGlite in a folder (in memory when dir is null). */
export type DatabaseConfig =
  | {
      kind: "postgres";
      url: string;
      /**
       * The server itself, where `url` is a pooler in transaction mode (PgBouncer): LISTEN and the start's advisory
       * lock need a session of their own (docs/decisions/0076). Unset, `url` serves them.
       */
      directUrl?: string;
      /** A streaming replica for the catalogue's and search's reads (docs/decisions/0077). */
      replica?: ReplicaConfig;
      poolMax: number;
      statementTimeoutMs: number;
    }
  | {
      kind: "pglite";
      dir: string | null;
      /**
       * In memory only (dir null): a data directory image (PGlite's dumpDataDir tarball, see `writeEmbeddedImage`)
       * the database starts from instead of an empty cluster. The API tests start each app from one image migrated
       * and seeded once a run: some 0.9 s instead of 4.5 s for creating, migrating and seeding a cluster.
       */
      image?: string;
    };

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /**
   * Where the catalogue and search read (docs/decisions/0077): a replica while it is fresh, else the primary; `db`
   * itself without a replica. Only for reads, outside transactions.
   */
  reads: Db;
  /** The catalogue changed: reads stay on the primary until the replica has replayed the change. */
  fenceReads(): void;
  /** Where reads go now, with a replica; null without one. */
  readRouting(): ReadRouting | null;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process on this database runs its own (a PostgreSQL advisory lock, held on a
   * connection of its own): processes starting together migrate and seed one after the other. On PGlite, which
   * serves one process, it just runs it.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` while no other work under `key` runs, in any process. On PostgreSQL it runs in a transaction that holds
   * the key's advisory lock, and `work` gets the transaction. On PGlite, which serves one process, it runs after this
   * process's earlier work under the key and outside a transaction, so that the one connection is held only by `work`'s
   * own statements: work of several statements that must commit together opens its own transaction.
   */
  serially<T>(key: string, work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * New connections are arriving: for the next `ms`, the embedded database lets the event loop turn before each
   * statement, so the server accepts them promptly (docs/decisions/0091). PostgreSQL's statements wait for the network
   * anyway, so there it does nothing.
   */
  makeWay(ms: number): void;
  /**
   * Tells every process on this database (PostgreSQL NOTIFY). PGlite serves one process, so there it does nothing.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Follows a channel on a connection of its own (PostgreSQL LISTEN): `onNotify` for each notification, `onResync`
   * each time the connection comes back after it was lost (notifications sent meanwhile were missed). Reconnects
   * by itself. Returns the function that stops listening. On PGlite it does nothing.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onResync(): void;
  onError?(err: Error): void;
}

/**
 * How long a request waits for a database connection, whether the pool is full or the server is away. Short, so
 * that while PostgreSQL is down requests fail fast with 503 instead of queueing (docs/decisions/0011).
 */
export const CONNECT_TIMEOUT_MS = 2000;
/** The advisory lock that serialises migrating and seeding across processes (any constant of our own). */
const START_LOCK_KEY = 72_840_011;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../drizzle");

/** Opens the configured database. Only the driver in use is loaded: PGlite's compiled WebAssembly alone is ~50 MB. */
export async function openDatabase(
  config: DatabaseConfig,
  onPoolError?: (err: Error) => void,
  /** Told each time reads move between the replica and the primary, and why. */
  onReadRouting?: (routing: ReadRouting) => void,
): Promise<Database> {
  if (config.kind === "postgres") {
    const { default: pg } = await import("pg");
    const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
    const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
    const poolFor = (url: string, name: string) => {
      const created = new pg.Pool({
        connectionString: url,
        max: config.poolMax,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        idleTimeoutMillis: 30_000,
        // TCP keep-alive finds a connection whose server vanished without closing it (a host or network failure).
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        statement_timeout: config.statementTimeoutMs,
        // The client-side bound, for when the server does not answer at all.
        query_timeout: config.statementTimeoutMs + 1000,
        idle_in_transaction_session_timeout: config.statementTimeoutMs * 2,
        application_name: name,
      });
      // An idle client losing its connection must not crash the process: the pool drops it and makes a new one.
      created.on("error", (err) => onPoolError?.(err));
      // Nor may a client that is checked out between two statements of a transaction (the pool listens only to idle
      // ones): its next statement fails, and the pool drops it on release.
      created.on("connect", (client) => client.on("error", () => {}));
      return created;
    };
    const pool = poolFor(config.url, "utsav-api");
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    const router = config.replica
      ? new ReplicaRouter(pool, poolFor(config.replica.url, "utsav-api-replica"), config.replica, onReadRouting)
      : null;
    await router?.start();
    return {
      kind: "postgres",
      db,
      reads: router ? drizzlePg(router.client as unknown as typeof pool, { schema, casing: "snake_case" }) : db,
      fenceReads: () => router?.fenceReads(),
      readRouting: () => router?.routing() ?? null,
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusively: async (work) => {
        const lock = new pg.Client({
          connectionString: config.directUrl ?? config.url,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          application_name: "utsav-api-start",
        });
        lock.on("error", () => {}); // a lost connection fails the start through `work`'s own queries
        await lock.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [START_LOCK_KEY]);
          return await work();
        } finally {
          // Ending the session releases the lock.
          await lock.end();
        }
      },
      serially: (key, work) =>
        db.transaction(async (tx) => {
          await advisoryLock(tx, key);
          return work(tx);
        }),
      close: async () => {
        await Promise.all([pool.end(), router?.close()]);
      },
      makeWay: () => {},
      notify: async (channel, payload) => {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
      listen: (channel, handlers) => listenPostgres(pg.Client, config.directUrl ?? config.url, channel, handlers),
    };
  }
  const { EmbeddedClient } = await import("./embedded-client.ts");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
  if (config.dir) await initialisePgliteDir(config.dir);
  // A small buffer pool: the embedded database serves one process, and WebAssembly memory once grown is kept.
  const options = {
    postgresqlconf: ["shared_buffers=16MB", "wal_buffers=1MB", "work_mem=4MB", "maintenance_work_mem=16MB"],
    extensions: { pg_trgm },
  };
  const client = await EmbeddedClient.open(config.dir, {
    ...options,
    ...(config.image && !config.dir ? { loadDataDir: new Blob([readFileSync(config.image)]) } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  const queue = new KeyedQueue();
  // PGlite runs no autovacuum: what updates leave behind is removed here (docs/decisions/0095).
  const stopVacuum = vacuumWhileBusy(client, (err) =>
    onPoolError?.(new Error(`vacuuming the embedded database failed: ${err instanceof Error ? err.message : String(err)}`)),
  );
  return {
    kind: "pglite",
    db,
    reads: db,
    fenceReads: () => {},
    readRouting: () => null,
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    serially: (key, work) => queue.run(key, () => work(db)),
    close: async () => {
      await stopVacuum();
      await client.close();
    },
    makeWay: (ms) => client.makeWay(ms),
    notify: async () => {},
    listen: async () => async () => {},
  };
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  "57014", // query_canceled: the statement timeout
]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|not queryable|pool after calling end|pglite is closed/i;

/**
 * True when an error means the database is away or too slow to answer (a stopped or restarting server, a lost
 * connection, a connection or statement timeout) rather than a fault in the request: the API answers 503.
 * Looks through the causes (Drizzle wraps the driver's error) and the parts of an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Creating a PGlite cluster (initdb) grows the WebAssembly memory to several hundred megabytes, and that memory
 * is never returned. Creating it in a short-lived child process keeps the server's resident memory at what an
 * existing cluster needs (see docs/decisions/0003-embedded-database.md).
 */
async function initialisePgliteDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  mkdirSync(dir, { recursive: true });
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve("@electric-sql/pglite"))});
const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { timeout: 120_000 });
}

/** A timestamp read by raw SQL: node-postgres gives a Date, PGlite (docs/decisions/0003) its text. */
export const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * The constraint a statement broke when it failed on a unique violation (SQLSTATE 23505), else null. Looks through
 * the causes, as Drizzle wraps the driver's error.
 */
export function uniqueViolation(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== "object" || depth > 4) return null;
  const { code, constraint, cause } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (code === "23505") return typeof constraint === "string" ? constraint : "";
  return uniqueViolation(cause, depth + 1);
}

/** Runs raw SQL and returns its rows, typed as the caller says they come. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}
