import { sql } from "drizzle-orm";
import { queryRows, requireRow } from "@utsav/db";
import type { Db } from "@utsav/db";

/** Fixed-window counters in the database, shared by every process: the rate limits and the sign-in limits count here. */
export class Counters {
  constructor(private readonly db: Db) {}

  /**
   * Adds one to a fixed-window counter and returns the new count (atomic, so several API processes share it).
   * The window restarts when it has passed.
   */
  async hit(key: string, windowSeconds: number, amount = 1): Promise<number> {
    const rows = await queryRows<{ count: number }>(
      this.db,
      sql`insert into rate_limits (key, window_start, count) values (${key}, now(), ${amount})
          on conflict (key) do update set
            count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then ${amount} else rate_limits.count + ${amount} end,
            window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
          returning count`,
    );
    return Number(requireRow(rows, "the counter's new count").count);
  }
}
