import pg from "pg";

// PostgreSQL for the tests that need a server of their own: a fresh database on DATABASE_URL's server, or a whole
// cluster (initdb, pg_ctl) in a temporary directory that a test may stop and start.

/** A new, empty database on the server of `serverUrl`, and the way to drop it. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const operator = new pg.Client({ connectionString: serverUrl });
  await operator.connect();
  await operator.query(`create database ${name}`);
  await operator.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
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

export { postgresTools, startCluster } from "../support/postgres-cluster.ts";
export type { Cluster } from "../support/postgres-cluster.ts";
