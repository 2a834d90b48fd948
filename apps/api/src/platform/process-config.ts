import { z } from "zod";
import type { ReplicaConfig } from "@utsav/db";

// What one process does in a deployment of several (docs/decisions/0076), read with the rest by config.ts. Every
// variable is listed in the README.

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const PROCESS_ENV = {
  /**
   * `all` (the default) serves the API and the pages and runs the outbox worker, the scheduler and the retention sweep:
   * one process, as `npm start` runs. `web` serves and runs none of them, so a deployment of many web processes has
   * one `worker`, which runs them all and serves no pages (its API answers only its health checks, behind no balancer).
   */
  PROCESS_ROLE: z.enum(["all", "web", "worker"]).default("all"),
  /**
   * Where a connection pooler in transaction mode (PgBouncer) sits between the processes and PostgreSQL: the server's
   * own address, for what needs a session of its own (LISTEN, and the advisory lock held while migrating and seeding).
   * Unset, DATABASE_URL serves both.
   */
  DATABASE_DIRECT_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** A streaming replica of DATABASE_URL's primary, for the catalogue's and search's reads (docs/decisions/0077). */
  DATABASE_REPLICA_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** How far behind the primary the replica may be and still serve reads; past it, reads go to the primary. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** How often the replica's position is read. */
  REPLICA_PROBE_MS: z.coerce.number().int().min(50).max(60_000).default(250),
};

type ProcessEnv = z.output<z.ZodObject<typeof PROCESS_ENV>>;
export type ProcessRole = ProcessEnv["PROCESS_ROLE"];

/** What the role leaves this process to do, over what the other settings ask. */
export interface RoleDuties {
  role: ProcessRole;
  /** The outbox's worker, the scheduler and the retention sweep: every `all` and `worker` process, no `web` one. */
  runsJobs: boolean;
  /** Pages are served by `all` and `web` processes only. */
  servesPages: boolean;
  /** The catalogue pictures are drawn by one process: not by `web` ones. */
  drawsPictures: boolean;
}

/** The replica, where one is named. */
export function replicaOf(env: ProcessEnv): ReplicaConfig | undefined {
  if (!env.DATABASE_REPLICA_URL) return undefined;
  return { url: env.DATABASE_REPLICA_URL, maxLagMs: env.REPLICA_MAX_LAG_MS, probeMs: env.REPLICA_PROBE_MS };
}

export function roleDutiesOf(env: ProcessEnv): RoleDuties {
  const role = env.PROCESS_ROLE;
  return { role, runsJobs: role !== "web", servesPages: role !== "worker", drawsPictures: role !== "web" };
}
