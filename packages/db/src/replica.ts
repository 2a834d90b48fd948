import type { Pool } from "pg";
import { isDatabaseUnavailable } from "./client.ts";

// Catalogue and search reads on a streaming replica (docs/decisions/0077). Reads go to the replica only while it is
// fresh: it has replayed what the primary had written `maxLagMs` ago, and everything the catalogue changed since the
// last fence. Otherwise, and whenever a read on it fails for want of a server, they go to the primary.

export interface ReplicaConfig {
  url: string;
  /** The bound on how far behind the primary the replica may be and still serve reads. */
  maxLagMs: number;
  /** How often the replica's and the primary's positions are read. */
  probeMs: number;
}

/** Where reads go now, and why, with how many went to each server. */
export interface ReadRouting {
  target: "replica" | "primary";
  reason: "fresh" | "starting" | "lagging" | "down" | "fenced";
  readsOnReplica: number;
  readsOnPrimary: number;
}

/** A write-ahead log position ('16/B374D848') as a number, to compare two. */
export function lsnValue(lsn: string): bigint {
  const [high = "0", low = "0"] = lsn.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

type QueryArgs = Parameters<Pool["query"]>;

/**
 * The client the replica's drizzle instance runs on: each query goes to the replica while it is fresh, else to the
 * primary; a query the replica could not answer (it is down, restarting, or cancelled a read in a recovery conflict)
 * is run again on the primary, so a replica stopping fails no read.
 */
export class ReplicaRouter {
  private samples: { at: number; lsn: bigint }[] = [];
  private replayed: bigint | null = null;
  private standby = true;
  private reachable = false;
  private probed = false;
  private fence = 0n;
  private fencing = 0;
  private primaryUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly counts = { replica: 0, primary: 0 };
  private last: ReadRouting["reason"] = "starting";

  constructor(
    private readonly primary: Pool,
    private readonly replica: Pool,
    private readonly config: ReplicaConfig,
    private readonly onChange: (routing: ReadRouting) => void = () => {},
  ) {}

  /** Reads positions now and every `probeMs` from now on. */
  async start(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), this.config.probeMs);
    this.timer.unref();
  }

  /** Stops probing and closes the replica's pool. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.replica.end();
  }

  /**
   * The catalogue changed: until the replica has replayed the primary's position of now, reads go to the primary, so
   * a vendor, and every shopper after it, sees the change at once.
   */
  fenceReads(): void {
    this.fencing++;
    this.primary
      .query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn")
      .then(({ rows }) => {
        const lsn = lsnValue(rows[0]?.lsn ?? "0/0");
        if (lsn > this.fence) this.fence = lsn;
      })
      .catch(() => {
        // The position is unknown: the primary serves reads for as long as the replica may lag.
        this.primaryUntil = Date.now() + this.config.maxLagMs;
      })
      .finally(() => this.fencing--);
  }

  routing(): ReadRouting {
    const reason = this.reason();
    return {
      target: reason === "fresh" ? "replica" : "primary",
      reason,
      readsOnReplica: this.counts.replica,
      readsOnPrimary: this.counts.primary,
    };
  }

  /** What the drizzle instance of reads calls: pg's Pool.query, routed. */
  readonly client = {
    query: async (...args: QueryArgs) => {
      if (this.reason() === "fresh") {
        try {
          const result = await (this.replica.query as (...a: QueryArgs) => Promise<unknown>)(...args);
          this.counts.replica++;
          return result;
        } catch (err) {
          if (!isDatabaseUnavailable(err) && (err as { code?: string }).code !== "40001") throw err;
          this.markDown();
        }
      }
      const result = await (this.primary.query as (...a: QueryArgs) => Promise<unknown>)(...args);
      this.counts.primary++;
      return result;
    },
  };

  private reason(): ReadRouting["reason"] {
    if (!this.probed) return "starting";
    if (!this.reachable) return "down";
    if (this.fencing > 0 || Date.now() < this.primaryUntil) return "fenced";
    // A server that is not a standby (a promoted replica) has everything it was written.
    if (!this.standby) return "fresh";
    if (this.replayed === null) return "lagging";
    if (this.replayed < this.fence) return "fenced";
    return this.replayed >= this.primaryPositionAgo(this.config.maxLagMs) ? "fresh" : "lagging";
  }

  /** The primary's position `ms` ago: the latest sample at or before then, else the oldest there is. */
  private primaryPositionAgo(ms: number): bigint {
    const then = Date.now() - ms;
    let position = this.samples[0]?.lsn ?? 0n;
    for (const sample of this.samples) if (sample.at <= then) position = sample.lsn;
    return position;
  }

  private markDown(): void {
    this.reachable = false;
    this.report();
  }

  private async probe(): Promise<void> {
    const [primary, replica] = await Promise.allSettled([
      this.primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn"),
      this.replica.query<{ standby: boolean; lsn: string | null }>(
        "select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn",
      ),
    ]);
    const now = Date.now();
    if (primary.status === "fulfilled") {
      this.samples.push({ at: now, lsn: lsnValue(primary.value.rows[0]?.lsn ?? "0/0") });
      // Enough to look back maxLagMs, and one sample before.
      const keepFrom = now - this.config.maxLagMs - 2 * this.config.probeMs;
      while (this.samples.length > 2 && (this.samples[1]?.at ?? now) < keepFrom) this.samples.shift();
    }
    if (replica.status === "fulfilled") {
      const row = replica.value.rows[0];
      this.standby = row?.standby ?? true;
      this.replayed = row?.lsn ? lsnValue(row.lsn) : null;
      this.reachable = true;
    } else {
      this.reachable = false;
    }
    this.probed = true;
    this.report();
  }

  private report(): void {
    const routing = this.routing();
    if (routing.reason !== this.last) {
      this.last = routing.reason;
      this.onChange(routing);
    }
  }
}
