import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, requireRow } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { ServerSecret } from "./server-secret.ts";

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
    const rows = await queryRows<{ count: number }>(
      this.db,
      sql`insert into rate_limits (key, window_start, count, expires_at)
          values (${key}, now(), ${amount}, now() + make_interval(secs => ${windowSeconds}))
          on conflict (key) do update set
            count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then ${amount} else rate_limits.count + ${amount} end,
            window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end,
            expires_at = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
              + make_interval(secs => ${windowSeconds})
          returning count`,
    );
    return Number(requireRow(rows, "the counter's new count").count);
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
