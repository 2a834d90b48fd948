import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, requireRow } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { ServerSecret } from "./server-secret.ts";

/** One counter to add to: its key, its window, and how much (1 unless given; a negative amount gives back). */
export interface CounterHit {
  key: string;
  windowSeconds: number;
  amount?: number;
}

/** The purpose of the key that hashes phone numbers in counters' keys (ServerSecret.keyFor). */
const PHONE_KEY_PURPOSE = "rate-limit-phone-keys-v1";

/**
 * Fixed-window counters in the database, shared by every process: the rate limits and the sign-in limits count here.
 * A key names what it counts; a phone number in it is its keyed hash (`phoneHash`), never the number
 * (docs/decisions/0015: DPDP Act 2023 s.8(7), OWASP ASVS 5.0 V14). A counter is deleted once its window has ended
 * (`deleteExpired`, run by platform/retention.ts).
 */
export class Counters {
  constructor(
    private readonly db: Db,
    private readonly secret: ServerSecret,
  ) {}

  /**
   * What stands for a phone number in a counter's key: HMAC-SHA256 of the number under a key derived from the
   * server's secret. The same number always gives the same key, so its limits hold across processes; without the
   * secret the key does not lead back to the number (Indian mobiles are few enough to hash them all, so an unkeyed
   * hash would).
   */
  async phoneHash(phone: string): Promise<string> {
    return createHmac("sha256", await this.secret.keyFor(PHONE_KEY_PURPOSE))
      .update(phone)
      .digest("hex");
  }

  /**
   * Adds one to a fixed-window counter and returns the new count (atomic, so several API processes share it).
   * The window restarts when it has passed; `expires_at` is when the current window ends.
   */
  async hit(key: string, windowSeconds: number, amount = 1): Promise<number> {
    return requireRow(await this.hitAll([{ key, windowSeconds, amount }]), "the counter's new count");
  }

  /**
   * Adds to several counters in one statement and returns their new counts, in the order given: a request's limits
   * (its address, its account, its number) cost one statement, not one each. Each counter keeps its own window. The
   * rows are written in the order of their keys, so statements over the same counters in parallel take their rows'
   * locks in one order and never wait on each other in a circle (PostgreSQL). Each key at most once.
   */
  async hitAll(hits: readonly CounterHit[]): Promise<number[]> {
    if (hits.length === 0) return [];
    const ordered = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (ordered.some((hit, i) => i > 0 && hit.key === ordered[i - 1]?.key)) throw new Error("A counter is hit at most once a statement");
    const values = sql.join(
      ordered.map(({ key, windowSeconds, amount = 1 }) => sql`(${key}, now(), ${amount}, now() + make_interval(secs => ${windowSeconds}))`),
      sql`, `,
    );
    // A row's window is its own: what the insert would have stored, expires_at - window_start.
    const window = sql`(excluded.expires_at - excluded.window_start)`;
    const passed = sql`rate_limits.window_start < now() - ${window}`;
    const rows = await queryRows<{ key: string; count: number }>(
      this.db,
      sql`insert into rate_limits (key, window_start, count, expires_at)
          values ${values}
          on conflict (key) do update set
            count = case when ${passed} then excluded.count else rate_limits.count + excluded.count end,
            window_start = case when ${passed} then now() else rate_limits.window_start end,
            expires_at = case when ${passed} then now() else rate_limits.window_start end + ${window}
          returning key, count`,
    );
    const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
    return hits.map(({ key }) => {
      const count = counts.get(key);
      if (count === undefined) throw new Error(`Expected the new count of ${key}, but the statement answered none`);
      return count;
    });
  }

  /**
   * Deletes at most `limit` counters whose window ended more than `afterSeconds` ago, oldest first, and answers how
   * many. Nothing reads a counter after its window (a hit would start a new one), so none still in use goes. Rows
   * another process is counting or deleting are skipped, so sweeps in several processes never wait on each other or
   * on a request.
   */
  async deleteExpired(limit: number, afterSeconds: number): Promise<number> {
    const rows = await queryRows<{ deleted: number }>(
      this.db,
      sql`with gone as (
            delete from rate_limits where key in (
              select key from rate_limits where expires_at < now() - make_interval(secs => ${afterSeconds})
              order by expires_at limit ${limit} for update skip locked
            ) returning 1
          ) select count(*)::int as deleted from gone`,
    );
    return Number(requireRow(rows, "the counters deleted").deleted);
  }
}
