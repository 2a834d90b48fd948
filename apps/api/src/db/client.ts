import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { promisify } from "node:util";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Config } from "../config.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The query builder both drivers share: one SQL dialect for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** Opens the configured database. Only the driver in use is loaded: PGlite's compiled WebAssembly alone is ~50 MB. */
export async function openDatabase(config: Config["database"], onPoolError?: (err: Error) => void): Promise<Database> {
  if (config.kind === "postgres") {
    const { default: pg } = await import("pg");
    const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
    const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolMax,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      statement_timeout: config.statementTimeoutMs,
      query_timeout: config.statementTimeoutMs + 1000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", (err) => onPoolError?.(err));
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      kind: "postgres",
      db,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
  if (config.dir) await initialisePgliteDir(config.dir);
  // A small buffer pool: the embedded database serves one process, and WebAssembly memory once grown is kept.
  const options = {
    postgresqlconf: ["shared_buffers=16MB", "wal_buffers=1MB", "work_mem=4MB", "maintenance_work_mem=16MB"],
    extensions: { pg_trgm },
  };
  const client = config.dir ? new PGlite(config.dir, options) : new PGlite(options);
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
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

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
