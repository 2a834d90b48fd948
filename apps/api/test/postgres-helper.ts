import pg from "pg";
import { postgresTools } from "../support/postgres-cluster.ts";

// PostgreSQL for the tests that need a server of their own: a fresh database on DATABASE_URL's server, or a whole
// cluster (initdb, pg_ctl) in a temporary directory that a test may stop and start.

/**
 * A new database on the server of `serverUrl`, empty or a copy of `template` (a database no one is connected to), and
 * the way to drop it.
 */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const operator = new pg.Client({ connectionString: serverUrl });
  await operator.connect();
  await operator.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await operator.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export { postgresTools, queryOnce, startCluster } from "../support/postgres-cluster.ts";
export type { Cluster } from "../support/postgres-cluster.ts";

/**
 * Why a test that runs clusters of its own (initdb, pg_ctl) is skipped, or null: it runs with the PostgreSQL suite
 * only, where the server programs are installed.
 */
export function ownClusterSkipReason(): string | null {
  if (!process.env.DATABASE_URL) return "runs with the PostgreSQL suite only (set DATABASE_URL, as CI does)";
  const tools = postgresTools();
  return "reason" in tools ? tools.reason : null;
}
